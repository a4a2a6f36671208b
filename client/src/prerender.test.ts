import { describe, expect, it } from "vitest";
import { disableUntilReady } from "./prerender";

describe("disableUntilReady", () => {
  it("disables and marks every control of the server's markup, once", () => {
    expect(
      disableUntilReady(
        '<button type="button">カートに入れる</button><input type="checkbox" id="a"/><select><option>1</option></select><textarea></textarea>',
      ),
    ).toBe(
      '<button disabled data-until-ready type="button">カートに入れる</button><input disabled data-until-ready type="checkbox" id="a"/><select disabled data-until-ready><option>1</option></select><textarea disabled data-until-ready></textarea>',
    );
  });

  it("leaves a control disabled for its own reason as it is, and text as text", () => {
    const soldOut = '<button type="button" class="button" disabled="">品切れ中</button>';
    expect(disableUntilReady(soldOut)).toBe(soldOut);
    const text =
      '<p>&lt;button type=&quot;button&quot;&gt; と <buttons></p><a href="/order/1">詳しく見る</a>';
    expect(disableUntilReady(text)).toBe(text);
  });
});
