// PGlite serialises query parameters by the parameter's type OID and knows no serialiser for
// arrays of user-defined types: an enum list such as ["KARAAGE"] reached PostgreSQL as `KARAAGE`
// ("malformed array literal"), so Prisma's `tags: { has: "KARAAGE" }` failed on PGlite only.
// Sending every array parameter as a PostgreSQL array literal works for all element types
// (the server parses text-format parameters with the type's own input function).
import type { PGlite } from "@electric-sql/pglite";

function element(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (Array.isArray(value)) return arrayLiteral(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

export function arrayLiteral(values: unknown[]): string {
  return `{${values.map(element).join(",")}}`;
}

function fixParams(params: unknown): unknown {
  return Array.isArray(params) ? params.map((p) => (Array.isArray(p) ? arrayLiteral(p) : p)) : params;
}

type Queryable = Pick<PGlite, "query">;

function wrap<T extends object>(target: T): T {
  return new Proxy(target, {
    get(t, prop) {
      if (prop === "query") {
        return (sql: string, params?: unknown[], options?: unknown) =>
          (t as unknown as Queryable).query(sql, fixParams(params) as unknown[], options as never);
      }
      if (prop === "transaction") {
        return (fn: (tx: object) => Promise<unknown>) =>
          (t as unknown as PGlite).transaction((tx) => fn(wrap(tx)));
      }
      const value = Reflect.get(t, prop, t);
      return typeof value === "function" ? value.bind(t) : value;
    },
  });
}

/** The same PGlite, with array parameters sent as array literals (for the Prisma adapter). */
export function withArrayLiteralParams(pglite: PGlite): PGlite {
  return wrap(pglite);
}
