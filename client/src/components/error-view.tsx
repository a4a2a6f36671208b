import { Link } from "react-router";
import { useT } from "../lib/i18n";

interface ErrorViewProps {
  status?: number;
  message?: string;
}

export function ErrorView({ status = 500, message }: ErrorViewProps) {
  const t = useT();
  return (
    <section className="error-view" aria-labelledby="error-view-message">
      <p className="error-view__status" data-testid="error-status">
        {status}
      </p>
      <h1 className="error-view__message" id="error-view-message">
        {message ?? t("error.title")}
      </h1>
      <Link className="button button--primary" to="/">
        {t("common.backToTop")}
      </Link>
    </section>
  );
}
