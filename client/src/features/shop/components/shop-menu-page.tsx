import { Link } from "react-router";
import { useCart } from "../../../domain/cart/cart-hooks";
import { MenuView } from "../../../domain/catalog/menu-view";

export function ShopMenuPage() {
  const { count } = useCart();
  return (
    <div className="shop-page container">
      <div className="shop-page__head">
        <h1 className="shop-page__title">店内注文</h1>
        {count > 0 ? (
          <Link to="/shop/cart" className="shop-button shop-button--primary">
            カートを見る（{count}点）
          </Link>
        ) : null}
      </div>
      <div className="shop-menu">
        <MenuView method="TAKEOUT" />
      </div>
    </div>
  );
}
