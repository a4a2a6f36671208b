import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAdminLoggedIn, useCustomerLoggedIn } from "../lib/local-session";

function ToLogin({ path }: { path: string }) {
  const location = useLocation();
  return <Navigate to={path} replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/** /mypage/*: only with the customer's stored credentials; otherwise /login, coming back here after. */
export function RequireCustomer() {
  return useCustomerLoggedIn() ? <Outlet /> : <ToLogin path="/login" />;
}

/** /admin/* (except /admin/login): only with an administrator's stored credentials. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return useAdminLoggedIn() ? children : <ToLogin path="/admin/login" />;
}
