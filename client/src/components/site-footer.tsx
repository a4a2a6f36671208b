import { FOOTER_MENU, SHOP } from "@shared/constants";
import { navKey } from "@shared/i18n/nav-keys";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import "./site-footer.css";

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__shop">
          <p className="site-footer__name">
            <span className="site-footer__description">{t("shop.description")}</span>
            {SHOP.name}
          </p>
          <address className="site-footer__address">
            {t("shop.address", { postalCode: SHOP.postalCode })}
            <br />
            TEL <a href={`tel:${SHOP.phone.replaceAll("-", "")}`}>{SHOP.phone}</a>
          </address>
          <p className="site-footer__hours">
            {t("shop.businessHours")}
            <br />
            {t("shop.regularHoliday")}
          </p>
        </div>
        <nav className="site-footer__menu" aria-label={t("footer.nav")}>
          <ul>
            {FOOTER_MENU.map((item) => (
              <li key={item.id}>
                <Link to={item.link}>{t(navKey(item.link))}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">
        <small>{SHOP.copyright}</small>
      </p>
    </footer>
  );
}
