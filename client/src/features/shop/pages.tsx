export { ShopCartPage } from "./components/shop-cart-page";
export { ShopConfirmPage as ShopCartConfirmPage } from "./components/shop-confirm-page";
export { ShopInfoPage as ShopCartInfoPage } from "./components/shop-info-page";
export { ShopMenuPage } from "./components/shop-menu-page";
export { ShopPurchasePage } from "./components/shop-purchase-page";
export { ShopDisplayPage } from "./display/shop-display-page";
export { ShopOrderPage } from "./order/shop-order-page";
