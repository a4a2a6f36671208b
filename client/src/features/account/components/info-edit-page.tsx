import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { useFragment } from "../../../gql";
import { useT } from "../../../lib/i18n";
import { MyAccountQuery } from "../api/my-account-query";
import { CustomerProfileFragment } from "./customer-profile-table";
import { InfoEditForm } from "./info-edit-form";

export function InfoEditPage() {
  const t = useT();
  const { data, loading, error } = useQuery(MyAccountQuery);
  const customer = useFragment(CustomerProfileFragment, data?.me);
  return (
    <section className="mypage__section" aria-labelledby="mypage-edit-title">
      <div className="mypage__section-head">
        <h2 id="mypage-edit-title">{t("title.infoEdit")}</h2>
        <Link to="/mypage/info" className="button button--ghost button--small">
          {t("info.back")}
        </Link>
      </div>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {loading && !data ? (
        <p className="page__note" aria-busy="true">
          {t("common.loading")}
        </p>
      ) : null}
      {customer ? (
        <InfoEditForm
          defaults={{
            ...customer,
            postalCode: customer.postalCode ?? "",
            address1: customer.address1 ?? "",
            address2: customer.address2 ?? "",
          }}
        />
      ) : null}
    </section>
  );
}
