import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Whether the focused element shows a focus indicator: an outline or a box-shadow on itself, or, for
 * a radio or checkbox drawn by its label, on that label. Returns a description when it does not.
 */
export async function unseenFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 1;
      return outline || style.boxShadow !== "none";
    };
    const labels = el instanceof HTMLInputElement ? Array.from(el.labels ?? []) : [];
    if (el.matches(":focus-visible") && (ring(el) || labels.some(ring))) return null;
    const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30);
    return `${el.tagName.toLowerCase()}.${el.className} "${text}"`;
  });
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks
 * that every element passed on the way shows where the focus is.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  const unseen = new Set<string>();
  for (let step = 0; step <= max; step += 1) {
    if (await isFocused(target)) break;
    if (step === max) throw new Error(`${max} presses of Tab did not reach ${target}`);
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const missing = await unseenFocus(page);
    if (missing) unseen.add(missing);
  }
  expect([...unseen], "elements focused without a visible focus indicator").toEqual([]);
}

/** Types text into the focused field key by key. */
export async function typeText(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}
