import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { authedFetch } from "../../../lib/authed-fetch";

/**
 * A mutation with a photo, as a GraphQL multipart request (operations, map, file): Apollo's
 * HTTP link sends JSON only. Sent with the administrator's credentials (lib/authed-fetch.ts).
 */
export async function uploadMutation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  image: File | null,
): Promise<TData> {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({ query: print(document), variables: { ...variables, image: null } }),
  );
  form.append("map", JSON.stringify(image ? { 0: ["variables.image"] } : {}));
  if (image) form.append("0", image, image.name);
  const res = await authedFetch("admin", "/graphql", { method: "POST", body: form });
  if (!res) throw new Error("ログインしてください");
  const body = (await res.json()) as { data?: TData; errors?: { message: string }[] };
  if (!body.data)
    throw new Error(body.errors?.[0]?.message ?? "通信に失敗しました。時間をおいてもう一度お試しください");
  return body.data;
}
