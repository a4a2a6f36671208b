import { Outlet } from "react-router";
import { SiteFooter } from "../../components/site-footer";
import { SiteHeader } from "../../components/site-header/site-header";

export function PublicLayout() {
  return (
    <div className="layout layout--public">
      <SiteHeader />
      <main className="layout__main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
