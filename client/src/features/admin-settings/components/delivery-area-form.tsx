// One delivery area. Postal codes and address prefixes are typed one per line; the server checks
// them with the same rules (shared/settings.ts deliveryAreaSchema) and refuses overlaps.
import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { deliveryAreaSchema } from "@shared/settings";
import { z } from "@shared/zod-ja";
import { useCallback, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { TaxIncludedPrice } from "../../../domain/catalog/tax-included-price";
import { CreateDeliveryAreaMutation, UpdateDeliveryAreaMutation } from "../api/delivery-area-mutations";

export interface AreaValues {
  name: string;
  postalCodes: string;
  towns: string;
  fee: number;
  minimumOrder: number;
  isActive: boolean;
}

const lines = (text: string) =>
  text
    .split(/[\n,、]/)
    .map((line) => line.trim())
    .filter(Boolean);

const formSchema = z
  .object({
    name: z.string(),
    postalCodes: z.string(),
    towns: z.string(),
    fee: z.number(),
    minimumOrder: z.number(),
    isActive: z.boolean(),
  })
  .transform((v, ctx) => {
    const parsed = deliveryAreaSchema.safeParse({
      ...v,
      postalCodes: lines(v.postalCodes),
      towns: lines(v.towns),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  });

const FIELDS = ["name", "postalCodes", "towns", "fee", "minimumOrder"] as const;

interface Props {
  id: string | null;
  initial: AreaValues;
  onDone: () => void;
  onCancel: () => void;
}

export function DeliveryAreaForm({ id, initial, onDone, onCancel }: Props) {
  const [create] = useMutation(CreateDeliveryAreaMutation);
  const [update] = useMutation(UpdateDeliveryAreaMutation);
  const [summary, setSummary] = useState("");
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AreaValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: initial,
  });
  const fee = useWatch({ control, name: "fee" });
  const setFee = useCallback(
    (value: number) => setValue("fee", value, { shouldDirty: true, shouldValidate: true }),
    [setValue],
  );

  const onSubmit = handleSubmit(async (values) => {
    setSummary("");
    const input = { ...values, position: undefined };
    try {
      const { data } = id
        ? await update({ variables: { id, input } })
        : await create({ variables: { input } });
      const result =
        data && ("updateDeliveryArea" in data ? data.updateDeliveryArea : data.createDeliveryArea);
      if (
        result?.__typename === "MutationCreateDeliveryAreaSuccess" ||
        result?.__typename === "MutationUpdateDeliveryAreaSuccess"
      ) {
        onDone();
      } else if (result && "message" in result) {
        setSummary(applyFailure(result, setError, FIELDS));
      }
    } catch (error) {
      setSummary(messageOfError(error));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormAlert>{summary}</FormAlert>
      <TextField label="エリア名" required registration={register("name")} error={errors.name?.message} />
      <div className="form__row form__row--2">
        <div className="field">
          <label className="field__label" htmlFor="area-codes">
            郵便番号（1行に1つ）
          </label>
          <textarea id="area-codes" className="field__input" rows={4} {...register("postalCodes")} />
          {errors.postalCodes?.message ? <p className="field__error">{errors.postalCodes.message}</p> : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="area-towns">
            住所の始まり（1行に1つ、例: 広島市中区紙屋町）
          </label>
          <textarea id="area-towns" className="field__input" rows={4} {...register("towns")} />
          {errors.towns?.message ? <p className="field__error">{errors.towns.message}</p> : null}
        </div>
      </div>
      <div className="form__row form__row--2">
        <div>
          <TextField
            label="配達料（税抜・円）"
            required
            type="number"
            inputMode="numeric"
            registration={register("fee", { valueAsNumber: true })}
            error={errors.fee?.message}
          />
          <TaxIncludedPrice price={fee} taxKind="STANDARD" onPrice={setFee} />
        </div>
        <TextField
          label="最低注文金額（税込・円）"
          required
          type="number"
          inputMode="numeric"
          registration={register("minimumOrder", { valueAsNumber: true })}
          error={errors.minimumOrder?.message}
        />
      </div>
      <label className="provision-form__inline">
        <input type="checkbox" {...register("isActive")} /> このエリアに配達する
      </label>
      <div className="delivery-areas__actions">
        <button type="button" className="button button--ghost delivery-areas__tap" onClick={onCancel}>
          キャンセル
        </button>
        <SubmitButton submitting={isSubmitting}>{id ? "更新する" : "追加する"}</SubmitButton>
      </div>
    </form>
  );
}
