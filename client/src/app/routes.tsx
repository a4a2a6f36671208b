import type { RouteObject } from "react-router";
import { Navigate } from "react-router";
import type { MessageKey } from "../lib/i18n";
import { CartLayout } from "./layouts/cart-layout";
import { LoginLayout } from "./layouts/login-layout";
import { PublicLayout } from "./layouts/public-layout";
import { RequireCustomer } from "./require-auth";
import { Root } from "./root";
import { PageBoundary } from "./route-error";
import { lazyPage, type RouteHandle, withAllTexts, withTexts } from "./route-handle";

const home = withTexts(() => import("../features/storefront/home"), "home");
const menu = () => import("../features/storefront/menu");
const storefront = withAllTexts(() => import("../features/storefront/pages"));
const order = withAllTexts(() => import("../features/order/pages"));
const orderDetail = withAllTexts(() => import("../features/order/detail"));
const cart = withAllTexts(() => import("../features/cart/pages"));
const account = withAllTexts(() => import("../features/account/pages"));
const legal = withAllTexts(() => import("../features/legal/pages"));
const contact = withAllTexts(() => import("../features/contact/pages"));
// The counter's screens show the customer's pieces (the product's choices, the quote, the receipt).
const shop = withTexts(() => import("../features/shop/pages"), "rest");
const errors = withAllTexts(() => import("../features/errors/pages"));
const lineLink = withAllTexts(() => import("../features/line/pages"));
// Staff screens' layouts (the counter's) are not part of a visitor's first load.
const staffLayouts = {
  shop: withTexts(() => import("./layouts/shop-layout"), "rest"),
  shopDisplay: () => import("./layouts/shop-display-layout"),
};

/** A page's title: in Japanese, and for the customer's pages its key in the catalogues (decision 0052). */
const title = (text: string, key?: MessageKey): RouteHandle => ({ title: text, titleKey: key });

/** The customer's pages (the storefront, the account, the cart): at / in Japanese, and under each language's prefix. */
function customerRoutes(): RouteObject[] {
  return [
    {
      element: <PublicLayout />,
      children: [
        {
          element: <PageBoundary />,
          children: [
            { index: true, ...lazyPage(home, (m) => m.HomePage) },
            { path: "menu", handle: title("メニュー", "title.menu"), ...lazyPage(menu, (m) => m.MenuPage) },
            {
              path: "store",
              handle: title("店舗情報", "title.store"),
              ...lazyPage(storefront, (m) => m.StorePage),
            },
            { path: "order", handle: title("ご注文", "title.order"), ...lazyPage(order, (m) => m.OrderPage) },
            {
              path: "order/banner",
              handle: title("ご注文", "title.order"),
              ...lazyPage(order, (m) => m.OrderBannerPage),
            },
            {
              path: "order/menu",
              handle: title("ご注文メニュー", "title.orderMenu"),
              ...lazyPage(order, (m) => m.OrderMenuPage),
            },
            {
              path: "order/:id",
              handle: title("ご注文", "title.order"),
              ...lazyPage(orderDetail, (m) => m.OrderDetailPage),
            },
            {
              path: "order/status/:code",
              handle: title("ご注文の状況", "title.orderStatus"),
              ...lazyPage(order, (m) => m.OrderStatusPage),
            },
            {
              path: "confirm/purchase",
              handle: title("ご注文の確定", "title.purchase"),
              ...lazyPage(order, (m) => m.ConfirmPurchasePage),
            },
            {
              path: "confirm/signup",
              handle: title("会員登録の確認", "title.confirmSignup"),
              ...lazyPage(account, (m) => m.ConfirmSignupPage),
            },
            {
              path: "confirm/email",
              handle: title("メールアドレス変更の確認", "title.confirmEmail"),
              ...lazyPage(account, (m) => m.ConfirmEmailPage),
            },
            {
              element: <RequireCustomer />,
              children: [
                {
                  path: "mypage",
                  handle: title("マイページ", "title.mypage"),
                  ...lazyPage(account, (m) => m.MyPageLayout),
                  children: [
                    { index: true, element: <Navigate to="info" replace /> },
                    {
                      path: "history",
                      handle: title("注文履歴", "title.history"),
                      ...lazyPage(account, (m) => m.HistoryPage),
                    },
                    {
                      path: "history/:id",
                      handle: title("注文履歴の詳細", "title.historyDetail"),
                      ...lazyPage(account, (m) => m.HistoryDetailPage),
                    },
                    {
                      path: "info",
                      handle: title("会員情報", "title.info"),
                      ...lazyPage(account, (m) => m.InfoPage),
                    },
                    {
                      path: "info/edit",
                      handle: title("会員情報の変更", "title.infoEdit"),
                      ...lazyPage(account, (m) => m.InfoEditPage),
                    },
                  ],
                },
              ],
            },
            {
              path: "terms/law",
              handle: title("特定商取引法に基づく表記", "title.law"),
              ...lazyPage(legal, (m) => m.TermsLawPage),
            },
            {
              path: "terms",
              handle: title("利用規約", "title.terms"),
              ...lazyPage(legal, (m) => m.TermsPage),
            },
            {
              path: "privacy",
              handle: title("プライバシーポリシー", "title.privacy"),
              ...lazyPage(legal, (m) => m.PrivacyPage),
            },
            {
              path: "contact",
              handle: title("お問い合わせ", "title.contact"),
              ...lazyPage(contact, (m) => m.ContactPage),
            },
            {
              path: "line/callback",
              handle: title("LINE連携", "title.lineLink"),
              ...lazyPage(lineLink, (m) => m.LineCallbackPage),
            },
            {
              path: "error",
              handle: title("エラー", "title.error"),
              ...lazyPage(errors, (m) => m.ErrorPage),
            },
            {
              path: "*",
              handle: title("ページが見つかりませんでした", "title.notFound"),
              ...lazyPage(errors, (m) => m.NotFoundPage),
            },
          ],
        },
      ],
    },
    {
      element: <LoginLayout />,
      children: [
        {
          element: <PageBoundary />,
          children: [
            {
              path: "login",
              handle: title("ログイン", "title.login"),
              ...lazyPage(account, (m) => m.LoginPage),
            },
            {
              path: "signup",
              handle: title("会員登録", "title.signup"),
              ...lazyPage(account, (m) => m.SignupPage),
            },
            {
              path: "resetpass",
              handle: title("パスワードの再設定", "title.resetPassword"),
              ...lazyPage(account, (m) => m.ResetPasswordPage),
            },
          ],
        },
      ],
    },
    {
      path: "cart",
      element: <CartLayout />,
      children: [
        {
          element: <PageBoundary />,
          children: [
            { index: true, handle: title("カート", "title.cart"), ...lazyPage(cart, (m) => m.CartPage) },
            {
              path: "info",
              handle: title("お客様情報", "title.cartInfo"),
              ...lazyPage(cart, (m) => m.CartInfoPage),
            },
            {
              path: "confirm",
              handle: title("ご注文内容の確認", "title.cartConfirm"),
              ...lazyPage(cart, (m) => m.CartConfirmPage),
            },
            {
              path: "arrive/:id?",
              handle: title("到着のお知らせ", "title.arrive"),
              ...lazyPage(cart, (m) => m.CartArrivePage),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The back office's routes (/admin/…, app/routes-admin.tsx): their table is not part of a visitor's
 * first load either (decision 0052). Until it has loaded one route stands for all of them; loading
 * that route's "page" puts the table in its place, and the router then loads the page the table has
 * at the location (route-tree.ts `loadPagesAt`), before it shows anything.
 */
const adminTable: RouteObject[] = [];
export const loadAdminTable = () =>
  import("./routes-admin").then((module) => {
    adminTable.splice(0, adminTable.length, ...module.adminTable);
    return module;
  });
adminTable.push({ path: "*", ...lazyPage(loadAdminTable, () => () => null) });

// Pathless `PageBoundary` routes keep the layout around a failing page (app/route-error.tsx).
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      ...customerRoutes(),
      {
        path: "shop/display",
        ...lazyPage(staffLayouts.shopDisplay, (m) => m.ShopDisplayLayout),
        children: [
          {
            element: <PageBoundary />,
            children: [
              { index: true, handle: title("お呼び出し番号"), ...lazyPage(shop, (m) => m.ShopDisplayPage) },
            ],
          },
        ],
      },
      {
        path: "shop",
        ...lazyPage(staffLayouts.shop, (m) => m.ShopLayout),
        children: [
          {
            element: <PageBoundary />,
            children: [
              { index: true, handle: title("店頭注文"), ...lazyPage(shop, (m) => m.ShopOrderPage) },
              { path: "menu", handle: title("店内注文"), ...lazyPage(shop, (m) => m.ShopMenuPage) },
              { path: "cart", handle: title("店内注文 カート"), ...lazyPage(shop, (m) => m.ShopCartPage) },
              {
                path: "cart/info",
                handle: title("店内注文 お客様情報"),
                ...lazyPage(shop, (m) => m.ShopCartInfoPage),
              },
              {
                path: "cart/confirm",
                handle: title("店内注文 ご注文内容の確認"),
                ...lazyPage(shop, (m) => m.ShopCartConfirmPage),
              },
              {
                path: "purchase",
                handle: title("店内注文 ご注文完了"),
                ...lazyPage(shop, (m) => m.ShopPurchasePage),
              },
            ],
          },
        ],
      },
      { path: "admin", children: adminTable },
      // The customer's pages again under /en, /zh and /ko (decision 0052): same pages, other texts.
      ...(["en", "zh", "ko"] as const).map((prefix) => ({ path: prefix, children: customerRoutes() })),
    ],
  },
];
