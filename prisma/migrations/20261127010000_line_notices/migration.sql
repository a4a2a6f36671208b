-- LINE notices (decision 0051): the shop's channels, linked LINE users, login attempts, sent messages.
ALTER TABLE "Order" ADD COLUMN "lineUserId" TEXT;

CREATE TABLE "LineSetting" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "channelId" TEXT NOT NULL DEFAULT '',
    "channelSecret" TEXT NOT NULL DEFAULT '',
    "accessToken" TEXT NOT NULL DEFAULT '',
    "loginChannelId" TEXT NOT NULL DEFAULT '',
    "loginChannelSecret" TEXT NOT NULL DEFAULT '',
    "updatedBy" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "LineSetting_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "LineUser" (
    "lineUserId" TEXT NOT NULL,
    "customerId" INTEGER,
    "blockedAt" TIMESTAMPTZ(3),
    "linkedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LineUser_pkey" PRIMARY KEY ("lineUserId")
);
CREATE UNIQUE INDEX "LineUser_customerId_key" ON "LineUser"("customerId");
ALTER TABLE "LineUser" ADD CONSTRAINT "LineUser_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "LineLoginState" (
    "state" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "customerId" INTEGER,
    "returnTo" TEXT NOT NULL,
    "ticket" TEXT,
    "lineUserId" TEXT,
    "usedAt" TIMESTAMPTZ(3),
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LineLoginState_pkey" PRIMARY KEY ("state")
);
CREATE UNIQUE INDEX "LineLoginState_ticket_key" ON "LineLoginState"("ticket");

CREATE TABLE "LineMessage" (
    "key" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "lineUserId" TEXT NOT NULL,
    "sentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LineMessage_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "LineMessage_sentAt_idx" ON "LineMessage"("sentAt");
