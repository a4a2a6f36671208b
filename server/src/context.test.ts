import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./context.js";

const request = (forwardedFor?: string) =>
  ({
    socket: { remoteAddress: "10.0.0.2" },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }) as unknown as IncomingMessage;

describe("clientAddress", () => {
  it("uses the socket's address when no proxy is trusted, whatever the header claims", () => {
    expect(clientAddress(request("198.51.100.1"))).toBe("10.0.0.2");
  });

  it("takes the entry the trusted proxy added, not what the client wrote before it", () => {
    expect(clientAddress(request("6.6.6.6, 198.51.100.1"), 1)).toBe("198.51.100.1");
    expect(clientAddress(request("6.6.6.6, 198.51.100.1, 10.0.0.9"), 2)).toBe("198.51.100.1");
  });

  it("falls back to the socket's address without the header", () => {
    expect(clientAddress(request(), 1)).toBe("10.0.0.2");
  });
});
