// Shared part of the generated access-control matrix: the schema's admin and owner-only fields
// with sample operations, the owner-only routes, every /api/admin route taken from the router, and
// an app with a customer's and a STAFF administrator's credentials. Each test file calls
// withAccessMatrixApp() once; app and the headers are live bindings.
import type {
  GraphQLArgument,
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLType,
} from "graphql";
import { afterAll, beforeAll } from "vitest";
import { createApiRoutes } from "../../../server/src/api.js";
import { issueToken } from "../../../server/src/modules/auth/tokens.js";
import { schema } from "../../../server/src/schema/index.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";

// The schema's types come from Pothos's copy of graphql, which under vitest can be another module
// instance than this file's, so `instanceof`-based helpers (isNonNullType...) are not usable here.
const kindOf = (type: GraphQLType) => type.constructor.name;
const isNonNullType = (t: GraphQLType): t is GraphQLType & { ofType: GraphQLType } =>
  kindOf(t) === "GraphQLNonNull";
const isListType = (t: GraphQLType): t is GraphQLType & { ofType: GraphQLType } =>
  kindOf(t) === "GraphQLList";
const isEnumType = (t: GraphQLType): t is GraphQLEnumType => kindOf(t) === "GraphQLEnumType";
const isInputObjectType = (t: GraphQLType): t is GraphQLInputObjectType =>
  kindOf(t) === "GraphQLInputObjectType";
const getNamedType = (t: GraphQLType): GraphQLNamedType =>
  isNonNullType(t) || isListType(t) ? getNamedType(t.ofType) : (t as GraphQLNamedType);
const isLeafType = (t: GraphQLType) => ["GraphQLScalarType", "GraphQLEnumType"].includes(kindOf(t));

type Scopes = Record<string, boolean> | undefined;
export const scopesOf = (field: GraphQLField<unknown, unknown>) =>
  (field.extensions as { pothosOptions?: { authScopes?: Scopes } }).pothosOptions?.authScopes;

/** Fields anyone may call: browsing and the sign-in / sign-up flows. Everything else must declare scopes. */
export const PUBLIC_FIELDS = new Set([
  "Query.menu",
  "Query.categories",
  "Query.product",
  "Query.taxRate",
  "Query.displayTimes",
  "Query.receptionStates",
  "Query.takeoutAvailable",
  "Query.deliveryAreas",
  "Query.deliveryAreaFor",
  "Query.addressByPostalCode",
  "Query.order",
  // What a cart costs: the same for everyone, computed from public prices.
  "Query.quote",
  // The terms, the privacy policy and the coming closed days: what every visitor may read.
  "Query.legalDocument",
  "Query.upcomingClosures",
  "Mutation.signUp",
  "Mutation.confirmSignUp",
  // The link mailed to the new address: its single-use token is the authority, on any device.
  "Mutation.confirmEmailChange",
  "Mutation.resendConfirmation",
  "Mutation.signIn",
  "Mutation.signInAdmin",
  "Mutation.requestPasswordReset",
  "Mutation.resetPassword",
  // The link an owner mailed: its single-use token is the authority.
  "Mutation.setAdministratorPasswordWithLink",
  "Mutation.placeOrder",
  "Mutation.confirmPayment",
  "Mutation.markArrived",
  "Mutation.sendContact",
  // The reception states again on every change of hours, pause or busy mode, like the query.
  "Subscription.receptionStatesChanged",
  // Checked when it starts: the order's customer, an administrator or the order's secret.
  "Subscription.orderUpdated",
  // Says only that the menu changed; storefronts then rerun their own menu query.
  "Subscription.catalogChanged",
  // Whether the checkout offers card payment (a gateway is configured): the same for everyone.
  "Query.cardPaymentAvailable",
  // The arrival page reads its order by code and secret, the same authority as markArrived.
  "Query.orderArrival",
  // Whether the shop offers LINE notices; linking starts as anyone (a guest at checkout) and is
  // completed by LINE's state, nonce and PKCE, never by the caller's word (decision 0051).
  "Query.lineAvailable",
  "Mutation.startLineLink",
  "Mutation.completeLineLink",
]);

function sampleValue(type: GraphQLInputType | GraphQLType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  }
  switch (getNamedType(type).name) {
    case "Int":
      return 1;
    case "Boolean":
      return true;
    case "ID":
      return "1";
    case "DateTime":
      return new Date().toISOString();
    default:
      return "sample@example.jp";
  }
}

export function operationFor(
  kind: "query" | "mutation" | "subscription",
  field: GraphQLField<unknown, unknown>,
) {
  const required = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type));
  const vars = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const args = required.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return {
    query: `${kind} Probe${vars ? `(${vars})` : ""} { ${field.name}${args ? `(${args})` : ""}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sampleValue(a.type)])),
  };
}

const roots = [
  ["query", schema.getQueryType()],
  ["mutation", schema.getMutationType()],
  ["subscription", schema.getSubscriptionType()],
] as const;
export const allFields = roots.flatMap(([kind, type]) =>
  type
    ? Object.values((type as GraphQLObjectType).getFields()).map((field) => ({
        kind,
        type: type.name,
        field,
      }))
    : [],
);
export const adminFields = allFields.filter(({ field }) => {
  const scopes = scopesOf(field);
  return Boolean(scopes?.admin || scopes?.owner);
});

export const ownerFields = allFields.filter(({ field }) => Boolean(scopesOf(field)?.owner));

/** Calls only the OWNER may make through REST; STAFF get 403 (their GraphQL twins are in ownerFields). */
export const OWNER_ONLY_ROUTES = [
  ["PUT", "/admin/taxes/reduced", { tax: { tax_rate: 5 } }],
  ["PUT", "/admin/invoice_registration", { invoice_registration_number: "T1234567890123" }],
  ["PUT", "/admin/administrators/1/role", { role: "staff" }],
  [
    "PUT",
    "/admin/administrators/1/password",
    { password: "newpass123", password_confirmation: "newpass123" },
  ],
  ["POST", "/admin_auth", { name: "新人", email: "new@example.jp", password: "newpass123", role: "staff" }],
  ["DELETE", "/admin/administrators/1", undefined],
  ["POST", "/admin/administrators/1/password_link", undefined],
  // Reads only the OWNER may make: the audit trail (decision 0034).
  ["GET", "/admin/audit", undefined],
] as const;

/** Admin fields whose service lets only the OWNER act (the GraphQL scope is admin; see tests/integration/settings). */
export const OWNER_CHECKED_IN_SERVICE = new Set<string>([
  "Mutation.createAdministrator",
  "Mutation.deleteAdministrator",
  // Not denied, but would end the session the following calls use.
  "Mutation.signOutAdmin",
  "Mutation.updateMyAdministratorAccount",
]);
/** REST calls left out of the STAFF check for the same reasons. */
export const STAFF_SKIPPED_ROUTES = new Set(["DELETE /admin_auth/sign_out", "PUT /admin_auth"]);

export let app: TestApp;
export let customerHeaders: Record<string, string>;
export let customerId: number;
export let staffHeaders: Record<string, string>;

export function withAccessMatrixApp() {
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
    const customer = await app.db.prisma.customer.create({
      data: {
        email: "matrix@example.jp",
        passwordHash: "x",
        lastName: "検証",
        firstName: "太郎",
        lastNameKana: "ケンショウ",
        firstNameKana: "タロウ",
        tel: "09011112222",
        confirmedAt: new Date(),
      },
    });
    customerId = customer.id;
    const token = await issueToken(app.db.prisma, "customer", customer.id);
    customerHeaders = { "access-token": token.accessToken, client: token.client, uid: customer.email };
    const staff = await app.db.prisma.administrator.create({
      data: { name: "スタッフ", email: "staff@example.jp", passwordHash: "x", role: "STAFF" },
    });
    const staffToken = await issueToken(app.db.prisma, "admin", staff.id);
    staffHeaders = { "access-token": staffToken.accessToken, client: staffToken.client, uid: staff.email };
  });
  afterAll(() => app?.close());
}

/** Keeps a rotated token (the old one stops working 5 s after a rotation). */
export function remember(res: Response, headers: Record<string, string>) {
  const token = res.headers.get("access-token");
  if (token && headers["access-token"]) headers["access-token"] = token;
}

export async function graphql(body: object, headers: Record<string, string>) {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  remember(res, headers);
  return (await res.json()) as {
    data?: Record<string, { __typename?: string } | null> | null;
    errors?: { extensions?: { code?: string } }[];
  };
}

export const DENIED_CODES = ["UNAUTHENTICATED", "FORBIDDEN"];
export const DENIED_TYPES = ["UnauthorizedError", "ForbiddenError"];

// Every /api/admin route, with its :params filled in, taken from the router itself.
export const apiRoutes = createApiRoutes({} as never)
  .routes.filter((r) => r.method !== "ALL")
  .filter((r) => /^\/admin(\/|_auth)/.test(r.path) && r.path !== "/admin_auth/sign_in")
  .map((r) => [`${r.method} /api${r.path}`, r] as const);
