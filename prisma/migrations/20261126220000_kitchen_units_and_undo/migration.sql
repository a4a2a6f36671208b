-- Capacity by fryer load and undo on the board (issue 29 points 4 and 5, decision 0045).
ALTER TABLE "ProductOption" ADD COLUMN "kitchenUnits" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "ProvisionWeekday" ADD COLUMN "unitsPerSlot" INTEGER;
ALTER TABLE "SlotUsage" ADD COLUMN "unitCount" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Order" ADD COLUMN "kitchenUnits" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "undoStatus" "OrderStatus";

-- Orders placed before: one unit per item (every option was 1 unit), and each slot's units are
-- those of the orders still holding a place in it (cancelled ones gave theirs back).
UPDATE "Order" o SET "kitchenUnits" = i.units
FROM (SELECT "orderId", sum(quantity)::int AS units FROM "OrderItem" GROUP BY "orderId") i
WHERE i."orderId" = o.id;

UPDATE "SlotUsage" u SET "unitCount" = o.units
FROM (
  SELECT method, "slotStartsAt", sum("kitchenUnits")::int AS units FROM "Order"
  WHERE status <> 'CANCELLED' GROUP BY method, "slotStartsAt"
) o
WHERE o.method = u.method AND o."slotStartsAt" = u."slotStartsAt";
