-- Counter and phone orders (decision 0013): the kind of a SHOP order, how a counter order was
-- paid, and whether counter orders for "now" may exceed a slot's online capacity.

-- CreateEnum
CREATE TYPE "ShopOrderKind" AS ENUM ('COUNTER', 'PHONE');

-- CreateEnum
CREATE TYPE "ShopPayment" AS ENUM ('CASH', 'CARD');

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "shopKind" "ShopOrderKind",
ADD COLUMN     "shopPayment" "ShopPayment";

-- AlterTable
ALTER TABLE "ProvisionSetting" ADD COLUMN     "shopIgnoresCapacity" BOOLEAN NOT NULL DEFAULT false;
