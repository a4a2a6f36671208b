import { SHOP_HEADER_LINKS } from "@shared/constants";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Logo } from "./logo";
import "./shop-header.css";

/** Header of the in-store ordering screens used by staff at the counter. */
export function ShopHeader({ total }: { total?: ReactNode }) {
  return (
    <header className="shop-header">
      <div className="shop-header__bar container">
        <Logo to="/shop" note="店内注文" />
        <nav aria-label="店内注文メニュー">
          <ul className="shop-header__links">
            {SHOP_HEADER_LINKS.map((item) => (
              <li key={item.id}>
                <NavLink to={item.link} end={item.link === "/shop"} className="shop-header__link">
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {total}
      </div>
    </header>
  );
}
