import { LANGUAGE_TAG, languageOfPath } from "@shared/i18n/url-language";
import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { ServerCartSync } from "../domain/cart/server-cart-sync-mount";
import { LanguageProvider, useT } from "../lib/i18n";
import { ProgressBar } from "./progress-bar";
import { PageFallback, RouteErrorBoundary } from "./route-error";

export function Root() {
  const location = useLocation();
  // The URL names the page's language (decision 0052); staff screens are always Japanese.
  const language = languageOfPath(location.pathname);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAG[language];
  }, [language]);
  return (
    <LanguageProvider language={language}>
      <SkipLink />
      <ProgressBar />
      <ServerCartSync />
      <RouteErrorBoundary resetKey={location.key}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </LanguageProvider>
  );
}

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useT()("common.skipToContent")}
    </a>
  );
}
