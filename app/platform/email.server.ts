import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "~/platform/config.server.ts";

export type Email = { to: string; subject: string; text: string; html: string };

let smtp: Transporter | undefined;

function outboxDir(): string {
  return path.join(config().NOTEWELL_DATA_DIR ?? path.join(process.cwd(), ".data"), "outbox");
}

/**
 * Sends an e-mail through SMTP_URL. Without SMTP_URL (a laptop, a first run) the message is written to
 * `.data/outbox/` (the app's volume in a container) and only that is logged, never its link: a reset link in the
 * log would be a live token wherever logs are shipped and kept (issue 21). The launcher says once at start-up that
 * mail is not being sent. Rejects if SMTP fails.
 */
export async function sendEmail(email: Email): Promise<void> {
  const env = config();
  const message = { from: env.MAIL_FROM, to: email.to, subject: email.subject, text: email.text, html: email.html };
  if (env.SMTP_URL) {
    smtp ??= nodemailer.createTransport(env.SMTP_URL);
    await smtp.sendMail(message);
    return;
  }
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const { message: raw } = (await outbox.sendMail(message)) as { message: Buffer };
  const dir = outboxDir();
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${email.subject.replace(/\W+/g, "-").toLowerCase()}.eml`,
  );
  writeFileSync(file, raw, { mode: 0o600 });
  console.info(`[mail] Not sent (no SMTP_URL): "${email.subject}" for ${email.to} was written to ${file}`);
}

/** The same layout for every mail Notewell sends: plain text first, a simple accessible HTML copy. */
export function renderEmail(parts: {
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
}): {
  text: string;
  html: string;
} {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const text = [
    parts.greeting,
    "",
    ...parts.lines,
    "",
    `${parts.action.label}: ${parts.action.url}`,
    "",
    parts.footer,
    "",
    "Notewell",
  ].join("\n");
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#212b32;line-height:1.5">
<p>${escape(parts.greeting)}</p>
${parts.lines.map((line) => `<p>${escape(line)}</p>`).join("\n")}
<p><a href="${escape(parts.action.url)}" style="display:inline-block;background:#005eb8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escape(parts.action.label)}</a></p>
<p style="font-size:14px;color:#4c6272">Or paste this address into your browser: ${escape(parts.action.url)}</p>
<p style="font-size:14px;color:#4c6272">${escape(parts.footer)}</p>
<p>Notewell</p>
</body></html>`;
  return { text, html };
}
