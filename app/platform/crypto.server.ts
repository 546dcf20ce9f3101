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
