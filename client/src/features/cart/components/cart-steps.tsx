import { useT } from "../../../lib/i18n";

const STEPS = ["nav.cart", "checkout.step.info", "checkout.step.confirm", "checkout.step.done"] as const;

/** Where the customer is in checkout. */
export function CartSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  const t = useT();
  return (
    <ol className="cart-steps" aria-label={t("checkout.steps")}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index === current ? "cart-steps__step cart-steps__step--current" : "cart-steps__step"}
          aria-current={index === current ? "step" : undefined}
        >
          <span className="cart-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="cart-steps__label">{t(step)}</span>
        </li>
      ))}
    </ol>
  );
}
