-- Issue 13 (decision 0018): pickup READY and delivery OUT_FOR_DELIVERY states, the shop's cancel
-- reason, the ready-for-pickup mail switch, and e-mail changes confirmed through the new address.

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'READY' BEFORE 'PROVIDED';
ALTER TYPE "OrderStatus" ADD VALUE 'OUT_FOR_DELIVERY' BEFORE 'PROVIDED';

-- AlterEnum
ALTER TYPE "AccountTokenPurpose" ADD VALUE 'CHANGE_EMAIL';

-- CreateEnum
CREATE TYPE "CancelReason" AS ENUM ('CUSTOMER_REQUEST', 'NO_SHOW', 'SOLD_OUT', 'OTHER');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "readyAt" TIMESTAMPTZ(3),
ADD COLUMN "outForDeliveryAt" TIMESTAMPTZ(3),
ADD COLUMN "cancelReason" "CancelReason",
ADD COLUMN "cancelNote" TEXT;

-- AlterTable
ALTER TABLE "ProvisionSetting" ADD COLUMN "readyMail" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "AccountToken" ADD COLUMN "newEmail" TEXT;
