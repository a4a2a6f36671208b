// The nightly backup as the back office sees it (decision 0046): every administrator reads it, so
// the kitchen's board can tell staff when the last backup failed or is missing.
import { builder } from "../../builder.js";
import { type BackupStatus as BackupStatusShape, backupStatus } from "./backup.service.js";

const BackupStatus = builder.objectRef<BackupStatusShape>("BackupStatus").implement({
  fields: (t) => ({
    lastOkAt: t.field({ type: "DateTime", nullable: true, resolve: (s) => s.lastOkAt }),
    lastOkBytes: t.float({
      nullable: true,
      description: "Size of the last backup file, bytes",
      resolve: (s) => s.lastOkBytes,
    }),
    lastFailedAt: t.field({ type: "DateTime", nullable: true, resolve: (s) => s.lastFailedAt }),
    needsAttention: t.exposeBoolean("needsAttention", {
      description: "The last attempt failed, or no backup for 26 hours",
    }),
  }),
});

builder.queryFields((t) => ({
  backupStatus: t.field({
    type: BackupStatus,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => backupStatus(ctx.prisma),
  }),
}));
