// The nightly backup on the job queue: once for all instances (a cron slot is taken by one
// instance), at 03:00 Tokyo, when the shop is closed. A failure is retried twice, then stays on
// the boards until a backup succeeds.
import path from "node:path";
import type { Jobs } from "../../jobs/jobs.js";
import { logger } from "../../lib/log.js";
import { type BackupDeps, takeBackup } from "./backup.service.js";

export const BACKUP_QUEUE = "backup";
export const BACKUP_CRON = "0 3 * * *";

export function defineBackupJobs(
  jobs: Pick<Jobs, "define" | "schedule">,
  deps: BackupDeps,
  log: (line: string) => void = (line) => logger.info(line),
): void {
  jobs.define(
    BACKUP_QUEUE,
    {
      expireInSeconds: 30 * 60,
      retryLimit: 2,
      retryDelay: 10 * 60,
      pollingIntervalSeconds: 30,
      fastPollingIntervalSeconds: 1,
    },
    async () => {
      const { file, bytes, deleted } = await takeBackup(deps);
      const gone = deleted.length ? `; removed ${deleted.length} older` : "";
      log(`[backup] wrote ${path.basename(file)} (${bytes} bytes)${gone}`);
    },
  );
  jobs.schedule(BACKUP_QUEUE, BACKUP_CRON);
}
