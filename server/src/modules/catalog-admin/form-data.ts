// The multipart forms of the spec's topping and product calls, Rails style: `name`,
// `topping_options[0][name]` or `topping_options[][name]`, `product_toppings[][topping_id]`,
// optionally wrapped as `product[name]`. Turned into nested objects; values stay strings (the
// adapter converts them) and files stay files.
export type FormValue = string | File;
export type Nested = { [key: string]: Nested | Nested[] | FormValue | FormValue[] | undefined };

function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const rest = [...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "");
  return [match[1] as string, ...rest];
}

function assign(target: Nested, path: string[], value: FormValue): void {
  const [head, next, ...rest] = path;
  if (head === undefined) return;
  if (next === undefined) {
    target[head] = value;
    return;
  }
  if (next === "" || /^\d+$/.test(next)) {
    const list = (Array.isArray(target[head]) ? target[head] : []) as (Nested | FormValue)[];
    target[head] = list as Nested[];
    if (rest.length === 0) {
      list.push(value); // tags[] = a, tags[] = b
      return;
    }
    if (next === "") {
      // `a[][name]`: a new entry whenever the current last one already has this key.
      let last = list[list.length - 1] as Nested | undefined;
      const leaf = rest[0] as string;
      if (!last || typeof last !== "object" || last instanceof File || leaf in last) {
        last = {};
        list.push(last);
      }
      assign(last, rest, value);
      return;
    }
    const index = Number(next);
    if (index > 1000) return;
    list[index] ??= {};
    assign(list[index] as Nested, rest, value);
    return;
  }
  const child = (
    target[head] && typeof target[head] === "object" && !Array.isArray(target[head]) ? target[head] : {}
  ) as Nested;
  target[head] = child;
  assign(child, [next, ...rest], value);
}

/** Entries of a multipart body as one nested object; `wrapper` (e.g. "product") is unwrapped. */
export function nestForm(entries: Iterable<[string, FormValue]>, wrapper?: string): Nested {
  const root: Nested = {};
  for (const [key, value] of entries) assign(root, keyPath(key), value);
  for (const [key, value] of Object.entries(root)) {
    if (Array.isArray(value)) root[key] = value.filter((v) => v !== undefined) as Nested[];
  }
  const inner = wrapper ? root[wrapper] : undefined;
  if (inner && typeof inner === "object" && !Array.isArray(inner) && !(inner instanceof File)) {
    return { ...root, ...inner, [wrapper as string]: undefined };
  }
  return root;
}

// ---------------------------------------------------------------- converting values

/** "true"/"1"/"on" and "false"/"0" to booleans; anything else as it came (the rules refuse it). */
export function bool(value: unknown): unknown {
  if (value === undefined || value === "") return undefined;
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "1" || value === "on") return true;
  if (value === "false" || value === "0") return false;
  return value;
}

/** Digits to a number; "" to undefined; anything else as it came (the rules refuse it). */
export function int(value: unknown): unknown {
  if (value === undefined || value === "" || value === null) return undefined;
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^-?\d{1,10}$/.test(value.trim())) return Number(value.trim());
  return value;
}

export function text(value: unknown): unknown {
  return value instanceof File ? undefined : value;
}

export function list(value: unknown): unknown[] | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  return Array.isArray(value) ? value : [value];
}
