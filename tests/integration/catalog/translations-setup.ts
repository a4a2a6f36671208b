// Shared setup of the translation tests (issue 35, decision 0053): the app with a real SMTP server,
// an administrator's session, and the public menu read in a given language. Each test file calls
// withTranslationsApp() once; app, smtp and admin are live bindings.
import { afterAll, beforeAll, expect } from "vitest";
import { startTestSmtp, type TestSmtp } from "../../setup/smtp.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { catalogAdmin, type Session } from "../catalog-admin/helpers.js";

export let app: TestApp;
export let smtp: TestSmtp;
export let admin: Session;

export function withTranslationsApp() {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://shop.test" } });
    admin = await catalogAdmin(app.url);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
}

export const MENU = `query Menu { menu { categories { name products { id name description
  options { name } toppings { name options { name } } } } } }`;

export type MenuAnswer = {
  categories: {
    name: string;
    products: {
      id: string;
      name: string;
      description: string;
      options: { name: string }[];
      toppings: { name: string; options: { name: string }[] }[];
    }[];
  }[];
};
export async function menuIn(language?: string): Promise<MenuAnswer> {
  const res = await gql(app.url, MENU, {}, language ? { "x-shop-lang": language } : {});
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.menu as MenuAnswer;
}
export const productNamed = (menu: MenuAnswer, id: number) =>
  menu.categories.flatMap((c) => c.products).find((p) => p.id === String(id))!;
