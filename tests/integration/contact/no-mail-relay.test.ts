// No mail relay (issue 31): nobody can make the shop mail a stranger a link. The contact form's
// acknowledgement goes to an address nobody has proven, so it quotes nothing the sender typed;
// every other mail that quotes a visitor's words (the shop's copy, a staff reply, an order
// confirmation, the sign-up mail) breaks URL-like text in them. The only links are the shop's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOP } from "../../../shared/constants.js";
import type { ReceivedMail } from "../../setup/smtp.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";

const SHOP_HOSTS = ["shop.test", SHOP.email.split("@")[1]!];
const HOST = /[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*\.[a-z]{2,63}(?![a-z0-9-])/giu;

/** Every host name a mail program could make a link of, in the mail's text. */
const hostsIn = (mail: ReceivedMail) => [...mail.text.matchAll(HOST)].map((m) => m[0].toLowerCase());
const expectOnlyShopLinks = (mail: ReceivedMail, also: string[] = []) => {
  for (const host of hostsIn(mail)) {
    expect(
      [...SHOP_HOSTS, ...also].some((ok) => host === ok || host.endsWith(`@${ok}`)),
      host,
    ).toBe(true);
  }
  expect(mail.text).not.toMatch(/evil\.|:\/\/evil/i);
};

let app: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe("no mail relay", () => {
  it("acknowledges a contact message without quoting it; the shop's copy and replies link nowhere", async () => {
    const since = smtp.mails.length;
    const typed = {
      name: "http://evil.example 花子",
      email: "stranger@example.jp",
      tel: "",
      subject: "www.evil.jp 当選のご案内",
      message: "こちら http://evil.example/?d=1 と evil.jp を開いてください",
    };
    const res = await rest(app.url, "POST", "/contacts", { contact: typed });
    expect(res.status).toBe(201);
    const ack = await smtp.waitFor("stranger@example.jp", since);
    expect(ack.subject).toBe(`【${SHOP.name}】お問い合わせを受け付けました`);
    expect(ack.text).toContain(`受付番号: ${res.body.contact.id}`);
    for (const words of ["花子", "当選", "こちら", "開いて"]) expect(ack.text).not.toContain(words);
    expectOnlyShopLinks(ack);

    const toShop = await smtp.waitFor(SHOP.email, since);
    expect(toShop.subject).toBe("【お問い合わせ】www[.]evil[.]jp 当選のご案内");
    expect(toShop.text).toContain("こちら http[:]//evil[.]example/?d=1 と evil[.]jp を開いてください");
    expectOnlyShopLinks(toShop, ["example.jp"]);
    // Staff read the message as it was written.
    const stored = await app.db.prisma.contact.findUniqueOrThrow({ where: { id: res.body.contact.id } });
    expect(stored.body).toBe(typed.message);

    const admin = await adminSession(app.url);
    const before = smtp.mails.length;
    const reply = await admin.rest("POST", `/admin/contacts/${stored.id}/replies`, {
      reply: { body: "そのようなご案内はしておりません。" },
    });
    expect(reply.status).toBe(201);
    const answer = await smtp.waitFor("stranger@example.jp", before);
    expect(answer.text).toContain("> こちら http[:]//evil[.]example/?d=1");
    expectOnlyShopLinks(answer);
  });

  it("breaks URL-like text a guest typed into an order before mailing the confirmation", async () => {
    const slot = await futureSlot(app.db.prisma, "TAKEOUT");
    const demo = await demoProduct(app.db.prisma);
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const total = await totalOf(app.db.prisma, items);
    const since = smtp.mails.length;
    const input = orderInput(slot, items, total, {
      email: "guest-relay@example.jp",
      lastName: "www.evil.jp",
      firstName: "http://evil.example/x",
      useCar: true,
      carColor: "evil.com",
      carNumber: "広島 300 あ 12-34",
    });
    const { data } = await gql(app.url, PLACE_ORDER, { input });
    expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
    const mail = await smtp.waitFor("guest-relay@example.jp", since);
    expect(mail.text).toContain("www[.]evil[.]jp http[:]//evil[.]example/x 様");
    expect(mail.text).toContain("お車でお越し: evil[.]com 広島 300 あ 12-34");
    expectOnlyShopLinks(mail, ["example.jp"]);
    expect(mail.text).toContain(`http://shop.test/order/status/${data?.placeOrder.data.order.code}?secret=`);
  });

  it("breaks URL-like text in the name a sign-up mail greets", async () => {
    const since = smtp.mails.length;
    const res = await rest(app.url, "POST", "/auth", {
      last_name: "evil.example",
      first_name: "https://evil.example",
      last_name_kana: "アキ",
      first_name_kana: "モミジ",
      email: "signup-relay@example.jp",
      tel: "08012345678",
      password: "momiji2026",
      password_confirmation: "momiji2026",
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor("signup-relay@example.jp", since);
    expect(mail.text).toContain("evil[.]example https[:]//evil[.]example 様");
    expectOnlyShopLinks(mail);
  });
});
