import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { ClosureNotice } from "./closure-notice";
import { ShopInfoTable } from "./shop-info-table";
import "./home.css";
import { useT } from "../../../lib/i18n";

/** A notice another page left in the navigation's state (e.g. 「ログアウトしました」). */
function useNotice(): string {
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [message, show] = useSuccessMessage();
  useEffect(() => {
    if (typeof notice === "string") show(notice);
  }, [notice, show]);
  return message;
}

export function HomePage() {
  const t = useT();
  const notice = useNotice();
  return (
    <div className="home">
      <div className="home__notice" role="status">
        {notice ? <p className="home__notice-text">{notice}</p> : null}
      </div>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__lead">{t("shop.description")}</p>
          <h1 className="hero__title" id="hero-title">
            {t("banner.catchphrase")}
          </h1>
          <p className="hero__name">{t("shop.name")}</p>
          <p className="hero__body">{t("home.body")}</p>
          <div className="hero__actions">
            <Link to="/menu" className="button button--primary hero__cta">
              {t("home.seeMenu")}
            </Link>
          </div>
        </div>
        <div className="hero__visual">
          <img src="/images/menu/karaage.svg" alt="" width={400} height={300} className="hero__image" />
        </div>
      </section>
      <section className="home__section reveal" aria-labelledby="home-shop-title">
        <h2 className="home__section-title" id="home-shop-title">
          {t("home.shopInfo")}
        </h2>
        <ClosureNotice />
        <ShopInfoTable />
      </section>
    </div>
  );
}
