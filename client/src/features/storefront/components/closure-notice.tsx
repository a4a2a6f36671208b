import { useQuery } from "@apollo/client/react";
import { formatDay } from "../../../lib/tokyo-format";
import { UpcomingClosuresQuery } from "../api/upcoming-closures-query";
import "./home.css";

const ONLY: Record<string, string> = { TAKEOUT: "テイクアウトのみ休業", DELIVERY: "デリバリーのみ休業" };

/** お休みのお知らせ: the closed days of the coming month, beyond the weekly holiday. */
export function ClosureNotice() {
  const { data } = useQuery(UpcomingClosuresQuery, { fetchPolicy: "cache-and-network" });
  const closures = data?.upcomingClosures ?? [];
  if (closures.length === 0) return null;
  return (
    <section className="closure-notice" aria-labelledby="closure-notice-title" data-testid="closure-notice">
      <h2 className="closure-notice__title" id="closure-notice-title">
        お休みのお知らせ
      </h2>
      <ul className="closure-notice__list">
        {closures.map((closure) => (
          <li key={closure.date}>
            <strong>{formatDay(closure.date)}</strong>
            {closure.reason ?? "休業"}
            {closure.methods.length === 1 ? `（${ONLY[closure.methods[0] as string]}）` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
