-- Amounts as shown (decision 0007): each line keeps the tax-inclusive unit price and amount the
-- customer saw, the order its item total and fee as shown. Orders placed before keep their stored
-- total; their new columns are filled from the old tax-exclusive amounts at the line's rate.

-- AlterTable
ALTER TABLE "OrderItemTopping" ADD COLUMN     "priceWithTax" INTEGER;
ALTER TABLE "OrderItem" ADD COLUMN     "unitAmount" INTEGER,
ADD COLUMN     "amount" INTEGER;
ALTER TABLE "Order" ADD COLUMN     "itemsTotal" INTEGER,
ADD COLUMN     "deliveryFee" INTEGER;

UPDATE "OrderItemTopping" AS t SET "priceWithTax" = FLOOR(t."price" * (100 + i."taxRate") / 100.0)
FROM "OrderItem" AS i WHERE i."id" = t."orderItemId";
UPDATE "OrderItem" AS i SET "unitAmount" = FLOOR(i."unitPrice" * (100 + i."taxRate") / 100.0)
  + COALESCE((SELECT SUM(t."priceWithTax") FROM "OrderItemTopping" AS t WHERE t."orderItemId" = i."id"), 0);
UPDATE "OrderItem" SET "amount" = "unitAmount" * "quantity";
UPDATE "Order" SET "deliveryFee" = FLOOR("shippingFee" * 110 / 100.0);
UPDATE "Order" SET "itemsTotal" = "total" - "deliveryFee";

ALTER TABLE "OrderItemTopping" ALTER COLUMN "priceWithTax" SET NOT NULL;
ALTER TABLE "OrderItem" ALTER COLUMN "unitAmount" SET NOT NULL,
ALTER COLUMN "amount" SET NOT NULL;
ALTER TABLE "Order" ALTER COLUMN "itemsTotal" SET NOT NULL,
ALTER COLUMN "deliveryFee" SET NOT NULL;
