import { describe, expect, it } from "vitest";
import { pageHref } from "./pager";

describe("a pager's addresses", () => {
  it("keep the list's search and put the page in the address, except for page 1", () => {
    const params = new URLSearchParams("name=山田&date=2026-05-10&page=3");
    expect(pageHref("/admin/order/history", params, 4)).toBe(
      "/admin/order/history?name=%E5%B1%B1%E7%94%B0&date=2026-05-10&page=4",
    );
    expect(pageHref("/admin/order/history", params, 1)).toBe(
      "/admin/order/history?name=%E5%B1%B1%E7%94%B0&date=2026-05-10",
    );
    expect(pageHref("/mypage/history", new URLSearchParams("page=2"), 1)).toBe("/mypage/history");
    expect(pageHref("/mypage/history", new URLSearchParams(), 2)).toBe("/mypage/history?page=2");
  });
});
