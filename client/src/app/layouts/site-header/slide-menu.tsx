import { BREAKPOINTS, HEADER_NAV, type NavLink as NavLinkItem } from "@shared/constants";
import { navKey } from "@shared/i18n/nav-keys";
import { localizeHref } from "@shared/i18n/url-language";
import type { KeyboardEvent } from "react";
import { useEffect, useRef } from "react";
import { Link, NavLink } from "react-router";
import { useLanguage, useT } from "../../../lib/i18n";

interface SlideMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  links: readonly NavLinkItem[];
}

const FOCUSABLE = "a[href], button:not([disabled])";

/** Slide-out menu for small screens: a modal dialog that closes on Escape, backdrop or resize. */
export function SlideMenu({ id, open, onClose, links }: SlideMenuProps) {
  const t = useT();
  const language = useLanguage();
  const panelRef = useRef<HTMLDivElement>(null);
  // The header navigation list repeats トップ and メニュー; the menu lists each destination once.
  const extraNav = HEADER_NAV.filter((item) => !links.some((link) => link.link === item.link));

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.tabletMin}px)`);
    const onResize = () => {
      if (wide.matches) onClose();
    };
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onResize);
    document.body.classList.add("is-scroll-locked");
    return () => {
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onResize);
      document.body.classList.remove("is-scroll-locked");
    };
  }, [open, onClose]);

  // Keep Tab inside the open dialog.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={open ? "slide-menu slide-menu--open" : "slide-menu"} inert={!open}>
      <button
        type="button"
        className="slide-menu__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id={id}
        className="slide-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t("header.menuDialog")}
        onKeyDown={trapFocus}
      >
        <button type="button" className="slide-menu__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("header.closeMenu")}</span>
        </button>
        <nav aria-label={t("header.mainNav")}>
          <ul className="slide-menu__links">
            {links.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={localizeHref(item.link, language)}
                  end={item.link === "/"}
                  className="slide-menu__link"
                >
                  {t(navKey(item.link))}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="slide-menu__sub">
          {extraNav.map((item) => (
            <li key={item.id}>
              <Link to={item.link}>{t(navKey(item.link))}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
