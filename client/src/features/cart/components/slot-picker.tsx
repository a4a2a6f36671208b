import { useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useServerText } from "../../../components/form/server-text";
import type { CheckoutValues } from "../../../domain/checkout/checkout-schema";
import { useReceptionText } from "../../../domain/reception/reception-text";
import { useMethodReception } from "../../../domain/reception/use-method-reception";
import type { ProvisionMethod } from "../../../gql/graphql";
import { useFormats, useT } from "../../../lib/i18n";
import { tokyoDay } from "../../../lib/tokyo-format";
import { DisplayTimesQuery } from "../api/display-times-query";

interface SlotPickerProps {
  form: UseFormReturn<CheckoutValues>;
  method: ProvisionMethod;
  /** The cart's kitchen units (the quote's): only slots with room for them are offered. */
  units?: number;
  /** The quote's word on the units: a cart too big for any slot, or the chosen slot without room. */
  slotProblem?: { code: string; message: string } | null;
}

/**
 * Day tabs and the slots of the chosen day; full slots are not offered. Live: a pause shows its
 * reason at once, and the slots come back when the shop resumes (by hand or by itself).
 */
export function SlotPicker({ form, method, units = 0, slotProblem = null }: SlotPickerProps) {
  const { data, loading, error, refetch } = useQuery(DisplayTimesQuery, {
    variables: { method, units },
    fetchPolicy: "cache-and-network",
  });
  const reception = useMethodReception(method, refetch);
  const receptionText = useReceptionText();
  const serverText = useServerText();
  const paused = reception?.reason === "PAUSED";
  const t = useT();
  const { day: formatDay, time } = useFormats();
  const groupId = useId();
  const chosen = form.watch("slotStartsAt");
  const days = (data?.displayTimes.days ?? [])
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.available && slot.remaining > 0) }))
    .filter((day) => day.slots.length > 0);
  const chosenDay = chosen ? tokyoDay(chosen) : "";
  const [openDay, setOpenDay] = useState<string>("");
  const activeDay = days.find((day) => day.date === (openDay || chosenDay)) ?? days[0];
  const message =
    form.formState.errors.slotStartsAt?.message ??
    (slotProblem?.code === "SLOT_NO_ROOM" && chosen ? serverText(slotProblem) : undefined);
  const delivery = method === "DELIVERY";

  if (loading && !data)
    return <p role="status">{t(delivery ? "slots.loadingDelivery" : "slots.loadingTakeout")}</p>;
  if (error && !data)
    return (
      <div className="form-alert form-alert--error" role="alert">
        {t(delivery ? "slots.failedDelivery" : "slots.failedTakeout")}
        <button type="button" className="button--link" onClick={() => void refetch()}>
          {t("common.reload")}
        </button>
      </div>
    );
  if (slotProblem?.code === "TOO_BIG_FOR_SLOT")
    return (
      <p className="form-alert form-alert--error" role="alert" data-testid="slot-picker-too-big">
        {serverText(slotProblem)}
      </p>
    );
  if (days.length === 0)
    return (
      <p className="form-alert form-alert--error" role="alert" data-testid="slot-picker-closed">
        {paused && reception
          ? receptionText(reception)
          : t(delivery ? "slots.noneDelivery" : "slots.noneTakeout")}
      </p>
    );

  return (
    <div className={message ? "slot-picker slot-picker--invalid" : "slot-picker"}>
      {paused && reception ? (
        // A pause closes its own window only: the slots after it are offered below.
        <p className="form-alert form-alert--info" role="status" data-testid="slot-picker-paused">
          {receptionText(reception)}
        </p>
      ) : null}
      <fieldset className="slot-picker__days" aria-label={t("slots.day")}>
        {days.map((day) => (
          <button
            key={day.date}
            type="button"
            className="slot-picker__day"
            aria-pressed={day.date === activeDay?.date}
            onClick={() => setOpenDay(day.date)}
          >
            {formatDay(day.date)}
          </button>
        ))}
      </fieldset>
      {activeDay ? (
        <fieldset className="slot-picker__slots" aria-describedby={message ? `${groupId}-error` : undefined}>
          <legend className="visually-hidden">
            {t(delivery ? "slots.timesDelivery" : "slots.timesTakeout", { day: formatDay(activeDay.date) })}
          </legend>
          {activeDay.slots.map((slot) => (
            <label key={String(slot.startsAt)} className="slot-picker__slot">
              <input
                type="radio"
                name={`${groupId}-slot`}
                value={String(slot.startsAt)}
                checked={chosen === String(slot.startsAt)}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${groupId}-error` : undefined}
                onChange={() => {
                  form.setValue("slotStartsAt", String(slot.startsAt), { shouldValidate: true });
                  form.setValue(
                    "slotLabel",
                    t("slots.label", { day: formatDay(activeDay.date), time: time(String(slot.startsAt)) }),
                  );
                }}
              />
              <span className="slot-picker__time">{time(String(slot.startsAt))}</span>
              {slot.remaining <= 3 ? (
                <span className="slot-picker__left">{t("slots.left", { count: slot.remaining })}</span>
              ) : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      {message ? (
        <p className="field__error" id={`${groupId}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
