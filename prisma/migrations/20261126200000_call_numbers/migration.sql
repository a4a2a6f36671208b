-- Call numbers (issue 29 point 2): a short number per Tokyo business day, drawn in the order's
-- own statement from a per-day counter row (decision 0043).
ALTER TABLE "Order" ADD COLUMN "callNumber" INTEGER,
ADD COLUMN "businessDay" DATE;

CREATE INDEX "Order_businessDay_callNumber_idx" ON "Order"("businessDay", "callNumber");

CREATE TABLE "CallNumberCounter" (
    "businessDay" DATE NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "CallNumberCounter_pkey" PRIMARY KEY ("businessDay")
);

-- The counter finds a caller's last orders by phone number (issue 30 point 2).
CREATE INDEX "Order_tel_createdAt_idx" ON "Order"("tel", "createdAt");
