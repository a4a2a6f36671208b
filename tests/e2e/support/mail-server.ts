// Playwright globalSetup: a real SMTP server for the app under test (SMTP_URL points at it, see
// playwright.config.ts). Tests run in other processes, so every mail is also written as JSON
// to E2E_MAIL_DIR, where tests/e2e/support/mailbox.ts reads it.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startTestSmtp } from "../../setup/smtp";

export default async function startMailServer(): Promise<() => Promise<void>> {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!dir || !port) throw new Error("E2E_MAIL_DIR and E2E_SMTP_PORT are set by playwright.config.ts");
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const smtp = await startTestSmtp({
    port,
    onMail: (mail) => {
      sequence += 1;
      const file = path.join(dir, `${Date.now()}-${String(sequence).padStart(4, "0")}.json`);
      writeFileSync(file, JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }));
    },
  });
  return async () => {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
