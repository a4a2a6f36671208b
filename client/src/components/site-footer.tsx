import { FOOTER_MENU, SHOP } from "@shared/constants";
import { Link } from "react-router";
import "./site-footer.css";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__shop">
          <p className="site-footer__name">
            <span className="site-footer__description">{SHOP.description}</span>
            {SHOP.name}
          </p>
          <address className="site-footer__address">
            〒{SHOP.postalCode} {SHOP.address}
            <br />
            TEL <a href={`tel:${SHOP.phone.replaceAll("-", "")}`}>{SHOP.phone}</a>
          </address>
          <p className="site-footer__hours">
            営業時間 {SHOP.businessHours}
            <br />
            定休日 {SHOP.regularHoliday}
          </p>
        </div>
        <nav className="site-footer__menu" aria-label="フッターメニュー">
          <ul>
            {FOOTER_MENU.map((item) => (
              <li key={item.id}>
                <Link to={item.link}>{item.name}</Link>
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
