// The spec's staff customer calls: GET /api/admin/customers (search, paged), GET /{id}/edit,
// PUT /{id} {customer}, DELETE /{id}; plus POST /api/admin/customers {customer}, and
// GET /api/admin/customers.csv?q (every customer, or the search's, streamed; gzip when accepted).
import { Hono } from "hono";
import { listCountText } from "../../../../shared/pricing.js";
import { ValidationError } from "../../errors.js";
import { csvResponse, csvStream } from "../../lib/csv-stream.js";
import { tokyoClock } from "../../lib/tokyo-time.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import { customerJson } from "../auth/auth.rest.js";
import {
  createCustomer,
  customerOrderTotals,
  deleteCustomer,
  findCustomer,
  latestOrdersOf,
  listCustomers,
  updateCustomer,
} from "./customer-admin.service.js";
import { CUSTOMER_CSV_HEADERS, customerCsvRows } from "./customer-csv.js";

async function customerInput(c: RestContext) {
  const body = (await readJson(c)).customer;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ValidationError("customer を送信してください", { customer: ["customer を送信してください"] });
  }
  const b = body as Record<string, unknown>;
  const prefecture = b.prefecture_id;
  return {
    lastName: b.last_name,
    firstName: b.first_name,
    lastNameKana: b.last_name_kana,
    firstNameKana: b.first_name_kana,
    email: b.email,
    tel: b.tel,
    postalCode: b.postal_code ?? undefined,
    prefectureId:
      prefecture === "" || prefecture === undefined
        ? null
        : typeof prefecture === "string"
          ? Number(prefecture)
          : prefecture,
    address1: b.address1 ?? undefined,
    address2: b.address2 ?? undefined,
  };
}

const idOf = async (c: RestContext) => (await findCustomer(c.get("ctx").prisma, c.req.param("id") ?? "")).id;

export const customerAdminRoutes = new Hono<RestEnv>()
  .get("/admin/customers", async (c) => {
    const q = c.req.query();
    const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
    const result = await listCustomers(c.get("ctx").prisma, {
      query: q.q ?? q.query,
      page: number(q.page),
      perPage: number(q.per_page),
    });
    return c.json({
      customers: result.customers.map(customerJson),
      total_count: result.totalCount,
      page: result.page,
      per_page: result.perPage,
      count_text: listCountText({ page: result.page, perPage: result.perPage, total: result.totalCount }),
    });
  })
  // Streams from the database (decision 0050): the first rows leave before the rest are read.
  .get("/admin/customers.csv", (c) => {
    const q = c.req.query();
    const body = csvStream(CUSTOMER_CSV_HEADERS, customerCsvRows(c.get("ctx").prisma, q.q ?? q.query));
    return csvResponse(c.req.raw, `customers-${tokyoClock(new Date()).date}.csv`, body);
  })
  .post("/admin/customers", async (c) => {
    const customer = await createCustomer(c.get("ctx"), await customerInput(c));
    return c.json({ customer: customerJson(customer) }, 201);
  })
  .get("/admin/customers/:id/edit", async (c) => {
    const prisma = c.get("ctx").prisma;
    const customer = await findCustomer(prisma, c.req.param("id"));
    const [totals, orders] = await Promise.all([
      customerOrderTotals(prisma, customer.id),
      latestOrdersOf(prisma, customer.id),
    ]);
    return c.json({
      customer: customerJson(customer),
      order_count: totals.orderCount,
      order_total: totals.orderTotal,
      orders: orders.map((o) => ({
        id: o.id,
        code: o.code,
        status: o.status,
        provision_method: o.method.toLowerCase(),
        slot_starts_at: o.slotStartsAt.toISOString(),
        total: o.total,
        created_at: o.createdAt.toISOString(),
      })),
    });
  })
  .put("/admin/customers/:id", async (c) => {
    const customer = await updateCustomer(c.get("ctx"), await idOf(c), await customerInput(c));
    return c.json({ customer: customerJson(customer) });
  })
  .delete("/admin/customers/:id", async (c) => {
    const customer = await deleteCustomer(c.get("ctx"), await idOf(c));
    return c.json({ customer: { id: customer.id } });
  });
