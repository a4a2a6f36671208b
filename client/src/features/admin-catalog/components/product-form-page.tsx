import { useApolloClient } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  ADMIN_PRODUCTS_PER_PAGE,
  PRODUCT_BADGE_VALUES,
  type ProductInput,
  type ProductInputParsed,
  productInputSchema,
} from "@shared/catalog-admin";
import { FILTER_TABS, PRODUCT_BADGES } from "@shared/constants";
import { useCallback, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { SelectField } from "../../../components/form/select-field";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHeading } from "../../../components/page-heading";
import { TaxIncludedPrice } from "../../../domain/catalog/tax-included-price";
import { AdminProductsQuery } from "../api/admin-products-query";
import { CreateProductMutation, UpdateProductMutation } from "../api/save-product-mutation";
import { uploadMutation } from "../api/upload";
import { AllergenPicker } from "./allergen-picker";
import { ImageField, NO_PHOTO_CHANGE, type PhotoChoice, photoBlocksSave, usePhotoUrl } from "./image-field";
import { OptionRows } from "./option-rows";
import { ProductPreview } from "./product-preview";
import { TranslationFields } from "./translation-fields";
import "../../../domain/catalog/menu.css";
import "./admin-catalog.css";
import "./admin-catalog-translations.css";

export interface ProductFormProps {
  id?: string;
  values: ProductInput;
  image: string | null;
  /** The saved product's price as the storefront shows it (server-computed); null before saving. */
  savedPrice: string | null;
  categories: readonly { id: string; name: string }[];
  toppings: readonly { id: string; name: string; isPublic: boolean }[];
}

export function ProductForm({ id, values, image, savedPrice, categories, toppings }: ProductFormProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoChoice>(NO_PHOTO_CHANGE);
  const photoUrl = usePhotoUrl(photo.file);
  const form = useForm<ProductInput, unknown, ProductInputParsed>({
    resolver: zodResolver(productInputSchema),
    defaultValues: values,
  });
  const { errors, isSubmitting } = form.formState;
  const watched = useWatch({ control: form.control });
  const { setValue } = form;
  const setPrice = useCallback(
    (price: number) => setValue("price", price, { shouldDirty: true, shouldValidate: true }),
    [setValue],
  );
  const setOptionPrice = useCallback(
    (index: number, price: number) =>
      setValue(`options.${index}.price`, price, { shouldDirty: true, shouldValidate: true }),
    [setValue],
  );

  const onSubmit = async (input: ProductInputParsed) => {
    setAlert(null);
    const blocked = photoBlocksSave(photo);
    if (blocked) {
      setAlert(blocked);
      document.getElementById("product-photo")?.focus();
      return;
    }
    const payload = {
      ...input,
      badge: input.badge ?? null,
      categoryId: String(input.categoryId),
      provisionDate: input.provisionDate
        ? { startOn: input.provisionDate.startOn, endOn: input.provisionDate.endOn }
        : null,
      options: input.options.map((o) => ({ ...o, id: o.id ? String(o.id) : null })),
      toppingIds: input.toppingIds.map(String),
    };
    try {
      const data = id
        ? (
            await uploadMutation(
              UpdateProductMutation,
              { id, input: payload, removeImage: photo.remove },
              photo.file,
            )
          ).updateProduct
        : (await uploadMutation(CreateProductMutation, { input: payload }, photo.file)).createProduct;
      if ("message" in data) {
        const bad =
          data.__typename === "ValidationError" ? data.fieldErrors.find((f) => f.field === "image") : null;
        if (bad) setPhoto((p) => ({ ...p, error: bad.messages[0] }));
        return setAlert(
          applyFailure(data, form.setError, ["name", "description", "categoryId", "price", "isTakeout"]),
        );
      }
      await client.refetchQueries({ include: [AdminProductsQuery] });
      if (id) return navigate("/admin/menu", { state: { flash: `「${input.name}」を保存しました` } });
      // A new product goes last in its category: open that category's list at its last page.
      const categoryId = String(input.categoryId);
      const listed = await client.query({
        query: AdminProductsQuery,
        variables: { filter: { categoryId }, page: 1, perPage: ADMIN_PRODUCTS_PER_PAGE },
        fetchPolicy: "network-only",
      });
      const result = listed.data?.adminProducts;
      const total = result?.__typename === "QueryAdminProductsSuccess" ? result.data.totalCount : 1;
      const page = Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PER_PAGE));
      const category = categories.find((c) => c.id === categoryId)?.name ?? "";
      navigate(`/admin/menu?category=${categoryId}${page > 1 ? `&page=${page}` : ""}`, {
        state: {
          flash: `「${input.name}」を登録しました。カテゴリ「${category}」の最後に並びます（↑↓で順番を変えられます）`,
        },
      });
    } catch (e) {
      setAlert(e instanceof Error ? e.message : messageOfError(e));
    }
  };

  const number = { setValueAs: (v: unknown) => (v === "" || v === null ? undefined : Number(v)) };
  return (
    <section className="page admin-catalog">
      <PageHeading eyebrow="Products">{id ? "商品の編集" : "商品の登録"}</PageHeading>
      <div className="product-form">
        <form className="admin-catalog__form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <TextField
            label="商品名"
            required
            registration={form.register("name")}
            error={errors.name?.message}
          />
          <div className="field">
            <label className="field__label" htmlFor="product-description">
              商品説明
            </label>
            <textarea
              id="product-description"
              className="field__input"
              rows={4}
              {...form.register("description")}
            />
            {errors.description ? <p className="field__error">{errors.description.message}</p> : null}
          </div>
          <TranslationFields
            register={form.register}
            errors={errors}
            path="translations"
            noun="商品名"
            withDescription
          />
          <SelectField
            label="カテゴリ"
            required
            registration={form.register("categoryId", number)}
            error={errors.categoryId?.message}
          >
            {categories.map((c) => (
              <option key={c.id} value={Number(c.id)}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="価格（税抜・円）"
            type="number"
            inputMode="numeric"
            min={0}
            required
            hint="オプションがある商品はオプションの価格で販売します。ストアには税込価格で表示されます。"
            registration={form.register("price", { valueAsNumber: true })}
            error={errors.price?.message}
          />
          <TaxIncludedPrice price={watched.price} taxKind={watched.taxKind ?? "REDUCED"} onPrice={setPrice} />
          <SelectField label="税率の区分" registration={form.register("taxKind")}>
            <option value="REDUCED">軽減税率（食品）</option>
            <option value="STANDARD">標準税率</option>
          </SelectField>
          <SelectField
            label="バッジ"
            registration={form.register("badge", { setValueAs: (v) => (v === "" ? null : v) })}
          >
            <option value="">なし</option>
            {PRODUCT_BADGE_VALUES.map((b) => (
              <option key={b} value={b}>
                {PRODUCT_BADGES[b]}
              </option>
            ))}
          </SelectField>
          <fieldset className="admin-catalog__checks">
            <legend>表示と受け取り方法</legend>
            <label className="admin-catalog__check">
              <input type="checkbox" {...form.register("isPublic")} />
              ストアに公開する
            </label>
            <label className="admin-catalog__check">
              <input type="checkbox" {...form.register("isTakeout")} />
              テイクアウト
            </label>
            <label className="admin-catalog__check">
              <input type="checkbox" {...form.register("isDelivery")} />
              デリバリー
            </label>
            {errors.isTakeout ? <p className="field__error">{errors.isTakeout.message}</p> : null}
          </fieldset>
          <fieldset className="admin-catalog__checks">
            <legend>絞り込みタブ</legend>
            {FILTER_TABS.filter((t) => t.tag).map((t) => (
              <label key={t.id} className="admin-catalog__check">
                <input type="checkbox" value={t.tag ?? ""} {...form.register("tags")} />
                {t.label}
              </label>
            ))}
          </fieldset>
          <fieldset className="admin-catalog__checks">
            <legend>提供期間（空欄なら常時）</legend>
            <TextField label="開始日" type="date" registration={form.register("provisionDate.startOn")} />
            <TextField
              label="終了日"
              type="date"
              registration={form.register("provisionDate.endOn")}
              error={errors.provisionDate?.endOn?.message}
            />
          </fieldset>
          <ImageField id="product-photo" label="写真" current={image} {...photo} onChange={setPhoto} />
          <Controller
            control={form.control}
            name="allergens"
            render={({ field }) => (
              <AllergenPicker legend="商品のアレルゲン" value={field.value ?? []} onChange={field.onChange} />
            )}
          />
          <OptionRows
            legend="オプション（例：5個・10個）"
            noun="オプション"
            control={form.control as never}
            register={form.register as never}
            errors={errors as never}
            taxKind={watched.taxKind ?? "REDUCED"}
            setPrice={setOptionPrice}
            withUnits
          />
          <Controller
            control={form.control}
            name="toppingIds"
            render={({ field }) => (
              <fieldset className="admin-catalog__checks">
                <legend>トッピング</legend>
                {toppings.map((t) => {
                  const idNumber = Number(t.id);
                  const checked = (field.value ?? []).includes(idNumber);
                  return (
                    <label key={t.id} className="admin-catalog__check">
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={(event) =>
                          field.onChange(
                            event.currentTarget.checked
                              ? [...(field.value ?? []), idNumber]
                              : (field.value ?? []).filter((v) => v !== idNumber),
                          )
                        }
                      />
                      {t.name}
                      {t.isPublic ? "" : "（非公開）"}
                    </label>
                  );
                })}
              </fieldset>
            )}
          />
          <SubmitButton submitting={isSubmitting}>{id ? "保存する" : "登録する"}</SubmitButton>
          <Link to="/admin/menu" className="admin-catalog__back">
            商品一覧へ戻る
          </Link>
        </form>
        <ProductPreview
          name={watched.name ?? ""}
          description={watched.description ?? ""}
          image={photoUrl ?? (photo.remove ? null : image)}
          badge={watched.badge}
          allergens={(watched.allergens ?? []).filter((a): a is string => Boolean(a))}
          options={(watched.options ?? []).map((o) => ({ name: o?.name ?? "" }))}
          savedPrice={savedPrice}
        />
      </div>
    </section>
  );
}
