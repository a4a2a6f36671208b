import type { ProvisionMethod } from "../../../gql/graphql";

/**
 * The method cards' pictures: a carrier bag for takeout, a delivery scooter for delivery. Drawn
 * here rather than typed as characters, so every language shows the same picture whatever fonts
 * the phone has (an emoji font is not on every device). Decorative: the card's title names it.
 */
export function MethodIcon({ method }: { method: ProvisionMethod }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {method === "TAKEOUT" ? (
        <>
          <path d="M7 11h18l-1.6 16.2a1.6 1.6 0 0 1-1.6 1.4H10.2a1.6 1.6 0 0 1-1.6-1.4Z" />
          <path d="M11.5 14v-4a4.5 4.5 0 0 1 9 0v4" />
        </>
      ) : (
        <>
          <circle cx="7.5" cy="23.5" r="3.5" />
          <circle cx="24.5" cy="23.5" r="3.5" />
          <path d="M11 23.5h8.5l3.6-12.5" />
          <path d="M20.5 8.5h4.5" />
          <path d="M4 19.5c0-2.8 2-4.5 5-4.5h6.5l2.5 5" />
          <rect x="3.5" y="6" width="10" height="7" rx="1.2" />
        </>
      )}
    </svg>
  );
}
