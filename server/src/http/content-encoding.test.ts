import { describe, expect, it } from "vitest";
import { isCompressibleType, negotiateEncoding } from "./content-encoding.js";

describe("negotiateEncoding", () => {
  it("prefers brotli when the client accepts both equally", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
  });
  it("follows the client's q-values and refuses codings with q=0", () => {
    expect(negotiateEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.1")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBe("identity");
  });
  it("sends nothing compressed without the header, to identity or to unknown codings", () => {
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding("deflate, zstd")).toBe("identity");
  });
  it("reads the wildcard and only offers what is available", () => {
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0.5, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBe("identity");
  });
});

describe("isCompressibleType", () => {
  it("compresses JSON, GraphQL responses, HTML, scripts and SVG but never event streams", () => {
    for (const type of [
      "application/json; charset=utf-8",
      "application/graphql-response+json",
      "text/html; charset=utf-8",
      "text/javascript",
      "image/svg+xml",
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of ["text/event-stream", "multipart/mixed; boundary=-", "image/png", null]) {
      expect(isCompressibleType(type), String(type)).toBe(false);
    }
  });
});
