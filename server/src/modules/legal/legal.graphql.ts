// The legal texts over GraphQL: public reading, OWNER-only saving (legal.service.ts).
import { LEGAL_DOCUMENT_KINDS } from "../../../../shared/legal.js";
import { builder } from "../../builder.js";
import { ForbiddenError, ValidationError } from "../../errors.js";
import {
  type LegalDocument as LegalDocumentShape,
  legalDocument,
  updateLegalDocument,
} from "./legal.service.js";

const LegalDocumentKind = builder.enumType("LegalDocumentKind", {
  values: LEGAL_DOCUMENT_KINDS,
  description: "TERMS: 利用規約 (/terms); PRIVACY: プライバシーポリシー (/privacy)",
});

const LegalDocument = builder.objectRef<LegalDocumentShape>("LegalDocument").implement({
  fields: (t) => ({
    kind: t.field({ type: LegalDocumentKind, resolve: (d) => d.kind }),
    title: t.exposeString("title"),
    body: t.exposeString("body", {
      description: "Plain text: '## ' starts a heading, '・' a list item, a blank line a paragraph",
    }),
    updatedAt: t.expose("updatedAt", {
      type: "DateTime",
      nullable: true,
      description: "null while the default text is shown",
    }),
    updatedBy: t.exposeString("updatedBy", { nullable: true }),
  }),
});

const LegalDocumentInput = builder.inputType("LegalDocumentInput", {
  fields: (t) => ({ body: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  legalDocument: t.field({
    type: LegalDocument,
    args: { kind: t.arg({ type: LegalDocumentKind, required: true }) },
    resolve: (_root, args, ctx) => legalDocument(ctx.prisma, args.kind),
  }),
}));

builder.mutationFields((t) => ({
  updateLegalDocument: t.field({
    type: LegalDocument,
    authScopes: { owner: true },
    errors: { types: [ValidationError, ForbiddenError] },
    args: {
      kind: t.arg({ type: LegalDocumentKind, required: true }),
      input: t.arg({ type: LegalDocumentInput, required: true }),
    },
    resolve: (_root, args, ctx) => updateLegalDocument(ctx, args.kind, args.input),
  }),
}));
