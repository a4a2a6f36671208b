// Until when online orders are taken, in the page's language (issue 35): the server sends the
// times, the catalogue words them; the Japanese is the server's own sentence, word for word.
import type { Language } from "@shared/i18n/language-codes";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { partOf } from "../../../../shared/i18n/catalogue-parts";
import { LanguageProvider, loadMessages, loadMoreMessages } from "../../lib/i18n";
import { useOrderingHours } from "./ordering-hours";

const TIMES = { until: "20:10", last: "20:30" };

function Hours({ method }: { method: string }) {
  const orderingHoursOf = useOrderingHours();
  return <>{orderingHoursOf({ method, orderingTimes: TIMES }) ?? "none"}</>;
}

const render = (language: Language, method: string) =>
  renderToString(
    <LanguageProvider language={language}>
      <Hours method={method} />
    </LanguageProvider>,
  ).replace(/<!-- -->/g, "");

describe("the ordering hours", () => {
  beforeAll(async () => {
    // As the home page does: the core and the home part (the shop's table is on it).
    await Promise.all((["ja", "en", "zh", "ko"] as const).map((language) => loadMessages(language)));
    await loadMoreMessages("home");
  });

  it("are in the home page's part of the catalogue", () => {
    expect(partOf("store.orderingUntil.takeout")).toBe("home");
  });

  it("read as the server's Japanese on Japanese pages", () => {
    expect(render("ja", "TAKEOUT")).toBe("当日のご注文は20:10まで（最終のお受け取り 20:30）");
    expect(render("ja", "DELIVERY")).toBe("当日のご注文は20:10まで（最終のお届け 20:30）");
  });

  it("are worded by the catalogue in English, Chinese and Korean", () => {
    expect(render("en", "TAKEOUT")).toBe("same-day orders until 20:10 (last pickup 20:30)");
    expect(render("en", "DELIVERY")).toBe("same-day orders until 20:10 (last delivery 20:30)");
    for (const language of ["zh", "ko"] as const) {
      const text = render(language, "TAKEOUT");
      expect(text).toContain("20:10");
      expect(text).not.toMatch(/[ぁ-ん]/);
    }
  });
});
