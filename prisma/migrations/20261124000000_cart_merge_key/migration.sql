-- The key of the last signed-out cart merged into a customer's cart: a merge whose answer was lost
-- (the page changed while it was under way) is sent again with the same key and adds nothing.

-- AlterTable
ALTER TABLE "Cart" ADD COLUMN "lastMergeKey" VARCHAR(64);
