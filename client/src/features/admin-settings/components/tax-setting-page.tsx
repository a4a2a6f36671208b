// Consumption tax rates with the day a new rate applies, and the invoice registration number.
// Only the OWNER changes them; STAFF see them read-only.
import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { DEMO_INVOICE_REGISTRATION_NUMBER, invoiceRegistrationSchema, taxRateSchema } from "@shared/settings";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHeading } from "../../../components/page-heading";
import { tokyoDay } from "../../../lib/tokyo-format";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { TaxSettingsQuery } from "../api/tax-settings-query";
import { UpdateInvoiceRegistrationMutation } from "../api/update-invoice-registration-mutation";
import { UpdateTaxRateMutation } from "../api/update-tax-rate-mutation";
import "./admin-settings.css";
import "./provision-setting.css";

const KIND_LABEL = { REDUCED: "軽減税率（飲食料品）", STANDARD: "標準税率（配達料など）" } as const;

export function TaxSettingPage() {
  const { data, error, refetch } = useQuery(TaxSettingsQuery, { fetchPolicy: "cache-and-network" });
  const isOwner = data?.myAdministrator.role === "OWNER";
  const settings = data?.taxSettings;
  return (
    <section className="page admin-settings admin-settings--form">
      <PageHeading eyebrow="Settings">消費税の設定</PageHeading>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {data && !isOwner ? (
        <FormAlert tone="info">税率と登録番号を変更できるのはオーナーのみです。</FormAlert>
      ) : null}
      {settings?.rates.map((rate) => (
        <div key={rate.id} className="form-card">
          <h2 className="form__section-title">{KIND_LABEL[rate.kind]}</h2>
          <p>
            現在の税率: <strong>{rate.rate}%</strong>
          </p>
          {rate.scheduled.map((s) => (
            <p key={s.effectiveFrom} className="page__note">
              {s.effectiveFrom} から {s.rate}% に変更予定{s.createdBy ? `（${s.createdBy}）` : ""}
            </p>
          ))}
          {isOwner ? <TaxRateForm id={rate.kind} current={rate.rate} onSaved={() => refetch()} /> : null}
        </div>
      ))}
      {settings ? (
        <div className="form-card">
          <h2 className="form__section-title">適格請求書発行事業者の登録番号</h2>
          <p>{settings.invoiceRegistrationNumber ?? "未登録"}</p>
          {settings.invoiceRegistrationNumber === DEMO_INVOICE_REGISTRATION_NUMBER ? (
            <FormAlert tone="info">
              デモ用の番号です（どの事業者の番号でもありません）。お店の登録番号に変更してください。
            </FormAlert>
          ) : null}
          {isOwner ? (
            <RegistrationForm current={settings.invoiceRegistrationNumber ?? ""} onSaved={() => refetch()} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function TaxRateForm({ id, current, onSaved }: { id: string; current: number; onSaved: () => void }) {
  const today = tokyoDay(new Date());
  const schema = useMemo(() => taxRateSchema(today), [today]);
  const [update] = useMutation(UpdateTaxRateMutation);
  const [summary, setSummary] = useState("");
  const [flash, showFlash] = useSuccessMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ rate: number; effectiveFrom: string }>({
    resolver: zodResolver(schema) as never,
    defaultValues: { rate: current, effectiveFrom: today },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await update({ variables: { id, input: values } });
      const result = data?.updateTaxRate;
      if (result?.__typename === "MutationUpdateTaxRateSuccess") {
        showFlash("税率を保存しました");
        onSaved();
      } else if (result && "message" in result) {
        setSummary(applyFailure(result, setError, ["rate", "effectiveFrom"]));
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormAlert tone="success">{flash}</FormAlert>
      <FormAlert>{summary}</FormAlert>
      <div className="form__row form__row--2">
        <TextField
          label="新しい税率（%）"
          required
          type="number"
          inputMode="numeric"
          registration={register("rate", { valueAsNumber: true })}
          error={errors.rate?.message}
        />
        <TextField
          label="適用開始日"
          required
          type="date"
          min={today}
          hint="この日以降のご注文から新しい税率になります。受付済みの注文は変わりません"
          registration={register("effectiveFrom")}
          error={errors.effectiveFrom?.message}
        />
      </div>
      <SubmitButton submitting={isSubmitting}>税率を保存する</SubmitButton>
    </form>
  );
}

function RegistrationForm({ current, onSaved }: { current: string; onSaved: () => void }) {
  const [update] = useMutation(UpdateInvoiceRegistrationMutation);
  const [summary, setSummary] = useState("");
  const [flash, showFlash] = useSuccessMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ invoiceRegistrationNumber: string }>({
    resolver: zodResolver(invoiceRegistrationSchema),
    defaultValues: { invoiceRegistrationNumber: current },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await update({ variables: { input: values } });
      const result = data?.updateInvoiceRegistration;
      if (result?.__typename === "MutationUpdateInvoiceRegistrationSuccess") {
        showFlash("登録番号を保存しました");
        onSaved();
      } else if (result && "message" in result) {
        setSummary(applyFailure(result, setError, ["invoiceRegistrationNumber"]));
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormAlert tone="success">{flash}</FormAlert>
      <FormAlert>{summary}</FormAlert>
      <TextField
        label="登録番号"
        required
        placeholder="T1234567890123"
        hint="「T」と13桁の数字"
        registration={register("invoiceRegistrationNumber")}
        error={errors.invoiceRegistrationNumber?.message}
      />
      <SubmitButton submitting={isSubmitting}>登録番号を保存する</SubmitButton>
    </form>
  );
}
