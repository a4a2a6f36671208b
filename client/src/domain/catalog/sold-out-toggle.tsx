import type { SoldOutState } from "../../gql/graphql";
import "./sold-out-toggle.css";

const STATE_LABEL: Record<SoldOutState, string> = {
  AVAILABLE: "販売中",
  TODAY: "本日品切れ",
  UNTIL_FURTHER_NOTICE: "品切れ（解除まで）",
};

interface SoldOutToggleProps {
  name: string;
  state: SoldOutState;
  busy: boolean;
  onChange: (state: SoldOutState) => void;
}

/**
 * One tap: 品切れ for today (back on sale at the next Tokyo business day) or on sale again; a
 * second, dashed button for a stop until further notice. Used on /admin/menu and the kitchen board.
 */
export function SoldOutToggle({ name, state, busy, onChange }: SoldOutToggleProps) {
  const soldOut = state !== "AVAILABLE";
  return (
    <span className="sold-out-toggle">
      <button
        type="button"
        className={`sold-out-toggle__button${soldOut ? " sold-out-toggle__button--on" : ""}`}
        aria-pressed={soldOut}
        disabled={busy}
        onClick={() => onChange(soldOut ? "AVAILABLE" : "TODAY")}
      >
        {soldOut ? STATE_LABEL[state] : "品切れにする"}
        <span className="visually-hidden">（{name}）</span>
      </button>
      {soldOut ? null : (
        <button
          type="button"
          className="sold-out-toggle__more"
          disabled={busy}
          onClick={() => onChange("UNTIL_FURTHER_NOTICE")}
        >
          解除まで品切れ<span className="visually-hidden">（{name}）</span>
        </button>
      )}
    </span>
  );
}
