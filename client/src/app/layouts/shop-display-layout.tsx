import { Outlet } from "react-router";
import { RequireAdmin } from "../require-auth";

/** /shop/display: a customer-facing screen; a staff sign-in on the device, no header, no links. */
export function ShopDisplayLayout() {
  return (
    <RequireAdmin>
      <main className="layout__main layout--display" id="main">
        <Outlet />
      </main>
    </RequireAdmin>
  );
}
