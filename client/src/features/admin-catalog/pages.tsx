// The catalog back office's screens (/admin/menu, /admin/category, /admin/topping).
export { CategoryCreatePage, CategoryEditPage, CategoryListPage } from "./components/category-pages";
export { ProductCreatePage, ProductEditPage } from "./components/product-form-page";
export { ProductListPage } from "./components/product-list-page";
export { ToppingCreatePage, ToppingEditPage, ToppingListPage } from "./components/topping-pages";
