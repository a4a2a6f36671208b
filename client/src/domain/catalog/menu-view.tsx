import { useSubscription } from "@apollo/client/react";
import { ALLERGEN_CODES } from "@shared/allergens";
import type { FilterTabId } from "@shared/constants";
import { useDeferredValue, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { MenuPageQuery as MenuPageData, ProvisionMethod } from "../../gql/graphql";
import { useT } from "../../lib/i18n";
import { useAfterFirstLoad } from "../../lib/use-after-first-load";
import { useFirstEngagement } from "../../lib/use-first-engagement";
import { AllergenFilter } from "./allergen-filter";
import { CatalogChangedSubscription } from "./api/catalog-changed-subscription";
import { CategorySection } from "./category-section";
import { FilterTabs, filterTabId } from "./filter-tabs";
import { lastMenus } from "./kept-menus";
import { preloadProductDialog } from "./product-card";
import {
  freeOfAllergens,
  matchesTag,
  parseAvoidedAllergens,
  parseFilterTab,
  tagOfTab,
} from "./product-filter";
import { useMenuAnswer } from "./use-menu-answer";
import "./menu.css";
import "./menu-sold-out.css";

const PANEL_ID = "menu-panel";

export interface MenuViewProps {
  /** Only what takeout or delivery offers; every public product when absent. */
  method?: ProvisionMethod;
  /** Where each card's product page is, e.g. "/order/". */
  detailBase?: string;
}

/** Filter tabs and the menu by category; shared by /menu and the ordering menu. */
export function MenuView({ method, detailBase }: MenuViewProps) {
  const t = useT();
  const { answer, loading, error, refetch, readAgain } = useMenuAnswer(method);
  const menuKey = method ?? "";
  const latest = useStableMenu(menuKey, answer);
  // The menu is rendered as a transition: tens of cards are built in short slices the browser can
  // interleave with its own work (no long task), and committed at once when ready (decision 0025).
  const data = useDeferredValue(latest);
  // A price, 品切れ or a product shown or hidden by the shop: read the menu again, no reload. Not
  // part of the first load (graphql-ws comes with the first subscription): it starts once the menu
  // is shown and the page has loaded. Its first event comes once the server listens, on every
  // (re)connection: the menu is read again then, for a change made before it listened (0063).
  // A subscription of its own (no deduplication): a second menu's would get no first event.
  const live = useAfterFirstLoad(Boolean(data));
  useSubscription(CatalogChangedSubscription, {
    skip: !live,
    context: { queryDeduplication: false },
    onData: readAgain,
  });
  // The option dialog's code, once the visitor starts using the page (before a tap on a card).
  const engaged = useFirstEngagement(live);
  useEffect(() => {
    if (engaged) preloadProductDialog();
  }, [engaged]);
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = parseFilterTab(searchParams.get("tab"));
  const tag = tagOfTab(activeTab);
  const allergenParam = searchParams.get("allergen");
  const avoided = useMemo(() => parseAvoidedAllergens(allergenParam, ALLERGEN_CODES), [allergenParam]);

  const update = (tab: FilterTabId, allergens: readonly string[]) => {
    const next: Record<string, string> = {};
    if (tab !== 1) next.tab = String(tab);
    if (allergens.length) next.allergen = allergens.join(",");
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  const selectTab = (id: FilterTabId) => update(id, avoided);

  const categories = data?.menu.categories ?? [];
  // The first section shown holds the page's largest image (its LCP): that one loads at once.
  const leading = categories.findIndex((c) =>
    c.products.some((p) => matchesTag(p.tags, tag) && freeOfAllergens(p.allergens, avoided)),
  );
  const anyMatch = leading >= 0;

  return (
    <>
      <FilterTabs active={activeTab} onChange={selectTab} panelId={PANEL_ID} />
      <AllergenFilter avoided={avoided} onChange={(codes) => update(activeTab, codes)} />
      <div
        className="menu-page__panel"
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={filterTabId(activeTab)}
      >
        {(loading || latest) && !data ? <MenuLoading /> : null}
        {error && !data ? (
          <div className="menu-page__error" role="alert">
            <p>{t("menu.loadFailed")}</p>
            <button type="button" className="button button--primary" onClick={() => void refetch()}>
              {t("common.reload")}
            </button>
          </div>
        ) : null}
        {data ? (
          <>
            <p className="menu-page__tax-note">{t("menu.taxNote", { rate: data.menu.taxRate })}</p>
            {anyMatch ? (
              categories.map((category, index) => (
                <CategorySection
                  key={category.id}
                  category={category}
                  tag={tag}
                  avoided={avoided}
                  detailBase={detailBase}
                  leading={index === leading}
                />
              ))
            ) : (
              <p className="menu-page__empty">{t("menu.empty")}</p>
            )}
          </>
        ) : null}
      </div>
    </>
  );
}

/**
 * The menu to show for `key`: the answer, or the last one shown (a return to the page); an answer
 * equal to the last one keeps its object, so that reading the menu again after the socket connects
 * re-renders no card (CategorySection is memoized).
 */
function useStableMenu(key: string, answer: MenuPageData | undefined): MenuPageData | undefined {
  return useMemo(() => {
    const last = lastMenus.get(key);
    if (!answer) return last;
    if (last && last !== answer && JSON.stringify(last) === JSON.stringify(answer)) return last;
    lastMenus.set(key, answer);
    return answer;
  }, [key, answer]);
}

function MenuLoading() {
  const t = useT();
  return (
    <div className="menu-page__loading">
      <p role="status">{t("menu.loading")}</p>
      <div className="category-section__products" aria-hidden="true">
        <div className="product-card product-card--skeleton" />
        <div className="product-card product-card--skeleton" />
        <div className="product-card product-card--skeleton" />
      </div>
    </div>
  );
}
