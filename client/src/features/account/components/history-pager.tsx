import { Link } from "react-router";

interface HistoryPagerProps {
  page: number;
  pageCount: number;
}

/** 前へ / n / 次へ links that keep the page in the address (?page=n), so back and reload keep it. */
export function HistoryPager({ page, pageCount }: HistoryPagerProps) {
  if (pageCount <= 1) return null;
  const to = (n: number) => (n === 1 ? "/mypage/history" : `/mypage/history?page=${n}`);
  return (
    <nav className="history-pager" aria-label="ページ送り">
      {page > 1 ? (
        <Link to={to(page - 1)} className="history-pager__step" rel="prev">
          前へ
        </Link>
      ) : (
        <span className="history-pager__step history-pager__step--off">前へ</span>
      )}
      <span className="history-pager__where">
        {page} / {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={to(page + 1)} className="history-pager__step" rel="next">
          次へ
        </Link>
      ) : (
        <span className="history-pager__step history-pager__step--off">次へ</span>
      )}
    </nav>
  );
}
