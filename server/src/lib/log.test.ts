import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, currentRequestId, requestIdFrom, withRequestId } from "./log.js";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: "info", pretty: false, destination }) };
}

describe("the server's logger", () => {
  it("writes JSON lines with personal data, tokens and passwords redacted, at any of three depths", () => {
    const { lines, logger } = capture();
    const secrets = [
      "hanako@example.jp",
      "090-1234-5678",
      "紙屋町1-2-3",
      "山田",
      "花子",
      "s3cret-passw0rd",
      "tok_abcdef123456",
      "Bearer abc.def",
      "JBSWY3DPEHPK3PXP",
    ];
    logger.info(
      {
        email: "hanako@example.jp",
        password: "s3cret-passw0rd",
        order: {
          code: "K7Q2",
          tel: "090-1234-5678",
          address1: "紙屋町1-2-3",
          lastName: "山田",
          firstName: "花子",
        },
        req: { headers: { authorization: "Bearer abc.def", "access-token": "tok_abcdef123456" } },
        admin: { totpSecret: "JBSWY3DPEHPK3PXP" },
      },
      "an order",
    );
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines[0]);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain("K7Q2");
    expect(lines[0]).toMatchObject({
      msg: "an order",
      email: "[redacted]",
      order: { code: "K7Q2", tel: "[redacted]", lastName: "[redacted]" },
      req: { headers: { authorization: "[redacted]", "access-token": "[redacted]" } },
    });
  });

  it("stamps every line written for a request with that request's id, across awaits", async () => {
    const { lines, logger } = capture();
    await withRequestId("req-0123456789", async () => {
      await new Promise((resolve) => setImmediate(resolve));
      expect(currentRequestId()).toBe("req-0123456789");
      logger.info("inside");
    });
    logger.info("outside");
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["inside", "req-0123456789"],
      ["outside", undefined],
    ]);
  });

  it("takes a proxy's X-Request-Id when it looks like one, and makes one otherwise", () => {
    expect(requestIdFrom("abcdef12-3456")).toBe("abcdef12-3456");
    for (const bad of [undefined, "short", "has space in it", "x".repeat(200), "<script>alert(1)</script>"])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
