import type { RouteObject } from "react-router";
import { Navigate } from "react-router";
import { RequireAdmin } from "./require-auth";
import { PageBoundary } from "./route-error";
import { lazyPage, type RouteHandle, withTexts } from "./route-handle";

// Staff screens are Japanese; those that show the customer's pieces (the receipt, the quote, the
// person's fields, the pager) load the rest of the catalogue with their code (catalogue-parts.test.ts).
const orders = withTexts(() => import("../features/admin-orders/pages"), "rest");
const catalog = withTexts(() => import("../features/admin-catalog/pages"), "rest");
const customers = withTexts(() => import("../features/admin-customers/pages"), "rest");
const settings = withTexts(() => import("../features/admin-settings/pages"), "rest");
const contacts = withTexts(() => import("../features/admin-contacts/pages"), "rest");
const sales = () => import("../features/admin-sales/pages");
const audit = () => import("../features/admin-audit/pages");

const title = (text: string): RouteHandle => ({ title: `${text}｜管理画面` });
const adminLayout = () => import("./layouts/admin-layout");
const adminLoginLayout = () => import("./layouts/admin-login-layout");
const adminAuth = () => import("../features/admin-auth/pages");

/** The kitchen ticket: a bare page for the printer, no admin header (opened in a new tab). */
const adminPrintRoute: RouteObject = {
  path: "order/print/:code",
  element: (
    <RequireAdmin>
      <div className="layout layout--bare">
        <PageBoundary />
      </div>
    </RequireAdmin>
  ),
  children: [{ index: true, handle: title("伝票の印刷"), ...lazyPage(orders, (m) => m.OrderPrintPage) }],
};

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="order/today" replace /> },
  { path: "order/today", handle: title("本日の注文"), ...lazyPage(orders, (m) => m.TodayOrdersPage) },
  {
    path: "order/reserve",
    handle: title("明日以降の注文"),
    ...lazyPage(orders, (m) => m.ReservedOrdersPage),
  },
  { path: "order/history", handle: title("過去の注文"), ...lazyPage(orders, (m) => m.PastOrdersPage) },
  { path: "sales", handle: title("売上"), ...lazyPage(sales, (m) => m.SalesPage) },
  { path: "menu", handle: title("商品一覧"), ...lazyPage(catalog, (m) => m.ProductListPage) },
  { path: "menu/create", handle: title("商品の登録"), ...lazyPage(catalog, (m) => m.ProductCreatePage) },
  { path: "menu/:id", handle: title("商品の編集"), ...lazyPage(catalog, (m) => m.ProductEditPage) },
  { path: "category", handle: title("カテゴリ一覧"), ...lazyPage(catalog, (m) => m.CategoryListPage) },
  {
    path: "category/create",
    handle: title("カテゴリの登録"),
    ...lazyPage(catalog, (m) => m.CategoryCreatePage),
  },
  {
    path: "category/:id",
    handle: title("カテゴリの編集"),
    ...lazyPage(catalog, (m) => m.CategoryEditPage),
  },
  { path: "topping", handle: title("トッピング一覧"), ...lazyPage(catalog, (m) => m.ToppingListPage) },
  {
    path: "topping/create",
    handle: title("トッピングの登録"),
    ...lazyPage(catalog, (m) => m.ToppingCreatePage),
  },
  {
    path: "topping/:id",
    handle: title("トッピングの編集"),
    ...lazyPage(catalog, (m) => m.ToppingEditPage),
  },
  { path: "customer", handle: title("顧客一覧"), ...lazyPage(customers, (m) => m.CustomerListPage) },
  {
    path: "customer/create",
    handle: title("顧客の登録"),
    ...lazyPage(customers, (m) => m.CustomerCreatePage),
  },
  {
    path: "customer/:id",
    handle: title("顧客の編集"),
    ...lazyPage(customers, (m) => m.CustomerEditPage),
  },
  {
    path: "contact",
    handle: title("お問い合わせ一覧"),
    ...lazyPage(contacts, (m) => m.ContactListPage),
  },
  {
    path: "contact/:id",
    handle: title("お問い合わせの詳細"),
    ...lazyPage(contacts, (m) => m.ContactDetailPage),
  },
  {
    path: "setting",
    handle: title("管理者一覧"),
    ...lazyPage(settings, (m) => m.AdministratorListPage),
  },
  {
    path: "setting/create",
    handle: title("管理者の登録"),
    ...lazyPage(settings, (m) => m.AdministratorCreatePage),
  },
  {
    path: "setting/delivery",
    handle: title("配達の設定"),
    ...lazyPage(settings, (m) => m.DeliverySettingPage),
  },
  {
    path: "setting/takeout",
    handle: title("テイクアウトの設定"),
    ...lazyPage(settings, (m) => m.TakeoutSettingPage),
  },
  { path: "setting/tax", handle: title("消費税の設定"), ...lazyPage(settings, (m) => m.TaxSettingPage) },
  { path: "setting/audit", handle: title("操作履歴"), ...lazyPage(audit, (m) => m.AuditPage) },
  {
    path: "setting/legal",
    handle: title("利用規約・プライバシーポリシー"),
    ...lazyPage(settings, (m) => m.LegalSettingPage),
  },
  { path: "setting/line", handle: title("LINE連携"), ...lazyPage(settings, (m) => m.LineSettingPage) },
  {
    path: "setting/printer",
    handle: title("プリンター"),
    ...lazyPage(settings, (m) => m.PrinterSettingPage),
  },
  {
    path: "setting/:id",
    handle: title("管理者の編集"),
    ...lazyPage(settings, (m) => m.AdministratorEditPage),
  },
  {
    path: "*",
    handle: title("ページが見つかりませんでした"),
    ...lazyPage(
      () => import("../features/errors/pages"),
      (m) => m.NotFoundPage,
    ),
  },
];

/** Everything under /admin (loaded with the first of its pages, app/routes.tsx `loadAdminTable`). */
export const adminTable: RouteObject[] = [
  {
    path: "login",
    ...lazyPage(adminLoginLayout, (m) => m.AdminLoginLayout),
    children: [
      {
        element: <PageBoundary />,
        children: [
          {
            index: true,
            handle: { title: "管理者ログイン" },
            ...lazyPage(adminAuth, (m) => m.AdminLoginPage),
          },
        ],
      },
    ],
  },
  {
    path: "resetpass",
    ...lazyPage(adminLoginLayout, (m) => m.AdminLoginLayout),
    children: [
      {
        element: <PageBoundary />,
        children: [
          {
            index: true,
            handle: { title: "管理画面のパスワード設定" },
            ...lazyPage(adminAuth, (m) => m.AdminResetPasswordPage),
          },
        ],
      },
    ],
  },
  adminPrintRoute,
  {
    ...lazyPage(adminLayout, (m) => m.AdminLayout),
    children: [{ element: <PageBoundary />, children: adminRoutes }],
  },
];
