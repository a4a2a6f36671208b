// Hours and slots per weekday, the days bookable ahead and the closed dates of one method,
// checked with the server's own rules (shared/settings.ts) before they are sent.
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { WEEKDAYS } from "@shared/constants";
import { type ProvisionSettingInput, provisionSettingSchema } from "@shared/settings";
import { useMemo, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form/form-alert";
import { messageOfError, NETWORK_FAILURE } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { tokyoDay } from "../../../lib/tokyo-format";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { UpdateProvisionSettingMutation } from "../api/update-provision-setting-mutation";
import { ClosedDateCalendar } from "./closed-date-calendar";
import { WeekdayRow } from "./weekday-row";

export function ProvisionSettingForm({ id, initial }: { id: string; initial: ProvisionSettingInput }) {
  const today = tokyoDay(new Date());
  const schema = useMemo(() => provisionSettingSchema(today), [today]);
  const [update] = useMutation(UpdateProvisionSettingMutation);
  const [summary, setSummary] = useState("");
  const [flash, showFlash] = useSuccessMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProvisionSettingInput>({ resolver: zodResolver(schema) as never, defaultValues: initial });
  const closed = useFieldArray({ control, name: "closedDates" });

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    try {
      const { data } = await update({ variables: { id, input: values as never } });
      const result = data?.updateProvisionSetting;
      if (result?.__typename === "MutationUpdateProvisionSettingSuccess") {
        const { readyMail, ...saved } = result.data;
        reset({
          ...saved,
          ...(initial.readyMail !== undefined ? { readyMail } : {}),
        } as ProvisionSettingInput);
        showFlash("設定を保存しました。ご注文画面にすぐ反映されます");
      } else {
        setSummary(result && "message" in result ? result.message : NETWORK_FAILURE);
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  return (
    <form className="form provision-form" onSubmit={onSubmit} noValidate>
      <FormAlert tone="success">{flash}</FormAlert>
      <FormAlert>{summary || (Object.keys(errors).length ? "入力内容をご確認ください" : "")}</FormAlert>
      <h2 className="form__section-title">曜日ごとの受付時間</h2>
      <div className="provision-form__weekdays">
        {WEEKDAYS.map((day, index) => (
          <WeekdayRow
            key={day.id}
            index={index}
            label={`${day.name}曜日`}
            register={register}
            open={watch(`weekdays.${index}.isOpen`)}
            errors={errors.weekdays?.[index]}
          />
        ))}
      </div>
      <h2 className="form__section-title">予約の受付</h2>
      <label className="provision-form__inline">
        今日から
        <input
          type="number"
          inputMode="numeric"
          className="field__input provision-form__number"
          aria-invalid={errors.daysAhead ? true : undefined}
          {...register("daysAhead", { valueAsNumber: true })}
        />
        日後まで予約できる
      </label>
      {errors.daysAhead?.message ? <p className="field__error">{errors.daysAhead.message}</p> : null}
      {initial.shopIgnoresCapacity != null ? (
        <>
          <h2 className="form__section-title">店頭・電話での注文</h2>
          <label className="provision-form__option">
            <input type="checkbox" {...register("shopIgnoresCapacity")} />
            <span>
              店頭・電話での注文は、1枠の受付数を超えても受け付ける
              <span className="provision-form__hint">
                ネット注文は受付数までです。店頭の注文画面（/shop）で今すぐの注文を受けるときだけ、上限を超えられます。
              </span>
            </span>
          </label>
        </>
      ) : null}
      {initial.readyMail !== undefined ? (
        <>
          <h2 className="form__section-title">お客様へのメール</h2>
          <label className="provision-form__check">
            <input type="checkbox" {...register("readyMail")} />
            お渡しの準備ができたら（「準備完了」を押したら）お客様にメールでお知らせする
          </label>
        </>
      ) : null}
      <h2 className="form__section-title">休業日</h2>
      <ClosedDateCalendar
        today={today}
        closed={(watch("closedDates") ?? []).map((c) => c.date)}
        closedWeekdays={(watch("weekdays") ?? []).filter((w) => !w.isOpen).map((w) => w.weekday)}
        onToggle={(date) => {
          const at = (watch("closedDates") ?? []).findIndex((c) => c.date === date);
          if (at >= 0) closed.remove(at);
          else closed.append({ date, reason: "" });
        }}
      />
      <ul className="provision-form__closed">
        {closed.fields.map((field, index) => (
          <li key={field.id} className="provision-form__closed-row">
            <label>
              <span className="visually-hidden">休業日{index + 1}の日付</span>
              <input
                type="date"
                min={today}
                className="field__input"
                {...register(`closedDates.${index}.date`)}
              />
            </label>
            <label>
              <span className="visually-hidden">休業日{index + 1}の理由</span>
              <input
                className="field__input"
                placeholder="理由（任意）"
                {...register(`closedDates.${index}.reason`)}
              />
            </label>
            <button
              type="button"
              className="button button--ghost provision-form__tap"
              onClick={() => closed.remove(index)}
            >
              削除
            </button>
            {errors.closedDates?.[index]?.date?.message ? (
              <p className="field__error">{errors.closedDates[index]?.date?.message}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--ghost provision-form__tap"
        onClick={() => closed.append({ date: today, reason: "" })}
      >
        ＋ 休業日を追加
      </button>
      <SubmitButton submitting={isSubmitting}>保存する</SubmitButton>
    </form>
  );
}
