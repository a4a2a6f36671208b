import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { NotFoundView } from "../../../components/not-found-view";
import { PageHeading } from "../../../components/page-heading";
import { SuccessToast } from "../../../components/success-toast";
import { ProductChoice } from "../../../domain/catalog/product-choice";
import { useFormats, useT } from "../../../lib/i18n";
import { useSuccessMessage } from "../../../lib/use-success-message";
import { OrderProductQuery } from "../api/order-product-query";
import "./order-detail.css";

const VALID_ID = /^[1-9][0-9]{0,9}$/;

export function OrderDetailPage() {
  const t = useT();
  const { yen } = useFormats();
  const { id = "" } = useParams();
  const validId = VALID_ID.test(id);
  const { data, loading, error, refetch } = useQuery(OrderProductQuery, {
    variables: { id },
    skip: !validId,
  });
  const [message, showMessage] = useSuccessMessage();
  const [imageFailed, setImageFailed] = useState(false);

  if (!validId || (data && !data.product)) return <NotFoundView />;
  // While loading, the page keeps the product's shape (photo box, text column) so that nothing below
  // it, the footer in particular, jumps when the product arrives (it was a 0.48 layout shift).
  if (loading && !data)
    return (
      <article className="order-detail" aria-busy="true">
        <p className="order-detail__back" role="status">
          {t("detail.loading")}
        </p>
        <div className="order-detail__layout">
          <div className="order-detail__media" />
          <div className="order-detail__body order-detail__body--loading" />
        </div>
      </article>
    );
  if (error && !data)
    return (
      <div className="order-detail__error" role="alert">
        <p>{t("detail.loadFailed")}</p>
        <button type="button" className="button button--primary" onClick={() => void refetch()}>
          {t("common.reload")}
        </button>
      </div>
    );
  const product = data?.product;
  if (!product) return null;

  return (
    <article className="order-detail">
      <nav className="order-detail__back" aria-label={t("detail.breadcrumb")}>
        <Link to="/order/menu">{t("detail.back")}</Link>
      </nav>
      <div className="order-detail__layout">
        <div className="order-detail__media">
          {product.image && !imageFailed ? (
            <img src={product.image} alt="" width={640} height={480} onError={() => setImageFailed(true)} />
          ) : (
            <span className="order-detail__no-image" aria-hidden="true">
              唐
            </span>
          )}
        </div>
        <div className="order-detail__body">
          <PageHeading eyebrow="Order">{product.name}</PageHeading>
          <p className="order-detail__price">
            {t("price.from", { price: yen(product.lowestPriceWithTax) })}
            <small>{t("price.taxIncludedNote")}</small>
          </p>
          <p className="order-detail__description">{product.description}</p>
          <p className="order-detail__methods">
            {product.isTakeout ? <span className="order-detail__tag">{t("detail.takeoutOk")}</span> : null}
            {product.isDelivery ? <span className="order-detail__tag">{t("detail.deliveryOk")}</span> : null}
          </p>
          <ProductChoice product={product} onAdded={showMessage} />
        </div>
      </div>
      <SuccessToast message={message} />
    </article>
  );
}
