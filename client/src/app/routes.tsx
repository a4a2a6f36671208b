import type { RouteObject } from "react-router";
import { Root } from "./root";
import { PageBoundary } from "./route-error";
import { lazyPage, type RouteHandle } from "./route-handle";
import { adminPrintRoute, adminRoutes } from "./routes-admin";
import { customerRoutes } from "./routes-customer";

const shop = () => import("../features/shop/pages");
// Staff screens' layouts (the back office, the counter) are not part of a visitor's first load.
const staffLayouts = {
  admin: () => import("./layouts/admin-layout"),
  adminLogin: () => import("./layouts/admin-login-layout"),
  shop: () => import("./layouts/shop-layout"),
  shopDisplay: () => import("./layouts/shop-display-layout"),
};

/** A staff page's title, in Japanese only. */
const title = (text: string): RouteHandle => ({ title: text });

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
      {
        path: "admin/login",
        ...lazyPage(staffLayouts.adminLogin, (m) => m.AdminLoginLayout),
        children: [
          {
            element: <PageBoundary />,
            children: [
              {
                index: true,
                handle: title("管理者ログイン"),
                ...lazyPage(
                  () => import("../features/admin-auth/pages"),
                  (m) => m.AdminLoginPage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: "admin/resetpass",
        ...lazyPage(staffLayouts.adminLogin, (m) => m.AdminLoginLayout),
        children: [
          {
            element: <PageBoundary />,
            children: [
              {
                index: true,
                handle: title("管理画面のパスワード設定"),
                ...lazyPage(
                  () => import("../features/admin-auth/pages"),
                  (m) => m.AdminResetPasswordPage,
                ),
              },
            ],
          },
        ],
      },
      adminPrintRoute,
      {
        path: "admin",
        ...lazyPage(staffLayouts.admin, (m) => m.AdminLayout),
        children: [{ element: <PageBoundary />, children: adminRoutes }],
      },
      // The customer's pages again under /en, /zh and /ko (decision 0052): same pages, other texts.
      ...(["en", "zh", "ko"] as const).map((prefix) => ({ path: prefix, children: customerRoutes() })),
    ],
  },
];
