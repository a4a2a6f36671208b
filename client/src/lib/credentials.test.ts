import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubWindow } from "../test-support/fake-window";
import {
  clearCredentials,
  credentialHeaders,
  readCredentials,
  realmForPath,
  SESSION_EVENT,
  safeReturnPath,
  storeCredentials,
  storeRefreshedToken,
  updateStoredUid,
} from "./credentials";

const session = { accessToken: "token-1", client: "client-1", uid: "hanako@example.jp" };
let fake: ReturnType<typeof stubWindow>;

beforeEach(() => {
  fake = stubWindow();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("customer credentials", () => {
  it("are stored under access-token, client and uid and announced in this tab", () => {
    storeCredentials("customer", session);
    expect(Object.fromEntries(fake.storage)).toEqual({
      "access-token": "token-1",
      client: "client-1",
      uid: "hanako@example.jp",
    });
    expect(fake.events).toContain(SESSION_EVENT);
    expect(credentialHeaders("customer")).toEqual({
      "access-token": "token-1",
      client: "client-1",
      uid: "hanako@example.jp",
    });
  });

  it("count as logged in only when all three values exist", () => {
    fake.storage.set("access-token", "token-1");
    fake.storage.set("uid", "hanako@example.jp");
    expect(readCredentials("customer")).toBeNull();
    expect(credentialHeaders("customer")).toEqual({});
    fake.storage.set("client", "client-1");
    expect(readCredentials("customer")).toEqual(session);
  });

  it("are cleared without touching the administrator's", () => {
    storeCredentials("customer", session);
    storeCredentials("admin", { ...session, uid: "admin@karaage.example" }, { name: "山本", role: "OWNER" });
    clearCredentials("customer");
    expect(readCredentials("customer")).toBeNull();
    expect(readCredentials("admin")).not.toBeNull();
  });
});

describe("administrator credentials", () => {
  it("live under the admin- keys with the name and role, and leave together", () => {
    storeCredentials("admin", session, { name: "山本 健一", role: "OWNER" });
    expect(fake.storage.get("admin-access-token")).toBe("token-1");
    expect(fake.storage.get("admin-name")).toBe("山本 健一");
    expect(fake.storage.get("admin-role")).toBe("OWNER");
    expect(fake.storage.has("access-token")).toBe(false);
    clearCredentials("admin");
    expect(fake.storage.size).toBe(0);
  });
});

describe("a refreshed access token", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("replaces the stored one when it belongs to the same session", () => {
    storeCredentials("customer", session);
    const stored = storeRefreshedToken(
      "customer",
      headers({ "access-token": "token-2", client: "client-1", uid: "hanako@example.jp" }),
    );
    expect(stored).toBe(true);
    expect(readCredentials("customer")?.accessToken).toBe("token-2");
  });

  it("keeps the newest token when answers arrive out of order", () => {
    storeCredentials("customer", session);
    const same = { client: "client-1", uid: "hanako@example.jp" };
    expect(
      storeRefreshedToken("customer", headers({ ...same, "access-token": "token-3", expiry: "2000" })),
    ).toBe(true);
    // A slow answer from before that rotation carries an older token: it does not replace the newer one.
    expect(
      storeRefreshedToken("customer", headers({ ...same, "access-token": "token-2", expiry: "1990" })),
    ).toBe(false);
    expect(readCredentials("customer")?.accessToken).toBe("token-3");
    expect(
      storeRefreshedToken("customer", headers({ ...same, "access-token": "token-4", expiry: "2010" })),
    ).toBe(true);
    expect(readCredentials("customer")?.accessToken).toBe("token-4");
  });

  it("is ignored after a logout, so a late response cannot log the person back in", () => {
    const stored = storeRefreshedToken(
      "customer",
      headers({ "access-token": "token-2", client: "client-1", uid: "hanako@example.jp" }),
    );
    expect(stored).toBe(false);
    expect(fake.storage.size).toBe(0);
  });

  it("is ignored when it belongs to another session or lacks client and uid", () => {
    storeCredentials("customer", session);
    storeRefreshedToken(
      "customer",
      headers({ "access-token": "x", client: "client-9", uid: "hanako@example.jp" }),
    );
    storeRefreshedToken("customer", headers({ "access-token": "y" }));
    expect(readCredentials("customer")?.accessToken).toBe("token-1");
  });
});

describe("helpers", () => {
  it("choose the admin realm for /admin and the counter's /shop paths only", () => {
    expect(realmForPath("/admin/order/today")).toBe("admin");
    expect(realmForPath("/shop/cart/confirm")).toBe("admin");
    expect(realmForPath("/shopping")).toBe("customer");
    expect(realmForPath("/admin")).toBe("admin");
    expect(realmForPath("/administrator-news")).toBe("customer");
    expect(realmForPath("/mypage/info")).toBe("customer");
  });

  it("return only to paths on this site after login", () => {
    expect(safeReturnPath("/mypage/info/edit", "/mypage/info")).toBe("/mypage/info/edit");
    expect(safeReturnPath("//evil.example/", "/mypage/info")).toBe("/mypage/info");
    expect(safeReturnPath("https://evil.example/", "/mypage/info")).toBe("/mypage/info");
    expect(safeReturnPath(undefined, "/mypage/info")).toBe("/mypage/info");
  });

  it("keep the session under the new address after an e-mail change", () => {
    storeCredentials("customer", session);
    updateStoredUid("customer", "new@example.jp");
    expect(readCredentials("customer")).toEqual({ ...session, uid: "new@example.jp" });
  });
});
