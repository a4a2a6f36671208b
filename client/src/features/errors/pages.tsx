import { useLocation, useSearchParams } from "react-router";
import { ErrorView } from "../../components/error-view";
import { NotFoundView } from "../../components/not-found-view";

interface ErrorState {
  message?: string;
  status?: number;
}

/** /error: where a failed customer call sends people. Reads navigation state, then ?status=&message=. */
export function ErrorPage() {
  const state = (useLocation().state ?? {}) as ErrorState;
  const [params] = useSearchParams();
  const status = state.status ?? (Number(params.get("status")) || undefined);
  const message = state.message ?? (params.get("message") || undefined);
  return <ErrorView status={status} message={message} />;
}

export function NotFoundPage() {
  return <NotFoundView />;
}
