import { ADMIN_NAV } from "@shared/constants";
import { NavLink, useNavigate } from "react-router";
import { clearAdminSession, useAdminName } from "../lib/local-session";
import { Logo } from "./logo";
import "./admin-header.css";

export function AdminHeader() {
  const name = useAdminName();
  const navigate = useNavigate();

  // The accounts issue adds the sign-out API call; until then only the local credentials go.
  const logout = () => {
    clearAdminSession();
    navigate("/admin/login");
  };

  return (
    <header className="admin-header">
      <div className="admin-header__top container container--wide">
        <Logo to="/admin/order/today" note="管理画面" />
        <div className="admin-header__account">
          {name ? <span className="admin-header__name">{name} 様</span> : null}
          <button type="button" className="button button--ghost button--small" onClick={logout}>
            ログアウト
          </button>
        </div>
      </div>
      <nav className="admin-nav" aria-label="管理メニュー">
        <ul className="admin-nav__groups container container--wide">
          {ADMIN_NAV.map((group) => (
            <li key={group.id} className="admin-nav__group">
              <span className="admin-nav__label" id={`admin-nav-${group.id}`}>
                {group.name}
              </span>
              <ul className="admin-nav__links" aria-labelledby={`admin-nav-${group.id}`}>
                {group.links.map((item) => (
                  <li key={item.id}>
                    <NavLink to={item.link} end={item.link === "/admin/setting"} className="admin-nav__link">
                      {item.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
