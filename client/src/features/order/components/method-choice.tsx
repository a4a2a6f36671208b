import { useQuery } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { updateDraft } from "../../../domain/checkout/order-draft";
import { useLiveReception } from "../../../domain/reception/use-live-reception";
import type { ProvisionMethod } from "../../../gql/graphql";
import { formatDay } from "../../../lib/tokyo-format";
import { ReceptionStatesQuery } from "../api/reception-states-query";
import "./method-choice.css";

const METHODS: { value: ProvisionMethod; title: string; lead: string; icon: string }[] = [
  {
    value: "TAKEOUT",
    title: "テイクアウト",
    lead: "お好きな時間にお店で受け取り。お車でのお受け取りもできます。",
    icon: "袋",
  },
  {
    value: "DELIVERY",
    title: "デリバリー",
    lead: "揚げたてをご自宅・職場までお届けします（配達エリア内）。",
    icon: "配",
  },
];

interface MethodChoiceProps {
  current: ProvisionMethod | null;
  /** Where the menu for the chosen method is (default /order/menu). */
  next?: string;
}

/** Takeout or delivery: kept in the order draft, then on to the menu for that method. */
export function MethodChoice({ current, next = "/order/menu" }: MethodChoiceProps) {
  const navigate = useNavigate();
  const { data, refetch } = useQuery(ReceptionStatesQuery, { fetchPolicy: "cache-and-network" });
  useLiveReception(refetch, data?.receptionStates.map((state) => state.resumesAt) ?? []);
  const choose = (method: ProvisionMethod) => {
    updateDraft({ method, slotStartsAt: "", slotLabel: "" });
    navigate(next);
  };
  return (
    <ul className="method-choice" aria-label="受け取り方法">
      {METHODS.map((method) => {
        const state = data?.receptionStates.find((candidate) => candidate.method === method.value);
        return (
          <li key={method.value}>
            <button
              type="button"
              className="method-choice__card"
              aria-pressed={current === method.value}
              onClick={() => choose(method.value)}
            >
              <span className="method-choice__icon" aria-hidden="true">
                {method.icon}
              </span>
              <span className="method-choice__title">{method.title}</span>
              <span className="method-choice__lead">{method.lead}</span>
              {state ? (
                <span
                  className={
                    state.acceptingToday && state.reason !== "PAUSED"
                      ? "method-choice__state"
                      : "method-choice__state method-choice__state--closed"
                  }
                >
                  {state.message}
                  {state.nextSlot
                    ? ` 最短 ${formatDay(String(state.nextSlot.startsAt))} ${state.nextSlot.label}〜`
                    : ""}
                </span>
              ) : null}
              {state?.orderingHours ? (
                <span className="method-choice__lead" data-testid="ordering-hours">
                  ネット注文：{state.orderingHours}
                </span>
              ) : null}
              <span className="method-choice__go" aria-hidden="true">
                {current === method.value ? "選択中 — メニューへ →" : "メニューを見る →"}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function methodLabel(method: ProvisionMethod): string {
  return method === "TAKEOUT" ? "テイクアウト" : "デリバリー";
}
