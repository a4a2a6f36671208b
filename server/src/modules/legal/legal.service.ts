// The shop's legal texts (利用規約, プライバシーポリシー): anyone reads them, the OWNER changes them
// (STAFF reads in the back office). Without a saved text the default of shared/legal.ts is shown.
import {
  LEGAL_DEFAULTS,
  LEGAL_DOCUMENT_TITLES,
  type LegalDocumentKind,
  legalDocumentKindSchema,
  legalDocumentSchema,
} from "../../../../shared/legal.js";
import type { Context } from "../../context.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { adminName, ownerViewer } from "../settings/owner.js";

export interface LegalDocument {
  kind: LegalDocumentKind;
  title: string;
  body: string;
  /** null while the default text is shown. */
  updatedAt: Date | null;
  updatedBy: string | null;
}

function shape(
  kind: LegalDocumentKind,
  row: { body: string; updatedAt: Date; updatedBy: string | null } | null,
) {
  return {
    kind,
    title: LEGAL_DOCUMENT_TITLES[kind],
    body: row?.body ?? LEGAL_DEFAULTS[kind],
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  } satisfies LegalDocument;
}

export async function legalDocument(prisma: PrismaClient, rawKind: unknown): Promise<LegalDocument> {
  const kind = parseInput(legalDocumentKindSchema, rawKind);
  return shape(kind, await prisma.legalDocument.findUnique({ where: { kind } }));
}

export async function updateLegalDocument(
  ctx: Pick<Context, "prisma" | "viewer">,
  rawKind: unknown,
  raw: unknown,
): Promise<LegalDocument> {
  ownerViewer(ctx);
  const kind = parseInput(legalDocumentKindSchema, rawKind);
  const { body } = parseInput(legalDocumentSchema, raw);
  const updatedBy = await adminName(ctx);
  const row = await ctx.prisma.legalDocument.upsert({
    where: { kind },
    create: { kind, body, updatedBy },
    update: { body, updatedBy },
  });
  return shape(kind, row);
}
