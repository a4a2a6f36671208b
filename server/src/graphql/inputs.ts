// GraphQL inputs arrive with nulls for what the caller left out; the shared zod rules (and the
// REST door) read absent fields. One mapping for every resolver that hands an input to a service.

/** Drops GraphQL's nulls so optional fields read as absent, as in a JSON body. */
export function present<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}

/** `present` for an input with an `items` list of inputs (quote, placeOrder). */
export function presentItems<T extends { items: readonly object[] }>(input: T) {
  return { ...present(input), items: input.items.map((item) => present(item)) };
}
