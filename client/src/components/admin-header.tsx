import { useApolloClient, useMutation } from "@apollo/client/react";
import { ADMIN_NAV } from "@shared/constants";
import type { ReactNode } from "react";
import { NavLink, useNavigate } from "react-router";
import { clearAdminSession, useAdminName } from "../lib/local-session";
import { SignOutAdminMutation } from "./admin-sign-out-mutation";
import { Logo } from "./logo";
import "./admin-header.css";

/** `extra`: shown before the name (the layout passes the contact inbox's link). */
export function AdminHeader({ extra }: { extra?: ReactNode }) {
  const name = useAdminName();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signOut, { loading }] = useMutation(SignOutAdminMutation, { context: { realm: "admin" } });

  // The local session ends even when the server call fails (an expired token is already over).
  const logout = async () => {
    try {
      await signOut();
    } catch {
      // Nothing to show: the person is leaving either way.
    }
    clearAdminSession();
    await client.clearStore();
    navigate("/admin/login", { replace: true });
  };

  return (
    <header className="admin-header">
      <div className="admin-header__top container container--wide">
        <Logo to="/admin/order/today" note="管理画面" />
        <div className="admin-header__account">
          {extra}
          {name ? (
            <span className="admin-header__name">
              <span className="admin-header__name-text">{name}</span> 様
            </span>
          ) : null}
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={logout}
            disabled={loading}
          >
            {loading ? "ログアウト中…" : "ログアウト"}
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
