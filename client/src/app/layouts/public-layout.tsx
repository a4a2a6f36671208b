import { useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "../../components/site-footer";
import { SiteHeader } from "./site-header/site-header";
import { useScrollReveal } from "./use-scroll-reveal";

export function PublicLayout() {
  const main = useRef<HTMLElement>(null);
  useScrollReveal(main, useLocation().pathname);
  return (
    <div className="layout layout--public">
      <SiteHeader />
      <main className="layout__main" id="main" ref={main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
