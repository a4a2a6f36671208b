// The customers' CSV comes from GET /api/admin/customers.csv?q=… (every member, or the list's
// search), which needs the administrator's headers: fetched, then saved as a file (a plain link
// would carry no credentials).
import { readCredentials, storeRefreshedToken } from "../../../lib/credentials";

/** Saves the CSV; a Japanese message when it could not be made, else null. */
export async function downloadCustomersCsv(query: string): Promise<string | null> {
  const credentials = readCredentials("admin");
  if (!credentials) return "ログインしてください";
  const search = query ? `?q=${encodeURIComponent(query)}` : "";
  const res = await fetch(`/api/admin/customers.csv${search}`, {
    headers: { "access-token": credentials.accessToken, client: credentials.client, uid: credentials.uid },
  });
  storeRefreshedToken("admin", res.headers);
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { errors?: string[] };
    return body.errors?.[0] ?? "CSVを作成できませんでした";
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name ?? "customers.csv";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: revoking at once can cancel the download before the browser reads the file.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
