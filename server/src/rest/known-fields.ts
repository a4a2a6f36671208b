// A REST body's fields checked against what the route takes: an unknown field is refused with a
// 422 naming it (a client that thinks it changed something it did not must hear so), and nothing
// is written. Fields the edit answer carries but the update does not take (ids, states shown for
// information) may be sent back as they were read; a changed value is refused the same way.
import { ValidationError } from "../errors.js";

export interface FieldRules {
  /** Fields the update takes. */
  takes: readonly string[];
  /** Read-only fields of the edit answer: accepted back only unchanged. */
  echoes?: Record<string, unknown>;
  /** Fields that hold a list of objects, each checked with its own rules. */
  lists?: Record<string, FieldRules>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function problems(body: Record<string, unknown>, rules: FieldRules, at: string): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const name = `${at}${key}`;
    const list = rules.lists?.[key];
    if (rules.takes.includes(key)) {
      if (list && Array.isArray(value)) {
        value.forEach((item, i) => {
          if (typeof item === "object" && item !== null && !Array.isArray(item)) {
            found.push(...problems(item as Record<string, unknown>, list, `${name}[${i}].`));
          }
        });
      }
    } else if (rules.echoes && key in rules.echoes) {
      if (!same(value, rules.echoes[key])) found.push(`「${name}」は読み取り専用のため変更できません`);
    } else {
      found.push(`「${name}」は受け付けていない項目です`);
    }
  }
  return found;
}

/** Throws a ValidationError (422) listing every unknown or read-only field changed; else nothing. */
export function refuseUnknownFields(body: Record<string, unknown>, rules: FieldRules, at = ""): void {
  const found = problems(body, rules, at);
  if (found.length) throw new ValidationError(found.join("。"), { unknownFields: found });
}
