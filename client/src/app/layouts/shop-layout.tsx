import { Outlet } from "react-router";
import { ShopHeader } from "../../components/shop-header";
import { SiteFooter } from "../../components/site-footer";

export function ShopLayout() {
  return (
    <div className="layout layout--shop">
      <ShopHeader />
      <main className="layout__main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
