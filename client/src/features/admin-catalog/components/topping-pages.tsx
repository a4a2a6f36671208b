import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { allergenText } from "@shared/allergens";
import { type ToppingInput, type ToppingInputParsed, toppingInputSchema } from "@shared/catalog-admin";
import { formatYen } from "@shared/pricing";
import { useCallback, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHeading } from "../../../components/page-heading";
import { AdminToppingQuery } from "../api/admin-topping-query";
import { AdminToppingsQuery } from "../api/admin-toppings-query";
import { DeleteToppingMutation } from "../api/delete-topping-mutation";
import { MoveToppingMutation } from "../api/move-topping-mutation";
import { CreateToppingMutation, UpdateToppingMutation } from "../api/save-topping-mutation";
import { uploadMutation } from "../api/upload";
import { AllergenPicker } from "./allergen-picker";
import { ImageField, NO_PHOTO_CHANGE, type PhotoChoice, photoBlocksSave } from "./image-field";
import { LoadFailure } from "./load-failure";
import { OptionRows } from "./option-rows";
import { ReorderButtons } from "./reorder-buttons";
import { formTranslations, TranslationFields } from "./translation-fields";
import "./admin-catalog.css";
import "./admin-catalog-translations.css";

/** /admin/topping: toppings in storefront order; deleting one in use says where first. */
export function ToppingListPage() {
  const { data, error } = useQuery(AdminToppingsQuery, { fetchPolicy: "cache-and-network" });
  const [move, moving] = useMutation(MoveToppingMutation, { refetchQueries: [AdminToppingsQuery] });
  const [remove, removing] = useMutation(DeleteToppingMutation, { refetchQueries: [AdminToppingsQuery] });
  const [asking, setAsking] = useState<{ id: string; name: string; usedBy: string[] } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const toppings = data?.adminToppings ?? [];

  const confirmDelete = async () => {
    if (!asking) return;
    try {
      const answer = (await remove({ variables: { id: asking.id } })).data?.deleteTopping;
      setAlert(answer && "message" in answer ? answer.message : null);
    } catch (e) {
      setAlert(messageOfError(e));
    }
    setAsking(null);
  };

  return (
    <section className="page admin-catalog">
      <PageHeading eyebrow="Toppings">トッピング一覧</PageHeading>
      <p className="admin-catalog__toolbar">
        <Link className="button button--primary" to="/admin/topping/create">
          トッピングを登録
        </Link>
      </p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      <ol className="admin-catalog__list" aria-label="トッピング（ストアでの表示順）">
        {toppings.map((topping, index) => (
          <li key={topping.id} className="admin-catalog__row">
            <ReorderButtons
              name={topping.name}
              first={index === 0}
              last={index === toppings.length - 1}
              busy={moving.loading}
              onMove={(direction) => void move({ variables: { id: topping.id, direction } })}
            />
            {topping.image ? (
              <img className="admin-catalog__thumb" src={topping.image} alt="" width={56} height={42} />
            ) : (
              <span className="admin-catalog__thumb admin-catalog__thumb--empty" aria-hidden="true" />
            )}
            <span className="admin-catalog__name">
              {topping.name}
              {topping.isPublic ? null : <span className="admin-catalog__tag">非公開</span>}
            </span>
            <span className="admin-catalog__meta">
              {topping.options.map((o) => `${o.name} ${formatYen(o.priceWithTax)}`).join("／")}
              {topping.allergens.length ? `　アレルゲン：${allergenText(topping.allergens)}` : ""}
            </span>
            <Link className="button button--ghost button--small" to={`/admin/topping/${topping.id}`}>
              編集<span className="visually-hidden">（{topping.name}）</span>
            </Link>
            <button
              type="button"
              className="button button--danger button--small"
              onClick={() =>
                setAsking({ id: topping.id, name: topping.name, usedBy: topping.usedBy.map((u) => u.name) })
              }
            >
              削除<span className="visually-hidden">（{topping.name}）</span>
            </button>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asking !== null}
        title="トッピングの削除"
        confirmLabel="削除する"
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(null)}
      >
        <p>トッピング「{asking?.name}」を削除しますか？</p>
        {asking?.usedBy.length ? (
          <p className="admin-catalog__warning">
            次の商品で使われています（先に各商品から外してください）：{asking.usedBy.join("、")}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

export function ToppingCreatePage() {
  return <ToppingFormPage />;
}

export function ToppingEditPage() {
  const { id = "" } = useParams();
  const { data, error } = useQuery(AdminToppingQuery, {
    variables: { id },
    fetchPolicy: "network-only",
    context: { keepSessionOnNotFound: true },
  });
  if (error && !data)
    return (
      <LoadFailure
        error={error}
        noun="トッピング"
        eyebrow="Toppings"
        listPath="/admin/topping"
        listLabel="トッピング一覧"
      />
    );
  if (!data) return <p aria-busy="true">読み込んでいます…</p>;
  const t = data.adminTopping;
  return (
    <ToppingFormPage
      id={id}
      image={t.image ?? null}
      values={{
        name: t.name,
        translations: formTranslations(t.translations),
        isPublic: t.isPublic,
        allergens: [...t.allergens],
        options: t.options.map((o) => ({
          id: Number(o.id),
          name: o.name,
          translations: formTranslations(o.translations),
          price: o.price,
          allergens: [...o.allergens],
        })),
      }}
    />
  );
}

const EMPTY: ToppingInput = {
  name: "",
  translations: formTranslations(null),
  isPublic: true,
  allergens: [],
  options: [{ name: "", price: 0, allergens: [], translations: formTranslations(null) }],
};

function ToppingFormPage({
  id,
  values = EMPTY,
  image = null,
}: {
  id?: string;
  values?: ToppingInput;
  image?: string | null;
}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoChoice>(NO_PHOTO_CHANGE);
  const form = useForm<ToppingInput, unknown, ToppingInputParsed>({
    resolver: zodResolver(toppingInputSchema),
    defaultValues: values,
  });
  const { errors, isSubmitting } = form.formState;
  const { setValue } = form;
  const setOptionPrice = useCallback(
    (index: number, price: number) =>
      setValue(`options.${index}.price`, price, { shouldDirty: true, shouldValidate: true }),
    [setValue],
  );

  const onSubmit = async (input: ToppingInputParsed) => {
    setAlert(null);
    const blocked = photoBlocksSave(photo);
    if (blocked) {
      setAlert(blocked);
      document.getElementById("topping-photo")?.focus();
      return;
    }
    const payload = {
      ...input,
      options: input.options.map((o) => ({ ...o, id: o.id ? String(o.id) : null })),
    };
    try {
      const data = id
        ? (
            await uploadMutation(
              UpdateToppingMutation,
              { id, input: payload, removeImage: photo.remove },
              photo.file,
            )
          ).updateTopping
        : (await uploadMutation(CreateToppingMutation, { input: payload }, photo.file)).createTopping;
      if ("message" in data) {
        const image =
          data.__typename === "ValidationError" ? data.fieldErrors.find((f) => f.field === "image") : null;
        if (image) setPhoto((p) => ({ ...p, error: image.messages[0] }));
        return setAlert(applyFailure(data, form.setError, ["name", "isPublic"]));
      }
      await client.refetchQueries({ include: [AdminToppingsQuery] });
      navigate("/admin/topping");
    } catch (e) {
      setAlert(e instanceof Error ? e.message : messageOfError(e));
    }
  };

  return (
    <section className="page admin-catalog">
      <PageHeading eyebrow="Toppings">{id ? "トッピングの編集" : "トッピングの登録"}</PageHeading>
      <form className="admin-catalog__form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField
          label="トッピング名"
          required
          registration={form.register("name")}
          error={errors.name?.message}
        />
        <TranslationFields register={form.register} errors={errors} path="translations" noun="トッピング名" />
        <label className="admin-catalog__check">
          <input type="checkbox" {...form.register("isPublic")} />
          ストアに公開する
        </label>
        <ImageField id="topping-photo" label="写真" current={image} {...photo} onChange={setPhoto} />
        <Controller
          control={form.control}
          name="allergens"
          render={({ field }) => (
            <AllergenPicker
              legend="トッピングのアレルゲン"
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <OptionRows
          legend="選択肢（サイズと価格）"
          noun="選択肢"
          control={form.control as never}
          register={form.register as never}
          errors={errors as never}
          taxKind="REDUCED"
          setPrice={setOptionPrice}
        />
        <SubmitButton submitting={isSubmitting}>{id ? "保存する" : "登録する"}</SubmitButton>
        <Link to="/admin/topping" className="admin-catalog__back">
          トッピング一覧へ戻る
        </Link>
      </form>
    </section>
  );
}
