// LINE notices (decision 0051), against a local LINE Platform in the documented shapes: the official
// SDK sends; LINE Login v2.1 links with state, nonce and PKCE; the webhook is verified with the SDK.
import { validateSignature } from "@line/bot-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../../server/src/modules/auth/password.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { demoProduct, futureSlot, orderInput, PLACE_ORDER, slotNow, totalOf } from "../order/helpers.js";
import { staffSession } from "../settings/helpers.js";
import { LINE_FIXTURE, LineFixture, lineSignature } from "./line-fixture.js";

let app: TestApp;
let line: LineFixture;
let owner: Awaited<ReturnType<typeof adminSession>>;
const saved = { api: process.env.LINE_API_URL, access: process.env.LINE_ACCESS_URL };

const SETTINGS = `mutation($input: LineSettingsInput!) { updateLineSettings(input: $input) {
  __typename
  ... on MutationUpdateLineSettingsSuccess { data { channelId hasChannelSecret hasAccessToken messaging login } }
  ... on ValidationError { message fieldErrors { field messages } }
  ... on ForbiddenError { message } } }`;
const START = `mutation($returnTo: String!) { startLineLink(returnTo: $returnTo) {
  __typename ... on MutationStartLineLinkSuccess { data } ... on ValidationError { message } ... on UnauthorizedError { message } } }`;
const COMPLETE = `mutation($state: String!, $code: String, $error: String) { completeLineLink(state: $state, code: $code, error: $error) {
  __typename ... on MutationCompleteLineLinkSuccess { data { returnTo cancelled ticket } } ... on ValidationError { message } } }`;

beforeAll(async () => {
  line = await new LineFixture().start();
  process.env.LINE_API_URL = line.url;
  process.env.LINE_ACCESS_URL = line.url;
  app = await startTestApp();
  owner = await adminSession(app.url);
});
afterAll(async () => {
  process.env.LINE_API_URL = saved.api;
  process.env.LINE_ACCESS_URL = saved.access;
  if (saved.api === undefined) delete process.env.LINE_API_URL;
  if (saved.access === undefined) delete process.env.LINE_ACCESS_URL;
  await app?.close();
  await line?.close();
});

async function configure() {
  const { data } = await owner.gql(SETTINGS, { input: { ...LINE_FIXTURE } });
  expect(data?.updateLineSettings.__typename, JSON.stringify(data)).toBe("MutationUpdateLineSettingsSuccess");
}

/** What the browser does: open LINE's page (which consents at once) and follow it back. */
async function linkThroughLine(returnTo: string, headers: Record<string, string> = {}) {
  const started = await gql(app.url, START, { returnTo }, headers);
  const authorizeUrl = started.data?.startLineLink.data as string;
  expect(authorizeUrl, JSON.stringify(started)).toMatch(/\/oauth2\/v2\.1\/authorize\?/);
  const consent = await fetch(authorizeUrl, { redirect: "manual" });
  const callback = new URL(consent.headers.get("location") ?? "");
  expect(callback.pathname).toBe("/line/callback");
  return { state: callback.searchParams.get("state")!, code: callback.searchParams.get("code")! };
}

const complete = (variables: object) => gql(app.url, COMPLETE, variables);

async function guestOrder(lineTicket?: string) {
  const slot = await futureSlot(app.db.prisma, "TAKEOUT");
  const demo = await demoProduct(app.db.prisma);
  const items = [
    { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 2 },
  ];
  const input = orderInput(
    slot,
    items,
    await totalOf(app.db.prisma, items),
    lineTicket ? { lineTicket } : {},
  );
  const { data } = await gql(app.url, PLACE_ORDER, { input });
  expect(data?.placeOrder.__typename, JSON.stringify(data)).toBe("MutationPlaceOrderSuccess");
  return (data?.placeOrder.data as Json).order as Json;
}

/** Waits for the LINE queue to have nothing left to do. */
const lineQueueDrained = () =>
  expect
    .poll(
      async () =>
        (
          await app.db.prisma.$queryRawUnsafe<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'line-notice' AND state < 'completed'`,
          )
        )[0]!.n,
      { timeout: 20_000, interval: 100 },
    )
    .toBe(0);

describe("the back office's LINE settings", () => {
  it("keeps secrets write-only, refuses bad values in Japanese and staff's writes", async () => {
    const bad = await owner.gql(SETTINGS, { input: { ...LINE_FIXTURE, channelSecret: "not-a-secret" } });
    expect(bad.data?.updateLineSettings.__typename).toBe("ValidationError");
    expect(JSON.stringify(bad.data)).toContain("チャネルシークレットは32桁");
    expect(await app.db.prisma.lineSetting.count()).toBe(0);

    const staff = await staffSession(app);
    const refused = await staff.gql(SETTINGS, { input: { ...LINE_FIXTURE } });
    expect(JSON.stringify(refused)).toMatch(/オーナー|権限/);
    expect(await app.db.prisma.lineSetting.count()).toBe(0);

    await configure();
    // An empty secret keeps the stored one; the answer never carries a secret.
    const kept = await owner.gql(SETTINGS, {
      input: { ...LINE_FIXTURE, channelSecret: "", accessToken: "", loginChannelSecret: "" },
    });
    expect(kept.data?.updateLineSettings.data).toEqual({
      channelId: LINE_FIXTURE.channelId,
      hasChannelSecret: true,
      hasAccessToken: true,
      messaging: true,
      login: true,
    });
    const stored = await app.db.prisma.lineSetting.findUniqueOrThrow({ where: { id: 1 } });
    expect(stored.channelSecret).toBe(LINE_FIXTURE.channelSecret);
    const read = await owner.gql(
      "{ lineSettings { channelId hasAccessToken } lineConnection { connected botName monthlyQuota } }",
    );
    expect(JSON.stringify(read)).not.toContain(LINE_FIXTURE.accessToken);
    expect(read.data?.lineConnection).toEqual({
      connected: true,
      botName: "からあげ テスト店",
      monthlyQuota: 200,
    });
  });
});

describe("a guest links LINE at checkout", () => {
  it("gets the accepted and ready notices once each on LINE, and the mails too", async () => {
    await configure();
    const callback = await linkThroughLine("/cart/info");
    const { data } = await complete(callback);
    const linked = data?.completeLineLink.data as Json;
    expect(linked).toMatchObject({ returnTo: "/cart/info", cancelled: false });
    expect(linked.ticket).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    // The callback is used once.
    const again = await complete(callback);
    expect(again.data?.completeLineLink.__typename).toBe("ValidationError");

    const order = await guestOrder(linked.ticket);
    const stored = await app.db.prisma.order.findUniqueOrThrow({ where: { id: Number(order.id) } });
    expect(stored.lineUserId).toBe(line.loginUser);
    await expect.poll(() => line.textsTo(line.loginUser).length, { timeout: 20_000 }).toBe(1);
    expect(line.textsTo(line.loginUser)[0]).toContain(`注文番号 ${order.code}`);
    expect(line.textsTo(line.loginUser)[0]).toContain("/order/status/");

    // Ready (on the order's day), with LINE busy twice: retried with the same retry key, delivered once.
    line.failNextPushes = 2;
    const before = line.pushRequests;
    await slotNow(app.db.prisma, order.code);
    const ready = await owner.gql(`mutation($id: ID!) { markOrderReady(id: $id) { __typename } }`, {
      id: order.id,
    });
    expect(JSON.stringify(ready)).toContain("MutationMarkOrderReadySuccess");
    await expect.poll(() => line.textsTo(line.loginUser).length, { timeout: 60_000, interval: 200 }).toBe(2);
    await lineQueueDrained();
    expect(line.pushRequests - before).toBe(3);
    expect(line.textsTo(line.loginUser)[1]).toContain("ご用意ができました");
    expect(line.violations).toEqual([]);
    // Mail stays for every order.
    const mails = await app.db.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'subject' LIKE $1`,
      `%${order.code}%`,
    );
    expect(mails[0]!.n).toBeGreaterThanOrEqual(2);
    expect(await app.db.prisma.lineMessage.count({ where: { orderId: Number(order.id) } })).toBe(2);
  });

  it("refuses a callback whose state or nonce is wrong, in Japanese, linking nothing", async () => {
    await configure();
    const users = await app.db.prisma.lineUser.count();
    const { code } = await linkThroughLine("/cart/info");
    const wrongState = await complete({ state: "forged-state", code });
    expect(wrongState.data?.completeLineLink.__typename).toBe("ValidationError");
    expect(wrongState.data?.completeLineLink.message).toMatch(/LINE連携/);

    line.tokenNonceOverride = "a-nonce-from-another-attempt";
    try {
      const callback = await linkThroughLine("/cart/info");
      const wrongNonce = await complete(callback);
      expect(wrongNonce.data?.completeLineLink.__typename).toBe("ValidationError");
      expect(wrongNonce.data?.completeLineLink.message).toMatch(/LINE連携を確認できませんでした/);
    } finally {
      line.tokenNonceOverride = null;
    }
    expect(await app.db.prisma.lineUser.count()).toBe(users);
    // A forged ticket on the order: refused, nothing written.
    const orders = await app.db.prisma.order.count();
    const slot = await futureSlot(app.db.prisma, "TAKEOUT");
    const demo = await demoProduct(app.db.prisma);
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const input = orderInput(slot, items, await totalOf(app.db.prisma, items), {
      lineTicket: "x".repeat(30),
    });
    const { data } = await gql(app.url, PLACE_ORDER, { input });
    expect(data?.placeOrder.__typename).toBe("ValidationError");
    expect(data?.placeOrder.message).toMatch(/LINE連携/);
    expect(await app.db.prisma.order.count()).toBe(orders);
  });
});

describe("a member links from /mypage", () => {
  it("links, is marked blocked by a signed unfollow (a forged one changes nothing), unlinks in one call", async () => {
    await configure();
    const email = `line-member-${Date.now()}@example.jp`;
    await app.db.prisma.customer.create({
      data: {
        email,
        passwordHash: await hashPassword("momiji2026"),
        lastName: "広島",
        firstName: "花子",
        lastNameKana: "ヒロシマ",
        firstNameKana: "ハナコ",
        tel: "09012345678",
        confirmedAt: new Date(),
      },
    });
    const signIn = await rest(app.url, "POST", "/auth/sign_in", { email, password: "momiji2026" });
    const headers = {
      "access-token": signIn.headers.get("access-token") ?? "",
      client: signIn.headers.get("client") ?? "",
      uid: signIn.headers.get("uid") ?? "",
    };
    // Without a sign-in, /mypage cannot link.
    const anonymous = await gql(app.url, START, { returnTo: "/mypage" });
    expect(anonymous.data?.startLineLink.__typename).toBe("UnauthorizedError");

    line.loginUser = `U${"ab".repeat(16)}`;
    const callback = await linkThroughLine("/mypage", headers);
    const done = await complete(callback);
    expect(done.data?.completeLineLink.data).toEqual({ returnTo: "/mypage", cancelled: false, ticket: null });
    const me = await gql(app.url, "{ myLineLink { linked blocked } }", {}, headers);
    expect(me.data?.myLineLink).toEqual({ linked: true, blocked: false });

    // The customer blocks the shop's account: LINE's webhook says so, signed as LINE signs.
    const unfollow = JSON.stringify({
      destination: "Ubot000000000000000000000000000000",
      events: [
        {
          type: "unfollow",
          mode: "active",
          timestamp: Date.now() + 1000,
          source: { type: "user", userId: line.loginUser },
          webhookEventId: "01HTEST0000000000000000000",
          deliveryContext: { isRedelivery: false },
        },
      ],
    });
    const signature = lineSignature(unfollow);
    expect(validateSignature(unfollow, LINE_FIXTURE.channelSecret, signature)).toBe(true);
    const forged = await fetch(`${app.url}/api/line/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-line-signature": lineSignature(unfollow, "f".repeat(32)),
      },
      body: unfollow,
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ errors: ["署名を確認できないため受け付けませんでした"] });
    expect((await gql(app.url, "{ myLineLink { blocked } }", {}, headers)).data?.myLineLink.blocked).toBe(
      false,
    );
    const delivered = await fetch(`${app.url}/api/line/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-line-signature": signature },
      body: unfollow,
    });
    expect(delivered.status).toBe(200);
    expect((await gql(app.url, "{ myLineLink { blocked } }", {}, headers)).data?.myLineLink.blocked).toBe(
      true,
    );

    const unlinked = await gql(app.url, "mutation { unlinkLine { linked } }", {}, headers);
    expect(unlinked.data?.unlinkLine).toEqual({ linked: false });
    expect(await app.db.prisma.lineUser.count({ where: { customer: { email } } })).toBe(0);
  });
});
