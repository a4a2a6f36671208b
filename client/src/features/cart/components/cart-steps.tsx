const STEPS = ["カート", "お客様情報", "ご注文内容の確認", "完了"] as const;

/** Where the customer is in checkout. */
export function CartSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className="cart-steps" aria-label="ご注文の手順">
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index === current ? "cart-steps__step cart-steps__step--current" : "cart-steps__step"}
          aria-current={index === current ? "step" : undefined}
        >
          <span className="cart-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="cart-steps__label">{step}</span>
        </li>
      ))}
    </ol>
  );
}
