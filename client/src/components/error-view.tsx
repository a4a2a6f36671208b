import { Link } from "react-router";

interface ErrorViewProps {
  status?: number;
  message?: string;
}

export function ErrorView({ status = 500, message = "エラー" }: ErrorViewProps) {
  return (
    <section className="error-view" aria-labelledby="error-view-message">
      <p className="error-view__status" data-testid="error-status">
        {status}
      </p>
      <h1 className="error-view__message" id="error-view-message">
        {message}
      </h1>
      <Link className="button button--primary" to="/">
        トップページへ戻る
      </Link>
    </section>
  );
}
