import { createHmac } from "node:crypto";
import { deriveKey, isEnvelope, openEnvelope, sealEnvelope } from "../../contract/envelope.ts";
import { config } from "./config.server.ts";

/**
 * Secrets at rest (stored transcripts, saved provider keys): AES-256-GCM `v1:` envelopes, with the key derived
 * from ENCRYPTION_KEY. Format and key derivation are contract/envelope.ts, which the sidecar decrypts with too.
 */
export function encryptionKey(): Buffer {
  return deriveKey(config().ENCRYPTION_KEY);
}

/** AES-256-GCM. Output: `v1:` + base64(12-byte IV ‖ ciphertext ‖ 16-byte tag). */
export function encrypt(plaintext: string): string {
  return sealEnvelope(plaintext, encryptionKey());
}

/** Throws if the value is not an envelope, or was sealed with another key. */
export function decrypt(envelope: string): string {
  return openEnvelope(envelope, encryptionKey());
}

export function isEncrypted(value: string | null | undefined): boolean {
  return isEnvelope(value);
}

/**
 * The key a signed-in page encrypts its unsaved work with in the browser (AES-256-GCM, Web Crypto; decision 037):
 * derived from ENCRYPTION_KEY for this user, handed to the page with the dictation screen and never stored in the
 * browser. Without a session the page cannot get it, so what a browser keeps is unreadable to whoever sits down at
 * it next — and the same clinician, signed in again, gets the same key and their work back.
 */
export function browserDraftKey(userId: number): string {
  return createHmac("sha256", encryptionKey()).update(`notewell browser draft key v1:${userId}`).digest("base64");
}
