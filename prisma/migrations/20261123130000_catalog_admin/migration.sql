-- Catalog back office: uploaded photos, allergens, sold out, archived products.

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "imageHash" TEXT,
ADD COLUMN     "allergens" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "soldOutOn" DATE,
ADD COLUMN     "soldOutIndefinitely" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "archivedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "ProductOption" ADD COLUMN     "allergens" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "soldOutOn" DATE,
ADD COLUMN     "soldOutIndefinitely" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Topping" ADD COLUMN     "imageHash" TEXT,
ADD COLUMN     "allergens" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "ToppingOption" ADD COLUMN     "allergens" TEXT[] DEFAULT ARRAY[]::TEXT[];
