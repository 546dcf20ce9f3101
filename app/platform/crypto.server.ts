import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { config } from "./config.server.ts";

const PREFIX = "v1:";

/**
 * The 32-byte AES key. `ENCRYPTION_KEY` is normally 32 random bytes in base64 (what `npm start` generates);
 * any other string is stretched with SHA-256 so an operator's passphrase still gives a full-length key.
 * stream-sidecar/crypto.ts derives the same key the same way.
 */
function key(): Buffer {
  const raw = config().ENCRYPTION_KEY;
  const decoded = Buffer.from(raw, "base64");
  return decoded.length === 32 && decoded.toString("base64") === raw
    ? decoded
    : createHash("sha256").update(raw).digest();
}

/** AES-256-GCM. Output: `v1:` + base64(12-byte IV ‖ ciphertext ‖ 16-byte tag). */
export function encrypt(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64");
}

export function decrypt(envelope: string): string {
  if (!envelope.startsWith(PREFIX)) throw new Error("Not an encrypted value");
  const data = Buffer.from(envelope.slice(PREFIX.length), "base64");
  const decipher = createDecipheriv("aes-256-gcm", key(), data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]).toString("utf8");
}

export function isEncrypted(value: string | null | undefined): boolean {
  return typeof value === "string" && value.startsWith(PREFIX);
}
