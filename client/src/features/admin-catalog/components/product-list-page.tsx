import { useMutation, useQuery } from "@apollo/client/react";
import { ADMIN_PRODUCTS_PER_PAGE } from "@shared/catalog-admin";
import { listCountText } from "@shared/pricing";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { Pager, pageHref } from "../../../components/pager";
import type { AdminProductFilter } from "../../../gql/graphql";
import { useFlashFromNavigation } from "../../../lib/use-flash-from-navigation";
import { AdminProductsQuery } from "../api/admin-products-query";
import { DeleteProductMutation } from "../api/delete-product-mutation";
import { MoveProductMutation } from "../api/move-product-mutation";
import { ProductRow } from "./product-row";
import { ReorderButtons } from "./reorder-buttons";
import "./admin-catalog.css";
import "./admin-catalog-translations.css";

const KEYS = ["name", "category", "visibility", "method"] as const;

/** /admin/menu: search, filters and pages in the URL; 品切れ in one tap; ↑↓ within a category. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const value = (key: (typeof KEYS)[number]) => params.get(key) ?? "";
  const filter: AdminProductFilter = {
    ...(value("name") ? { name: value("name") } : {}),
    ...(value("category") ? { categoryId: value("category") } : {}),
    ...(value("visibility") === "PUBLIC" || value("visibility") === "HIDDEN"
      ? { visibility: value("visibility") as "PUBLIC" | "HIDDEN" }
      : {}),
    ...(value("method") === "TAKEOUT" || value("method") === "DELIVERY"
      ? { method: value("method") as "TAKEOUT" | "DELIVERY" }
      : {}),
  };
  const { data, error } = useQuery(AdminProductsQuery, {
    variables: { filter, page, perPage: ADMIN_PRODUCTS_PER_PAGE },
    fetchPolicy: "cache-and-network",
  });
  const [move, moving] = useMutation(MoveProductMutation, { refetchQueries: [AdminProductsQuery] });
  const [remove, removing] = useMutation(DeleteProductMutation, { refetchQueries: [AdminProductsQuery] });
  const [alert, setAlert] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const flash = useFlashFromNavigation();
  const result = data?.adminProducts;
  const list = result?.__typename === "QueryAdminProductsSuccess" ? result.data : null;
  // ↑↓ move within a category: offered when the list is one category's, unfiltered otherwise.
  const canReorder = Boolean(filter.categoryId) && !filter.name && !filter.visibility && !filter.method;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of KEYS) {
      const v = String(form.get(key) ?? "").trim();
      if (v) next.set(key, v);
    }
    setParams(next);
  };

  const confirmDelete = async () => {
    if (!asking) return;
    try {
      const answer = (await remove({ variables: { id: asking.id } })).data?.deleteProduct;
      if (answer?.__typename === "MutationDeleteProductSuccess") {
        setAlert({
          tone: "success",
          text: answer.data.archived
            ? `「${asking.name}」は過去の注文にあるため、注文履歴を残して非表示（アーカイブ）にしました`
            : `「${asking.name}」を削除しました`,
        });
      } else if (answer && "message" in answer) setAlert({ tone: "error", text: answer.message });
    } catch (e) {
      setAlert({ tone: "error", text: messageOfError(e) });
    }
    setAsking(null);
  };

  return (
    <section className="page admin-catalog">
      <PageHeading eyebrow="Products">商品一覧</PageHeading>
      <p className="admin-catalog__toolbar">
        <Link className="button button--primary" to="/admin/menu/create">
          商品を登録
        </Link>
      </p>
      <form className="admin-catalog__filters" onSubmit={search} aria-label="商品の検索">
        <label className="admin-catalog__filter">
          <span>商品名</span>
          <input className="field__input" name="name" defaultValue={value("name")} type="search" />
        </label>
        <label className="admin-catalog__filter">
          <span>カテゴリ</span>
          <select className="field__input field__select" name="category" defaultValue={value("category")}>
            <option value="">すべて</option>
            {(data?.adminCategories ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-catalog__filter">
          <span>公開状態</span>
          <select className="field__input field__select" name="visibility" defaultValue={value("visibility")}>
            <option value="">すべて</option>
            <option value="PUBLIC">公開</option>
            <option value="HIDDEN">非公開</option>
          </select>
        </label>
        <label className="admin-catalog__filter">
          <span>受け取り方法</span>
          <select className="field__input field__select" name="method" defaultValue={value("method")}>
            <option value="">すべて</option>
            <option value="TAKEOUT">テイクアウト</option>
            <option value="DELIVERY">デリバリー</option>
          </select>
        </label>
        <button type="submit" className="button button--primary">
          検索する
        </button>
      </form>
      <FormAlert tone="success">{alert ? "" : flash}</FormAlert>
      {alert ? <FormAlert tone={alert.tone}>{alert.text}</FormAlert> : null}
      {result && "message" in result ? <FormAlert>{result.message}</FormAlert> : null}
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {list ? (
        <>
          <p className="admin-catalog__count" data-testid="list-count">
            {listCountText({ page: list.page, perPage: list.perPage, total: list.totalCount })}
          </p>
          {canReorder ? null : (
            <p className="page__note">カテゴリで絞り込むと、ストアでの表示順を ↑↓ で変更できます。</p>
          )}
          {list.products.length === 0 ? <p>該当する商品はありません。</p> : null}
          <ol className="admin-catalog__products">
            {list.products.map((product, index) => (
              <ProductRow
                key={product.id}
                product={product}
                onError={(text) => setAlert({ tone: "error", text })}
                onDelete={setAsking}
                reorder={
                  canReorder ? (
                    <ReorderButtons
                      name={product.name}
                      first={list.page === 1 && index === 0}
                      last={(list.page - 1) * list.perPage + index + 1 === list.totalCount}
                      busy={moving.loading}
                      onMove={(direction) => void move({ variables: { id: product.id, direction } })}
                    />
                  ) : null
                }
              />
            ))}
          </ol>
          <Pager
            page={list.page}
            pageCount={Math.ceil(list.totalCount / list.perPage)}
            hrefFor={(n) => pageHref("/admin/menu", params, n)}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title="商品の削除"
        confirmLabel="削除する"
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(null)}
      >
        <p>「{asking?.name}」を削除しますか？</p>
        <p className="page__note">過去の注文にある商品は、注文履歴を残して非表示（アーカイブ）になります。</p>
      </ConfirmDialog>
    </section>
  );
}
