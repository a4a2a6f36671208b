// The catalogues' two parts (issue 35, decision 0052): a page loads the core of its language's
// catalogue with its first load, and the rest with the first page (or dialog) that needs it. The
// core is what the storefront's first screens (/, /menu, the header, the footer, the error views)
// show; the rest is the cart, the checkout, the order pages, the account area, the legal pages, the
// contact form and the validation messages. A key belongs to the rest when its first segment is
// listed here: a new prefix is in the core until listed (a bigger first load, never a missing text).
// client/src/app/catalogue-parts.test.ts fails when the core pages use a key of the rest.
export const REST_PREFIXES: ReadonlySet<string> = new Set([
  "account",
  "address",
  "areas",
  "arrive",
  "cart",
  "checkout",
  "choice",
  "confirm",
  "confirmEmail",
  "confirmLink",
  "confirmSignup",
  "contact",
  "detail",
  "facts",
  "form",
  "history",
  "info",
  "law",
  "legal",
  "line",
  "lineCallback",
  "lineLink",
  "list",
  "methods",
  "order",
  "pager",
  "payment",
  "person",
  "placed",
  "profile",
  "purchase",
  "quote",
  "receipt",
  "recipient",
  "refund",
  "reorder",
  "resend",
  "reset",
  "serverError",
  "signup",
  "slots",
  "status",
  "stepper",
  "terms",
  "thanks",
  "title",
  "validation",
]);

/** Keys in the core although their prefix is listed above: what the first screens show of them. */
export const CORE_KEYS: ReadonlySet<string> = new Set([
  // The home page's shop table (features/storefront/components/shop-info-table.tsx).
  "law.detail.seller",
  "law.term.address",
  "law.term.phone",
  // The document's title on /menu (app/document-title.ts); other pages' titles load with them.
  "title.tagline",
  "title.menu",
]);

export type CataloguePart = "core" | "rest";

/** Which part of the catalogue `key` is in. */
export function partOf(key: string): CataloguePart {
  if (CORE_KEYS.has(key)) return "core";
  return REST_PREFIXES.has(key.split(".", 1)[0] ?? "") ? "rest" : "core";
}
