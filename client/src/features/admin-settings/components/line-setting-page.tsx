// LINE連携 (decision 0051): the shop's LINE Official Account (Messaging API) and LINE Login channels.
// The OWNER enters them; secrets are write-only (the field stays empty and says whether one is set).
// Everyone sees whether LINE answers and this month's messages against the plan's quota.
import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { type LineSettingsInput, lineSettingsSchema } from "@shared/line";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHeading } from "../../../components/page-heading";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { LineSettingsQuery, UpdateLineSettingsMutation } from "../api/line-settings-query";
import "./admin-settings.css";

const FIELDS = ["channelId", "channelSecret", "accessToken", "loginChannelId", "loginChannelSecret"] as const;

export function LineSettingPage() {
  const { data, error, refetch } = useQuery(LineSettingsQuery, { fetchPolicy: "cache-and-network" });
  const [update] = useMutation(UpdateLineSettingsMutation);
  const [summary, setSummary] = useState("");
  const [flash, showFlash] = useSuccessMessage();
  const isOwner = data?.myAdministrator.role === "OWNER";
  const settings = data?.lineSettings;
  const connection = data?.lineConnection;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LineSettingsInput>({
    resolver: zodResolver(lineSettingsSchema),
    values: {
      channelId: settings?.channelId ?? "",
      channelSecret: "",
      accessToken: "",
      loginChannelId: settings?.loginChannelId ?? "",
      loginChannelSecret: "",
      disconnect: false,
    },
  });
  const save = (disconnect: boolean) =>
    handleSubmit(async (values) => {
      setSummary("");
      try {
        const { data: answer } = await update({ variables: { input: { ...values, disconnect } } });
        const result = answer?.updateLineSettings;
        if (result?.__typename === "MutationUpdateLineSettingsSuccess") {
          showFlash(disconnect ? "LINE連携を解除しました" : "LINE連携の設定を保存しました");
          reset();
          await refetch();
        } else if (result && "message" in result) {
          setSummary(applyFailure(result, setError, [...FIELDS]));
        }
      } catch (failure) {
        setSummary(messageOfError(failure));
      }
    });
  const secretHint = (set: boolean | undefined) =>
    set ? "設定済みです。変更するときだけ入力してください（表示はされません）" : "未設定です";
  return (
    <section className="page admin-settings admin-settings--form">
      <PageHeading eyebrow="Settings">LINE連携</PageHeading>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {connection ? (
        <div className="form-card admin-settings__line-status" aria-live="polite">
          <h2 className="form__section-title">接続状態</h2>
          <p className={connection.connected ? "admin-settings__ok" : "admin-settings__warn"}>
            {connection.connected
              ? `接続済み：${connection.botName ?? ""}（${connection.basicId ?? ""}）`
              : `未接続：${connection.problem ?? ""}`}
          </p>
          <p>
            今月の送信数：{connection.sentThisMonth}通
            {connection.monthlyQuota === null
              ? "（上限なしのプラン）"
              : ` / 月${connection.monthlyQuota}通まで（無料メッセージ通数）`}
            {connection.lineCountThisMonth !== null
              ? `　LINE側の集計：${connection.lineCountThisMonth}通`
              : ""}
          </p>
          <p className="page__note">
            お客様への通知（ご注文の受付・ご用意ができました・お届けに出発・キャンセル）を、LINEを連携したお客様に送ります。
            メールはこれまでどおり全てのご注文に送ります。上限を超えた月は、メールのみになります。
          </p>
          <p className="page__note">
            Webhook URL：<code>{`${window.location.origin}/api/line/webhook`}</code>
          </p>
          <p className="page__note">
            LINE ログインのコールバックURL：<code>{`${window.location.origin}/line/callback`}</code>
          </p>
        </div>
      ) : null}
      {data && !isOwner ? (
        <FormAlert tone="info">LINE連携の設定を変更できるのはオーナーのみです。</FormAlert>
      ) : null}
      {data && isOwner ? (
        <form className="form form-card" onSubmit={save(false)} noValidate aria-label="LINE連携の設定">
          <FormAlert tone="success">{flash}</FormAlert>
          <FormAlert>{summary}</FormAlert>
          <h2 className="form__section-title">Messaging API チャネル（LINE公式アカウント）</h2>
          <TextField
            label="チャネルID"
            inputMode="numeric"
            autoComplete="off"
            registration={register("channelId")}
            error={errors.channelId?.message}
          />
          <TextField
            label="チャネルシークレット"
            type="password"
            autoComplete="new-password"
            hint={secretHint(settings?.hasChannelSecret)}
            registration={register("channelSecret")}
            error={errors.channelSecret?.message}
          />
          <TextField
            label="チャネルアクセストークン（長期）"
            type="password"
            autoComplete="new-password"
            hint={secretHint(settings?.hasAccessToken)}
            registration={register("accessToken")}
            error={errors.accessToken?.message}
          />
          <h2 className="form__section-title">LINEログイン チャネル（同じプロバイダー）</h2>
          <TextField
            label="チャネルID"
            inputMode="numeric"
            autoComplete="off"
            registration={register("loginChannelId")}
            error={errors.loginChannelId?.message}
          />
          <TextField
            label="チャネルシークレット"
            type="password"
            autoComplete="new-password"
            hint={secretHint(settings?.hasLoginChannelSecret)}
            registration={register("loginChannelSecret")}
            error={errors.loginChannelSecret?.message}
          />
          <SubmitButton submitting={isSubmitting}>保存する</SubmitButton>
          {settings?.messaging ? (
            <button type="button" className="button button--ghost" onClick={save(true)}>
              LINE連携を解除する
            </button>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
