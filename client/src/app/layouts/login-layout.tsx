import { Outlet } from "react-router";
import { SiteHeader } from "./site-header/site-header";

export function LoginLayout() {
  return (
    <div className="layout layout--login">
      <SiteHeader />
      <main className="layout__main layout__main--narrow" id="main">
        <Outlet />
      </main>
    </div>
  );
}
