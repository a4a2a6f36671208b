// What a customer must know before filling a cart (issue 26): a pause, when it ends and from when
// slots can still be booked; on a method's own menu also a day that takes no more orders today,
// with the next time and slot. Live like every other reception view (useLiveReception).
import { useQuery } from "@apollo/client/react";
import type { ProvisionMethod, ReceptionReason } from "../../gql/graphql";
import { useT } from "../../lib/i18n";
import { MethodReceptionQuery } from "./api/method-reception-query";
import { useReceptionText } from "./reception-text";
import { useLiveReception } from "./use-live-reception";
import "../../components/form/forms.css";

const NAMES = { TAKEOUT: "method.takeout", DELIVERY: "method.delivery" } as const;
const CLOSED_TODAY: readonly ReceptionReason[] = ["CLOSED_TODAY", "AFTER_LAST_ORDER", "FULL"];

interface ReceptionNoticeProps {
  methods: readonly ProvisionMethod[];
  /** Also a day that takes no more orders today (the chosen method's menu). */
  withClosedDay?: boolean;
}

export function ReceptionNotice({ methods, withClosedDay = false }: ReceptionNoticeProps) {
  const t = useT();
  const { data, refetch } = useQuery(MethodReceptionQuery, { fetchPolicy: "cache-and-network" });
  const text = useReceptionText();
  // On /menu's first load: listening waits for the page to have loaded (decision 0052's budget).
  useLiveReception(refetch, data?.receptionStates.map((state) => state.resumesAt) ?? [], {
    afterFirstLoad: true,
  });
  const shown = (data?.receptionStates ?? []).filter(
    (state) =>
      methods.includes(state.method) &&
      (state.reason === "PAUSED" || (withClosedDay && CLOSED_TODAY.includes(state.reason))),
  );
  if (!shown.length) return null;
  return (
    <div className="reception-notice" role="status" data-testid="reception-notice">
      {shown.map((state) => (
        <p key={state.method} className="form-alert form-alert--info">
          {methods.length > 1 ? (
            <strong>{t("common.labelled", { label: t(NAMES[state.method]) })}</strong>
          ) : null}
          {text(state)}
        </p>
      ))}
    </div>
  );
}
