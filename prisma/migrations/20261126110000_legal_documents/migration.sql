-- CreateEnum
CREATE TYPE "LegalDocumentKind" AS ENUM ('TERMS', 'PRIVACY');

-- CreateTable
CREATE TABLE "LegalDocument" (
    "kind" "LegalDocumentKind" NOT NULL,
    "body" TEXT NOT NULL,
    "updatedBy" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LegalDocument_pkey" PRIMARY KEY ("kind")
);

