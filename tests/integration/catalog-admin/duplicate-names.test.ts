// Category and topping names are unique after Unicode NFKC and trimming, on both doors; the
// refusal names the existing one, and nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { catalogAdmin, type Session } from "./helpers.js";

let app: TestApp;
let admin: Session;

beforeAll(async () => {
  app = await startTestApp();
  admin = await catalogAdmin(app.url);
});
afterAll(() => app?.close());

async function gqlCategory(input: { name: string }, id?: number) {
  const query = id
    ? `mutation ($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) {
        __typename ... on ValidationError { message fieldErrors { field messages } }
        ... on MutationUpdateCategorySuccess { data { id name } } } }`
    : `mutation ($input: CategoryInput!) { createCategory(input: $input) {
        __typename ... on ValidationError { message fieldErrors { field messages } }
        ... on MutationCreateCategorySuccess { data { id name } } } }`;
  const res = await admin.gql(query, id ? { id: String(id), input } : { input });
  return (id ? res.data?.updateCategory : res.data?.createCategory) as {
    __typename: string;
    message?: string;
    fieldErrors?: { field: string; messages: string[] }[];
    data?: { id: string; name: string };
  };
}

async function gqlTopping(name: string) {
  const res = await admin.gql(
    `mutation ($input: ToppingInput!) { createTopping(input: $input) {
      __typename ... on ValidationError { message fieldErrors { field messages } } ... on MutationCreateToppingSuccess { data { id } } } }`,
    { input: { name, options: [{ name: "普通", price: 50 }] } },
  );
  return res.data?.createTopping as { __typename: string; message?: string };
}

describe("category names", () => {
  it("refuses over GraphQL a name equal after NFKC and trimming, naming the existing category", async () => {
    const first = await gqlCategory({ name: "ｶﾗｱｹﾞ定食" });
    expect(first.__typename).toBe("MutationCreateCategorySuccess");
    const before = await app.db.prisma.category.count();

    const again = await gqlCategory({ name: "　カラアゲ定食 " });
    expect(again.__typename).toBe("ValidationError");
    expect(again.message).toBe("カテゴリ「ｶﾗｱｹﾞ定食」がすでにあります。別の名前にしてください");
    expect(again.fieldErrors?.[0]?.messages[0]).toContain("ｶﾗｱｹﾞ定食");
    expect(await app.db.prisma.category.count()).toBe(before);

    // Renaming another category onto it is refused too; keeping one's own name is not.
    const other = await gqlCategory({ name: "サイド" });
    const otherId = Number(other.data?.id);
    expect((await gqlCategory({ name: "カラアゲ定食" }, otherId)).__typename).toBe("ValidationError");
    expect((await gqlCategory({ name: " サイド" }, otherId)).__typename).toBe(
      "MutationUpdateCategorySuccess",
    );
    expect((await app.db.prisma.category.findUnique({ where: { id: otherId } }))?.name).toBe("サイド");
  });

  it("refuses over REST with a Japanese 422 naming the existing category", async () => {
    const first = await admin.rest("POST", "/admin/categories", { category: { name: "ＢＩＧからあげ" } });
    expect(first.status).toBe(201);
    const res = await admin.rest("POST", "/admin/categories", { category: { name: "BIGからあげ" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(["カテゴリ「ＢＩＧからあげ」がすでにあります。別の名前にしてください"]);
    const other = await admin.rest("POST", "/admin/categories", { category: { name: "ドリンク類" } });
    const renamed = await admin.rest("PUT", `/admin/categories/${other.body.category.id}`, {
      category: { name: "ＢＩＧからあげ " },
    });
    expect(renamed.status).toBe(422);
  });
});

describe("topping names", () => {
  it("refuses over GraphQL and REST a topping name that already exists, naming it", async () => {
    const first = await gqlTopping("黒酢あん");
    expect(first.__typename, JSON.stringify(first)).toBe("MutationCreateToppingSuccess");
    const before = await app.db.prisma.topping.count();
    const again = await gqlTopping(" 黒酢あん　");
    expect(again).toMatchObject({
      __typename: "ValidationError",
      message: "トッピング「黒酢あん」がすでにあります。別の名前にしてください",
    });
    const rest = await admin.form("POST", "/admin/toppings", [
      ["name", "黒酢あん"],
      ["topping_options[0][name]", "普通"],
      ["topping_options[0][price]", "50"],
    ]);
    expect(rest.status).toBe(422);
    expect(rest.body.errors).toEqual(["トッピング「黒酢あん」がすでにあります。別の名前にしてください"]);
    expect(await app.db.prisma.topping.count()).toBe(before);

    const other = await admin.form("POST", "/admin/toppings", [
      ["name", "おろしポン酢"],
      ["topping_options[0][name]", "普通"],
      ["topping_options[0][price]", "50"],
    ]);
    expect(other.status).toBe(201);
    const renamed = await admin.form("PUT", `/admin/toppings/${other.body.topping.id}`, [
      ["name", "黒酢あん"],
      ["topping_options[0][name]", "普通"],
      ["topping_options[0][price]", "50"],
    ]);
    expect(renamed.status).toBe(422);
  });
});
