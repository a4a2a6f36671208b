// The home page on its own: the landing page's chunk carries neither the menu nor the product dialog
// (decision 0022). The other storefront pages are in pages.tsx.
export { HomePage } from "./components/home-page";
