import { Link } from "react-router";
import "./pager.css";
import { useT } from "../lib/i18n";

/** The address of page `page` of a list at `pathname`: the other parameters (a search) stay, page 1 has none. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}

interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of a page, so the page lives in the URL and back and reload keep it. */
  hrefFor: (page: number) => string;
  /** Shown instead of pageCount (e.g. 「500以上」 when the count stopped). */
  pageCountLabel?: string;
}

/** 前へ / n / m / 次へ links under a paged list; nothing when there is one page. */
export function Pager({ page, pageCount, hrefFor, pageCountLabel }: PagerProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t("pager.label")}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="pager__step" rel="prev">
          {t("pager.previous")}
        </Link>
      ) : (
        <span className="pager__step pager__step--off">{t("pager.previous")}</span>
      )}
      <span className="pager__where">
        {page} / {pageCountLabel ?? pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className="pager__step" rel="next">
          {t("pager.next")}
        </Link>
      ) : (
        <span className="pager__step pager__step--off">{t("pager.next")}</span>
      )}
    </nav>
  );
}
