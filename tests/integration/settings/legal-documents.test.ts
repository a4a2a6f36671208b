// 利用規約 and プライバシーポリシー (issue 26 point 2): anyone reads them, the OWNER saves them,
// STAFF cannot; bad input gets a Japanese message and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGAL_DEFAULTS, LEGAL_MESSAGES } from "../../../shared/legal.js";
import { startTestApp, type TestApp } from "../../setup/test-app.js";
import { gql } from "../../support/http.js";
import { adminSession } from "../board/helpers.js";
import { staffSession } from "./helpers.js";

const READ = `query($kind: LegalDocumentKind!) { legalDocument(kind: $kind) { kind title body updatedAt updatedBy } }`;
const SAVE = `mutation($kind: LegalDocumentKind!, $input: LegalDocumentInput!) {
  updateLegalDocument(kind: $kind, input: $input) { __typename
    ... on MutationUpdateLegalDocumentSuccess { data { kind body updatedBy } }
    ... on ValidationError { message fieldErrors { field messages } }
    ... on ForbiddenError { message } } }`;

describe("legal documents", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("show a privacy policy that names what is collected, who receives it, how long, and how to ask", async () => {
    const { data } = await gql(app.url, READ, { kind: "PRIVACY" });
    expect(data?.legalDocument).toMatchObject({
      kind: "PRIVACY",
      title: "プライバシーポリシー",
      updatedAt: null,
    });
    const body: string = data?.legalDocument.body;
    for (const part of [
      "取得する情報",
      "利用目的",
      "決済代行会社",
      "メール配信",
      "保存期間",
      "開示",
      "削除",
      "お問い合わせ窓口",
    ])
      expect(body).toContain(part);
    const terms = await gql(app.url, READ, { kind: "TERMS" });
    expect(terms.data?.legalDocument).toMatchObject({ title: "利用規約", body: LEGAL_DEFAULTS.TERMS });
  });

  it("are saved by the owner and read back by anyone", async () => {
    const owner = await adminSession(app.url);
    const body = "## 第1条（目的）\n本規約は改定されました。";
    const saved = await owner.gql(SAVE, { kind: "TERMS", input: { body: `  ${body}  ` } });
    expect(saved.data?.updateLegalDocument).toMatchObject({
      __typename: "MutationUpdateLegalDocumentSuccess",
      data: { kind: "TERMS", body },
    });
    const { data } = await gql(app.url, READ, { kind: "TERMS" });
    expect(data?.legalDocument.body).toBe(body);
    expect(data?.legalDocument.updatedAt).not.toBeNull();
  });

  it("refuse staff, an empty text and an unknown kind, changing nothing", async () => {
    const staff = await staffSession(app);
    const before = await app.db.prisma.legalDocument.count({ where: { kind: "PRIVACY" } });
    const forbidden = await staff.gql(SAVE, { kind: "PRIVACY", input: { body: "短い" } });
    expect(JSON.stringify(forbidden)).toMatch(/FORBIDDEN|ForbiddenError|オーナー/);
    const owner = await adminSession(app.url);
    const empty = await owner.gql(SAVE, { kind: "PRIVACY", input: { body: "   " } });
    expect(empty.data?.updateLegalDocument).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "body", messages: [LEGAL_MESSAGES.body] }],
    });
    const unknown = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: READ, variables: { kind: "COOKIES" } }),
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(await app.db.prisma.legalDocument.count({ where: { kind: "PRIVACY" } })).toBe(before);
  });
});
