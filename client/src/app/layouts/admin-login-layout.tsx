import { Outlet } from "react-router";
import { Logo } from "../../components/logo";
import "../../components/admin-header.css";

export function AdminLoginLayout() {
  return (
    <div className="layout layout--admin-login">
      <header className="admin-header">
        <div className="admin-header__top container container--wide">
          <Logo to="/admin/login" note="管理画面" />
        </div>
      </header>
      <main className="layout__main layout__main--narrow" id="main">
        <Outlet />
      </main>
    </div>
  );
}
