import { ALLERGEN_CODES, allergenUnion } from "@shared/allergens";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { QuantityStepper } from "../../components/quantity-stepper";
import { type FragmentType, graphql, useFragment } from "../../gql";
import { useFormats, useT } from "../../lib/i18n";
import { useCartStore } from "../cart/cart-context";
import { type BasePrice, type CartItemOptions, clampCount, MAX_COUNT, MIN_COUNT } from "../cart/cart-items";
import { useLineQuote } from "../checkout/use-cart-quote";
import { useAllergenText } from "./allergen-names";
import { parseAvoidedAllergens } from "./product-filter";
import "./product-choice.css";
import "./product-added.css";

export const ProductChoiceFragment = graphql(`
  fragment ProductChoice_product on Product {
    id
    name
    description
    image
    price
    priceWithTax
    soldOut
    allergens
    options {
      id
      name
      price
      priceWithTax
      soldOut
      allergens
    }
    toppings {
      id
      name
      allergens
      options {
        id
        name
        price
        priceWithTax
        allergens
      }
    }
  }
`);

interface ProductChoiceProps {
  product: FragmentType<typeof ProductChoiceFragment>;
  /** Called after the item went into the cart, with the message to show. */
  onAdded: (message: string) => void;
  /**
   * Changing a cart line's choice instead of adding (the cart's 変更): starts from its options,
   * hides the quantity (the line keeps its own) and hands the new choice back.
   */
  replace?: { options: CartItemOptions; onReplace: (options: CartItemOptions, base: BasePrice) => void };
  /** The add button's words (the counter's "注文に追加"); "カートに入れる" by default. */
  submitLabel?: string;
}

/** Option (exactly one, when the product has any), toppings, quantity and the live total. */
export function ProductChoice(props: ProductChoiceProps) {
  const t = useT();
  const { yen, taxIncluded } = useFormats();
  const allergenText = useAllergenText();
  const product = useFragment(ProductChoiceFragment, props.product);
  const formId = useId();
  // The menu's allergen filter (its `allergen` parameter): toppings that contain one are marked.
  const [searchParams] = useSearchParams();
  const avoided = parseAvoidedAllergens(searchParams.get("allergen"), ALLERGEN_CODES);
  const initial = props.replace?.options;
  const [optionId, setOptionId] = useState(
    initial?.option?.id ?? product.options.find((o) => !o.soldOut)?.id ?? "",
  );
  // toppingId -> chosen topping option id ("" = none)
  const [toppings, setToppings] = useState<Record<string, string>>(() =>
    Object.fromEntries((initial?.toppings ?? []).map((topping) => [topping.toppingId, topping.id])),
  );
  const [count, setCount] = useState(1);
  const cart = useCartStore();

  const chosen: CartItemOptions = {
    option: null,
    toppings: [],
  };
  const option = product.options.find((candidate) => candidate.id === optionId);
  if (option)
    chosen.option = { id: option.id, name: option.name, price: option.priceWithTax, exclPrice: option.price };
  for (const topping of product.toppings) {
    const picked = topping.options.find((candidate) => candidate.id === toppings[topping.id]);
    if (picked)
      chosen.toppings.push({
        toppingId: topping.id,
        toppingName: topping.name,
        id: picked.id,
        name: picked.name,
        price: picked.priceWithTax,
        exclPrice: picked.price,
      });
  }
  const base = { price: product.priceWithTax, exclPrice: product.price };
  const needsOption = product.options.length > 0 && !option;
  const soldOut = product.soldOut || Boolean(option?.soldOut);
  // What this dish can contain: the product, the chosen option and the chosen toppings.
  const allergens = allergenText(
    allergenUnion(
      product.allergens,
      option?.allergens,
      ...product.toppings.flatMap((topping) => {
        const picked = topping.options.find((candidate) => candidate.id === toppings[topping.id]);
        return picked ? [topping.allergens, picked.allergens] : [];
      }),
    ),
  );
  const amount = useLineQuote(
    needsOption
      ? null
      : {
          productId: Number(product.id),
          productOptionId: option ? Number(option.id) : null,
          toppingOptionIds: chosen.toppings.map((topping) => Number(topping.id)),
          quantity: props.replace ? 1 : clampCount(count),
        },
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (needsOption || soldOut) return;
    if (props.replace) {
      props.replace.onReplace(chosen, base);
      props.onAdded(t("choice.changed", { name: product.name }));
      return;
    }
    cart.actions.add({
      productId: product.id,
      count: clampCount(count),
      base,
      name: product.name,
      isOption: product.options.length > 0,
      description: product.description,
      img: product.image ?? null,
      options: chosen,
    });
    props.onAdded(
      t(props.submitLabel ? "choice.addedToOrder" : "choice.addedToCart", { name: product.name }),
    );
    setCount(1);
  };

  return (
    <form
      className="product-choice"
      onSubmit={onSubmit}
      aria-label={t("choice.form", { name: product.name })}
    >
      {product.options.length > 0 ? (
        <fieldset className="product-choice__group">
          <legend className="product-choice__legend">
            {t("choice.option")}{" "}
            <span className="field__badge field__badge--required">{t("form.required")}</span>
          </legend>
          <div className="product-choice__choices">
            {product.options.map((candidate) => (
              <label key={candidate.id} className="product-choice__choice">
                <input
                  type="radio"
                  name={`${formId}-option`}
                  value={candidate.id}
                  checked={candidate.id === optionId}
                  disabled={candidate.soldOut}
                  onChange={() => setOptionId(candidate.id)}
                />
                <span className="product-choice__choice-name">
                  {candidate.name}
                  {candidate.soldOut ? t("choice.soldOutSuffix") : ""}
                </span>
                <span className="product-choice__choice-price">{yen(candidate.priceWithTax)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {product.toppings.map((topping) => (
        <fieldset key={topping.id} className="product-choice__group">
          <legend className="product-choice__legend">
            {topping.name} <span className="field__badge">{t("form.optional")}</span>
          </legend>
          <div className="product-choice__choices product-choice__choices--row">
            {[{ id: "", name: t("choice.none"), price: 0, priceWithTax: 0 }, ...topping.options].map(
              (candidate) => (
                <label key={candidate.id || "none"} className="product-choice__choice">
                  <input
                    type="radio"
                    name={`${formId}-topping-${topping.id}`}
                    value={candidate.id}
                    checked={(toppings[topping.id] ?? "") === candidate.id}
                    onChange={() => setToppings((current) => ({ ...current, [topping.id]: candidate.id }))}
                  />
                  <span className="product-choice__choice-name">{candidate.name}</span>
                  {candidate.id ? (
                    <span className="product-choice__choice-price">+{yen(candidate.priceWithTax)}</span>
                  ) : null}
                  {candidate.id ? (
                    <ToppingAllergens
                      codes={allergenUnion(
                        topping.allergens,
                        "allergens" in candidate ? candidate.allergens : [],
                      )}
                      avoided={avoided}
                    />
                  ) : null}
                </label>
              ),
            )}
          </div>
        </fieldset>
      ))}
      {allergens ? (
        <p className="product-choice__allergens" data-testid="choice-allergens">
          {t("product.allergensLabel")}
          {allergens}
        </p>
      ) : null}
      <div className="product-choice__bar">
        <div className="product-choice__footer">
          {props.replace ? (
            <span />
          ) : (
            <QuantityStepper
              label={t("choice.quantity")}
              value={count}
              min={MIN_COUNT}
              max={MAX_COUNT}
              onChange={setCount}
            />
          )}
          <p className="product-choice__total" aria-live="polite">
            <span className="product-choice__total-label">
              {props.replace ? t("choice.each") : t("choice.total")}
            </span>
            <span className="product-choice__total-amount" data-testid="choice-total">
              {amount === null ? "—" : taxIncluded(amount)}
            </span>
          </p>
        </div>
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={needsOption || soldOut}
        >
          {soldOut
            ? t("product.soldOutNow")
            : props.replace
              ? t("choice.change")
              : (props.submitLabel ?? t("product.addToCart"))}
        </button>
      </div>
    </form>
  );
}

/** A topping choice's allergens, and a mark when it has one the menu's filter avoids. */
function ToppingAllergens({ codes, avoided }: { codes: readonly string[]; avoided: readonly string[] }) {
  const t = useT();
  const allergenText = useAllergenText();
  const hits = codes.filter((code) => avoided.includes(code));
  return (
    <>
      {codes.length ? (
        <span className="product-choice__choice-allergens" data-testid="topping-allergens">
          {allergenText(codes)}
        </span>
      ) : null}
      {hits.length ? (
        <span className="product-choice__choice-avoid" data-testid="topping-avoided">
          {t("choice.contains", { allergens: allergenText(hits) })}
        </span>
      ) : null}
    </>
  );
}
