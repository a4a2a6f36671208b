import { Link } from "react-router";
import { PendingPage } from "../../components/pending-page";

export { CartPage } from "./components/cart-page";

// The cart layout is bare, so each step offers its own way back to the menu.
function BackToMenu() {
  return (
    <p>
      <Link to="/menu">メニューに戻る</Link>
    </p>
  );
}

export function CartInfoPage() {
  return (
    <PendingPage eyebrow="Cart" title="お客様情報の入力">
      <BackToMenu />
    </PendingPage>
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
