// /menu on its own: its chunk carries neither the store page (shop table, delivery areas) nor the
// home page (decision 0025). The store page is in pages.tsx.
export { MenuPage } from "./components/menu-page";
