// A product's provision period as the spec's REST answers carry it (the menu's and the back office's).
import { dateOnly } from "../../lib/tokyo-time.js";

export function provisionDateJson(
  provision: { id: number; startOn: Date | null; endOn: Date | null } | null,
): { id: number; start_on: string | null; end_on: string | null } | null {
  if (!provision) return null;
  return {
    id: provision.id,
    start_on: provision.startOn ? dateOnly(provision.startOn) : null,
    end_on: provision.endOn ? dateOnly(provision.endOn) : null,
  };
}
