interface ReorderButtonsProps {
  /** What is moved, for the buttons' accessible names ("「唐揚げ」を上へ"). */
  name: string;
  first: boolean;
  last: boolean;
  busy?: boolean;
  onMove: (direction: "UP" | "DOWN") => void;
}

/** Up / down: the storefront order, usable by keyboard and by a finger on a tablet (48px). */
export function ReorderButtons({ name, first, last, busy, onMove }: ReorderButtonsProps) {
  return (
    <span className="reorder-buttons">
      <button
        type="button"
        className="reorder-buttons__button"
        aria-label={`「${name}」を上へ`}
        disabled={first || busy}
        onClick={() => onMove("UP")}
      >
        ↑
      </button>
      <button
        type="button"
        className="reorder-buttons__button"
        aria-label={`「${name}」を下へ`}
        disabled={last || busy}
        onClick={() => onMove("DOWN")}
      >
        ↓
      </button>
    </span>
  );
}
