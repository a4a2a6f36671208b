-- The nightly backup's record (issue 32, decision 0046): one row, written by the backup job.
CREATE TABLE "BackupState" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "watchSince" TIMESTAMPTZ(3) NOT NULL,
    "lastOkAt" TIMESTAMPTZ(3),
    "lastOkFile" TEXT,
    "lastOkBytes" BIGINT,
    "lastFailedAt" TIMESTAMPTZ(3),
    "lastError" TEXT,

    CONSTRAINT "BackupState_pkey" PRIMARY KEY ("id")
);
