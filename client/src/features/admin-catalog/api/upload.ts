import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { credentialHeaders, storeRefreshedToken } from "../../../lib/credentials";

/**
 * A mutation with a photo, as a GraphQL multipart request (operations, map, file): Apollo's
 * HTTP link sends JSON only. Sends the administrator's credentials and keeps a rotated token.
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
  const res = await fetch("/graphql", { method: "POST", headers: credentialHeaders("admin"), body: form });
  storeRefreshedToken("admin", res.headers);
  const body = (await res.json()) as { data?: TData; errors?: { message: string }[] };
  if (!body.data)
    throw new Error(body.errors?.[0]?.message ?? "通信に失敗しました。時間をおいてもう一度お試しください");
  return body.data;
}
