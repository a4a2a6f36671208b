import { ErrorView } from "./error-view";

export function NotFoundView() {
  return <ErrorView status={404} message="ページが見つかりませんでした" />;
}
