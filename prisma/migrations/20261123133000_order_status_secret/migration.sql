-- The status link mailed with every order mail: a random per-order secret, kept so that later mails
-- (payment failed, cancelled, delivered) can carry the same link. Set on first use.

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "statusSecret" TEXT;
