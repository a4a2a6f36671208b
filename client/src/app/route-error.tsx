import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorView } from "../components/error-view";
import { NotFoundView } from "../components/not-found-view";
import { isChunkLoadError, reloadOnce } from "./chunk-reload";

/** errorElement of every layout: renders /error-style content in place of the failed page. */
export function RouteError() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadOnce();
  }, [chunkError]);

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView />;
    return <ErrorView status={error.status} message={error.statusText || undefined} />;
  }
  if (chunkError) {
    return <ErrorView status={500} message="ページの読み込みに失敗しました。再読み込みしてください。" />;
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorView />;
}
