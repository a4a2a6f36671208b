import { useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { ConfirmTwoFactorMutation } from "../api/confirm-two-factor-mutation";
import { DisableTwoFactorMutation } from "../api/disable-two-factor-mutation";
import { MyTwoFactorQuery } from "../api/my-two-factor-query";
import { StartTwoFactorMutation } from "../api/start-two-factor-mutation";

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The own account's second factor (decision 0049): set up with a QR code, turned off with the password and a code. */
export function TwoFactorPanel() {
  const id = useId();
  const { data, refetch } = useQuery(MyTwoFactorQuery, { fetchPolicy: "cache-and-network" });
  const [start, started] = useMutation(StartTwoFactorMutation);
  const [confirm, confirming] = useMutation(ConfirmTwoFactorMutation);
  const [disable, disabling] = useMutation(DisableTwoFactorMutation);
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState("");
  const enabled = data?.myAdministrator.twoFactorEnabled ?? false;

  const run = async (action: () => Promise<string | undefined>) => {
    setMessage("");
    try {
      const failure = await action();
      if (failure) setMessage(failure);
    } catch (error) {
      setMessage(messageOfError(error));
    }
  };
  const onStart = () =>
    run(async () => {
      const result = (await start()).data?.startTwoFactor;
      if (result?.__typename === "MutationStartTwoFactorSuccess") setSetup(result.data);
      else return result?.message;
    });
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const result = (await confirm({ variables: { code } })).data?.confirmTwoFactor;
      if (result?.__typename !== "MutationConfirmTwoFactorSuccess") return result?.message;
      setRecoveryCodes(result.data.recoveryCodes);
      setSetup(null);
      setCode("");
      await refetch();
    });
  };
  const onDisable = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const result = (await disable({ variables: { password, code } })).data?.disableTwoFactor;
      if (result?.__typename !== "MutationDisableTwoFactorSuccess") return result?.message;
      setPassword("");
      setCode("");
      setRecoveryCodes([]);
      await refetch();
    });
  };

  return (
    <section className="form-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>2段階認証</h2>
      <FormAlert>{message}</FormAlert>
      {recoveryCodes.length > 0 ? (
        <div>
          <FormAlert tone="info">
            2段階認証を有効にしました。次の回復コードは今しか表示されません。紙に書き留めるなどして保管してください（各コードは1回だけ使えます）。
          </FormAlert>
          <ul className="two-factor__codes" aria-label="回復コード">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!enabled && !setup ? (
        <>
          <p>
            ログインのとき、パスワードに加えて認証アプリ（Google Authenticator など）のコードを入力します。
          </p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={onStart}
            disabled={started.loading}
          >
            2段階認証を設定する
          </button>
        </>
      ) : null}
      {!enabled && setup ? (
        <form className="form" onSubmit={onConfirm} noValidate>
          <p>認証アプリでこのQRコードを読み取ってください。読み取れないときは、下のキーを入力します。</p>
          <img src={svgUrl(setup.qrSvg)} alt="認証アプリに登録するQRコード" width={200} height={200} />
          <p>
            キー: <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          <CodeField id={`${id}-code`} value={code} onChange={setCode} />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={confirming.loading}
          >
            有効にする
          </button>
        </form>
      ) : null}
      {enabled ? (
        <form className="form" onSubmit={onDisable} noValidate>
          <p>
            2段階認証は有効です。無効にする（機種変更で設定し直す）ときは、パスワードと確認コードを入力してください。
          </p>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-password`}>
              パスワード
            </label>
            <input
              id={`${id}-password`}
              className="field__input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <CodeField id={`${id}-code`} value={code} onChange={setCode} />
          <button type="submit" className="button button--danger button--block" disabled={disabling.loading}>
            2段階認証を無効にする
          </button>
        </form>
      ) : null}
    </section>
  );
}

function CodeField({ id, value, onChange }: { id: string; value: string; onChange: (code: string) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        確認コード
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
