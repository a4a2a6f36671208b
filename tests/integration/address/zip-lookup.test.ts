import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressesByPostalCode } from "../../../server/src/modules/address/address.service.js";
import { postalDataSource } from "../../../server/src/modules/address/postal-data.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gqlResponse } from "../../support/http.js";

const HONDORI = {
  zipcode: "7300035",
  prefcode: "34",
  address1: "広島県",
  address2: "広島市中区",
  address3: "本通",
  kana1: "ﾋﾛｼﾏｹﾝ",
  kana2: "ﾋﾛｼﾏｼﾅｶｸ",
  kana3: "ﾎﾝﾄﾞｵﾘ",
};

describe("postal code lookup from bundled Japan Post data", () => {
  it("is Japan Post's data of 2025-09-30", () => {
    expect(postalDataSource()).toMatch(/^Japan Post data of 2025-09-30 /);
  });

  it("knows codes Japan Post added after its May 2022 data, 2025's 9902387 among them", () => {
    expect(addressesByPostalCode("9902387")).toEqual([
      {
        zipcode: "9902387",
        prefcode: "6",
        address1: "山形県",
        address2: "山形市",
        address3: "後明",
        kana1: "ﾔﾏｶﾞﾀｹﾝ",
        kana2: "ﾔﾏｶﾞﾀｼ",
        kana3: "ｺﾞﾐｮｳ",
      },
    ]);
    for (const [code, town] of [
      ["9902379", "替所"],
      ["5540044", "夢洲中"],
      ["6100119", "令涼つむぎ"],
      ["1055506", "虎ノ門虎ノ門ヒルズステーションタワー（６階）"],
    ]) {
      expect(addressesByPostalCode(code as string)[0]?.address3, code).toBe(town);
    }
  });

  it("keeps the floor of a code given to one floor of a tall building, as zipcloud does", () => {
    expect(addressesByPostalCode("1046006")).toEqual([
      {
        zipcode: "1046006",
        prefcode: "13",
        address1: "東京都",
        address2: "中央区",
        address3: "晴海オフィスタワーＸ（６階）",
        kana1: "ﾄｳｷｮｳﾄ",
        kana2: "ﾁｭｳｵｳｸ",
        kana3: "ﾊﾙﾐｵﾌｨｽﾀﾜｰX(6ｶｲ)",
      },
    ]);
    expect(addressesByPostalCode("1046090")[0]?.address3).toBe("晴海オフィスタワーＸ（地階・階層不明）");
    expect(addressesByPostalCode("1046090")[0]?.kana3).toBe("ﾊﾙﾐｵﾌｨｽﾀﾜｰX(ﾁｶｲ･ｶｲｿｳﾌﾒｲ)");
  });

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

  it("answers zipcloud's three errors word for word, with status 400", async () => {
    const error = (message: string) => ({ status: 400, body: { status: 400, message, results: null } });
    const missing = error("必須パラメータが指定されていません。");
    const length = error("パラメータ「郵便番号」の桁数が不正です。");
    const digits = error("パラメータ「郵便番号」に数字以外の文字が指定されています。");
    expect(await search("")).toEqual(missing);
    expect(await search("?zipcode=")).toEqual(missing);
    expect(await search("?zipcode=12-34")).toEqual(length);
    expect(await search("?zipcode=73000355")).toEqual(length);
    expect(await search("?zipcode=730003a")).toEqual(digits);
    expect(await search(`?zipcode=${encodeURIComponent("７３０００３５")}`)).toEqual(digits);
    expect(await search("?zipcode=%00")).toEqual(digits);
  });

  it("answers at most 20 results, or zipcloud's limit", async () => {
    const all = addressesByPostalCode("4520961");
    expect(all.length).toBeGreaterThan(20);
    const first = await search("?zipcode=4520961");
    expect(first.body.results).toEqual(all.slice(0, 20));
    expect((await search("?zipcode=4520961&limit=100")).body.results).toEqual(all);
    expect((await search("?zipcode=4520961&limit=2")).body.results).toHaveLength(2);
  });

  it("never falls through to the web app", async () => {
    expect((await search("/../other")).status).toBe(404);
    expect((await fetch(`${app.url}/zipApi/nothing`)).status).toBe(404);
  });

  it("is also a public GraphQL query", async () => {
    const found = await gqlResponse(
      app.url,
      `{ addressByPostalCode(code: "7300035") { prefectureId address1 address2 address3 } }`,
    );
    expect(found.body.data).toEqual({
      addressByPostalCode: [
        { prefectureId: 34, address1: "広島県", address2: "広島市中区", address3: "本通" },
      ],
    });
    const bad = await gqlResponse(app.url, `{ addressByPostalCode(code: "12-34") { zipcode } }`);
    expect(bad.body.errors?.[0]?.message).toBe("郵便番号は半角数字7桁で入力してください");
  });
});
