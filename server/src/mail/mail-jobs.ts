// The mail worker: takes up to ten queued mails at a time and hands them to SMTP side by side
// (the pooled transport's connections), or to the outbox folder; the mails to one address go one
// after another, in the order they were queued. A failed hand-over throws, so
// pg-boss retries that mail later with exponential backoff. The outbox folder gets each mail
// exactly once (one file per Message-ID, linked into place whole). Over SMTP delivery is at least
// once: if the process dies after the SMTP server accepted a mail but before its batch is marked
// done, the mail is sent again, with the same Message-ID fixed when it was queued, so a mail
// server or client that deduplicates by Message-ID shows it once.

import type { Jobs, QueueSpec } from "../jobs/jobs.js";
import { mailFailures } from "../modules/metrics/metrics.js";
import { MAIL_QUEUE, type Mailer, type MailMessage } from "./mail.js";

export const MAIL_QUEUE_SPEC = {
  expireInSeconds: 120,
  // 20 s, 40 s, 80 s … about a day and a half in all before a mail is given up (and logged).
  retryLimit: 12,
  retryDelay: 20,
  pollingIntervalSeconds: 2,
  fastPollingIntervalSeconds: 0.5,
  // One fetch and one completion per ten mails rather than per mail (decision 0032).
  batchSize: 10,
  sequenceKey: (data: object) => (data as { message: MailMessage }).message.to.toLowerCase(),
} satisfies QueueSpec;

export function defineMailJobs(jobs: Pick<Jobs, "define">, transport: Pick<Mailer, "send">): void {
  jobs.define<{ message: MailMessage }>(MAIL_QUEUE, MAIL_QUEUE_SPEC, async ({ message }) => {
    try {
      await transport.send(message);
    } catch (error) {
      mailFailures.inc();
      throw error;
    }
  });
}
