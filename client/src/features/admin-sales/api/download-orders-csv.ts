// The CSVs come from GET /api/admin/sales/orders.csv (one row per sale) and /days.csv (one row
// per day, with the reconciliation), which need the administrator's headers: fetched, then saved
// as a file (a plain link would carry no credentials).
import { authedFetch } from "../../../lib/authed-fetch";

export type SalesCsvKind = "orders" | "days";

const FILE_PREFIX: Record<SalesCsvKind, string> = { orders: "orders", days: "sales-days" };

export async function downloadOrdersCsv(
  from: string,
  to: string,
  kind: SalesCsvKind = "orders",
): Promise<string | null> {
  const res = await authedFetch("admin", `/api/admin/sales/${kind}.csv?from=${from}&to=${to}`);
  if (!res) return "ログインしてください";
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { errors?: string[] };
    return body.errors?.[0] ?? "CSVを作成できませんでした";
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = `${FILE_PREFIX[kind]}-${from}_${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: revoking at once can cancel the download before the browser reads the file.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
