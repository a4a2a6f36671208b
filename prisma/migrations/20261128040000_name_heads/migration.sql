-- Issue 33 (decision 0050, amended 2026-11-26): a one- or two-character name search (山田, 林) is
-- a prefix match, which pg_trgm cannot narrow (under three characters) and which ILIKE then tests
-- row by row (4 s to count 山田's 10,001 first matches at 300,000 orders). Each order keeps the
-- lower-cased first one and two characters of its name and reading in "nameHeads", written by
-- PostgreSQL itself (a trigger: every write path, the bench's SQL clones and the PGlite default
-- alike), in a GIN array index: `"nameHeads" && ARRAY[...]` finds them by index, no ILIKE.
-- A trigger rather than a generated column: Prisma's schema cannot declare a generated column, and
-- `prisma migrate diff` must find the migrations and schema.prisma equal.
CREATE FUNCTION order_name_heads() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."nameHeads" := ARRAY[
    lower(left(NEW."lastName", 1)), lower(left(NEW."lastName", 2)),
    lower(left(NEW."firstName", 1)), lower(left(NEW."firstName", 2)),
    lower(left(NEW."lastNameKana", 1)), lower(left(NEW."lastNameKana", 2)),
    lower(left(NEW."firstNameKana", 1)), lower(left(NEW."firstNameKana", 2))
  ];
  RETURN NEW;
END $$;

ALTER TABLE "Order" ADD COLUMN "nameHeads" TEXT[];
CREATE TRIGGER "Order_nameHeads"
  BEFORE INSERT OR UPDATE OF "lastName", "firstName", "lastNameKana", "firstNameKana", "nameHeads"
  ON "Order" FOR EACH ROW EXECUTE FUNCTION order_name_heads();
-- Existing orders: the update of "nameHeads" fires the trigger, which computes it.
UPDATE "Order" SET "nameHeads" = NULL;
CREATE INDEX "Order_nameHeads_idx" ON "Order" USING GIN ("nameHeads");

-- The customers' search the same way, each field's heads tagged with the form of the word it is
-- tested against: n: the word itself (names, e-mail), k: its katakana (readings), t: its digits
-- (phone).
CREATE FUNCTION customer_search_heads() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchHeads" := ARRAY[
    'n:' || lower(left(NEW."lastName", 1)), 'n:' || lower(left(NEW."lastName", 2)),
    'n:' || lower(left(NEW."firstName", 1)), 'n:' || lower(left(NEW."firstName", 2)),
    'n:' || lower(left(NEW."email", 1)), 'n:' || lower(left(NEW."email", 2)),
    'k:' || lower(left(NEW."lastNameKana", 1)), 'k:' || lower(left(NEW."lastNameKana", 2)),
    'k:' || lower(left(NEW."firstNameKana", 1)), 'k:' || lower(left(NEW."firstNameKana", 2)),
    't:' || left(NEW."tel", 1), 't:' || left(NEW."tel", 2)
  ];
  RETURN NEW;
END $$;

ALTER TABLE "Customer" ADD COLUMN "searchHeads" TEXT[];
CREATE TRIGGER "Customer_searchHeads"
  BEFORE INSERT OR UPDATE OF "lastName", "firstName", "email", "lastNameKana", "firstNameKana", "tel",
    "searchHeads"
  ON "Customer" FOR EACH ROW EXECUTE FUNCTION customer_search_heads();
UPDATE "Customer" SET "searchHeads" = NULL;
CREATE INDEX "Customer_searchHeads_idx" ON "Customer" USING GIN ("searchHeads");
