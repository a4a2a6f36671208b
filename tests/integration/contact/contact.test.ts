// The public contact form and the staff's inbox, with a real SMTP server: the message is stored,
// mailed to the shop (Reply-To: the sender) and acknowledged to the sender, limited per address;
// staff see it unread, opening marks it read, a reply is mailed in the same thread.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOP } from "../../../shared/constants.js";
import { LANGUAGE_HEADER } from "../../../shared/i18n/languages.js";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { type Json, rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";

/** Header lines as one line each (long headers are folded onto indented lines). */
const unfold = (raw: string) => raw.replace(/\r?\n[ \t]+/g, " ");

describe("contact messages", () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let admin: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url } });
    admin = await adminSession(app.url);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const message = (email: string, extra: Json = {}) => ({
    name: "広島 花子",
    email,
    tel: "082-111-2222",
    subject: "予約について",
    message: "10人分のからあげを予約できますか？",
    ...extra,
  });

  it("stores a message, mails the shop and acknowledges it to the sender without quoting it", async () => {
    const since = smtp.mails.length;
    const res = await rest(app.url, "POST", "/contacts", { contact: message("Hanako@Example.jp") });
    expect(res.status).toBe(201);
    const stored = await app.db.prisma.contact.findUniqueOrThrow({ where: { id: res.body.contact.id } });
    expect(stored).toMatchObject({ email: "hanako@example.jp", tel: "0821112222", readAt: null });
    const toShop = await smtp.waitFor(SHOP.email, since);
    expect(toShop.subject).toBe("【お問い合わせ】予約について");
    expect(toShop.text).toContain("10人分のからあげを予約できますか？");
    expect(toShop.raw).toMatch(/^Reply-To: hanako@example\.jp/m);
    const copy = await smtp.waitFor("hanako@example.jp", since);
    expect(copy.subject).toBe(`【${SHOP.name}】お問い合わせを受け付けました`);
    expect(copy.text).toContain(`受付番号: ${stored.id}`);
    expect(copy.text).not.toContain("広島 花子");
    expect(copy.text).not.toContain("10人分のからあげ");
  });

  it("refuses bad input with the shared rules' Japanese messages and stores nothing", async () => {
    const before = await app.db.prisma.contact.count();
    const res = await rest(app.url, "POST", "/contacts", {
      contact: message("not-an-address", { subject: "", tel: "12345" }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      "正しいメールアドレスを入力してください",
      "電話番号は0から始まる10〜11桁の半角数字で入力してください",
      "件名を入力してください",
    ]);
    const gql = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation($input: ContactInput!) { sendContact(input: $input) { __typename ... on ValidationError { fieldErrors { field messages } } } }`,
        variables: { input: { name: "", email: "a@b.jp", subject: "s", message: "m" } },
      }),
    }).then((r) => r.json());
    expect(gql.data.sendContact.fieldErrors).toEqual([
      { field: "name", messages: ["お名前を入力してください"] },
    ]);
    expect(await app.db.prisma.contact.count()).toBe(before);
  });

  it("limits the messages per e-mail address in an hour", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await rest(app.url, "POST", "/contacts", { contact: message("many@example.jp") })).status).toBe(
        201,
      );
    }
    const sixth = await rest(app.url, "POST", "/contacts", { contact: message("many@example.jp") });
    expect(sixth.status).toBe(429);
    expect(sixth.body.errors[0]).toContain("しばらく時間をおいて");
    expect(await app.db.prisma.contact.count({ where: { email: "many@example.jp" } })).toBe(5);
  });

  it("limits the messages per network address in an hour", async () => {
    // Every request of this test comes from 127.0.0.1, which has sent 6 stored messages by now.
    for (let i = 0; i < 4; i++) {
      expect(
        (await rest(app.url, "POST", "/contacts", { contact: message(`other${i}@example.jp`) })).status,
      ).toBe(201);
    }
    const res = await rest(app.url, "POST", "/contacts", { contact: message("last@example.jp") });
    expect(res.status).toBe(429);
    expect(await app.db.prisma.contact.count()).toBe(10);
  });

  it("lists unread messages for staff; opening marks read; a reply is mailed in the thread", async () => {
    await app.db.prisma.contact.updateMany({ data: { createdAt: new Date(Date.now() - 2 * 3600_000) } });
    const list = await admin.rest("GET", "/admin/contacts");
    expect(list.body.unread_count).toBe(10);
    const first = (list.body.contacts as Json[]).find((c) => c.email === "hanako@example.jp")!;
    expect(first.is_read).toBe(false);
    const count = await admin.gql("{ unreadContactCount }");
    expect(count.data?.unreadContactCount).toBe(10);

    const opened = await admin.rest("GET", `/admin/contacts/${first.id}`);
    expect(opened.body.contact).toMatchObject({ is_read: true, replies: [] });
    expect((await admin.rest("GET", "/admin/contacts?unread=1")).body.total_count).toBe(9);

    const since = smtp.mails.length;
    const reply = await admin.rest("POST", `/admin/contacts/${first.id}/replies`, {
      reply: { body: "ご予約承れます。お電話でご相談ください。" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.contact.replies).toMatchObject([{ body: "ご予約承れます。お電話でご相談ください。" }]);
    const mail = await smtp.waitFor("hanako@example.jp", since);
    expect(mail.subject).toBe("Re: 予約について");
    expect(mail.text).toContain("> 10人分のからあげを予約できますか？");
    const stored = await app.db.prisma.contact.findUniqueOrThrow({ where: { id: first.id } });
    const headers = unfold(mail.raw);
    expect(headers).toContain(`In-Reply-To: ${stored.messageId}`);
    expect(headers).toContain(`References: ${stored.messageId}`);

    const again = smtp.mails.length;
    await admin.gql(`mutation($id: ID!) { replyToContact(id: $id, body: "追伸です") { __typename } }`, {
      id: first.id,
    });
    const second = await smtp.waitFor("hanako@example.jp", again);
    const firstReply = await app.db.prisma.contactReply.findFirstOrThrow({ where: { contactId: first.id } });
    expect(unfold(second.raw)).toContain(`References: ${stored.messageId} ${firstReply.messageId}`);

    const empty = await admin.rest("POST", `/admin/contacts/${first.id}/replies`, { reply: { body: " " } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual(["返信内容を入力してください"]);
  });

  it("marks read over GraphQL and lists only unread ones on request", async () => {
    const page = await admin.gql(
      "{ adminContacts(unreadOnly: true) { totalCount unreadCount contacts { id readAt } } }",
    );
    const id = page.data?.adminContacts.contacts[0].id;
    const marked = await admin.gql(
      `mutation($id: ID!) { markContactRead(id: $id) { ... on MutationMarkContactReadSuccess { data { id readAt } } } }`,
      { id },
    );
    expect(marked.data?.markContactRead.data.readAt).not.toBeNull();
    const after = await admin.gql("{ adminContacts(unreadOnly: true) { totalCount } }");
    expect(after.data?.adminContacts.totalCount).toBe(page.data?.adminContacts.totalCount - 1);
  });

  it("acknowledges in the visitor's language (issue 35); the shop's copy stays Japanese", async () => {
    // After the others: the earlier messages have been aged out of the hour's limits.
    const since = smtp.mails.length;
    const res = await rest(
      app.url,
      "POST",
      "/contacts",
      { contact: message("visitor-en@example.jp", { subject: "Party order" }) },
      { [LANGUAGE_HEADER]: "en" },
    );
    expect(res.status).toBe(201);
    const toShop = await smtp.waitFor(SHOP.email, since);
    expect(toShop.subject).toBe("【お問い合わせ】Party order");
    expect(toShop.text).toContain("ホームページからお問い合わせがありました。");
    const copy = await smtp.waitFor("visitor-en@example.jp", since);
    expect(copy.subject).toBe(`[${SHOP.name}] We have received your message`);
    expect(copy.text).toContain(`Reference number: ${res.body.contact.id}`);
    expect(copy.text).toContain("Thank you for contacting us.");
    expect(copy.text).not.toContain("お問い合わせいただき");
  });
});
