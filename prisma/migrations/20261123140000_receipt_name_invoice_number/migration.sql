-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "invoiceRegistrationNumber" TEXT,
ADD COLUMN     "receiptName" TEXT;
