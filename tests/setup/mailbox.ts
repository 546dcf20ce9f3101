import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; links: string[]; raw: string };

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const decoded = decodeQuotedPrintable(raw);
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
  const links = [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])].map((l) => l.replace(/&amp;/g, "&"));
  return { ...envelope, subject, text: decoded, links, raw };
}

/**
 * A real SMTP server in the test process (smtp-server): the app sends through SMTP_URL exactly as it would
 * to a practice's mail relay, and tests read what arrived.
 */
export async function startMailbox(
  options: { port?: number; host?: string; onMail?: (mail: ReceivedMail) => void } = {},
) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        });
        messages.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  // `host` 0.0.0.0 lets containers reach it (the deployment test against Docker).
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The newest mail to `address` (waits up to `timeoutMs` for it to arrive). */
    async waitFor(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter((m) => m.to.includes(address.toLowerCase())).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail for ${address}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    for(address: string): ReceivedMail[] {
      return messages.filter((m) => m.to.includes(address.toLowerCase()));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
