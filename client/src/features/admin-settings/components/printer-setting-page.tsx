// The shop's Star CloudPRNT printers (decision 0044): the OWNER registers one with its MAC and is
// shown its secret once, to type into the printer's CloudPRNT settings; STAFF see their state.
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError } from "../../../components/form/server-errors";
import { PageHeading } from "../../../components/page-heading";
import { formatTime } from "../../../lib/tokyo-format";
import { RegisterPrinterMutation, RemovePrinterMutation } from "../api/printer-mutations";
import { PrintersQuery } from "../api/printers-query";
import "./admin-settings.css";

const STATE_LABEL = {
  ONLINE: "印刷できます",
  PAPER_LOW: "用紙残りわずか",
  PAPER_OUT: "用紙切れ",
  COVER_OPEN: "カバーが開いています",
  ERROR: "エラー",
  SILENT: "応答なし（60秒以上）",
} as const;

export function PrinterSettingPage() {
  const { data, error, refetch } = useQuery(PrintersQuery, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(RemovePrinterMutation);
  const [failure, setFailure] = useState("");
  const isOwner = data?.myAdministrator.role === "OWNER";
  const printers = data?.printQueue.printers ?? [];
  const cloudUrl = `${window.location.origin}/api/cloudprnt`;
  const removePrinter = async (id: string, name: string) => {
    if (!window.confirm(`プリンター「${name}」の登録を削除しますか？`)) return;
    const result = await remove({ variables: { id } }).catch((e: unknown) => ({ error: e, data: undefined }));
    const answer = result.data?.removePrinter;
    if (answer?.__typename === "MutationRemovePrinterSuccess") await refetch();
    else setFailure(answer?.message ?? messageOfError("error" in result ? result.error : null));
  };
  return (
    <section className="page admin-settings admin-settings--form">
      <PageHeading eyebrow="Settings">プリンター</PageHeading>
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="form-card">
        <p>
          スター精密の CloudPRNT 対応プリンター（mC-Print3、TSP100IV
          など）で、新しいご注文のキッチン伝票が自動で印刷されます。 プリンターの設定画面で CloudPRNT
          を有効にし、サーバーURLに <code>{cloudUrl}</code>{" "}
          を、ユーザー名に任意の文字、パスワードに登録時に表示される合言葉を入力してください。
        </p>
      </div>
      <div className="form-card">
        <h2 className="form__section-title">登録済みのプリンター</h2>
        {printers.length === 0 ? <p>まだ登録されていません（伝票はブラウザから印刷します）。</p> : null}
        <ul className="printer-setting__list">
          {printers.map((printer) => (
            <li key={printer.id} className="printer-setting__row">
              <span>
                <strong>{printer.name}</strong>（{printer.mac}）
              </span>
              <span>
                {STATE_LABEL[printer.state]}
                {printer.lastPollAt ? `・最終通信 ${formatTime(String(printer.lastPollAt))}` : "・通信なし"}
              </span>
              {isOwner ? (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => removePrinter(printer.id, printer.name)}
                >
                  削除
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {isOwner ? (
        <RegisterPrinterForm onSaved={() => refetch()} />
      ) : data ? (
        <FormAlert tone="info">プリンターを登録・削除できるのはオーナーのみです。</FormAlert>
      ) : null}
    </section>
  );
}

function RegisterPrinterForm({ onSaved }: { onSaved: () => void }) {
  const [register, { loading }] = useMutation(RegisterPrinterMutation);
  const [name, setName] = useState("");
  const [mac, setMac] = useState("");
  const [message, setMessage] = useState("");
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setMessage("");
    try {
      const { data } = await register({ variables: { name, mac } });
      const result = data?.registerPrinter;
      if (result?.__typename === "MutationRegisterPrinterSuccess") {
        setSecret({ name: result.data.printer.name, secret: result.data.secret });
        setName("");
        setMac("");
        onSaved();
      } else {
        setMessage(result?.message ?? "登録できませんでした");
      }
    } catch (error) {
      setMessage(messageOfError(error));
    }
  };
  return (
    <form className="form-card" onSubmit={submit} aria-labelledby="printer-register-title">
      <h2 id="printer-register-title" className="form__section-title">
        プリンターを登録
      </h2>
      {secret ? (
        <div role="status" className="printer-setting__secret">
          <p>
            「{secret.name}」の合言葉（プリンターのパスワード）です。この画面を離れると二度と表示されません。
          </p>
          <p>
            <code data-testid="printer-secret">{secret.secret}</code>
          </p>
        </div>
      ) : null}
      {message ? <FormAlert>{message}</FormAlert> : null}
      <div className="field">
        <label className="field__label" htmlFor="printer-name">
          プリンター名
        </label>
        <input
          id="printer-name"
          className="field__input"
          value={name}
          maxLength={30}
          onChange={(e) => setName(e.target.value)}
          required
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="printer-mac">
          MACアドレス
        </label>
        <input
          id="printer-mac"
          className="field__input"
          value={mac}
          placeholder="00:11:62:12:34:56"
          aria-describedby="printer-mac-hint"
          onChange={(e) => setMac(e.target.value)}
          required
        />
        <p className="field__hint" id="printer-mac-hint">
          プリンターのセルフ印字（自己診断）に記載されています
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={loading}>
        登録する
      </button>
    </form>
  );
}
