import { Outlet } from "react-router";
import { AdminHeader } from "../../components/admin-header";
import { UnreadContactsLink } from "../../domain/contact/unread-contacts-link";
import { PaymentGatewayLine, PaymentGatewayWarning } from "../../domain/payment/payment-gateway-status";
import { RequireAdmin } from "../require-auth";

export function AdminLayout() {
  return (
    <RequireAdmin>
      <div className="layout layout--admin">
        <AdminHeader extra={<UnreadContactsLink />} />
        <main className="layout__main layout__main--wide" id="main">
          <PaymentGatewayWarning />
          <Outlet />
        </main>
        <footer className="admin-footer">
          <PaymentGatewayLine />
        </footer>
      </div>
    </RequireAdmin>
  );
}
