// The catalogue key of each customer link's label (shared/constants.ts names them in Japanese for
// the staff's and the server's use; the storefront shows them from the catalogue, decision 0052).
const NAV_KEYS = {
  "/": "nav.top",
  "/menu": "nav.menu",
  "/order": "nav.order",
  "/cart": "nav.cart",
  "/mypage/info": "nav.mypage",
  "/login": "nav.login",
  "/terms/law": "nav.law",
  "/contact": "nav.contact",
  "/terms": "nav.terms",
  "/privacy": "nav.privacy",
} as const;

export type NavKey = (typeof NAV_KEYS)[keyof typeof NAV_KEYS];

/** The label's key of a link of HEADER_LINKS, HEADER_NAV or FOOTER_MENU. */
export function navKey(link: string): NavKey {
  const key = (NAV_KEYS as Record<string, NavKey>)[link];
  if (!key) throw new Error(`No label for the link ${link}`);
  return key;
}
