-- Issue 33 (decision 0050, amended 2026-11-26): a one- or two-character name search (山田, 林) is
-- a prefix match, which pg_trgm cannot narrow (under three characters) and which ILIKE then tests
-- row by row (4 s to count 山田's 10,001 first matches at 300,000 orders). Each order keeps the
-- lower-cased first one and two characters of its name and reading, kept by PostgreSQL itself (a
-- stored generated column: every write path, the bench's SQL clones and the PGlite default
-- alike), in a GIN array index: `"nameHeads" && ARRAY[...]` finds them by index, no ILIKE.
-- Not in schema.prisma: Prisma cannot write a generated column and never needs to read it.
ALTER TABLE "Order" ADD COLUMN "nameHeads" TEXT[] GENERATED ALWAYS AS (ARRAY[
  lower(left("lastName", 1)), lower(left("lastName", 2)),
  lower(left("firstName", 1)), lower(left("firstName", 2)),
  lower(left("lastNameKana", 1)), lower(left("lastNameKana", 2)),
  lower(left("firstNameKana", 1)), lower(left("firstNameKana", 2))
]) STORED;
CREATE INDEX "Order_nameHeads_idx" ON "Order" USING GIN ("nameHeads");


-- The customers' search the same way (declared in schema.prisma as "searchHeads", never written by
-- the app), each field's heads tagged with the form of the word it is tested against: n: the word
-- itself (names, e-mail), k: its katakana (readings), t: its digits (phone).
ALTER TABLE "Customer" ADD COLUMN "searchHeads" TEXT[] GENERATED ALWAYS AS (ARRAY[
  'n:' || lower(left("lastName", 1)), 'n:' || lower(left("lastName", 2)),
  'n:' || lower(left("firstName", 1)), 'n:' || lower(left("firstName", 2)),
  'n:' || lower(left("email", 1)), 'n:' || lower(left("email", 2)),
  'k:' || lower(left("lastNameKana", 1)), 'k:' || lower(left("lastNameKana", 2)),
  'k:' || lower(left("firstNameKana", 1)), 'k:' || lower(left("firstNameKana", 2)),
  't:' || left("tel", 1), 't:' || left("tel", 2)
]) STORED;
CREATE INDEX "Customer_searchHeads_idx" ON "Customer" USING GIN ("searchHeads");
