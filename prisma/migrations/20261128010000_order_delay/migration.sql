-- 「遅れを連絡」 (decision 0056): the delay staff last told the customer, and how many times.
ALTER TABLE "Order" ADD COLUMN "delayMinutes" INTEGER;
ALTER TABLE "Order" ADD COLUMN "delayNotifiedAt" TIMESTAMPTZ(3);
ALTER TABLE "Order" ADD COLUMN "delayNoticeCount" INTEGER NOT NULL DEFAULT 0;
