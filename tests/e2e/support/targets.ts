import type { Page } from "@playwright/test";

/**
 * Every visible interactive element whose target is smaller than `min` CSS pixels in either
 * direction, as "selector-ish text: W×H". A radio or checkbox counts with its label (a tap on the
 * label works too). Links inside a sentence are WCAG 2.5.8's inline exception and are skipped.
 * `within`: a selector to measure only a part of the page (the board's main, not the header).
 */
export async function smallTargets(page: Page, min: number, within = "body"): Promise<string[]> {
  return page.evaluate(
    ([min, within]) => {
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
      const visible = (el: Element) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return style.visibility !== "hidden" && style.display !== "none" && box.width > 0 && box.height > 0;
      };
      const inline = (el: Element) => {
        if (el.tagName !== "A") return false;
        const block = el.closest("p, li, dd, td, label");
        if (!block) return false;
        const text = (block.textContent ?? "").replace(/\s/g, "");
        const own = (el.textContent ?? "").replace(/\s/g, "");
        return text.length > own.length;
      };
      const name = (el: Element) => {
        const label = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 20);
        const cls = typeof el.className === "string" ? el.className.split(" ")[0] : "";
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ""} "${label}"`;
      };
      const found: string[] = [];
      const scope = document.querySelector(within) ?? document.body;
      for (const el of Array.from(scope.querySelectorAll(selector))) {
        const input = el as HTMLInputElement;
        const wrapped = el.tagName === "INPUT" && (input.type === "radio" || input.type === "checkbox");
        const boxes = [el.getBoundingClientRect()];
        if (wrapped)
          for (const label of Array.from(input.labels ?? [])) boxes.push(label.getBoundingClientRect());
        // A visually hidden radio (a styled label is the target) counts by its label alone.
        if (!visible(el) && !(wrapped && boxes.length > 1)) continue;
        if (inline(el)) continue;
        const width = Math.max(...boxes.map((b) => b.width));
        const height = Math.max(...boxes.map((b) => b.height));
        if (width + 0.5 < min || height + 0.5 < min)
          found.push(`${name(el)}: ${Math.round(width)}×${Math.round(height)}`);
      }
      return found;
    },
    [min, within] as const,
  );
}
