-- Password-reset links an owner sends to another administrator (issue 27): single use, hashed.

-- CreateTable
CREATE TABLE "AdminPasswordLink" (
    "id" SERIAL NOT NULL,
    "administratorId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminPasswordLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AdminPasswordLink_tokenHash_key" ON "AdminPasswordLink"("tokenHash");

-- CreateIndex
CREATE INDEX "AdminPasswordLink_administratorId_idx" ON "AdminPasswordLink"("administratorId");

-- AddForeignKey
ALTER TABLE "AdminPasswordLink" ADD CONSTRAINT "AdminPasswordLink_administratorId_fkey" FOREIGN KEY ("administratorId") REFERENCES "Administrator"("id") ON DELETE CASCADE ON UPDATE CASCADE;

