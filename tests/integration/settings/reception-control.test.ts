// Pause with an automatic resume and busy mode, on a fixed clock (Monday 2030-06-03, Tokyo): the
// resume is computed when read, so moving the clock is enough; who and when are recorded; every
// open storefront hears of the change through the public receptionStatesChanged subscription.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Slot } from "../../../server/src/modules/provision/slots.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql, type Json, rest } from "../../support/http.js";
import { adminSession, subscribe, untilReceived } from "../board/helpers.js";
import { demoProduct, orderInput, PLACE_ORDER, totalOf } from "../order/helpers.js";
import { fixClosedDates, tokyo } from "../provision/helpers.js";

const QUOTE = `query($input: QuoteInput!) { quote(input: $input) {
  ... on QueryQuoteSuccess { data { orderable problems { code message field } } } } }`;
const CONTROL = "method paused pauseReason pausedUntil pausedAt pausedBy busyMinutes busyUntil busyBy";
const PAUSE = `mutation($methods: [ProvisionMethod!]!, $input: PauseReceptionInput!) {
  pauseReception(methods: $methods, input: $input) { __typename
    ... on MutationPauseReceptionSuccess { data { ${CONTROL} } }
    ... on ValidationError { message fieldErrors { field messages } } } }`;
const RESUME = `mutation($methods: [ProvisionMethod!]!) { resumeReception(methods: $methods) {
  ... on MutationResumeReceptionSuccess { data { ${CONTROL} } } } }`;
const BUSY = `mutation($methods: [ProvisionMethod!]!, $input: BusyModeInput!) { startBusyMode(methods: $methods, input: $input) {
  __typename ... on MutationStartBusyModeSuccess { data { ${CONTROL} } } ... on ValidationError { message } } }`;
const END_BUSY = `mutation($methods: [ProvisionMethod!]!) { endBusyMode(methods: $methods) {
  ... on MutationEndBusyModeSuccess { data { ${CONTROL} } } } }`;

describe("pause and busy mode", () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof adminSession>>;
  let demo: Awaited<ReturnType<typeof demoProduct>>;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(tokyo("2030-06-03", "12:00"));
    app = await startTestApp();
    await fixClosedDates(app.db.prisma);
    admin = await adminSession(app.url);
    demo = await demoProduct(app.db.prisma);
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  const takeoutState = async () => {
    const res = await rest(app.url, "GET", "/reception_states");
    return res.body.reception_states.find((s: Json) => s.provision_method === "takeout");
  };
  const firstSlotToday = async () => {
    const res = await rest(app.url, "GET", "/display_times?provision_method=takeout");
    return (res.body.today_display_times as Json[])[0]?.label ?? null;
  };

  it("pauses takeout for 15 minutes with a reason, then takes orders again by itself", async () => {
    expect(await firstSlotToday()).toBe("12:30");
    const paused = await admin.gql(PAUSE, {
      methods: ["TAKEOUT"],
      input: { reason: "ただいま大変混み合っているため", minutes: 15 },
    });
    expect(paused.data?.pauseReception.data).toEqual([
      {
        method: "TAKEOUT",
        paused: true,
        pauseReason: "ただいま大変混み合っているため",
        pausedUntil: tokyo("2030-06-03", "12:15").toISOString(),
        pausedAt: tokyo("2030-06-03", "12:00").toISOString(),
        pausedBy: expect.any(String),
        busyMinutes: 0,
        busyUntil: null,
        busyBy: null,
      },
    ]);
    // The pause closes its own window only: a slot as if ordered at 12:15 (20 min lead), later
    // slots today and every other day stay bookable, and the customer is told so.
    const state = await takeoutState();
    expect(state).toMatchObject({ is_accepting_today: true, reason: "paused" });
    expect(state.message).toBe(
      "ただいまテイクアウトのご注文を一時停止しています（ただいま大変混み合っているため）。12:15に再開予定です。本日12:45のお受け取りからご予約いただけます。",
    );
    expect(await firstSlotToday()).toBe("12:45");
    const times = await rest(app.url, "GET", "/display_times?provision_method=takeout");
    expect((times.body.provision_times as Json[]).map((d) => d.date).slice(0, 2)).toEqual([
      "2030-06-03",
      "2030-06-05", // Tuesday is the regular holiday
    ]);
    // A slot inside the window: the quote says why, placeOrder refuses it in the same words.
    const items = [
      { productId: demo.product.id, productOptionId: demo.option.id, toppingOptionIds: [], quantity: 1 },
    ];
    const refusal =
      "ただいまテイクアウトのご注文を一時停止しているため、選択された受け取り日時はご指定いただけません（12:15に再開予定）。本日12:45以降の時間帯をお選びください";
    const quoteAt = async (time: string) =>
      (
        await gql(app.url, QUOTE, {
          input: { items, method: "TAKEOUT", slotStartsAt: tokyo("2030-06-03", time).toISOString() },
        })
      ).data?.quote.data;
    expect(await quoteAt("12:30")).toMatchObject({
      orderable: false,
      problems: [{ code: "SLOT_PAUSED", message: refusal, field: "slotStartsAt" }],
    });
    expect(await quoteAt("12:45")).toMatchObject({ orderable: true, problems: [] });
    const total = await totalOf(app.db.prisma, items);
    const before = await app.db.prisma.order.count();
    const inWindow = await gql(app.url, PLACE_ORDER, {
      input: orderInput({ startsAt: tokyo("2030-06-03", "12:30") } as Slot, items, total),
    });
    expect(inWindow.data?.placeOrder).toMatchObject({
      __typename: "ValidationError",
      message: refusal,
      fieldErrors: [{ field: "slotStartsAt", messages: [refusal] }],
    });
    expect(await app.db.prisma.order.count()).toBe(before);
    const later = await gql(app.url, PLACE_ORDER, {
      input: orderInput({ startsAt: tokyo("2030-06-03", "12:45") } as Slot, items, total),
    });
    expect(later.data?.placeOrder.__typename).toBe("MutationPlaceOrderSuccess");
    const gqlState = await admin.gql("{ receptionStates { method reason resumesAt } }");
    expect(gqlState.data?.receptionStates[0]).toEqual({
      method: "TAKEOUT",
      reason: "PAUSED",
      resumesAt: tokyo("2030-06-03", "12:15").toISOString(),
    });
    // Delivery was not paused.
    const delivery = (await rest(app.url, "GET", "/reception_states")).body.reception_states[1];
    expect(delivery.reason).not.toBe("paused");

    vi.setSystemTime(tokyo("2030-06-03", "12:14"));
    expect((await takeoutState()).reason).toBe("paused");
    vi.setSystemTime(tokyo("2030-06-03", "12:15"));
    expect(await takeoutState()).toMatchObject({ is_accepting_today: true, reason: "open" });
    expect(await firstSlotToday()).toBe("12:45");
    const controls = await admin.gql(`{ receptionControls { ${CONTROL} } }`);
    expect(controls.data?.receptionControls[0]).toMatchObject({
      method: "TAKEOUT",
      paused: false,
      pausedUntil: null,
    });
  });

  it("pauses both methods until a time, and until resumed by hand without one", async () => {
    vi.setSystemTime(tokyo("2030-06-03", "13:00"));
    const until = await admin.gql(PAUSE, { methods: ["TAKEOUT", "DELIVERY"], input: { until: "14:30" } });
    const data = until.data?.pauseReception.data as Json[];
    expect(data.map((c) => [c.method, c.pausedUntil])).toEqual([
      ["TAKEOUT", tokyo("2030-06-03", "14:30").toISOString()],
      ["DELIVERY", tokyo("2030-06-03", "14:30").toISOString()],
    ]);
    expect((await takeoutState()).message).toBe(
      "ただいまテイクアウトのご注文を一時停止しています。14:30に再開予定です。本日15:00のお受け取りからご予約いただけます。",
    );

    const open = await admin.gql(PAUSE, { methods: ["TAKEOUT"], input: { reason: "仕込み中" } });
    expect(open.data?.pauseReception.data[0]).toMatchObject({ paused: true, pausedUntil: null });
    vi.setSystemTime(tokyo("2030-06-03", "18:00"));
    expect((await takeoutState()).reason).toBe("paused");
    const resumed = await admin.gql(RESUME, { methods: ["TAKEOUT", "DELIVERY"] });
    expect(resumed.data?.resumeReception.data[0]).toMatchObject({
      paused: false,
      pausedAt: tokyo("2030-06-03", "18:00").toISOString(),
    });
    expect((await takeoutState()).reason).toBe("open");
  });

  it("refuses a resume time that has passed or both kinds of resume, and changes nothing", async () => {
    vi.setSystemTime(tokyo("2030-06-03", "15:00"));
    const past = await admin.gql(PAUSE, { methods: ["TAKEOUT"], input: { until: "14:00" } });
    expect(past.data?.pauseReception).toMatchObject({
      __typename: "ValidationError",
      message: "再開時刻は現在より後の時刻を指定してください",
    });
    const both = await admin.gql(PAUSE, { methods: ["TAKEOUT"], input: { until: "16:00", minutes: 15 } });
    expect(both.data?.pauseReception.message).toBe("再開は「分数」か「時刻」のどちらかで指定してください");
    const none = await admin.gql(PAUSE, { methods: [], input: {} });
    expect(none.data?.pauseReception.message).toBe("受付方法を選択してください");
    expect((await takeoutState()).reason).toBe("open");
  });

  it("busy mode adds minutes to the lead time until it ends by itself", async () => {
    vi.setSystemTime(tokyo("2030-06-03", "12:00"));
    expect(await firstSlotToday()).toBe("12:30");
    const busy = await admin.gql(BUSY, { methods: ["TAKEOUT"], input: { minutes: 30, durationMinutes: 60 } });
    expect(busy.data?.startBusyMode.data[0]).toMatchObject({
      busyMinutes: 30,
      busyUntil: tokyo("2030-06-03", "13:00").toISOString(),
      busyBy: expect.any(String),
    });
    expect(await firstSlotToday()).toBe("13:00");
    expect(
      (await admin.gql("{ receptionStates { busyMinutes } }")).data?.receptionStates[0].busyMinutes,
    ).toBe(30);
    vi.setSystemTime(tokyo("2030-06-03", "13:00"));
    expect(await firstSlotToday()).toBe("13:30");
    await admin.gql(BUSY, { methods: ["TAKEOUT"], input: { minutes: 15 } });
    expect(await firstSlotToday()).toBe("13:45");
    const ended = await admin.gql(END_BUSY, { methods: ["TAKEOUT"] });
    expect(ended.data?.endBusyMode.data[0]).toMatchObject({ busyMinutes: 0 });
    expect(await firstSlotToday()).toBe("13:30");
    const bad = await admin.gql(BUSY, { methods: ["TAKEOUT"], input: { minutes: 0 } });
    expect(bad.data?.startBusyMode.message).toBe("混雑時の追加時間は5〜180分で入力してください");
  });

  it("tells every open storefront at once through the public subscription", async () => {
    vi.setSystemTime(tokyo("2030-06-03", "12:00"));
    const storefront = subscribe(
      app.url,
      "subscription { receptionStatesChanged { method reason message } }",
    );
    try {
      await storefront.connected;
      const event = await untilReceived(
        storefront,
        () => admin.gql(PAUSE, { methods: ["DELIVERY"], input: { reason: "雨天のため", minutes: 30 } }),
        (r) => r.data?.receptionStatesChanged?.[1]?.reason === "PAUSED",
      );
      expect(event.data.receptionStatesChanged[1].message).toContain("雨天のため");
    } finally {
      await storefront.close();
      await admin.gql(RESUME, { methods: ["DELIVERY"] });
    }
  });
});
