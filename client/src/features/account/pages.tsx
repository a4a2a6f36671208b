import { NavLink, Outlet } from "react-router";
import { PageHeading } from "../../components/page-heading";
import { PendingPage } from "../../components/pending-page";
import "./mypage.css";

export function LoginPage() {
  return <PendingPage eyebrow="Login" title="ログイン" />;
}

export function SignupPage() {
  return <PendingPage eyebrow="Sign up" title="会員登録" />;
}

export function ResetPasswordPage() {
  return <PendingPage eyebrow="Password" title="パスワードの再設定" />;
}

export function ConfirmSignupPage() {
  return <PendingPage eyebrow="Sign up" title="会員登録の確認" />;
}

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

function SubPage({ title }: { title: string }) {
  return (
    <section className="mypage__section">
      <h2>{title}</h2>
      <p className="page__note">この画面は準備中です。</p>
    </section>
  );
}

export function HistoryPage() {
  return <SubPage title="注文履歴" />;
}

export function HistoryDetailPage() {
  return <SubPage title="注文履歴の詳細" />;
}

export function InfoPage() {
  return <SubPage title="会員情報" />;
}

export function InfoEditPage() {
  return <SubPage title="会員情報の変更" />;
}
