-- Tickets printed by Star CloudPRNT printers (issue 29, decision 0044): the shop's printers, each
-- with its own secret, and the print jobs they take exactly once.
CREATE TYPE "PrintJobKind" AS ENUM ('KITCHEN', 'RECEIPT');

CREATE TABLE "Printer" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "mac" TEXT NOT NULL,
    "secretHash" TEXT NOT NULL,
    "statusCode" TEXT,
    "printingInProgress" BOOLEAN NOT NULL DEFAULT false,
    "lastPollAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Printer_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "Printer_mac_key" ON "Printer"("mac");

CREATE TABLE "PrintJob" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "kind" "PrintJobKind" NOT NULL,
    "reprint" BOOLEAN NOT NULL DEFAULT false,
    "printerId" INTEGER,
    "token" TEXT,
    "handedAt" TIMESTAMPTZ(3),
    "png" BYTEA,
    "printedAt" TIMESTAMPTZ(3),
    "failedAt" TIMESTAMPTZ(3),
    "failure" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrintJob_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "PrintJob_orderId_idx" ON "PrintJob"("orderId");
CREATE INDEX "PrintJob_printedAt_failedAt_id_idx" ON "PrintJob"("printedAt", "failedAt", "id");

ALTER TABLE "PrintJob" ADD CONSTRAINT "PrintJob_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PrintJob" ADD CONSTRAINT "PrintJob_printerId_fkey" FOREIGN KEY ("printerId") REFERENCES "Printer"("id") ON DELETE SET NULL ON UPDATE CASCADE;
