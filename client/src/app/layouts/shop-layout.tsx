import { Outlet } from "react-router";
import { ShopHeader } from "../../components/shop-header";
import { SiteFooter } from "../../components/site-footer";
import { ShopCartProvider, ShopRunningTotal } from "../../features/shop/components/shop-frame";
import { RequireAdmin } from "../require-auth";

/**
 * /shop: only on a device where an administrator (OWNER or STAFF) is signed in; the counter's own
 * cart; no link into the back office (a customer stands at the counter).
 */
export function ShopLayout() {
  return (
    <RequireAdmin>
      <ShopCartProvider>
        <div className="layout layout--shop">
          <ShopHeader total={<ShopRunningTotal />} />
          <main className="layout__main" id="main">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </ShopCartProvider>
    </RequireAdmin>
  );
}
