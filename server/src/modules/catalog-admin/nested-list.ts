// The nested lists of the catalog forms (a topping's options, a product's options): an entry with
// an id is updated, one without is created, one left out is removed; the list's order becomes
// the entries' positions. Ids must belong to the parent: another row's id is bad input.
import { ValidationError } from "../../errors.js";

export interface NestedEntry {
  id?: number | null;
}

export interface NestedPlan<E extends NestedEntry> {
  update: { id: number; entry: E; position: number }[];
  create: { entry: E; position: number }[];
  remove: number[];
}

export function planNestedList<E extends NestedEntry>(
  existingIds: number[],
  entries: E[],
  field: string,
  label: string,
): NestedPlan<E> {
  const existing = new Set(existingIds);
  const seen = new Set<number>();
  const plan: NestedPlan<E> = { update: [], create: [], remove: [] };
  for (const [index, entry] of entries.entries()) {
    const position = index + 1;
    if (entry.id == null) {
      plan.create.push({ entry, position });
      continue;
    }
    if (!existing.has(entry.id) || seen.has(entry.id)) {
      const message = `${label}の指定が正しくありません（別の項目のIDです）`;
      throw new ValidationError(message, { [`${field}.${index}.id`]: [message] });
    }
    seen.add(entry.id);
    plan.update.push({ id: entry.id, entry, position });
  }
  plan.remove = existingIds.filter((id) => !seen.has(id));
  return plan;
}
