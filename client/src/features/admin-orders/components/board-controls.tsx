import { useState } from "react";
import { SoldOutPanel } from "../../../domain/catalog/sold-out-panel";
import { ReceptionControls } from "../../../domain/reception/reception-controls";
import { ReceptionSummary } from "../../../domain/reception/reception-summary";

/**
 * The pause, busy and sold-out switches folded into one bar above the today board: its title shows
 * each method's state; one tap opens every switch. The reception controls stay mounted while folded,
 * so the title follows other staff's taps live.
 */
export function BoardControls() {
  const [open, setOpen] = useState(false);
  return (
    <details className="board-controls" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="board-controls__summary">
        <span className="board-controls__label">受付停止・混雑・品切れ</span>
        <ReceptionSummary />
      </summary>
      <div className="board-controls__body">
        <ReceptionControls />
        <SoldOutPanel open={open} />
      </div>
    </details>
  );
}
