import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubWindow } from "../test-support/fake-window";
import { readCredentials, SESSION_EVENT, storeCredentials } from "./credentials";
import { endSession, forgetSessionEnd, sessionEndMessage, sessionEndOf, sessionEnds } from "./session-end";

let fake: ReturnType<typeof stubWindow>;

beforeEach(() => {
  fake = stubWindow();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a live session's end", () => {
  it("is read from the server's close codes 4401 and 4403 only", () => {
    expect(sessionEndOf({ code: 4401, reason: "Session ended" })).toBe("ended");
    expect(sessionEndOf({ code: 4403, reason: "Rights changed" })).toBe("rights-changed");
    for (const code of [1000, 1001, 1006, 4205, 4499, 4500]) expect(sessionEndOf({ code })).toBeNull();
    expect(sessionEndOf(new Error("network"))).toBeNull();
    expect(sessionEndOf(null)).toBeNull();
  });

  it("forgets the realm's credentials, announces it, and tells that realm's login page why, once", () => {
    storeCredentials("admin", { accessToken: "t", client: "c", uid: "staff@example.jp" });
    storeCredentials("customer", { accessToken: "t2", client: "c2", uid: "hanako@example.jp" });
    const before = sessionEnds();
    fake.events.length = 0;
    endSession("admin", "rights-changed");
    expect(readCredentials("admin")).toBeNull();
    expect(readCredentials("customer")).not.toBeNull();
    expect(fake.events).toContain(SESSION_EVENT);
    expect(sessionEnds()).toBe(before + 1);
    expect(sessionEndMessage("customer")).toBe("");
    expect(sessionEndMessage("admin")).toBe("権限が変更されました。もう一度ログインしてください。");
    forgetSessionEnd();
    expect(sessionEndMessage("admin")).toBe("");
  });
});
