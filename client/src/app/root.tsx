import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { ServerCartSync } from "../domain/cart/server-cart-sync-mount";
import { ProgressBar } from "./progress-bar";
import { PageFallback, RouteErrorBoundary } from "./route-error";

export function Root() {
  return (
    <>
      <a className="skip-link" href="#main">
        本文へスキップ
      </a>
      <ProgressBar />
      <ServerCartSync />
      <RouteErrorBoundary resetKey={useLocation().key}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
