import { Link } from "react-router";
import { PendingPage } from "../../components/pending-page";

export { CartPage } from "./components/cart-page";
export { CheckoutPage as CartInfoPage } from "./components/checkout-page";

// The cart layout is bare, so each step offers its own way back to the menu.
function BackToMenu() {
  return (
    <p>
      <Link to="/menu">メニューに戻る</Link>
    </p>
  );
}

export function CartConfirmPage() {
  return (
    <PendingPage eyebrow="Cart" title="ご注文内容の確認">
      <BackToMenu />
    </PendingPage>
  );
}

export function CartArrivePage() {
  return (
    <PendingPage eyebrow="Arrival" title="到着のお知らせ">
      <BackToMenu />
    </PendingPage>
  );
}
