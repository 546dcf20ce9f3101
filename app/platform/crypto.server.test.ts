import { describe, expect, test } from "vitest";
import { deriveKey, openEnvelope } from "../../contract/envelope.ts";
import { decrypt, encrypt, isEncrypted } from "./crypto.server.ts";

describe("secrets at rest (contract/envelope.ts with ENCRYPTION_KEY)", () => {
  test("what the app seals, the sidecar's decryption opens with the same ENCRYPTION_KEY", () => {
    const sealed = encrypt("aai-saved-key");
    expect(isEncrypted(sealed)).toBe(true);
    expect(sealed).not.toContain("aai-saved-key");
    expect(decrypt(sealed)).toBe("aai-saved-key");
    expect(openEnvelope(sealed, deriveKey(process.env.ENCRYPTION_KEY!))).toBe("aai-saved-key");
    expect(() => decrypt("not sealed")).toThrow();
  });
});
