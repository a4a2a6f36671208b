// The server's reception message (ReceptionState.message) is Japanese. On a page in another
// language the same facts — the reason, the pause's resume time, the next bookable slot — are told
// by the catalogue (decision 0052); the shop's own pause reason, typed in Japanese, is left out there.
import type { ProvisionMethod, ReceptionReason } from "../../gql/graphql";
import { useFormats, useLanguage, useT } from "../../lib/i18n";

export interface ReceptionFacts {
  method: ProvisionMethod;
  reason: ReceptionReason;
  /** The server's Japanese message: shown as it is on Japanese pages. */
  message: string;
  resumesAt?: unknown;
  nextSlot?: { startsAt: unknown } | null;
}

const METHOD_NAMES = { TAKEOUT: "method.takeout", DELIVERY: "method.delivery" } as const;

/** The text of a method's reception state in the page's language. */
export function useReceptionText(): (state: ReceptionFacts, options?: { withNext?: boolean }) => string {
  const t = useT();
  const language = useLanguage();
  const { day, time } = useFormats();
  return (state, { withNext = true } = {}) => {
    if (language === "ja") return state.message;
    const when = (at: unknown) => `${day(String(at))} ${time(String(at))}`;
    const method = t(METHOD_NAMES[state.method]);
    const parts = [t(`reception.${state.reason}` as const, { method })];
    if (state.reason === "PAUSED" && state.resumesAt)
      parts.push(t("reception.resumes", { when: when(state.resumesAt) }));
    if (withNext && state.reason !== "OPEN" && state.reason !== "BEFORE_OPENING" && state.nextSlot) {
      parts.push(t("reception.next", { when: when(state.nextSlot.startsAt) }));
    }
    // Chinese runs its sentences on; English and Korean put a space between them.
    return parts.join(language === "zh" ? "" : " ");
  };
}
