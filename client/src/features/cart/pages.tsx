export { ArrivePage as CartArrivePage } from "./components/arrive-page";
export { CartPage } from "./components/cart-page";
export { CheckoutPage as CartInfoPage } from "./components/checkout-page";
export { ConfirmPage as CartConfirmPage } from "./components/confirm-page";
