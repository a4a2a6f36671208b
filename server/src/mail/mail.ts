// Outgoing mail. The app's mailer (createQueuedMailer) only writes a job, in the caller's
// transaction when given one; a worker delivers it with retries (mail/mail-jobs.ts). Delivery:
// with SMTP_URL, nodemailer sends over SMTP; without it the message is written to DATA_DIR/outbox
// as an .eml file and its links are logged, so a first run on a fresh machine can still follow a
// confirmation link.
import { randomUUID } from "node:crypto";
import { link, mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import { SHOP } from "../../../shared/constants.js";
import type { SqlTx } from "../jobs/job-db.js";
import type { Jobs } from "../jobs/jobs.js";
import { logger } from "../lib/log.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Threading and answering (contact messages): passed to nodemailer as they are. */
  replyTo?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
}

export interface MailSendOptions {
  /**
   * The transaction of the change that causes the mail: the mail is queued only if it commits.
   * Without it the mail is queued at once (committed on its own).
   */
  tx?: SqlTx;
  /** The event the mail tells of, e.g. `order-cancelled:42`: queued once per key, ever. */
  key?: string;
  /** Not before this instant (a change that may still be undone until then). */
  startAfter?: Date;
}

export interface Mailer {
  send(message: MailMessage, options?: MailSendOptions): Promise<void>;
  close(): void;
}

export const MAIL_QUEUE = "mail";

/** A Message-ID fixed when the mail is queued, so a retried delivery is recognisably the same mail. */
export const newMessageId = () => `<${randomUUID()}@${SHOP.email.split("@")[1]}>`;

/** A mail job's data: the message with its Message-ID fixed now, so a retry is the same mail. */
export const mailJobData = (message: MailMessage): { message: MailMessage } => ({
  message: { ...message, messageId: message.messageId ?? newMessageId() },
});

/** The app's mailer: every mail becomes a durable job; a worker on some instance delivers it. */
export function createQueuedMailer(jobs: Pick<Jobs, "send">): Mailer {
  return {
    async send(message, options = {}) {
      await jobs.send(MAIL_QUEUE, mailJobData(message), {
        tx: options.tx,
        key: options.key,
        startAfter: options.startAfter,
      });
    },
    close: () => {},
  };
}

export interface MailerOptions {
  smtpUrl?: string;
  /** Where .eml files go when there is no SMTP server. */
  outboxDir: string;
  from?: string;
  log?: (line: string) => void;
}

/**
 * The message as it goes out, built once by nodemailer's own composer: the bytes of the .eml file
 * or of SMTP's DATA, and the envelope. Going through `sendMail` would build the same MIME behind a
 * plugin pipeline that this app does not use (about 40 % more CPU per mail, decision 0032).
 */
export async function buildMail(mail: { from: string } & MailMessage) {
  const node = new MailComposer(mail).compile();
  return { envelope: node.getEnvelope(), raw: await node.build() };
}

/** Delivers at once (the mail worker's transport; options are ignored: nothing is queued). */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? `"${SHOP.name}" <${SHOP.email}>`;
  const log = options.log ?? ((line: string) => logger.info(line));
  if (options.smtpUrl) {
    // Pooled: the worker's mails go over one kept-open connection rather than a new connection
    // (greeting, EHLO, TLS) per mail, several times the CPU of the mail itself (decision 0030).
    // The URL may still say `?pool=false`. Timeouts well below nodemailer's defaults (2 min to
    // connect, 10 min of silence): two rounds of the mail worker's batch of ten over the pool's
    // five connections end, delivered or failed, within the mail job's 120 s expiry.
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(message) {
        await transport.sendMail(await buildMail({ from, ...message }));
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      const { raw } = await buildMail({ from, ...message });
      const file = await writeOnce(options.outboxDir, outboxName(message.messageId), raw);
      if (!file) return;
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log(
        `mail to ${message.to} 「${message.subject}」 written to ${file}${links.map((l) => `\n  link: ${l}`).join("")}`,
      );
    },
    close: () => {},
  };
}

/** One file per Message-ID (fixed when the mail was queued): a retry after a crash finds it there. */
function outboxName(messageId: string | undefined): string {
  const id = messageId?.replace(/^<|>$/g, "").replace(/[^\w.@-]/g, "_") || randomUUID();
  return `${id}.eml`;
}

/**
 * Writes the whole message under a temporary name, then links it to its own name: the .eml appears
 * complete or not at all (a process killed mid-write leaves only a `.tmp-` file), and a second
 * delivery of the same mail finds the name taken and writes nothing. Answers the file, or null.
 */
async function writeOnce(dir: string, name: string, raw: Buffer): Promise<string | null> {
  const file = path.join(dir, name);
  const temporary = path.join(dir, `.tmp-${process.pid}-${randomUUID()}`);
  // The folder is made when a write finds it missing, not by a mkdir per mail.
  await writeFile(temporary, raw).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
    await mkdir(dir, { recursive: true });
    await writeFile(temporary, raw);
  });
  try {
    await link(temporary, file);
    return file;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return null;
    throw error;
  } finally {
    await unlink(temporary);
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A plain mail layout: paragraphs of text and at most one call-to-action link,
 * rendered both as text and as simple HTML with the shop's signature.
 */
export function composeMail(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const signature = [SHOP.name, `〒${SHOP.postalCode} ${SHOP.address}`, `TEL ${SHOP.phone}`];
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ["――――――――――", ...signature].join("\n"),
  ].join("\n\n");
  const html = [
    `<div style="font-family:sans-serif;line-height:1.7;color:#3b2a1a">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 20px;background:#c2541b;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px">${escapeHtml(action.url)}</p>`
      : "",
    `<hr><p style="font-size:12px">${signature.map(escapeHtml).join("<br>")}</p></div>`,
  ].join("\n");
  return { to, subject, text, html };
}
