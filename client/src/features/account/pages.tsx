import { NavLink, Outlet } from "react-router";
import { PageHeading } from "../../components/page-heading";
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
  return (
    <div className="mypage">
      <PageHeading eyebrow="My page">マイページ</PageHeading>
      <nav className="mypage__tabs" aria-label="マイページ">
        <NavLink to="/mypage/history" className="mypage__tab">
          注文履歴
        </NavLink>
        <NavLink to="/mypage/info" className="mypage__tab">
          会員情報
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
