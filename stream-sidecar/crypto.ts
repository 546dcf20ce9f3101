import { Buffer } from "node:buffer";
import { createDecipheriv, createHash } from "node:crypto";

const PREFIX = "v1:";

/** The AES-256 key, derived exactly as app/platform/crypto.server.ts does. */
export function deriveKey(raw: string): Buffer {
  const decoded = Buffer.from(raw, "base64");
  return decoded.length === 32 && decoded.toString("base64") === raw
    ? decoded
    : createHash("sha256").update(raw).digest();
}

/** Decrypts a `v1:` AES-256-GCM envelope written by the app; returns null if it cannot. */
export function decryptSetting(envelope: string, key: Buffer): string | null {
  if (!envelope.startsWith(PREFIX)) return envelope;
  try {
    const data = Buffer.from(envelope.slice(PREFIX.length), "base64");
    const decipher = createDecipheriv("aes-256-gcm", key, data.subarray(0, 12));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
