import { useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { updateDraft } from "../../../domain/checkout/order-draft";
import { useOrderingHours } from "../../../domain/reception/ordering-hours";
import { useReceptionText } from "../../../domain/reception/reception-text";
import { useLiveReception } from "../../../domain/reception/use-live-reception";
import type { ProvisionMethod } from "../../../gql/graphql";
import { type MessageKey, useFormats, useT } from "../../../lib/i18n";
import { ReceptionStatesQuery } from "../api/reception-states-query";
import "./method-choice.css";
import { MethodIcon } from "./method-icon";

const METHODS: { value: ProvisionMethod; title: MessageKey; lead: MessageKey }[] = [
  { value: "TAKEOUT", title: "method.takeout", lead: "methods.takeoutLead" },
  { value: "DELIVERY", title: "method.delivery", lead: "methods.deliveryLead" },
];

interface MethodChoiceProps {
  current: ProvisionMethod | null;
  /** Where the menu for the chosen method is (default /order/menu). */
  next?: string;
}

/** Takeout or delivery: kept in the order draft, then on to the menu for that method. */
export function MethodChoice({ current, next = "/order/menu" }: MethodChoiceProps) {
  const t = useT();
  const orderingHoursOf = useOrderingHours();
  const receptionText = useReceptionText();
  const { day } = useFormats();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(ReceptionStatesQuery, { fetchPolicy: "cache-and-network" });
  // Each card grows by its state lines when they arrive, pushing the next card down: a tap made
  // meanwhile landed on the other method, or between the cards (lost). The cards take taps once
  // their lines are in (or the states could not be read).
  const settled = data !== undefined || error !== undefined;
  useLiveReception(refetch, data?.receptionStates.map((state) => state.resumesAt) ?? []);
  const choose = (method: ProvisionMethod) => {
    updateDraft({ method, slotStartsAt: "", slotLabel: "" });
    navigate(next);
  };
  return (
    <ul className="method-choice" aria-label={t("checkout.method")}>
      {METHODS.map((method) => {
        const state = data?.receptionStates.find((candidate) => candidate.method === method.value);
        return (
          <li key={method.value}>
            <button
              type="button"
              className="method-choice__card"
              aria-pressed={current === method.value}
              disabled={!settled}
              onClick={() => choose(method.value)}
            >
              <span className="method-choice__icon" aria-hidden="true">
                <MethodIcon method={method.value} />
              </span>
              <span className="method-choice__title">{t(method.title)}</span>
              <span className="method-choice__lead">{t(method.lead)}</span>
              {state ? (
                <span
                  className={
                    state.acceptingToday && state.reason !== "PAUSED"
                      ? "method-choice__state"
                      : "method-choice__state method-choice__state--closed"
                  }
                >
                  {/* The earliest slot follows in its own words. */}
                  {receptionText(state, { withNext: false })}
                  {state.nextSlot
                    ? t("methods.earliest", {
                        day: day(String(state.nextSlot.startsAt)),
                        time: state.nextSlot.label,
                      })
                    : ""}
                </span>
              ) : null}
              {state?.orderingHours ? (
                <span className="method-choice__lead" data-testid="ordering-hours">
                  {t("methods.orderingHours", { hours: orderingHoursOf(state) ?? state.orderingHours })}
                </span>
              ) : null}
              <span className="method-choice__go" aria-hidden="true">
                {current === method.value ? t("methods.chosen") : t("methods.seeMenu")}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The catalogue key of a method's name. */
export function methodKey(method: ProvisionMethod): MessageKey {
  return method === "TAKEOUT" ? "method.takeout" : "method.delivery";
}
