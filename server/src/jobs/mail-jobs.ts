// The mail worker: takes one queued mail at a time and hands it to SMTP (or the outbox folder).
// A failed hand-over throws, so pg-boss retries it later with exponential backoff. Delivery is
// at least once: if the process dies after the SMTP server accepted a mail but before the job is
// marked done, the mail is sent again, with the same Message-ID fixed when it was queued.
import { MAIL_QUEUE, type Mailer, type MailMessage } from "../lib/mail.js";
import type { Jobs } from "./jobs.js";

export const MAIL_QUEUE_SPEC = {
  expireInSeconds: 120,
  // 20 s, 40 s, 80 s … about a day and a half in all before a mail is given up (and logged).
  retryLimit: 12,
  retryDelay: 20,
  pollingIntervalSeconds: 2,
  fastPollingIntervalSeconds: 0.5,
};

export function defineMailJobs(jobs: Pick<Jobs, "define">, transport: Pick<Mailer, "send">): void {
  jobs.define<{ message: MailMessage }>(MAIL_QUEUE, MAIL_QUEUE_SPEC, async ({ message }) => {
    await transport.send(message);
  });
}
