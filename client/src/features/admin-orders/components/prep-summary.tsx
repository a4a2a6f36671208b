import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { formatTime } from "../../../lib/tokyo-format";
import { KitchenPrepQuery } from "../api/kitchen-prep-query";

interface PrepSummaryProps {
  /** Changes whenever the board's orders change (an order event), so the sums follow the board. */
  version: string;
  /** The minute clock: the hour ahead moves on even when no order changes. */
  now: Date;
}

/**
 * One line above the today board: how many of each product and option to fry for the orders due
 * within the hour (late ones included), as the server summed them.
 */
export function PrepSummary({ version, now }: PrepSummaryProps) {
  const { data, refetch } = useQuery(KitchenPrepQuery, { fetchPolicy: "cache-and-network" });
  const minute = now.getTime();
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and minute are the triggers
  useEffect(() => {
    void refetch();
  }, [version, minute, refetch]);
  const prep = data?.kitchenPrep;
  if (!prep) return null;
  return (
    <section className="prep-summary" aria-labelledby="prep-summary-title" data-testid="prep-summary">
      <h2 id="prep-summary-title" className="prep-summary__title">
        {formatTime(String(prep.until))}までに揚げる
      </h2>
      {prep.lines.length === 0 ? (
        <p className="prep-summary__empty">ありません</p>
      ) : (
        // Scrolls sideways when long: focusable, so a keyboard can scroll it too (axe
        // scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        <ul className="prep-summary__lines" tabIndex={0} aria-label="揚げる数の一覧">
          {prep.lines.map((line) => (
            <li key={`${line.productName}\u0000${line.optionName ?? ""}`} className="prep-summary__line">
              <span className="prep-summary__name">
                {line.productName}
                {line.optionName ? `（${line.optionName}）` : ""}
              </span>
              <span className="prep-summary__quantity">×{line.quantity}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
