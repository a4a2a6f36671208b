import { HEADER_LINKS, HEADER_NAV, type NavLink as NavLinkItem } from "@shared/constants";
import { navKey } from "@shared/i18n/nav-keys";
import { localizeHref } from "@shared/i18n/url-language";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "../../../components/logo";
import { useCartCount } from "../../../domain/cart/cart-hooks";
import { useLanguage, useT } from "../../../lib/i18n";
import { useCustomerLoggedIn } from "../../../lib/local-session";
import { LanguageSwitcher } from "./language-switcher";
import { SlideMenu } from "./slide-menu";
import "./site-header.css";
import "./slide-menu.css";

const DRAWER_ID = "site-slide-menu";

function linkClass(link: NavLinkItem): string {
  return link.link === HEADER_LINKS.order.link
    ? "site-header__link site-header__link--cta"
    : "site-header__link";
}

/** The slide menu lists every link, but ログイン not to a customer who is logged in. */
function slideMenuLinks(loggedIn: boolean): NavLinkItem[] {
  return Object.values(HEADER_LINKS).filter((link) => !(loggedIn && link === HEADER_LINKS.login));
}

/** Wide screens hide login when logged in and my page when logged out. */
function wideScreenLinks(loggedIn: boolean): NavLinkItem[] {
  const { top, menu, order, cart, mypage, login } = HEADER_LINKS;
  return [top, menu, order, cart, loggedIn ? mypage : login];
}

export function SiteHeader() {
  const t = useT();
  const language = useLanguage();
  const loggedIn = useCustomerLoggedIn();
  const cartCount = useCartCount();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();

  // Any navigation (a link in the menu, back/forward) closes the slide menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: locationKey is the trigger, not read
  useEffect(() => {
    setOpen(false);
  }, [locationKey]);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <header className="site-header">
      <div className="site-header__strip">
        <div className="site-header__strip-inner container">
          <nav className="site-header__nav" aria-label={t("header.siteNav")}>
            <ul>
              {HEADER_NAV.map((item) => (
                <li key={item.id}>
                  <Link to={item.link}>{t(navKey(item.link))}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher />
        </div>
      </div>
      <div className="site-header__bar container">
        <Logo note={t("shop.description")} />
        <nav className="site-header__links" aria-label={t("header.mainNav")}>
          <ul>
            {wideScreenLinks(loggedIn).map((item) => (
              <li key={item.id}>
                <NavLink
                  to={localizeHref(item.link, language)}
                  end={item.link === "/"}
                  className={linkClass(item)}
                >
                  {t(navKey(item.link))}
                  {item.link === HEADER_LINKS.cart.link ? <CartBadge count={cartCount} /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={HEADER_LINKS.cart.link} className="site-header__cart">
          {t("nav.cart")}
          <CartBadge count={cartCount} />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={DRAWER_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          <span className="visually-hidden">{t("header.openMenu")}</span>
        </button>
      </div>
      <SlideMenu id={DRAWER_ID} open={open} onClose={close} links={slideMenuLinks(loggedIn)} />
    </header>
  );
}

function CartBadge({ count }: { count: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <span className="site-header__badge" data-testid="cart-count">
      {count > 99 ? "99+" : count}
      <span className="visually-hidden">{t("header.cartItemsUnit", { count })}</span>
    </span>
  );
}
