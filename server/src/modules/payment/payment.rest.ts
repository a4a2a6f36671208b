// The sandbox gateway's hosted page: GET /api/payments/sandbox/{trackingId}. Small, server-rendered,
// no external assets; its buttons return to /confirm/purchase with a signed result.
import { Hono } from "hono";
import { SHOP } from "../../../../shared/constants.js";
import { formatYen } from "../../../../shared/pricing.js";
import { contentSecurityPolicy } from "../../http/security-headers.js";
import { type RestEnv, readJson } from "../../rest/rest.js";
import { restOrder } from "../order/order.rest.js";
import { orderDeps } from "../order/order-answer.js";
import { confirmPayment, paymentByTrackingId } from "./payment.service.js";
import { signPayment } from "./sandbox-gateway.js";
import { receiveStripeEvent } from "./stripe-events.js";
import { type StripeGateway, verifiedEvent } from "./stripe-gateway.js";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{font-family:sans-serif;background:#f6f1ea;color:#3b2a1a;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0001}
h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#7a6552}
form{display:inline}button{font-size:16px;padding:12px 24px;border:0;border-radius:8px;margin:8px 8px 0 0;cursor:pointer}
.ok{background:#c2541b;color:#fff}.ng{background:#ddd}.note{font-size:12px;color:#7a6552}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The page's own style by its hash; its forms go back to the shop's site (decision 0036). */
const pagePolicy = (publicUrl: string) =>
  contentSecurityPolicy({ styles: [STYLE], formTargets: [new URL(publicUrl).origin] });

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

export const paymentRoutes = new Hono<RestEnv>()
  // Stripe's webhook: the signature is checked on the raw body before anything else is read.
  .post("/payments/stripe/webhook", async (c) => {
    const ctx = c.get("ctx");
    if (ctx.gateway.name !== "stripe") return c.json({ errors: ["Stripe は設定されていません"] }, 404);
    const raw = await c.req.text();
    let event: ReturnType<typeof verifiedEvent>;
    try {
      event = verifiedEvent(ctx.gateway as StripeGateway, raw, c.req.header("stripe-signature") ?? "");
    } catch {
      return c.json({ errors: ["署名を確認できないため受け付けませんでした"] }, 400);
    }
    const fresh = await receiveStripeEvent(ctx, event);
    return c.json({ received: true, duplicate: !fresh });
  })
  .put("/orders/confirmation", async (c) => {
    const body = await readJson(c);
    const order = (typeof body.order === "object" && body.order !== null ? body.order : body) as Record<
      string,
      unknown
    >;
    const answer = await confirmPayment(orderDeps(c.get("ctx")), {
      code: str(order.code),
      trackingId: str(order.sbpayment_tracking_id),
      amount: Number(order.amount),
      result: str(order.result),
      signature: str(order.signature),
    });
    const json = { order: restOrder(answer.order), paid: answer.paid, message: answer.message };
    return answer.paid ? c.json(json) : c.json({ ...json, errors: [answer.message] }, 422);
  })
  .get("/payments/sandbox/:trackingId", async (c) => {
    const ctx = c.get("ctx");
    c.header("content-security-policy", pagePolicy(ctx.publicUrl));
    const payment = await paymentByTrackingId(ctx.prisma, c.req.param("trackingId"));
    if (payment?.gateway !== "sandbox") {
      return c.html(page("決済が見つかりません", "<h1>お支払い情報が見つかりませんでした</h1>"), 404);
    }
    if (payment.status !== "UNPAID") {
      const done =
        payment.status === "PAID" ? "このご注文のお支払いは完了しています。" : "この決済は終了しています。";
      return c.html(page("お支払い", `<h1>お支払い</h1><p>${done}</p>`));
    }
    const base = { code: payment.order.code, trackingId: payment.trackingId, amount: payment.amount };
    const button = (result: "approved" | "declined", label: string, cls: string) => {
      const fields = {
        code: base.code,
        sbpayment_tracking_id: base.trackingId,
        amount: String(base.amount),
        result,
        signature: signPayment({ ...base, result }),
      };
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join("");
      return `<form method="get" action="${escapeHtml(`${ctx.publicUrl}/confirm/purchase`)}">${inputs}<button class="${cls}" type="submit">${label}</button></form>`;
    };
    return c.html(
      page(
        "カード決済（テスト環境）",
        `<h1>カード決済（テスト環境）</h1>
<p class="note">これは動作確認用の決済画面です。実際の請求は行われません。</p>
<dl><dt>ご利用店舗</dt><dd>${escapeHtml(SHOP.name)}</dd><dt>注文番号</dt><dd>${escapeHtml(base.code)}</dd>
<dt>お支払い金額</dt><dd>${escapeHtml(formatYen(base.amount))}（税込）</dd></dl>
${button("approved", "承認する", "ok")}${button("declined", "拒否する", "ng")}`,
      ),
    );
  });
