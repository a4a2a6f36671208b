import { useQuery } from "@apollo/client/react";
import { type MessageKey, useFormats, useT } from "../../../lib/i18n";
import { UpcomingClosuresQuery } from "../api/upcoming-closures-query";
import "./home.css";

const ONLY: Record<string, MessageKey> = { TAKEOUT: "closure.takeoutOnly", DELIVERY: "closure.deliveryOnly" };

/** お休みのお知らせ: the closed days of the coming month, beyond the weekly holiday. */
export function ClosureNotice() {
  const t = useT();
  const { day } = useFormats();
  const { data } = useQuery(UpcomingClosuresQuery, { fetchPolicy: "cache-and-network" });
  const closures = data?.upcomingClosures ?? [];
  if (closures.length === 0) return null;
  return (
    <section className="closure-notice" aria-labelledby="closure-notice-title" data-testid="closure-notice">
      <h2 className="closure-notice__title" id="closure-notice-title">
        {t("closure.title")}
      </h2>
      <ul className="closure-notice__list">
        {closures.map((closure) => (
          <li key={closure.date}>
            <strong>{day(closure.date)}</strong>
            {closure.reason ?? t("closure.closed")}
            {closure.methods.length === 1
              ? t("common.aboutName", { name: t(ONLY[closure.methods[0] as string] ?? "closure.closed") })
              : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
