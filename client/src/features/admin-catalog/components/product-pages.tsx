import { useQuery } from "@apollo/client/react";
import type { ProductInput } from "@shared/catalog-admin";
import { formatYen } from "@shared/pricing";
import { useParams } from "react-router";
import { AdminProductFormQuery } from "../api/admin-product-query";
import { LoadFailure } from "./load-failure";
import { ProductForm } from "./product-form-page";
import { formTranslations } from "./translation-fields";

export function ProductCreatePage() {
  return <ProductFormLoader />;
}

export function ProductEditPage() {
  const { id = "" } = useParams();
  return <ProductFormLoader id={id} />;
}

function ProductFormLoader({ id }: { id?: string }) {
  const { data, error } = useQuery(AdminProductFormQuery, {
    variables: { id: id ?? "0", editing: Boolean(id) },
    fetchPolicy: "network-only",
    context: { keepSessionOnNotFound: true },
  });
  if (error && !data)
    return (
      <LoadFailure error={error} noun="商品" eyebrow="Products" listPath="/admin/menu" listLabel="商品一覧" />
    );
  if (!data) return <p aria-busy="true">読み込んでいます…</p>;
  const p = data.adminProduct;
  const values: ProductInput = p
    ? {
        name: p.name,
        description: p.description,
        translations: formTranslations(p.translations),
        badge: p.badge ?? null,
        tags: [...p.tags],
        isPublic: p.isPublic,
        categoryId: p.categoryId,
        isTakeout: p.isTakeout,
        isDelivery: p.isDelivery,
        price: p.price,
        taxKind: p.taxKind,
        allergens: [...p.allergens],
        provisionDate: { startOn: p.provisionDate?.startOn ?? "", endOn: p.provisionDate?.endOn ?? "" },
        options: p.options.map((o) => ({
          id: Number(o.id),
          name: o.name,
          translations: formTranslations(o.translations),
          price: o.price,
          allergens: [...o.allergens],
          kitchenUnits: o.kitchenUnits,
        })),
        toppingIds: p.toppings.map((t) => Number(t.id)),
      }
    : {
        name: "",
        description: "",
        translations: formTranslations(null),
        badge: null,
        tags: [],
        isPublic: true,
        categoryId: Number(data.adminCategories[0]?.id ?? 0),
        isTakeout: true,
        isDelivery: true,
        price: 0,
        taxKind: "REDUCED",
        allergens: [],
        provisionDate: { startOn: "", endOn: "" },
        options: [],
        toppingIds: [],
      };
  return (
    <ProductForm
      id={id}
      values={values}
      image={p?.image ?? null}
      savedPrice={
        p ? (p.options.length ? `${formatYen(p.lowestPriceWithTax)}〜` : formatYen(p.priceWithTax)) : null
      }
      categories={data.adminCategories}
      toppings={data.adminToppings}
    />
  );
}
