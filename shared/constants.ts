/**
 * Constants shared by the client and the server. Plain data only: no runtime dependencies,
 * so the server can import this file by relative path and the client through "@shared/constants".
 */

export const SHOP = {
  name: "からあげ本舗",
  /** Shown with the name wherever the shop introduces itself. */
  description: "広島からあげ専門店",
  catchphrase: "揚げたて、広島から。",
  postalCode: "730-0035",
  address: "広島県広島市中区本通 1-23 本通ビル1F",
  phone: "082-123-4567",
  email: "info@karaage-honpo.example.jp",
  businessHours: "11:00〜21:00（ラストオーダー 20:30）",
  regularHoliday: "毎週火曜日",
  representative: "山本 健一",
  /** For car pickups (お車でのお受け取り) and visitors. */
  parking:
    "店舗裏に専用駐車場が2台分あります（お車でのお受け取りの方もご利用いただけます）。満車の際は近隣のコインパーキングをご利用ください。",
  /** A map of the address (opens the map app on a phone). */
  mapUrl:
    "https://www.google.com/maps/search/?api=1&query=%E5%BA%83%E5%B3%B6%E7%9C%8C%E5%BA%83%E5%B3%B6%E5%B8%82%E4%B8%AD%E5%8C%BA%E6%9C%AC%E9%80%9A1-23",
  copyright: "© 2026 からあげ本舗",
} as const;

/** The page title of every route; a page may add its own name after it. */
export const TAGLINE = `${SHOP.catchphrase}${SHOP.description} ${SHOP.name}`;

export function pageTitle(pageName?: string): string {
  return pageName ? `${TAGLINE}｜${pageName}` : TAGLINE;
}

export const PREFECTURES = [
  { id: 1, name: "北海道" },
  { id: 2, name: "青森県" },
  { id: 3, name: "岩手県" },
  { id: 4, name: "宮城県" },
  { id: 5, name: "秋田県" },
  { id: 6, name: "山形県" },
  { id: 7, name: "福島県" },
  { id: 8, name: "茨城県" },
  { id: 9, name: "栃木県" },
  { id: 10, name: "群馬県" },
  { id: 11, name: "埼玉県" },
  { id: 12, name: "千葉県" },
  { id: 13, name: "東京都" },
  { id: 14, name: "神奈川県" },
  { id: 15, name: "新潟県" },
  { id: 16, name: "富山県" },
  { id: 17, name: "石川県" },
  { id: 18, name: "福井県" },
  { id: 19, name: "山梨県" },
  { id: 20, name: "長野県" },
  { id: 21, name: "岐阜県" },
  { id: 22, name: "静岡県" },
  { id: 23, name: "愛知県" },
  { id: 24, name: "三重県" },
  { id: 25, name: "滋賀県" },
  { id: 26, name: "京都府" },
  { id: 27, name: "大阪府" },
  { id: 28, name: "兵庫県" },
  { id: 29, name: "奈良県" },
  { id: 30, name: "和歌山県" },
  { id: 31, name: "鳥取県" },
  { id: 32, name: "島根県" },
  { id: 33, name: "岡山県" },
  { id: 34, name: "広島県" },
  { id: 35, name: "山口県" },
  { id: 36, name: "徳島県" },
  { id: 37, name: "香川県" },
  { id: 38, name: "愛媛県" },
  { id: 39, name: "高知県" },
  { id: 40, name: "福岡県" },
  { id: 41, name: "佐賀県" },
  { id: 42, name: "長崎県" },
  { id: 43, name: "熊本県" },
  { id: 44, name: "大分県" },
  { id: 45, name: "宮崎県" },
  { id: 46, name: "鹿児島県" },
  { id: 47, name: "沖縄県" },
] as const;

export type Prefecture = (typeof PREFECTURES)[number];

export function prefectureById(id: number): Prefecture | undefined {
  return PREFECTURES.find((p) => p.id === id);
}

/** Address lookups return a prefecture name; forms store its id. */
export function prefectureIdByName(name: string): number | undefined {
  return PREFECTURES.find((p) => p.name === name)?.id;
}

/** Same numbering as Date#getDay(). */
export const WEEKDAYS = [
  { id: 0, name: "日" },
  { id: 1, name: "月" },
  { id: 2, name: "火" },
  { id: 3, name: "水" },
  { id: 4, name: "木" },
  { id: 5, name: "金" },
  { id: 6, name: "土" },
] as const;

export const FORM_MODE = {
  frontCreate: 1,
  frontEdit: 2,
  adminCreate: 3,
  adminEdit: 4,
} as const;

export type FormMode = (typeof FORM_MODE)[keyof typeof FORM_MODE];

/** Mirrors the GraphQL enum ProductTag. */
export const PRODUCT_TAGS = ["RECOMMENDATION", "FAMILY", "KARAAGE", "GREAT_VALUE", "BENTO"] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

/** Mirrors the GraphQL enum ProductBadge, with the ribbon text shown on a product. */
export const PRODUCT_BADGES = {
  RECOMMENDED: "おすすめ",
  POPULAR: "人気",
  NEW: "新商品",
  LIMITED: "期間限定",
  GREAT_VALUE: "お得",
} as const;
export type ProductBadge = keyof typeof PRODUCT_BADGES;

export const FILTER_TAB = {
  all: 1,
  recommendation: 2,
  family: 3,
  karaage: 4,
  greatValue: 5,
  bento: 6,
} as const;

export type FilterTabId = (typeof FILTER_TAB)[keyof typeof FILTER_TAB];

/** `tag: null` means every product. */
export const FILTER_TABS: readonly { id: FilterTabId; label: string; tag: ProductTag | null }[] = [
  { id: FILTER_TAB.all, label: "すべて", tag: null },
  { id: FILTER_TAB.recommendation, label: "おすすめ", tag: "RECOMMENDATION" },
  { id: FILTER_TAB.family, label: "ファミリー", tag: "FAMILY" },
  { id: FILTER_TAB.karaage, label: "からあげ", tag: "KARAAGE" },
  { id: FILTER_TAB.greatValue, label: "お得", tag: "GREAT_VALUE" },
  { id: FILTER_TAB.bento, label: "お弁当", tag: "BENTO" },
];

export const SUCCESS_MESSAGE_MS = 3000;

export const PROGRESS_BAR = {
  /** The bar appears only when a navigation takes longer than this. */
  throttleMs: 200,
  /** Time the bar takes to creep towards the end while the navigation is still pending. */
  durationMs: 5000,
} as const;

/** A failed chunk load reloads the page at most once within this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const BREAKPOINTS = {
  mobileMax: 768,
  tabletMin: 769,
  tabletMax: 969,
  desktopMin: 970,
} as const;

/** Share of the window height at which a section counts as revealed while scrolling. */
export const SCROLL_REVEAL_THRESHOLD = { default: 3 / 4, mobile: 6 / 7 } as const;

/** Customer credentials kept in localStorage; logged in only when all three exist. */
export const CUSTOMER_STORAGE_KEYS = ["access-token", "client", "uid"] as const;

export const ADMIN_STORAGE_KEYS = {
  accessToken: "admin-access-token",
  client: "admin-client",
  uid: "admin-uid",
  name: "admin-name",
  role: "admin-role",
} as const;

export interface NavLink {
  id: number;
  name: string;
  link: string;
}

export const HEADER_LINKS = {
  top: { id: 1, name: "トップ", link: "/" },
  menu: { id: 2, name: "メニュー", link: "/menu" },
  order: { id: 3, name: "ご注文", link: "/order" },
  cart: { id: 4, name: "カート", link: "/cart" },
  mypage: { id: 5, name: "マイページ", link: "/mypage/info" },
  login: { id: 6, name: "ログイン", link: "/login" },
} as const satisfies Record<string, NavLink>;

export const HEADER_NAV: readonly NavLink[] = [
  { id: 1, name: "トップ", link: "/" },
  { id: 2, name: "メニュー", link: "/menu" },
  { id: 3, name: "特定商取引法に基づく表記", link: "/terms/law" },
];

export const FOOTER_MENU: readonly NavLink[] = [
  { id: 1, name: "トップ", link: "/" },
  { id: 2, name: "メニュー", link: "/menu" },
  { id: 3, name: "ご注文", link: "/order" },
  { id: 4, name: "マイページ", link: "/mypage/info" },
  { id: 5, name: "特定商取引法に基づく表記", link: "/terms/law" },
  { id: 6, name: "お問い合わせ", link: "/contact" },
  { id: 7, name: "利用規約", link: "/terms" },
  { id: 8, name: "プライバシーポリシー", link: "/privacy" },
];

export const SHOP_HEADER_LINKS: readonly NavLink[] = [
  { id: 1, name: "注文", link: "/shop" },
  { id: 2, name: "カート", link: "/shop/cart" },
];

export interface NavGroup {
  id: number;
  name: string;
  links: readonly NavLink[];
}

export const ADMIN_NAV: readonly NavGroup[] = [
  {
    id: 1,
    name: "注文",
    links: [
      { id: 1, name: "本日", link: "/admin/order/today" },
      { id: 2, name: "明日以降", link: "/admin/order/reserve" },
      { id: 3, name: "過去", link: "/admin/order/history" },
      { id: 4, name: "売上", link: "/admin/sales" },
    ],
  },
  {
    id: 2,
    name: "商品",
    links: [
      { id: 1, name: "商品一覧", link: "/admin/menu" },
      { id: 2, name: "カテゴリ一覧", link: "/admin/category" },
      { id: 3, name: "トッピング一覧", link: "/admin/topping" },
    ],
  },
  {
    id: 3,
    name: "顧客",
    links: [
      { id: 1, name: "顧客一覧", link: "/admin/customer" },
      { id: 2, name: "お問い合わせ", link: "/admin/contact" },
    ],
  },
  {
    id: 4,
    name: "設定",
    links: [
      { id: 1, name: "配達", link: "/admin/setting/delivery" },
      { id: 2, name: "テイクアウト", link: "/admin/setting/takeout" },
      { id: 3, name: "消費税", link: "/admin/setting/tax" },
      { id: 4, name: "管理者一覧", link: "/admin/setting" },
      { id: 5, name: "操作履歴", link: "/admin/setting/audit" },
      { id: 6, name: "規約・ポリシー", link: "/admin/setting/legal" },
      { id: 7, name: "プリンター", link: "/admin/setting/printer" },
      { id: 8, name: "LINE連携", link: "/admin/setting/line" },
    ],
  },
];
