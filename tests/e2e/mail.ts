import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MAIL_DIR } from "../../playwright.config.ts";
import type { ReceivedMail } from "../setup/mailbox.ts";

/** The newest mail the app sent to `address` through SMTP (waits for it to arrive). */
export async function latestMail(address: string, timeoutMs = 10_000): Promise<Omit<ReceivedMail, "raw">> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(MAIL_DIR).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), "utf8")) as Omit<ReceivedMail, "raw">;
      if (mail.to.includes(address.toLowerCase())) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail arrived for ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every mail the app has sent to `address` in this run, oldest first. */
export function mailsTo(address: string): Array<Omit<ReceivedMail, "raw">> {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), "utf8")) as Omit<ReceivedMail, "raw">)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** The link in that mail whose path is `pathname`, rebased onto the test server (it is the same server). */
export function linkIn(mail: { links: string[] }, pathname: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in the mail`);
  const url = new URL(link);
  return url.pathname + url.search;
}
