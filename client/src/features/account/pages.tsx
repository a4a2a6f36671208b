import { NavLink, Outlet } from "react-router";
import { PageHeading } from "../../components/page-heading";
import { useT } from "../../lib/i18n";
import "./mypage.css";

export { ConfirmEmailPage } from "./components/confirm-email-page";
export { ConfirmSignupPage } from "./components/confirm-signup-page";
export { HistoryDetailPage } from "./components/history-detail-page";
export { HistoryPage } from "./components/history-page";
export { InfoEditPage } from "./components/info-edit-page";
export { InfoPage } from "./components/info-page";
export { LoginPage } from "./components/login-page";
export { ResetPasswordPage } from "./components/reset-password-page";
export { SignupPage } from "./components/signup-page";

export function MyPageLayout() {
  const t = useT();
  return (
    <div className="mypage">
      <PageHeading eyebrow="My page">{t("nav.mypage")}</PageHeading>
      {/* Relative targets: the tabs know the page under its language prefix (decision 0052). */}
      <nav className="mypage__tabs" aria-label={t("nav.mypage")}>
        <NavLink to="history" className="mypage__tab">
          {t("title.history")}
        </NavLink>
        <NavLink to="info" className="mypage__tab">
          {t("title.info")}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
