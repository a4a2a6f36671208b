-- AlterTable
ALTER TABLE "ProvisionSetting" ADD COLUMN     "busyAt" TIMESTAMPTZ(3),
ADD COLUMN     "busyBy" TEXT,
ADD COLUMN     "busyMinutes" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "busyUntil" TIMESTAMPTZ(3),
ADD COLUMN     "pausedAt" TIMESTAMPTZ(3),
ADD COLUMN     "pausedBy" TEXT,
ADD COLUMN     "pausedUntil" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Contact" ADD COLUMN     "ip" TEXT,
ADD COLUMN     "messageId" TEXT;

-- CreateTable
CREATE TABLE "TaxRateChange" (
    "id" SERIAL NOT NULL,
    "kind" "TaxKind" NOT NULL,
    "rate" INTEGER NOT NULL,
    "effectiveFrom" DATE NOT NULL,
    "createdBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaxRateChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShopSetting" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "invoiceRegistrationNumber" TEXT,
    "updatedBy" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ShopSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactReply" (
    "id" SERIAL NOT NULL,
    "contactId" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "sentBy" TEXT NOT NULL,
    "messageId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactReply_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TaxRateChange_kind_effectiveFrom_key" ON "TaxRateChange"("kind", "effectiveFrom");

-- CreateIndex
CREATE INDEX "ContactReply_contactId_createdAt_idx" ON "ContactReply"("contactId", "createdAt");

-- CreateIndex
CREATE INDEX "Contact_ip_createdAt_idx" ON "Contact"("ip", "createdAt");

-- CreateIndex
CREATE INDEX "Contact_createdAt_idx" ON "Contact"("createdAt");

-- AddForeignKey
ALTER TABLE "ContactReply" ADD CONSTRAINT "ContactReply_contactId_fkey" FOREIGN KEY ("contactId") REFERENCES "Contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

