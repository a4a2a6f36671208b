import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressesByPostalCode } from "../../../server/src/modules/address/address.service.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../server/helpers.js";

const HONDORI = {
  zipcode: "7300035",
  prefcode: "34",
  address1: "広島県",
  address2: "広島市中区",
  address3: "本通",
  kana1: "ﾋﾛｼﾏｹﾝ",
  kana2: "ﾋﾛｼﾏｼﾅｶｸ",
  kana3: "",
};

describe("postal code lookup from bundled Japan Post data", () => {
  it("finds the prefecture, city and town", () => {
    expect(addressesByPostalCode("7300035")).toEqual([HONDORI]);
    expect(addressesByPostalCode("730-0035")).toEqual([HONDORI]);
    expect(addressesByPostalCode("0600000")[0]).toMatchObject({ prefcode: "1", address1: "北海道" });
  });

  it("finds nothing for an unknown code and rejects a malformed one", () => {
    expect(addressesByPostalCode("0000000")).toEqual([]);
    for (const code of ["12-34", "730", "73000355", "７３０００３５", "7300-035"]) {
      expect(() => addressesByPostalCode(code)).toThrow("郵便番号は半角数字7桁で入力してください");
    }
  });
});

describe("GET /zipApi/api/search", () => {
  let app: TestApp;
  const search = async (query: string) => {
    const res = await fetch(`${app.url}/zipApi/api/search${query}`);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(() => app?.close());

  it("answers zipcloud's shape for a known code, with or without zipcloud's hyphen", async () => {
    for (const code of ["7300035", "730-0035"]) {
      expect(await search(`?zipcode=${code}`)).toEqual({
        status: 200,
        body: { status: 200, message: null, results: [HONDORI] },
      });
    }
  });

  it("answers results null for an unknown code", async () => {
    expect(await search("?zipcode=0000000")).toEqual({
      status: 200,
      body: { status: 200, message: null, results: null },
    });
  });

  it("answers 400 with a Japanese message for a malformed or missing code", async () => {
    const expected = { status: 400, message: "郵便番号は半角数字7桁で入力してください", results: null };
    expect(await search("?zipcode=12-34")).toEqual({ status: 400, body: expected });
    expect(await search("")).toEqual({ status: 400, body: expected });
  });

  it("never falls through to the web app", async () => {
    expect((await search("/../other")).status).toBe(404);
    expect((await fetch(`${app.url}/zipApi/nothing`)).status).toBe(404);
  });

  it("is also a public GraphQL query", async () => {
    const found = await gql(
      app.url,
      `{ addressByPostalCode(code: "7300035") { prefectureId address1 address2 address3 } }`,
    );
    expect(found.body.data).toEqual({
      addressByPostalCode: [
        { prefectureId: 34, address1: "広島県", address2: "広島市中区", address3: "本通" },
      ],
    });
    const bad = await gql(app.url, `{ addressByPostalCode(code: "12-34") { zipcode } }`);
    expect(bad.body.errors?.[0]?.message).toBe("郵便番号は半角数字7桁で入力してください");
  });
});
