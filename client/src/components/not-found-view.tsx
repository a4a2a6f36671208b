import { ErrorView } from "./error-view";
import { useT } from "../lib/i18n";

export function NotFoundView() {
  return <ErrorView status={404} message={useT()("error.notFound")} />;
}
