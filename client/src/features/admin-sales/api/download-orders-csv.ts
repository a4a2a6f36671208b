// The orders CSV comes from GET /api/admin/sales/orders.csv, which needs the administrator's
// headers: fetched, then saved as a file (a plain link would carry no credentials).
import { readCredentials, storeRefreshedToken } from "../../../lib/credentials";

export async function downloadOrdersCsv(from: string, to: string): Promise<string | null> {
  const credentials = readCredentials("admin");
  if (!credentials) return "ログインしてください";
  const res = await fetch(`/api/admin/sales/orders.csv?from=${from}&to=${to}`, {
    headers: { "access-token": credentials.accessToken, client: credentials.client, uid: credentials.uid },
  });
  storeRefreshedToken("admin", res.headers);
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { errors?: string[] };
    return body.errors?.[0] ?? "CSVを作成できませんでした";
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `orders-${from}_${to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
  return null;
}
