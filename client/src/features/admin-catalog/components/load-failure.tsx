import { CombinedGraphQLErrors } from "@apollo/client";
import { Link } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import "./admin-catalog.css";
import "./admin-catalog-translations.css";

interface LoadFailureProps {
  error: unknown;
  /** 商品, カテゴリ or トッピング. */
  noun: string;
  eyebrow: string;
  listPath: string;
  listLabel: string;
}

/**
 * A product, category or topping that could not be loaded. A missing one (deleted, or a mistyped
 * address) is said plainly inside the back office; the administrator stays signed in, because the
 * query asked the auth link to keep the session on NOT_FOUND.
 */
export function LoadFailure({ error, noun, eyebrow, listPath, listLabel }: LoadFailureProps) {
  const notFound =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "NOT_FOUND");
  return (
    <section className="page admin-catalog">
      <PageHeading eyebrow={eyebrow}>
        {notFound ? `${noun}が見つかりませんでした` : `${noun}の編集`}
      </PageHeading>
      {notFound ? (
        <FormAlert tone="info">この{noun}は削除されたか、アドレスが間違っています。</FormAlert>
      ) : (
        <FormAlert>{messageOfError(error)}</FormAlert>
      )}
      <p>
        <Link to={listPath}>← {listLabel}へ戻る</Link>
      </p>
    </section>
  );
}
