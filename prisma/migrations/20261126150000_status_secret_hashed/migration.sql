-- Status-link secrets are stored as SHA-256 hashes, like every other token: a copy of the database
-- opens no order's status page. Every mail that carries the link draws its own secret and adds its
-- hash; the secrets already mailed keep working, their hashes computed here.

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "statusSecretHashes" TEXT[] DEFAULT ARRAY[]::TEXT[];

UPDATE "Order"
SET "statusSecretHashes" = ARRAY[encode(sha256(convert_to("statusSecret", 'UTF8')), 'hex')]
WHERE "statusSecret" IS NOT NULL;

ALTER TABLE "Order" DROP COLUMN "statusSecret";
