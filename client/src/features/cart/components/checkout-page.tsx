import { useQuery } from "@apollo/client/react";
import { lazy, Suspense } from "react";
import { Link, Navigate } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { useCart } from "../../../domain/cart/cart-hooks";
import { valuesFromDraft } from "../../../domain/checkout/checkout-draft";
import { methodOfDraft } from "../../../domain/checkout/order-draft";
import { useOrderDraft } from "../../../domain/checkout/use-order-draft";
import { useRichT, useT } from "../../../lib/i18n";
import { useCustomerLoggedIn } from "../../../lib/local-session";
import { CheckoutMeQuery } from "../api/checkout-me-query";
import { CartSteps } from "./cart-steps";
import "../../../components/form/forms.css";
import "./cart.css";
import "./checkout.css";

// The form and its libraries (react-hook-form, zod, the shared rules: ~45 kB compressed) load only
// when the form is shown: the cart's other pages, and an empty cart's redirect from here, never wait
// for them. /cart fetches them once it has loaded (preloadCheckoutForm), before 「ご注文手続きへ進む」.
const loadCheckoutForm = () => import("./checkout-form");
export const preloadCheckoutForm = () => void loadCheckoutForm().catch(() => {});
const CheckoutForm = lazy(() => loadCheckoutForm().then((m) => ({ default: m.CheckoutForm })));

/** /cart/info: who orders, where and when, and how they pay. */
export function CheckoutPage() {
  const t = useT();
  const rich = useRichT();
  const { items } = useCart();
  const draft = useOrderDraft();
  const method = methodOfDraft(draft);
  const loggedIn = useCustomerLoggedIn();
  const { data, loading } = useQuery(CheckoutMeQuery, { skip: !loggedIn, errorPolicy: "all" });

  if (items.length === 0) return <Navigate to="/cart" replace />;
  if (!method) return <Navigate to="/order" replace />;

  return (
    <section className="checkout-page">
      <CartSteps current={1} />
      <PageHeading eyebrow="Information">{t("checkout.title")}</PageHeading>
      {loggedIn ? null : (
        <p className="checkout-page__member">
          {rich("checkout.memberLogin", {
            login: (chunks) => (
              <Link to="/login" state={{ from: "/cart/info" }}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {loggedIn && loading && !data ? (
        <p role="status">{t("checkout.loadingMember")}</p>
      ) : (
        <Suspense fallback={<p role="status">{t("checkout.loadingForm")}</p>}>
          <CheckoutForm
            defaults={valuesFromDraft(draft, method, data?.me ?? null)}
            member={Boolean(data?.me)}
          />
        </Suspense>
      )}
    </section>
  );
}
