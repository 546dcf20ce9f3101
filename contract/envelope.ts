/**
 * Secrets at rest (saved provider keys, stored transcripts): AES-256-GCM in a `v1:` envelope,
 * `v1:` + base64(12-byte IV ‖ ciphertext ‖ 16-byte tag). The app encrypts and decrypts; the sidecar decrypts
 * the saved speech-to-text key. Both derive the key from ENCRYPTION_KEY here, so they cannot disagree.
 */
import { Buffer } from "node:buffer";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const PREFIX = "v1:";

/** The shortest ENCRYPTION_KEY the app and the sidecar accept (`npm start` generates 32 random bytes). */
export const ENCRYPTION_KEY_MIN_LENGTH = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The 32-byte AES key from ENCRYPTION_KEY: normally 32 random bytes in base64 (what `npm start` generates),
 * used as they are; any other string is stretched with SHA-256, so an operator's passphrase still gives a
 * full-length key.
 */
export function deriveKey(raw: string): Buffer {
  const decoded = Buffer.from(raw, "base64");
  return decoded.length === 32 && decoded.toString("base64") === raw
    ? decoded
    : createHash("sha256").update(raw).digest();
}

/** Whether a stored value is an envelope (a value saved before encryption, or an empty one, is not). */
export function isEnvelope(value: string | null | undefined): value is string {
  return typeof value === "string" && value.startsWith(PREFIX);
}

/** Encrypts text into a `v1:` envelope with a fresh random IV. */
export function sealEnvelope(plaintext: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64");
}

/** Decrypts a `v1:` envelope; throws if it is not one, or was sealed with another key, or was altered. */
export function openEnvelope(envelope: string, key: Buffer): string {
  if (!isEnvelope(envelope)) throw new Error("Not an encrypted value");
  const data = Buffer.from(envelope.slice(PREFIX.length), "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, data.subarray(0, IV_BYTES));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES)), decipher.final()])
    .toString("utf8");
}
