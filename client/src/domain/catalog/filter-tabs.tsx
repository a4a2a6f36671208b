import { FILTER_TABS, type FilterTabId } from "@shared/constants";
import type { KeyboardEvent } from "react";
import { type MessageKey, useT } from "../../lib/i18n";

interface FilterTabsProps {
  active: FilterTabId;
  onChange: (id: FilterTabId) => void;
  panelId: string;
}

export function filterTabId(id: FilterTabId): string {
  return `menu-filter-tab-${id}`;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function FilterTabs({ active, onChange, panelId }: FilterTabsProps) {
  const t = useT();
  const select = (index: number) => {
    const tab = FILTER_TABS[(index + FILTER_TABS.length) % FILTER_TABS.length];
    if (!tab) return;
    onChange(tab.id);
    document.getElementById(filterTabId(tab.id))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: FILTER_TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="filter-tabs" role="tablist" aria-label={t("menu.filter")}>
      {FILTER_TABS.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={filterTabId(tab.id)}
            type="button"
            role="tab"
            className="filter-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`menu.tab.${tab.id}` as MessageKey)}
          </button>
        );
      })}
    </div>
  );
}
