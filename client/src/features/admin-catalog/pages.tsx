// The catalog back office's screens (/admin/menu, /admin/category, /admin/topping).
export { CategoryCreatePage, CategoryEditPage, CategoryListPage } from "./components/category-pages";
export { ProductListPage } from "./components/product-list-page";
export { ProductCreatePage, ProductEditPage } from "./components/product-pages";
export { ToppingCreatePage, ToppingEditPage, ToppingListPage } from "./components/topping-pages";
