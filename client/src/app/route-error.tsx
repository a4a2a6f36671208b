import { Component, type ReactNode, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { ErrorView } from "../components/error-view";
import { useT } from "../lib/i18n";
import { isChunkLoadError, reloadOnce } from "./chunk-reload";

/** Renders /error-style content in place of a page (or layout) that failed to render. */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadOnce();
  }, [chunkError]);

  if (chunkError) {
    // In the core of the catalogue (shared/i18n/catalogue-parts.ts): the part a page needed may be
    // what failed to load.
    return <ErrorView status={500} message={t("error.loadFailed")} />;
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView />;
}

interface BoundaryProps {
  /** A new value (the next navigation) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Catches what its children throw while rendering and shows RouteError until the next navigation. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shown in place of a page whose code is still loading (the router usually waits for it instead). */
export function PageFallback() {
  return <div className="hydrate-fallback" aria-busy="true" />;
}

/**
 * The pages inside a layout: a page that fails shows the error inside the layout, so the header and
 * its navigation stay usable.
 */
export function PageBoundary() {
  return (
    <RouteErrorBoundary resetKey={useLocation().key}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
