// The catalogues' three parts (issue 35, decision 0052), each a chunk per language: a page loads
// the core of its language's catalogue with its first load, and another part with the first page
// (or dialog) that needs it (client/src/app/route-handle.ts withTexts).
// - core: what /menu and every screen shows whatever its route: the header, the footer, the menu's
//   cards, the allergens, the reception notice, the error views and the failed chunk's message, the
//   shared form pieces (必須/任意, the error summary) that the staff's screens use too;
// - home: what only the home page (and the store page) adds: the banner, the shop table;
// - rest: the cart, the checkout, the order pages, the account area, the legal pages, the contact
//   form, the validation messages, the server's answers by code, the other pages' titles.
// A key belongs to a part by its first segment listed here, or by its whole name in the lists of
// keys; every other key is in the core: a new prefix is in the core until listed here (a bigger
// first load, never a missing text). client/src/catalogue-parts.test.ts fails when a module of any
// route (customer's or staff's) uses a key of a part its route does not load, and when a part
// would drop or repeat a key.
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

/** The home part: the home page's banner, hours, closures and shop table. */
export const HOME_PREFIXES: ReadonlySet<string> = new Set(["banner", "closure", "home", "store"]);

/** Keys in another part than their prefix's: what the first screens show of them. */
const KEY_PARTS: ReadonlyMap<string, CataloguePart> = new Map([
  // The home page's shop table (features/storefront/components/shop-info-table.tsx).
  ["law.detail.seller", "home"],
  ["law.term.address", "home"],
  ["law.term.phone", "home"],
  // The document's title on /menu (app/document-title.ts); other pages' titles load with them.
  ["title.tagline", "core"],
  ["title.menu", "core"],
]);

export type CataloguePart = "core" | "home" | "rest";

/** Which part of the catalogue `key` is in. */
export function partOf(key: string): CataloguePart {
  const own = KEY_PARTS.get(key);
  if (own) return own;
  const prefix = key.split(".", 1)[0] ?? "";
  if (REST_PREFIXES.has(prefix)) return "rest";
  return HOME_PREFIXES.has(prefix) ? "home" : "core";
}
