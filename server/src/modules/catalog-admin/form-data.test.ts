import { describe, expect, it } from "vitest";
import { bool, int, nestForm } from "./form-data.js";

describe("multipart forms, Rails style", () => {
  it("nests indexed and empty-bracket lists, plain lists and a wrapper", () => {
    const form = nestForm(
      [
        ["product[name]", "唐揚げ"],
        ["product[allergens][]", "wheat"],
        ["product[allergens][]", "egg"],
        ["product[product_options][1][name]", "10個"],
        ["product[product_options][0][name]", "5個"],
        ["product[product_options][0][id]", "7"],
        ["product[product_toppings][][topping_id]", "3"],
        ["product[product_toppings][][topping_id]", "4"],
        ["product[provision_date][start_on]", "2026-12-01"],
      ],
      "product",
    );
    expect(form).toMatchObject({
      name: "唐揚げ",
      allergens: ["wheat", "egg"],
      product_options: [{ name: "5個", id: "7" }, { name: "10個" }],
      product_toppings: [{ topping_id: "3" }, { topping_id: "4" }],
      provision_date: { start_on: "2026-12-01" },
    });
  });

  it("reads booleans and numbers the way forms send them, leaving anything else for the rules to refuse", () => {
    expect([bool("true"), bool("1"), bool("false"), bool("0"), bool(""), bool("yes")]).toEqual([
      true,
      true,
      false,
      false,
      undefined,
      "yes",
    ]);
    expect([int("480"), int(" 12 "), int(""), int("百円"), int("1e3")]).toEqual([
      480,
      12,
      undefined,
      "百円",
      "1e3",
    ]);
  });
});
