-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "taxes" JSONB NOT NULL DEFAULT '[]';
