-- Who made the last staff action on an order (the administrator's name as it was), so that a
-- colleague acting on the same order a moment later is told who was first.

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "lastActorName" TEXT;
