export { ConfirmPurchasePage } from "./components/confirm-purchase-page";
export { OrderBannerPage, OrderMenuPage } from "./components/order-menu-page";
export { OrderPage } from "./components/order-page";
export { OrderStatusPage } from "./components/order-status-page";
