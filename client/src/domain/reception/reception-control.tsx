// Pause and busy mode of one method in one tap: from the settings pages and the kitchen's board.
// The server computes whether orders are taken (a pause ends by itself at pausedUntil); this
// shows what it answers and sends the staff's taps.
import { useMutation } from "@apollo/client/react";
import { PAUSE_DURATIONS } from "@shared/settings";
import { useId, useState } from "react";
import { FormAlert } from "../../components/form/form-alert";
import { messageOfError } from "../../components/form/server-errors";
import { type FragmentType, graphql, useFragment } from "../../gql";
import { formatTime } from "../../lib/tokyo-format";
import {
  EndBusyModeMutation,
  PauseReceptionMutation,
  ResumeReceptionMutation,
  StartBusyModeMutation,
} from "./api/reception-control-mutations";
import "./reception-control.css";

export const ReceptionControlFragment = graphql(`
  fragment ReceptionControl_control on ReceptionControl {
    method
    paused
    pauseReason
    pausedUntil
    pausedAt
    pausedBy
    busyMinutes
    busyUntil
    busyAt
    busyBy
  }
`);

const METHOD_LABEL = { TAKEOUT: "テイクアウト", DELIVERY: "デリバリー" } as const;
const BUSY_STEPS = [15, 30] as const;

function changedBy(at: unknown, by: string | null | undefined) {
  return at ? `${formatTime(String(at))} ${by ?? ""}`.trim() : null;
}

export function ReceptionControl({
  control: ref,
}: {
  control: FragmentType<typeof ReceptionControlFragment>;
}) {
  const control = useFragment(ReceptionControlFragment, ref);
  const [pause] = useMutation(PauseReceptionMutation);
  const [resume] = useMutation(ResumeReceptionMutation);
  const [busy] = useMutation(StartBusyModeMutation);
  const [endBusy] = useMutation(EndBusyModeMutation);
  const [reason, setReason] = useState("");
  const [until, setUntil] = useState("");
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState(false);
  const id = useId();
  const methods = [control.method];

  const run = async (action: () => Promise<{ data?: unknown }>) => {
    setMessage("");
    setPending(true);
    try {
      const { data } = await action();
      const result = Object.values(
        (data ?? {}) as Record<string, { __typename?: string; message?: string }>,
      )[0];
      if (result?.message) setMessage(result.message);
    } catch (error) {
      setMessage(messageOfError(error));
    } finally {
      setPending(false);
    }
  };
  const pauseFor = (input: { minutes?: number; until?: string }) =>
    run(() => pause({ variables: { methods, input: { reason, ...input } } }));

  const name = METHOD_LABEL[control.method];
  return (
    <section className="reception-control" aria-labelledby={`${id}-title`}>
      <div className="reception-control__head">
        <h3 id={`${id}-title`} className="reception-control__title">
          {name}
        </h3>
        <p
          className={`reception-control__state reception-control__state--${control.paused ? "paused" : "open"}`}
        >
          {control.paused
            ? `一時停止中${control.pausedUntil ? `（${formatTime(String(control.pausedUntil))}に再開）` : ""}`
            : "受付中"}
          {control.busyMinutes > 0 ? ` ・混雑 +${control.busyMinutes}分` : ""}
        </p>
      </div>
      {control.paused && control.pauseReason ? (
        <p className="reception-control__note">理由: {control.pauseReason}</p>
      ) : null}
      {changedBy(control.pausedAt, control.pausedBy) ? (
        <p className="reception-control__note" data-testid="pause-changed-by">
          受付の切り替え: {changedBy(control.pausedAt, control.pausedBy)}
        </p>
      ) : null}
      {changedBy(control.busyAt, control.busyBy) ? (
        <p className="reception-control__note" data-testid="busy-changed-by">
          混雑モードの切り替え: {changedBy(control.busyAt, control.busyBy)}
          {control.busyMinutes > 0 && control.busyUntil
            ? `（${formatTime(String(control.busyUntil))}まで）`
            : ""}
        </p>
      ) : null}
      <FormAlert>{message}</FormAlert>
      {control.paused ? (
        <button
          type="button"
          className="button button--primary reception-control__button"
          disabled={pending}
          onClick={() => run(() => resume({ variables: { methods } }))}
        >
          受付を再開する
        </button>
      ) : (
        <div className="reception-control__group">
          <label className="reception-control__label" htmlFor={`${id}-reason`}>
            お客様に表示する理由（任意）
          </label>
          <input
            id={`${id}-reason`}
            className="field__input"
            value={reason}
            maxLength={100}
            placeholder="例: ただいま大変混み合っているため"
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="reception-control__buttons">
            {PAUSE_DURATIONS.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className="button button--danger reception-control__button"
                disabled={pending}
                onClick={() => pauseFor({ minutes })}
              >
                {minutes}分停止
              </button>
            ))}
          </div>
          <div className="reception-control__until">
            <label className="reception-control__label" htmlFor={`${id}-until`}>
              再開時刻を指定
            </label>
            <input
              id={`${id}-until`}
              type="time"
              className="field__input"
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            />
            <button
              type="button"
              className="button button--ghost reception-control__button"
              disabled={pending || !until}
              onClick={() => pauseFor({ until })}
            >
              この時刻まで停止
            </button>
          </div>
        </div>
      )}
      <div className="reception-control__buttons">
        {BUSY_STEPS.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="button button--ghost reception-control__button"
            aria-pressed={control.busyMinutes === minutes}
            disabled={pending}
            onClick={() => run(() => busy({ variables: { methods, input: { minutes } } }))}
          >
            混雑 +{minutes}分
          </button>
        ))}
        {control.busyMinutes > 0 ? (
          <button
            type="button"
            className="button button--ghost reception-control__button"
            disabled={pending}
            onClick={() => run(() => endBusy({ variables: { methods } }))}
          >
            混雑モード終了
          </button>
        ) : null}
      </div>
    </section>
  );
}
