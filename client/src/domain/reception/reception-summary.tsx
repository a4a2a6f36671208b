// One line for a collapsed panel's title (the board's): each method's state at a glance, from the
// same live query as the controls below it.
import { useQuery } from "@apollo/client/react";
import { ReceptionControlsQuery } from "./api/reception-controls-query";

const NAMES = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" } as const;

export function ReceptionSummary() {
  const { data } = useQuery(ReceptionControlsQuery, { fetchPolicy: "cache-first" });
  const controls = data?.receptionControls ?? [];
  if (!controls.length) return null;
  return (
    <span className="reception-summary" data-testid="reception-summary">
      {controls.map((c) => (
        <span
          key={c.method}
          className={`reception-summary__item reception-summary__item--${c.paused ? "paused" : "open"}`}
        >
          {NAMES[c.method]}: {c.paused ? "一時停止中" : "受付中"}
          {c.busyMinutes > 0 ? `（混雑 +${c.busyMinutes}分）` : ""}
        </span>
      ))}
    </span>
  );
}
