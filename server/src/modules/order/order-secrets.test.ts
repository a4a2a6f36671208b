import { describe, expect, it } from "vitest";
import { sandboxGateway, signPayment } from "../payment/sandbox-gateway.js";
import { slotLabel } from "./order-format.js";
import { arrivalSecret, CODE_PATTERN, generateOrderCode, secretMatches, sha256 } from "./order-secrets.js";

describe("order codes and secrets", () => {
  it("makes short codes from the unambiguous alphabet, never all digits", () => {
    for (let i = 0; i < 500; i++) {
      const code = generateOrderCode();
      expect(code).toMatch(CODE_PATTERN);
      expect(code).toMatch(/[A-Z]/);
    }
  });

  it("derives the same arrival secret from the same key and checks it against the stored hash only", () => {
    const key = "0f6b4c1e-6a55-4d7e-9d0b-3f1f3c3e2a10";
    const secret = arrivalSecret(key, "ACD347");
    expect(arrivalSecret(key, "ACD347")).toBe(secret);
    expect(arrivalSecret(key, "ACD349")).not.toBe(secret);
    expect(secretMatches(secret, sha256(secret))).toBe(true);
    expect(secretMatches(`${secret}x`, sha256(secret))).toBe(false);
    expect(secretMatches(secret, null)).toBe(false);
  });

  it("shows a slot in Tokyo time with the weekday", () => {
    // 2026-11-23 03:15Z is Monday 12:15 in Tokyo.
    expect(slotLabel(new Date("2026-11-23T03:15:00Z"), new Date("2026-11-23T03:30:00Z"))).toBe(
      "11月23日(月) 12:15〜12:30",
    );
  });
});

describe("sandbox gateway", () => {
  const returned = { code: "ACD347", trackingId: "sb01", amount: 1080, result: "approved" };

  it("accepts its own signature and nothing else", () => {
    const signature = signPayment(returned);
    expect(sandboxGateway.verify({ ...returned, signature })).toEqual({ result: "approved", amount: 1080 });
    expect(sandboxGateway.verify({ ...returned, amount: 1, signature })).toBeNull();
    expect(sandboxGateway.verify({ ...returned, result: "declined", signature })).toBeNull();
    expect(
      sandboxGateway.verify({ ...returned, signature: signPayment(returned, "another secret") }),
    ).toBeNull();
    expect(
      sandboxGateway.verify({
        ...returned,
        result: "maybe",
        signature: signPayment({ ...returned, result: "maybe" }),
      }),
    ).toBeNull();
  });
});
