import { useQuery } from "@apollo/client/react";
import type { FilterTabId } from "@shared/constants";
import { useSearchParams } from "react-router";
import type { ProvisionMethod } from "../../gql/graphql";
import { MenuPageQuery } from "./api/menu-page-query";
import { CategorySection } from "./category-section";
import { FilterTabs, filterTabId } from "./filter-tabs";
import { matchesTag, parseFilterTab, tagOfTab } from "./product-filter";
import "./menu.css";

const PANEL_ID = "menu-panel";

export interface MenuViewProps {
  /** Only what takeout or delivery offers; every public product when absent. */
  method?: ProvisionMethod;
  /** Where each card's product page is, e.g. "/order/". */
  detailBase?: string;
}

/** Filter tabs and the menu by category; shared by /menu and the ordering menu. */
export function MenuView({ method, detailBase }: MenuViewProps) {
  const { data, loading, error, refetch } = useQuery(MenuPageQuery, {
    variables: { method: method ?? null },
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = parseFilterTab(searchParams.get("tab"));
  const tag = tagOfTab(activeTab);

  const selectTab = (id: FilterTabId) => {
    setSearchParams(id === 1 ? {} : { tab: String(id) }, { replace: true, preventScrollReset: true });
  };

  const categories = data?.menu.categories ?? [];
  const anyMatch = categories.some((c) => c.products.some((p) => matchesTag(p.tags, tag)));

  return (
    <>
      <FilterTabs active={activeTab} onChange={selectTab} panelId={PANEL_ID} />
      <div
        className="menu-page__panel"
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={filterTabId(activeTab)}
      >
        {loading && !data ? <MenuLoading /> : null}
        {error && !data ? (
          <div className="menu-page__error" role="alert">
            <p>メニューを読み込めませんでした。時間をおいて、もう一度お試しください。</p>
            <button type="button" className="button button--primary" onClick={() => void refetch()}>
              再読み込み
            </button>
          </div>
        ) : null}
        {data ? (
          <>
            <p className="menu-page__tax-note">
              表示価格はすべて消費税（{data.menu.taxRate}%）込みの金額です。
            </p>
            {anyMatch ? (
              categories.map((category) => (
                <CategorySection key={category.id} category={category} tag={tag} detailBase={detailBase} />
              ))
            ) : (
              <p className="menu-page__empty">該当する商品はただいまございません。</p>
            )}
          </>
        ) : null}
      </div>
    </>
  );
}

function MenuLoading() {
  return (
    <div className="menu-page__loading">
      <p role="status">メニューを読み込んでいます…</p>
      <div className="category-section__products" aria-hidden="true">
        <div className="product-card product-card--skeleton" />
        <div className="product-card product-card--skeleton" />
        <div className="product-card product-card--skeleton" />
      </div>
    </div>
  );
}
