-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "idempotencyFingerprint" TEXT;
