import { useCallback } from "react";
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import { TaxIncludedPrice } from "../../../domain/catalog/tax-included-price";
import { AllergenPicker } from "./allergen-picker";
import { ReorderButtons } from "./reorder-buttons";
import { formTranslations, TranslationFields } from "./translation-fields";

/** The fields every nested option has (a topping's sizes, a product's 5個 / 10個). */
export interface OptionRow {
  id?: number | null;
  name: string;
  price: number;
  allergens: string[];
  /** A product option's kitchen units (fryer load, decision 0045). */
  kitchenUnits?: number;
  /** The row's name in English, Chinese and Korean (issue 35); absent: left as stored. */
  translations?: ReturnType<typeof formTranslations>;
}

interface FormWithOptions {
  options: OptionRow[];
}

interface OptionRowsProps {
  legend: string;
  /** Words for one row, e.g. "選択肢". */
  noun: string;
  control: Control<FormWithOptions>;
  register: UseFormRegister<FormWithOptions>;
  errors: FieldErrors<FormWithOptions>;
  /** The rate the option prices are taxed at (a topping's: the reduced rate). */
  taxKind: "REDUCED" | "STANDARD";
  setPrice: (index: number, price: number) => void;
  /** A product's options: each has its kitchen units (唐揚げ5個 = 1 basket). */
  withUnits?: boolean;
}

/** The live tax-inclusive price of one row (a hook per row, so its own component). */
function RowPrice({
  control,
  index,
  taxKind,
  setPrice,
  label,
}: {
  control: Control<FormWithOptions>;
  index: number;
  taxKind: "REDUCED" | "STANDARD";
  setPrice: (index: number, price: number) => void;
  label: string;
}) {
  const price = useWatch({ control, name: `options.${index}.price` });
  const onPrice = useCallback((value: number) => setPrice(index, value), [setPrice, index]);
  return <TaxIncludedPrice price={price} taxKind={taxKind} onPrice={onPrice} labelSuffix={`（${label}）`} />;
}

/**
 * Rows of name, price (tax-exclusive yen), allergens and the name's translations: saved rows keep their id (updated),
 * new rows have none (created), removed rows are left out (deleted); their order is the storefront's.
 */
export function OptionRows(props: OptionRowsProps) {
  const { legend, noun, control, register, errors, taxKind, setPrice, withUnits } = props;
  const { fields, append, remove, move } = useFieldArray({ control, name: "options", keyName: "key" });
  return (
    <fieldset className="option-rows">
      <legend className="option-rows__legend">{legend}</legend>
      {errors.options?.message ? <p className="field__error">{errors.options.message}</p> : null}
      {errors.options?.root?.message ? <p className="field__error">{errors.options.root.message}</p> : null}
      <ol className="option-rows__list">
        {fields.map((field, index) => {
          const rowErrors = errors.options?.[index];
          return (
            <li key={field.key} className="option-rows__row">
              <ReorderButtons
                name={field.name || `${noun}${index + 1}`}
                first={index === 0}
                last={index === fields.length - 1}
                onMove={(direction) => move(index, direction === "UP" ? index - 1 : index + 1)}
              />
              <label className="option-rows__field">
                <span>{noun}名</span>
                <input
                  className="field__input"
                  aria-invalid={rowErrors?.name ? true : undefined}
                  {...register(`options.${index}.name`)}
                />
                {rowErrors?.name ? <span className="field__error">{rowErrors.name.message}</span> : null}
              </label>
              <label className="option-rows__field option-rows__field--price">
                <span>価格（税抜・円）</span>
                <input
                  className="field__input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  aria-invalid={rowErrors?.price ? true : undefined}
                  {...register(`options.${index}.price`, { valueAsNumber: true })}
                />
                {rowErrors?.price ? <span className="field__error">{rowErrors.price.message}</span> : null}
              </label>
              {withUnits ? (
                <label className="option-rows__field option-rows__field--price">
                  <span>調理単位（かご数）</span>
                  <input
                    className="field__input"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={1000}
                    aria-invalid={rowErrors?.kitchenUnits ? true : undefined}
                    {...register(`options.${index}.kitchenUnits`, { valueAsNumber: true })}
                  />
                  {rowErrors?.kitchenUnits ? (
                    <span className="field__error">{rowErrors.kitchenUnits.message}</span>
                  ) : null}
                </label>
              ) : null}
              <RowPrice
                control={control}
                index={index}
                taxKind={taxKind}
                setPrice={setPrice}
                label={`${noun}${index + 1}`}
              />
              <Controller
                control={control}
                name={`options.${index}.allergens`}
                render={({ field: f }) => (
                  <AllergenPicker
                    compact
                    legend={`${noun}のアレルゲン`}
                    value={f.value ?? []}
                    onChange={f.onChange}
                  />
                )}
              />
              <TranslationFields
                register={register}
                errors={errors}
                path={`options.${index}.translations`}
                noun={`${noun}${index + 1}`}
              />
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => remove(index)}
              >
                削除
                <span className="visually-hidden">
                  （{noun}
                  {index + 1}）
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          append({
            id: null,
            name: "",
            price: 0,
            allergens: [],
            translations: formTranslations(null),
            ...(withUnits ? { kitchenUnits: 1 } : {}),
          })
        }
      >
        {noun}を追加
      </button>
    </fieldset>
  );
}
