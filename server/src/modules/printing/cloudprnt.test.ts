import { describe, expect, it } from "vitest";
import { normalizeMac, parsePoll } from "./cloudprnt.service.js";
import { printerState } from "./print-job.service.js";

describe("CloudPRNT polls", () => {
  it("reads Star's JSON request: the MAC in one form, the URL-encoded status code", () => {
    expect(
      parsePoll({
        printerMAC: "00:11:62:1D:9A:B7",
        statusCode: "200%20OK",
        printingInProgress: false,
        status: "23 6",
      }),
    ).toEqual({ mac: "00:11:62:1d:9a:b7", statusCode: "200 OK", printingInProgress: false });
    expect(normalizeMac("00-11-62-1d-9a-b7")).toBe("00:11:62:1d:9a:b7");
    expect(normalizeMac("0011621d9ab7")).toBe("00:11:62:1d:9a:b7");
    expect(normalizeMac("00%3A11%3A62%3A1d%3A9a%3Ab7")).toBe("00:11:62:1d:9a:b7");
  });

  it("refuses a malformed poll", () => {
    for (const body of [
      null,
      [],
      {},
      { printerMAC: "00:11:62:1d:9a:b7" },
      { printerMAC: "x", statusCode: "200 OK" },
    ]) {
      expect(() => parsePoll(body)).toThrow("CloudPRNT のポーリングの形式が正しくありません");
    }
    expect(() => parsePoll({ printerMAC: "00:11:62:1d:9a:b7", statusCode: "ready" })).toThrow();
  });

  it("tells a printer's state from its last status code, silent after 60 s", () => {
    const now = new Date("2026-11-26T03:00:00Z");
    const at = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const state = (statusCode: string, seconds = 5) =>
      printerState({ statusCode, lastPollAt: at(seconds) }, now);
    expect(state("200 OK")).toBe("ONLINE");
    expect(state("211 Paper Low")).toBe("PAPER_LOW");
    expect(state("410 Out of paper")).toBe("PAPER_OUT");
    expect(state("420 Cover open")).toBe("COVER_OPEN");
    expect(state("411 Paper jam")).toBe("ERROR");
    expect(state("500 Error")).toBe("ERROR");
    expect(state("200 OK", 60)).toBe("ONLINE");
    expect(state("200 OK", 61)).toBe("SILENT");
    expect(printerState({ statusCode: null, lastPollAt: null }, now)).toBe("SILENT");
  });
});
