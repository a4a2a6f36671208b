import { useMutation, useQuery } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { categoryInputSchema } from "@shared/catalog-admin";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFailure, messageOfError } from "../../../components/form/server-errors";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHeading } from "../../../components/page-heading";
import { useFlashFromNavigation } from "../../../lib/use-flash-from-navigation";
import { AdminCategoriesQuery } from "../api/admin-categories-query";
import { AdminCategoryQuery } from "../api/admin-category-query";
import { DeleteCategoryMutation } from "../api/delete-category-mutation";
import { MoveCategoryMutation } from "../api/move-category-mutation";
import { CreateCategoryMutation, UpdateCategoryMutation } from "../api/save-category-mutation";
import { LoadFailure } from "./load-failure";
import { ReorderButtons } from "./reorder-buttons";
import { formTranslations, TranslationFields } from "./translation-fields";
import "./admin-catalog.css";
import "./admin-catalog-translations.css";

/** /admin/category: categories in storefront order, reordered with ↑ ↓, deleted after a question. */
export function CategoryListPage() {
  const { data, error } = useQuery(AdminCategoriesQuery, { fetchPolicy: "cache-and-network" });
  const [move, moving] = useMutation(MoveCategoryMutation, { refetchQueries: [AdminCategoriesQuery] });
  const [remove, removing] = useMutation(DeleteCategoryMutation, { refetchQueries: [AdminCategoriesQuery] });
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const flash = useFlashFromNavigation();
  const categories = data?.adminCategories ?? [];

  const confirmDelete = async () => {
    if (!asking) return;
    try {
      const result = await remove({ variables: { id: asking.id } });
      const answer = result.data?.deleteCategory;
      setAlert(answer && "message" in answer ? answer.message : null);
    } catch (e) {
      setAlert(messageOfError(e));
    }
    setAsking(null);
  };

  return (
    <section className="page admin-catalog">
      <PageHeading eyebrow="Categories">カテゴリ一覧</PageHeading>
      <p className="admin-catalog__toolbar">
        <Link className="button button--primary" to="/admin/category/create">
          カテゴリを登録
        </Link>
      </p>
      <FormAlert tone="success">{alert ? "" : flash}</FormAlert>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {error && !data ? <FormAlert>{messageOfError(error)}</FormAlert> : null}
      <ol className="admin-catalog__list" aria-label="カテゴリ（ストアでの表示順）">
        {categories.map((category, index) => (
          <li key={category.id} className="admin-catalog__row">
            <ReorderButtons
              name={category.name}
              first={index === 0}
              last={index === categories.length - 1}
              busy={moving.loading}
              onMove={(direction) => void move({ variables: { id: category.id, direction } })}
            />
            <span className="admin-catalog__name">{category.name}</span>
            <span className="admin-catalog__meta">商品 {category.productCount}件</span>
            <Link className="button button--ghost button--small" to={`/admin/category/${category.id}`}>
              編集<span className="visually-hidden">（{category.name}）</span>
            </Link>
            <button
              type="button"
              className="button button--danger button--small"
              onClick={() => setAsking({ id: category.id, name: category.name })}
            >
              削除<span className="visually-hidden">（{category.name}）</span>
            </button>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asking !== null}
        title="カテゴリの削除"
        confirmLabel="削除する"
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(null)}
      >
        <p>カテゴリ「{asking?.name}」を削除しますか？</p>
      </ConfirmDialog>
    </section>
  );
}

export function CategoryCreatePage() {
  return <CategoryFormPage />;
}

export function CategoryEditPage() {
  const { id = "" } = useParams();
  const { data, error } = useQuery(AdminCategoryQuery, {
    variables: { id },
    context: { keepSessionOnNotFound: true },
  });
  if (error && !data)
    return (
      <LoadFailure
        error={error}
        noun="カテゴリ"
        eyebrow="Categories"
        listPath="/admin/category"
        listLabel="カテゴリ一覧"
      />
    );
  if (!data) return <p aria-busy="true">読み込んでいます…</p>;
  const { name, translations } = data.adminCategory;
  return <CategoryFormPage id={id} name={name} translations={formTranslations(translations)} />;
}

type CategoryForm = z.input<typeof categoryInputSchema>;
type CategoryInput = z.output<typeof categoryInputSchema>;

function CategoryFormPage({
  id,
  name,
  translations,
}: {
  id?: string;
  name?: string;
  translations?: CategoryForm["translations"];
}) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateCategoryMutation, { refetchQueries: [AdminCategoriesQuery] });
  const [update] = useMutation(UpdateCategoryMutation, { refetchQueries: [AdminCategoriesQuery] });
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CategoryForm, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name, translations: translations ?? formTranslations(null) },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (input: CategoryInput) => {
    setAlert(null);
    try {
      const result = id
        ? (await update({ variables: { id, input } })).data?.updateCategory
        : (await create({ variables: { input } })).data?.createCategory;
      if (result && "message" in result) return setAlert(applyFailure(result, form.setError, ["name"]));
      navigate("/admin/category", {
        state: { flash: `カテゴリ「${input.name.trim()}」を${id ? "保存" : "登録"}しました` },
      });
    } catch (e) {
      setAlert(messageOfError(e));
    }
  };

  return (
    <section className="page admin-catalog">
      <PageHeading eyebrow="Categories">{id ? "カテゴリの編集" : "カテゴリの登録"}</PageHeading>
      <form className="admin-catalog__form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField
          label="カテゴリ名"
          required
          registration={form.register("name")}
          error={errors.name?.message}
        />
        <TranslationFields register={form.register} errors={errors} path="translations" noun="カテゴリ名" />
        <SubmitButton submitting={isSubmitting}>{id ? "保存する" : "登録する"}</SubmitButton>
        <Link to="/admin/category" className="admin-catalog__back">
          カテゴリ一覧へ戻る
        </Link>
      </form>
    </section>
  );
}
