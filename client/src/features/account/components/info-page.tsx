import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { MyAccountQuery } from "../api/my-account-query";
import { CustomerProfileTable } from "./customer-profile-table";
import { LineLinkSection } from "./line-link-section";
import { useSignOut } from "./use-sign-out";
import "../../../components/form/forms.css";
import { useRichT, useT } from "../../../lib/i18n";

export function InfoPage() {
  const t = useT();
  const rich = useRichT();
  const { data, loading, error } = useQuery(MyAccountQuery, { fetchPolicy: "cache-and-network" });
  const [signOut, signingOut] = useSignOut();
  const [flash, showFlash] = useSuccessMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = (location.state as { flash?: unknown } | null)?.flash;

  useEffect(() => {
    if (typeof incoming !== "string") return;
    showFlash(incoming);
    // Shown once: a reload or going back must not show it again.
    navigate(".", { replace: true, state: null });
  }, [incoming, showFlash, navigate]);

  return (
    <section className="mypage__section" aria-labelledby="mypage-info-title">
      <div className="mypage__section-head">
        <h2 id="mypage-info-title">{t("title.info")}</h2>
        <Link to="/mypage/info/edit" className="button button--primary button--small">
          {t("info.edit")}
        </Link>
      </div>
      {flash ? <FormAlert tone="success">{flash}</FormAlert> : null}
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {loading && !data ? (
        <p className="page__note" aria-busy="true">
          {t("common.loading")}
        </p>
      ) : null}
      {data?.me.pendingEmail ? (
        <p className="form__lead" data-testid="pending-email">
          {rich("info.pendingEmail", { email: data.me.pendingEmail })}
        </p>
      ) : null}
      {data ? <CustomerProfileTable customer={data.me} /> : null}
      {data ? <LineLinkSection /> : null}
      <div className="mypage__logout">
        <button type="button" className="button button--ghost" onClick={signOut} disabled={signingOut}>
          {signingOut ? t("info.signingOut") : t("info.signOut")}
        </button>
      </div>
    </section>
  );
}
