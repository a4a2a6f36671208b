import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeMail, createMailer } from "./mail.js";

const received: { to: string[]; raw: string; session: string }[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
          session: session.id, // one per SMTP connection
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const message = composeMail(
  "taro@example.jp",
  "【からあげ本舗】会員登録のご確認",
  ["ご登録ありがとうございます。"],
  {
    label: "登録を完了する",
    url: "http://localhost:3000/confirm/signup?token=abc",
  },
);

describe("mail", () => {
  it("sends text and HTML with a Japanese subject over SMTP", async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: "/nonexistent" });
    await mailer.send(message);
    mailer.close();
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(["taro@example.jp"]);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mail.raw).toContain("text/plain");
    expect(mail.raw).toContain("text/html");
  });

  it("sends one mail after another over one pooled SMTP connection", async () => {
    const connections = new Set<string>();
    const before = received.length;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: "/nonexistent" });
    for (let i = 0; i < 3; i++) await mailer.send({ ...message, subject: `${message.subject} ${i}` });
    mailer.close();
    for (const mail of received.slice(before)) connections.add(mail.session);
    expect(received.length - before).toBe(3);
    expect(connections.size).toBe(1);
  });

  it("writes an .eml to the outbox and logs the links when there is no SMTP server", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir: dir, log: (l) => lines.push(l) });
    await mailer.send(message);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, files[0]!), "utf8");
    expect(eml).toMatch(/^To: taro@example.jp\r?$/m);
    expect(lines.join("\n")).toContain("link: http://localhost:3000/confirm/signup?token=abc");
    await rm(dir, { recursive: true });
  });

  it("writes a mail delivered twice (a retry after a crash) once, whole, named by its Message-ID", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir: dir, log: (l) => lines.push(l) });
    const queued = { ...message, messageId: "<3f0c9a52-retry@karaage.example>" };
    await mailer.send(queued);
    await mailer.send(queued);
    await Promise.all([mailer.send(queued), mailer.send(queued)]);
    await mailer.send({ ...queued, messageId: "<another@karaage.example>" });
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(["3f0c9a52-retry@karaage.example.eml", "another@karaage.example.eml"]);
    const eml = await readFile(path.join(dir, files[0]!), "utf8");
    expect(eml).toMatch(/^Message-ID: <3f0c9a52-retry@karaage\.example>\r?$/m);
    expect(eml.length).toBeGreaterThan(200);
    expect(lines.filter((l) => l.includes("3f0c9a52-retry"))).toHaveLength(1);
    await rm(dir, { recursive: true });
  });

  it("keeps the queued Message-ID and the thread's headers, over SMTP and in the outbox", async () => {
    const threaded = {
      ...message,
      replyTo: "hanako@example.jp",
      messageId: "<reply-1@karaage.example>",
      inReplyTo: "<contact-7@karaage.example>",
      references: ["<contact-7@karaage.example>"],
    };
    const before = received.length;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: "/nonexistent" });
    await mailer.send(threaded);
    mailer.close();
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    await createMailer({ outboxDir: dir, log: () => {} }).send(threaded);
    const [file] = await readdir(dir);
    const eml = await readFile(path.join(dir, file!), "utf8");
    await rm(dir, { recursive: true });
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)!.to).toEqual(["taro@example.jp"]);
    for (const raw of [received.at(-1)!.raw, eml]) {
      expect(raw).toMatch(/^Message-ID: <reply-1@karaage\.example>\r?$/m);
      expect(raw).toMatch(/^In-Reply-To: <contact-7@karaage\.example>\r?$/m);
      expect(raw).toMatch(/^References: <contact-7@karaage\.example>\r?$/m);
      expect(raw).toMatch(/^Reply-To: hanako@example\.jp\r?$/m);
      expect(raw).toMatch(/^From: =\?UTF-8\?B\?[^?]+\?= <[^>]+>\r?$/m);
    }
  });

  it("escapes HTML in the message body", () => {
    const mail = composeMail("a@example.jp", "件名", ["<script>alert(1)</script>"]);
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
  });
});
