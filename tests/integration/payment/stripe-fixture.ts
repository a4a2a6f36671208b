// A local stand-in for api.stripe.com that the real SDK talks to (its host/port/protocol options):
// it answers the calls we make with bodies in the shapes of Stripe's API reference, typed with the
// SDK's own types (an SDK upgrade that changes a shape fails the typecheck), and signs webhook
// events with the SDK's generateTestHeaderString. Its checkout page redirects back as Stripe does.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const FIXTURE_KEY = "sk_test_fixture0000000000";
export const FIXTURE_WEBHOOK_SECRET = "whsec_fixture0000000000";

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

function sessionOf(sessionId: string, form: URLSearchParams, base: string): Stripe.Checkout.Session {
  let total = 0;
  for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
    total +=
      Number(form.get(`line_items[${i}][quantity]`)) *
      Number(form.get(`line_items[${i}][price_data][unit_amount]`));
  }
  const methods = [...form.entries()]
    .filter(([k]) => k.startsWith("allowed_payment_method_types"))
    .map(([, v]) => v);
  return {
    id: sessionId,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: methods,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: form.get("cancel_url"),
    client_reference_id: form.get("client_reference_id"),
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: Math.floor(Date.now() / 1000),
    currency: form.get("currency"),
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: "if_required",
    customer_details: null,
    customer_email: form.get("customer_email"),
    discounts: [],
    expires_at: Number(form.get("expires_at")),
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: "ja",
    managed_payments: null,
    metadata: { order_code: form.get("metadata[order_code]") ?? "" },
    mode: "payment",
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "if_required",
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: methods,
    payment_status: "unpaid",
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: form.get("success_url"),
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: `${base}/c/pay/${sessionId}`,
    wallet_options: null,
  };
}

function refundOf(form: URLSearchParams): Stripe.Refund {
  return {
    id: id("re"),
    object: "refund",
    amount: Number(form.get("amount")),
    balance_transaction: null,
    charge: null,
    created: Math.floor(Date.now() / 1000),
    currency: "jpy",
    customer: null,
    customer_account: null,
    metadata: {},
    payment_intent: form.get("payment_intent"),
    payment_method: null,
    reason: "requested_by_customer",
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
}

const stripeError = (res: ServerResponse, status: number, type: string, message: string): undefined => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { type, message } }));
  return undefined;
};

export class StripeFixture {
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  readonly refunds: Stripe.Refund[] = [];
  readonly requests: RecordedRequest[] = [];
  /** Answers already given per idempotency key (as Stripe replays them). */
  private readonly replies = new Map<string, string>();
  /** Stripe out of reach: every connection is cut. */
  down = false;
  /** The next refund calls answer 500 (Stripe's trouble), this many. */
  failRefunds = 0;
  url = "";
  private readonly server = createServer((req, res) => {
    void this.handle(req, res).catch((error: unknown) => stripeError(res, 500, "api_error", String(error)));
  });
  /** Signs events as Stripe does. */
  readonly sdk = new Stripe(FIXTURE_KEY);

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The customer pays on Stripe's page: the session completes, paid, with this amount. */
  pay(sessionId: string, amount?: number): Stripe.Checkout.Session {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: id("pi"),
      ...(amount === undefined ? {} : { amount_total: amount }),
    });
    return session;
  }

  /** A signed webhook delivery: the raw body and its Stripe-Signature header. */
  event(
    type: "checkout.session.completed" | "checkout.session.expired" | "checkout.session.async_payment_failed",
    session: Stripe.Checkout.Session,
    options: { secret?: string; timestamp?: number } = {},
  ): { body: string; signature: string; event: Stripe.Event } {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(session) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } satisfies Stripe.Event;
    const body = JSON.stringify(event);
    const signature = this.sdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? FIXTURE_WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { body, signature, event };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (this.down) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const path = (req.url ?? "").split("?")[0]!;
    const key = req.headers["idempotency-key"] as string | undefined;
    this.requests.push({ method: req.method ?? "", path, idempotencyKey: key, form });
    if (req.method === "GET" && path.startsWith("/c/")) return this.checkoutPage(path, res);
    if (req.headers.authorization !== `Bearer ${FIXTURE_KEY}`) {
      return stripeError(res, 401, "invalid_request_error", "Invalid API Key provided");
    }
    if (key && req.method === "POST" && this.replies.has(key)) return this.json(res, this.replies.get(key)!);
    const reply = this.route(req.method ?? "", path, form, res);
    if (reply === undefined) return;
    const body = JSON.stringify(reply);
    if (key && req.method === "POST") this.replies.set(key, body);
    this.json(res, body);
  }

  private route(
    method: string,
    path: string,
    form: URLSearchParams,
    res: ServerResponse,
  ): object | undefined {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const session = sessionOf(id("cs_test"), form, this.url);
      this.sessions.set(session.id, session);
      return session;
    }
    const match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    if (match) {
      const session = this.sessions.get(match[1]!);
      if (!session) return stripeError(res, 404, "invalid_request_error", "No such checkout.session");
      if (method === "GET") return session;
      if (session.status !== "open") {
        return stripeError(
          res,
          400,
          "invalid_request_error",
          'Only Checkout Sessions with a status in ["open"] can be expired.',
        );
      }
      session.status = "expired";
      return session;
    }
    if (method === "POST" && path === "/v1/refunds") {
      if (this.failRefunds > 0) {
        this.failRefunds -= 1;
        return stripeError(res, 500, "api_error", "An unknown error occurred");
      }
      const refund = refundOf(form);
      this.refunds.push(refund);
      return refund;
    }
    return stripeError(res, 404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  /** Stripe's hosted page, reduced to "pay" and "back" links, each redirecting as Stripe does. */
  private checkoutPage(path: string, res: ServerResponse): void {
    const [, , kind, sessionId = ""] = path.split("/");
    const session = this.sessions.get(sessionId);
    if (!session?.success_url || !session.cancel_url) {
      stripeError(res, 404, "invalid_request_error", "No such checkout.session");
      return;
    }
    const back = (url: string) => url.replace("{CHECKOUT_SESSION_ID}", session.id);
    if (kind === "paid") {
      if (session.status === "open") this.pay(session.id);
      res.writeHead(303, { location: back(session.success_url) });
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="ja"><meta charset="utf-8"><title>Stripe fixture</title>
<p>${session.amount_total}円</p><a id="pay" href="/c/paid/${session.id}">支払う</a>
<a id="back" href="${back(session.cancel_url)}">戻る</a></html>`);
  }

  private json(res: ServerResponse, body: string): void {
    res.writeHead(200, { "content-type": "application/json", "request-id": id("req") });
    res.end(body);
  }
}
