import { PendingPage } from "../../components/pending-page";

export function ProductListPage() {
  return <PendingPage eyebrow="Products" title="商品一覧" />;
}

export function ProductCreatePage() {
  return <PendingPage eyebrow="Products" title="商品の登録" />;
}

export function ProductEditPage() {
  return <PendingPage eyebrow="Products" title="商品の編集" />;
}

export function CategoryListPage() {
  return <PendingPage eyebrow="Categories" title="カテゴリ一覧" />;
}

export function CategoryCreatePage() {
  return <PendingPage eyebrow="Categories" title="カテゴリの登録" />;
}

export function CategoryEditPage() {
  return <PendingPage eyebrow="Categories" title="カテゴリの編集" />;
}

export function ToppingListPage() {
  return <PendingPage eyebrow="Toppings" title="トッピング一覧" />;
}

export function ToppingCreatePage() {
  return <PendingPage eyebrow="Toppings" title="トッピングの登録" />;
}

export function ToppingEditPage() {
  return <PendingPage eyebrow="Toppings" title="トッピングの編集" />;
}
