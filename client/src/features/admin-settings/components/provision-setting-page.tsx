import { useQuery } from "@apollo/client/react";
import type { ProvisionSettingInput } from "@shared/settings";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { ReceptionControls } from "../../../domain/reception/reception-controls";
import { ProvisionSettingQuery } from "../api/provision-setting-query";
import { DeliveryAreaSection } from "./delivery-area-section";
import { ProvisionSettingForm } from "./provision-setting-form";
import "./admin-settings.css";
import "./provision-setting.css";

const TITLES = { TAKEOUT: "テイクアウトの設定", DELIVERY: "配達の設定" } as const;

export function ProvisionSettingPage({ method }: { method: "TAKEOUT" | "DELIVERY" }) {
  const { data, error, loading } = useQuery(ProvisionSettingQuery, {
    variables: { id: method.toLowerCase() },
    fetchPolicy: "cache-and-network",
  });
  const setting = data?.provisionSetting;
  return (
    <section className="page admin-settings provision-setting">
      <PageHeading eyebrow="Settings">{TITLES[method]}</PageHeading>
      <h2 className="form__section-title">一時停止・混雑モード</h2>
      <ReceptionControls method={method} />
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {loading && !data ? (
        <p className="page__note" aria-busy="true">
          読み込んでいます…
        </p>
      ) : null}
      {setting ? (
        <div className="form-card">
          <ProvisionSettingForm
            key={setting.id}
            id={setting.id}
            initial={
              {
                daysAhead: setting.daysAhead,
                // Counter orders are takeout: the option lives on the takeout page only.
                ...(method === "TAKEOUT" ? { shopIgnoresCapacity: setting.shopIgnoresCapacity } : {}),
                // Takeout only: the ready-for-pickup mail (deliveries have no such step).
                ...(method === "TAKEOUT" ? { readyMail: setting.readyMail } : {}),
                weekdays: setting.weekdays.map((w) => ({ ...w })),
                closedDates: setting.closedDates.map((c) => ({ ...c })),
              } satisfies ProvisionSettingInput
            }
          />
        </div>
      ) : null}
      {method === "DELIVERY" ? <DeliveryAreaSection /> : null}
    </section>
  );
}
