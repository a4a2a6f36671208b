interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** 前へ / n / 次へ under a paged list. */
export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="ページ送り">
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        前へ
      </button>
      <span className="pager__current">
        {page} / {pages}
      </span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        次へ
      </button>
    </nav>
  );
}
