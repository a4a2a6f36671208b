import { useQuery } from "@apollo/client/react";
import { formatYen } from "@shared/pricing";
import { useEffect, useId, useRef, useState } from "react";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { AdminPricePreviewQuery } from "./api/admin-price-preview-query";
import "./tax-included-price.css";

interface TaxIncludedPriceProps {
  /** The tax-exclusive price in the form (what is stored). */
  price: unknown;
  taxKind: "REDUCED" | "STANDARD";
  /** Sets the form's tax-exclusive price found for a tax-inclusive one the owner typed. */
  onPrice: (price: number) => void;
  /** Names the input for screen readers when there are several on a page, e.g. "（5個）". */
  labelSuffix?: string;
}

const isAmount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/**
 * Under a tax-exclusive price input: the price customers will see, live as the owner types, and
 * an input to type the tax-inclusive price instead. Both are the server's answer (decision 0033);
 * a tax-inclusive price that cannot be shown exactly is refused, naming the nearest ones.
 */
export function TaxIncludedPrice({ price, taxKind, onPrice, labelSuffix = "" }: TaxIncludedPriceProps) {
  const id = useId();
  const [wanted, setWanted] = useState("");
  const setByUs = useRef<number | null>(null);
  // The owner typed the tax-exclusive price again: the tax-inclusive entry no longer applies.
  useEffect(() => {
    if (isAmount(price) && setByUs.current !== null && price !== setByUs.current) {
      setByUs.current = null;
      setWanted("");
    }
  }, [price]);
  const settledWanted = useDebouncedValue(wanted.trim(), 300);
  const settledPrice = useDebouncedValue(price, 300);
  const wantedNumber = /^\d{1,7}$/.test(settledWanted) ? Number(settledWanted) : null;
  const variables =
    wantedNumber !== null
      ? { taxKind, priceWithTax: wantedNumber }
      : isAmount(settledPrice)
        ? { taxKind, price: settledPrice }
        : null;
  const { data } = useQuery(AdminPricePreviewQuery, {
    variables: variables ?? { taxKind },
    skip: variables === null,
    fetchPolicy: "cache-first",
  });
  const answer = variables ? data?.adminPricePreview : undefined;
  const preview = answer?.__typename === "QueryAdminPricePreviewSuccess" ? answer.data : null;
  useEffect(() => {
    if (wantedNumber === null || !preview || preview.price === null) return;
    if (preview.priceWithTax !== wantedNumber) return;
    setByUs.current = preview.price;
    if (preview.price !== price) onPrice(preview.price);
  }, [preview, wantedNumber, price, onPrice]);
  const problem =
    settledWanted && wantedNumber === null
      ? "税込価格は半角数字で入力してください"
      : (preview?.message ?? (answer && "message" in answer ? answer.message : ""));

  return (
    <div className="tax-included-price">
      <p className="field__hint" role="status" data-testid="price-with-tax">
        {preview && preview.priceWithTax !== null
          ? `お客様に表示される価格：${formatYen(preview.priceWithTax)}（税込・${preview.taxRate}%）`
          : ""}
      </p>
      <label className="tax-included-price__label" htmlFor={id}>
        税込価格で入力（円）{labelSuffix}
      </label>
      <input
        id={id}
        className="field__input tax-included-price__input"
        type="text"
        inputMode="numeric"
        value={wanted}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => setWanted(event.currentTarget.value)}
      />
      {problem ? (
        <p className="field__error" id={`${id}-error`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
