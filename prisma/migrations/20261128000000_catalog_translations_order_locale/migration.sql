-- Issue 35 (decision 0053): translations of the catalog's names and descriptions, and the language
-- an order was placed in.
CREATE TYPE "Language" AS ENUM ('ja', 'en', 'zh', 'ko');

ALTER TABLE "Category" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "Topping" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "ToppingOption" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "Product" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "ProductOption" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';

ALTER TABLE "Order" ADD COLUMN "locale" "Language" NOT NULL DEFAULT 'ja';
