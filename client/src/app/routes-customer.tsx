import type { RouteObject } from "react-router";
import { Navigate } from "react-router";
import type { MessageKey } from "../lib/i18n";
import { CartLayout } from "./layouts/cart-layout";
import { LoginLayout } from "./layouts/login-layout";
import { PublicLayout } from "./layouts/public-layout";
import { RequireCustomer } from "./require-auth";
import { PageBoundary } from "./route-error";
import { lazyPage, type RouteHandle } from "./route-handle";

const storefront = () => import("../features/storefront/pages");
const home = () => import("../features/storefront/home");
const menu = () => import("../features/storefront/menu");
const order = () => import("../features/order/pages");
const orderDetail = () => import("../features/order/detail");
const cart = () => import("../features/cart/pages");
const account = () => import("../features/account/pages");
const legal = () => import("../features/legal/pages");
const contact = () => import("../features/contact/pages");
const errors = () => import("../features/errors/pages");
const lineLink = () => import("../features/line/pages");

/** A page's title: in Japanese, and for the customer's pages its key in the catalogues (decision 0052). */
const title = (text: string, key?: MessageKey): RouteHandle => ({ title: text, titleKey: key });

export function customerRoutes(): RouteObject[] {
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
