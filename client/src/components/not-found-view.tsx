import { useT } from "../lib/i18n";
import { ErrorView } from "./error-view";

export function NotFoundView() {
  return <ErrorView status={404} message={useT()("error.notFound")} />;
}
