-- Decision 0050: search that scales, sales from per-day summaries, reconciliation by day.

-- Trigram indexes (pg_trgm ships with PostgreSQL's contrib and with PGlite) for the staff's
-- searches: the history by code, name and phone, the customers by name, phone and e-mail.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Order_code_trgm_idx" ON "Order" USING GIN ("code" gin_trgm_ops);
CREATE INDEX "Order_lastName_trgm_idx" ON "Order" USING GIN ("lastName" gin_trgm_ops);
CREATE INDEX "Order_firstName_trgm_idx" ON "Order" USING GIN ("firstName" gin_trgm_ops);
CREATE INDEX "Order_lastNameKana_trgm_idx" ON "Order" USING GIN ("lastNameKana" gin_trgm_ops);
CREATE INDEX "Order_firstNameKana_trgm_idx" ON "Order" USING GIN ("firstNameKana" gin_trgm_ops);
CREATE INDEX "Order_tel_trgm_idx" ON "Order" USING GIN ("tel" gin_trgm_ops);
CREATE INDEX "Order_shippingTel_trgm_idx" ON "Order" USING GIN ("shippingTel" gin_trgm_ops);

CREATE INDEX "Customer_lastName_trgm_idx" ON "Customer" USING GIN ("lastName" gin_trgm_ops);
CREATE INDEX "Customer_firstName_trgm_idx" ON "Customer" USING GIN ("firstName" gin_trgm_ops);
CREATE INDEX "Customer_lastNameKana_trgm_idx" ON "Customer" USING GIN ("lastNameKana" gin_trgm_ops);
CREATE INDEX "Customer_firstNameKana_trgm_idx" ON "Customer" USING GIN ("firstNameKana" gin_trgm_ops);
CREATE INDEX "Customer_email_trgm_idx" ON "Customer" USING GIN ("email" gin_trgm_ops);
CREATE INDEX "Customer_tel_trgm_idx" ON "Customer" USING GIN ("tel" gin_trgm_ops);
-- The customer list's order (reading, then id), walked by the first page.
CREATE INDEX "Customer_lastNameKana_firstNameKana_id_idx" ON "Customer"("lastNameKana", "firstNameKana", "id");

-- Reconciliation reads card payments and refunds by the day they completed.
CREATE INDEX "Payment_completedAt_idx" ON "Payment"("completedAt");
CREATE INDEX "Refund_completedAt_idx" ON "Refund"("completedAt");

-- Per-day sales, kept by the orders' own writes (triggers, same transaction). One row per Tokyo
-- day of the slot and per split key (the order's raw columns; '' for none); only counted orders
-- (neither cancelled nor awaiting an online payment), as the sales page always counted them.
CREATE TABLE "SalesDay" (
    "day" DATE NOT NULL,
    "channel" TEXT NOT NULL,
    "shopKind" TEXT NOT NULL,
    "shopPayment" TEXT NOT NULL,
    "paymentMethod" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "orderCount" INTEGER NOT NULL DEFAULT 0,
    "itemCount" INTEGER NOT NULL DEFAULT 0,
    "sales" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SalesDay_pkey" PRIMARY KEY ("day","channel","shopKind","shopPayment","paymentMethod","method")
);

-- The tax-inclusive amount and contained tax per day and rate (the orders' stored tax lines).
CREATE TABLE "SalesDayTax" (
    "day" DATE NOT NULL,
    "rate" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL DEFAULT 0,
    "tax" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SalesDayTax_pkey" PRIMARY KEY ("day","rate")
);

CREATE FUNCTION sales_day_counted(status "OrderStatus") RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT status NOT IN ('CANCELLED', 'AWAITING_PAYMENT') $$;

-- Adds (sign 1) or takes away (sign -1) one order's part; items: its quantities (0 at insert:
-- the lines' own trigger adds them).
CREATE FUNCTION sales_day_apply(o "Order", sign integer, items integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (o."slotStartsAt" AT TIME ZONE 'UTC' + interval '9 hours')::date;
BEGIN
  IF NOT sales_day_counted(o.status) THEN
    RETURN;
  END IF;
  INSERT INTO "SalesDay" AS s ("day", "channel", "shopKind", "shopPayment", "paymentMethod", "method",
                               "orderCount", "itemCount", "sales")
  VALUES (d, o.channel::text, coalesce(o."shopKind"::text, ''), coalesce(o."shopPayment"::text, ''),
          o."paymentMethod"::text, o.method::text, sign, sign * items, sign * o.total)
  ON CONFLICT ("day", "channel", "shopKind", "shopPayment", "paymentMethod", "method") DO UPDATE
    SET "orderCount" = s."orderCount" + excluded."orderCount",
        "itemCount" = s."itemCount" + excluded."itemCount",
        "sales" = s."sales" + excluded."sales";
  -- Summed per rate first: one order may hold two lines of one rate.
  INSERT INTO "SalesDayTax" AS t ("day", "rate", "amount", "tax")
  SELECT d, round((line->>'rate')::numeric)::int,
         sign * sum(coalesce((line->>'amount')::numeric,
                             (line->>'taxable')::numeric + (line->>'tax')::numeric, 0))::int,
         sign * sum((line->>'tax')::numeric)::int
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(o.taxes) = 'array' THEN o.taxes ELSE '[]'::jsonb END) AS line
  WHERE jsonb_typeof(line) = 'object'
    AND jsonb_typeof(line->'rate') = 'number' AND jsonb_typeof(line->'tax') = 'number'
  GROUP BY 1, 2
  ON CONFLICT ("day", "rate") DO UPDATE
    SET "amount" = t."amount" + excluded."amount", "tax" = t."tax" + excluded."tax";
END $$;

CREATE FUNCTION sales_day_order() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  items integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_day_apply(NEW, 1, 0);
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(quantity), 0)::int INTO items FROM "OrderItem" WHERE "orderId" = OLD.id;
  PERFORM sales_day_apply(OLD, -1, items);
  IF TG_OP = 'UPDATE' THEN
    PERFORM sales_day_apply(NEW, 1, items);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION sales_day_item() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  o "Order";
BEGIN
  SELECT * INTO o FROM "Order" WHERE id = NEW."orderId";
  IF FOUND AND sales_day_counted(o.status) THEN
    INSERT INTO "SalesDay" AS s ("day", "channel", "shopKind", "shopPayment", "paymentMethod", "method",
                                 "itemCount")
    VALUES ((o."slotStartsAt" AT TIME ZONE 'UTC' + interval '9 hours')::date, o.channel::text,
            coalesce(o."shopKind"::text, ''), coalesce(o."shopPayment"::text, ''), o."paymentMethod"::text,
            o.method::text, NEW.quantity)
    ON CONFLICT ("day", "channel", "shopKind", "shopPayment", "paymentMethod", "method") DO UPDATE
      SET "itemCount" = s."itemCount" + excluded."itemCount";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Order_sales_day_insert" AFTER INSERT OR DELETE ON "Order"
FOR EACH ROW EXECUTE FUNCTION sales_day_order();

-- Only when the order's part can change: staff moving an order along (printed, ready…) costs nothing.
CREATE TRIGGER "Order_sales_day_update" AFTER UPDATE ON "Order"
FOR EACH ROW WHEN (
  sales_day_counted(OLD.status) IS DISTINCT FROM sales_day_counted(NEW.status)
  OR OLD."slotStartsAt" IS DISTINCT FROM NEW."slotStartsAt"
  OR OLD.total IS DISTINCT FROM NEW.total
  OR OLD.taxes IS DISTINCT FROM NEW.taxes
  OR OLD.channel IS DISTINCT FROM NEW.channel
  OR OLD."shopKind" IS DISTINCT FROM NEW."shopKind"
  OR OLD."shopPayment" IS DISTINCT FROM NEW."shopPayment"
  OR OLD."paymentMethod" IS DISTINCT FROM NEW."paymentMethod"
  OR OLD.method IS DISTINCT FROM NEW.method
) EXECUTE FUNCTION sales_day_order();

CREATE TRIGGER "OrderItem_sales_day" AFTER INSERT ON "OrderItem"
FOR EACH ROW EXECUTE FUNCTION sales_day_item();

-- The orders placed so far.
INSERT INTO "SalesDay" ("day", "channel", "shopKind", "shopPayment", "paymentMethod", "method",
                        "orderCount", "itemCount", "sales")
SELECT (o."slotStartsAt" AT TIME ZONE 'UTC' + interval '9 hours')::date, o.channel::text,
       coalesce(o."shopKind"::text, ''), coalesce(o."shopPayment"::text, ''), o."paymentMethod"::text,
       o.method::text, count(*)::int,
       coalesce(sum((SELECT sum(i.quantity) FROM "OrderItem" i WHERE i."orderId" = o.id)), 0)::int,
       sum(o.total)::int
FROM "Order" o
WHERE sales_day_counted(o.status)
GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO "SalesDayTax" ("day", "rate", "amount", "tax")
SELECT (o."slotStartsAt" AT TIME ZONE 'UTC' + interval '9 hours')::date,
       round((line->>'rate')::numeric)::int,
       sum(coalesce((line->>'amount')::numeric, (line->>'taxable')::numeric + (line->>'tax')::numeric, 0))::int,
       sum((line->>'tax')::numeric)::int
FROM "Order" o,
     jsonb_array_elements(CASE WHEN jsonb_typeof(o.taxes) = 'array' THEN o.taxes ELSE '[]'::jsonb END) AS line
WHERE sales_day_counted(o.status) AND jsonb_typeof(line) = 'object'
  AND jsonb_typeof(line->'rate') = 'number' AND jsonb_typeof(line->'tax') = 'number'
GROUP BY 1, 2;
