import { describe, expect, it } from "vitest";
import { cleanTown, fromJpostal, fromKenAll, serialize, toHalfWidthKana } from "./postal-import.js";

describe("importing Japan Post's postal data", () => {
  it("writes kana in zipcloud's half-width form", () => {
    expect(toHalfWidthKana("ヒロシマシナカク")).toBe("ﾋﾛｼﾏｼﾅｶｸ");
    expect(toHalfWidthKana("ホンドオリ")).toBe("ﾎﾝﾄﾞｵﾘ");
    expect(toHalfWidthKana("ハルミオフィスタワーＸ（６カイ）")).toBe("ﾊﾙﾐｵﾌｨｽﾀﾜｰX(6ｶｲ)");
    expect(toHalfWidthKana("ヴ・ポ")).toBe("ｳﾞ･ﾎﾟ");
    expect(toHalfWidthKana("ﾎﾝﾄﾞｵﾘ")).toBe("ﾎﾝﾄﾞｵﾘ");
  });

  it("drops Japan Post's notes from towns but keeps floors", () => {
    expect(cleanTown("以下に掲載がない場合", "ｲｶﾆｹｲｻｲｶﾞﾅｲﾊﾞｱｲ")).toEqual(["", ""]);
    expect(cleanTown("大通西（１～１９丁目）", "ｵｵﾄﾞｵﾘﾆｼ(1-19ﾁｮｳﾒ)")).toEqual(["大通西", "ｵｵﾄﾞｵﾘﾆｼ"]);
    expect(cleanTown("晴海オフィスタワーＸ（６階）", "ﾊﾙﾐｵﾌｨｽﾀﾜｰX(6ｶｲ)")).toEqual([
      "晴海オフィスタワーＸ（６階）",
      "ﾊﾙﾐｵﾌｨｽﾀﾜｰX(6ｶｲ)",
    ]);
    expect(cleanTown("一円", "ｲﾁｴﾝ")).toEqual(["一円", "ｲﾁｴﾝ"]);
  });

  it("reads KEN_ALL, joining a town split over several rows", () => {
    const csv = [
      '34101,"730  ","7300035","ﾋﾛｼﾏｹﾝ","ﾋﾛｼﾏｼﾅｶｸ","ﾎﾝﾄﾞｵﾘ","広島県","広島市中区","本通",0,0,0,0,0,0',
      '13102,"104  ","1046006","ﾄｳｷｮｳﾄ","ﾁﾕｳｵｳｸ","ﾊﾙﾐｵﾌｲｽﾀﾜｰX(6ｶｲ)","東京都","中央区","晴海オフィスタワーＸ（６階）",0,0,0,0,0,0',
      '01101,"064  ","0640941","ﾎｯｶｲﾄﾞｳ","ｻｯﾎﾟﾛｼﾁｭｳｵｳｸ","ｱｻﾋｶﾞｵｶ","北海道","札幌市中央区","旭ケ丘（１～３丁目、",0,0,1,0,0,0',
      '01101,"064  ","0640941","ﾎｯｶｲﾄﾞｳ","ｻｯﾎﾟﾛｼﾁｭｳｵｳｸ","","北海道","札幌市中央区","５丁目）",0,0,1,0,0,0',
    ].join("\r\n");
    const data = fromKenAll(csv);
    expect(data.rows.map((r) => [r.zipcode, r.town, r.townKana])).toEqual([
      ["7300035", "本通", "ﾎﾝﾄﾞｵﾘ"],
      ["1046006", "晴海オフィスタワーＸ（６階）", "ﾊﾙﾐｵﾌｲｽﾀﾜｰX(6ｶｲ)"],
      ["0640941", "旭ケ丘", "ｱｻﾋｶﾞｵｶ"],
    ]);
    expect(data.prefectures.get(34)).toEqual(["広島県", "ﾋﾛｼﾏｹﾝ"]);
  });

  it("restores the floors jquery-jpostal-ja strips, and leaves offices' own codes out", () => {
    const data = fromJpostal([
      [
        ["_000info", "", "ver2.13 2025-09-25 2025-09-30", "", "", "", "", "", ""],
        [
          "_1046006",
          "東京都",
          "中央区",
          "晴海オフィスタワーＸ６階",
          "",
          "",
          "ﾄｳｷｮｳﾄ",
          "ﾁｭｳｵｳｸ",
          "ﾊﾙﾐｵﾌｨｽﾀﾜｰX6ｶｲ",
        ],
        ["_1046090", "東京都", "中央区", "晴海オフィスタワーＸ", "", "", "ﾄｳｷｮｳﾄ", "ﾁｭｳｵｳｸ", "ﾊﾙﾐｵﾌｨｽﾀﾜｰX"],
        ["_1048501", "東京都", "中央区", "晴海", "１丁目", "株式会社からあげ", "ﾄｳｷｮｳﾄ", "ﾁｭｳｵｳｸ", "ﾊﾙﾐ"],
      ],
    ]);
    expect(data.rows.map((r) => [r.zipcode, r.town, r.townKana])).toEqual([
      ["1046006", "晴海オフィスタワーＸ（６階）", "ﾊﾙﾐｵﾌｨｽﾀﾜｰX(6ｶｲ)"],
      ["1046090", "晴海オフィスタワーＸ（地階・階層不明）", "ﾊﾙﾐｵﾌｨｽﾀﾜｰX(ﾁｶｲ･ｶｲｿｳﾌﾒｲ)"],
    ]);
    expect(serialize(data, "test").split("\n").slice(0, 3)).toEqual([
      "# test",
      "P\t13\t東京都\tﾄｳｷｮｳﾄ",
      "1046006\t13\t中央区\t晴海オフィスタワーＸ（６階）\tﾁｭｳｵｳｸ\tﾊﾙﾐｵﾌｨｽﾀﾜｰX(6ｶｲ)",
    ]);
  });
});
