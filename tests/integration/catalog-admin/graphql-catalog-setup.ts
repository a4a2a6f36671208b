import { afterAll, beforeAll, expect } from "vitest";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { catalogAdmin, type Session } from "./helpers.js";

export let app: TestApp;
export let admin: Session;

export function withGraphqlCatalogApp() {
  beforeAll(async () => {
    app = await startTestApp();
    admin = await catalogAdmin(app.url);
  });
  afterAll(() => app?.close());
}

const ERRORS = `... on Error { __typename message } ... on ValidationError { fieldErrors { field messages } }`;
const PRODUCT = `id name price image imageSrcset allergens soldOut soldOutState position
  options { id name price allergens soldOut soldOutState } toppings { id name } category { id name }`;

export const CREATE_CATEGORY = `mutation($input: CategoryInput!) { createCategory(input: $input) {
  __typename ... on MutationCreateCategorySuccess { data { id name position productCount } } ${ERRORS} } }`;
export const CREATE_PRODUCT = `mutation($input: ProductInput!, $image: File) { createProduct(input: $input, image: $image) {
  __typename ... on MutationCreateProductSuccess { data { ${PRODUCT} } } ${ERRORS} } }`;
export const UPDATE_PRODUCT = `mutation($id: ID!, $input: ProductInput!, $image: File) {
  updateProduct(id: $id, input: $input, image: $image) {
  __typename ... on MutationUpdateProductSuccess { data { ${PRODUCT} } } ${ERRORS} } }`;

export async function newCategory(name: string) {
  const res = await admin.gql(CREATE_CATEGORY, { input: { name } });
  expect(res.data?.createCategory.__typename, JSON.stringify(res)).toBe("MutationCreateCategorySuccess");
  return res.data?.createCategory.data as { id: string; name: string; position: number };
}

export async function newProduct(categoryId: string, name: string, extra: Record<string, unknown> = {}) {
  const res = await admin.gqlUpload(CREATE_PRODUCT, {
    input: { name, categoryId, price: 500, allergens: ["wheat"], ...extra },
  });
  expect(res.data?.createProduct.__typename, JSON.stringify(res)).toBe("MutationCreateProductSuccess");
  return res.data?.createProduct.data;
}
