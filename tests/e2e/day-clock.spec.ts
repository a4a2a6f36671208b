// What the shop's day looks like to a customer at the clock projects' times (decision 0037): the
// desktop project runs it at the suite's midday, at-0900 before opening, at-2130 after the last
// slot. Each phase asserts its own branch: whether today is still offered, and which slot comes first.
import { type DayPhase, dayPhase, expect, type Page, test, testNow } from "./support/test";

const tokyoDay = (value: string | Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(new Date(value));
const dayLabel = (value: string | Date) =>
  new Intl.DateTimeFormat("ja-JP", {
    timeZone: "Asia/Tokyo",
    month: "numeric",
    day: "numeric",
    weekday: "short",
  }).format(new Date(value));

interface Reception {
  method: "TAKEOUT" | "DELIVERY";
  acceptingToday: boolean;
  reason: string;
  nextSlot: { startsAt: string; label: string } | null;
}

async function receptionStates(page: Page): Promise<Reception[]> {
  const response = await page.request.post("/graphql", {
    data: { query: "{ receptionStates { method acceptingToday reason nextSlot { startsAt label } } }" },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { receptionStates: Reception[] } }).data.receptionStates;
}

/** Per phase: the state the shop is in for takeout, and whether the first slot offered is today. */
const EXPECTED: Record<DayPhase, { reason: string; acceptingToday: boolean; firstSlotToday: boolean }> = {
  "before-opening": { reason: "BEFORE_OPENING", acceptingToday: true, firstSlotToday: true },
  midday: { reason: "OPEN", acceptingToday: true, firstSlotToday: true },
  "after-last-slot": { reason: "AFTER_LAST_ORDER", acceptingToday: false, firstSlotToday: false },
};

test("the first takeout slot offered follows the hour: today before opening and at midday, tomorrow after the last slot", {
  tag: "@hour",
}, async ({ page }) => {
  const phase = dayPhase();
  test.skip(phase === null, "E2E_CLOCK was set between the phases this spec knows");
  const expected = EXPECTED[phase as DayPhase];
  const now = testNow();
  const takeout = (await receptionStates(page)).find((state) => state.method === "TAKEOUT");
  expect(takeout).toMatchObject({ reason: expected.reason, acceptingToday: expected.acceptingToday });
  const next = takeout?.nextSlot;
  expect(next, "a slot is always offered on an open day ahead").toBeTruthy();
  const startsAt = new Date(next?.startsAt ?? 0);
  expect(startsAt.getTime()).toBeGreaterThan(now.getTime());
  const tomorrow = tokyoDay(new Date(now.getTime() + 86_400_000));
  expect(tokyoDay(startsAt)).toBe(expected.firstSlotToday ? tokyoDay(now) : tomorrow);
  if (phase === "before-opening") {
    // The day's first slot, at or after opening (11:00), not one counted from the early hour.
    expect(next?.label).toMatch(/^1[1-2]:\d{2}$/);
  }

  // The customer reads the same on /order, before choosing anything.
  await page.goto("/order");
  const card = page.getByRole("button", { name: /テイクアウト/ });
  await expect(card).toContainText(`最短 ${dayLabel(startsAt)} ${next?.label}〜`);
});
