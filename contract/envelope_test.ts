import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { deriveKey, isEnvelope, openEnvelope, sealEnvelope } from "./envelope.ts";

Deno.test("a base64 32-byte ENCRYPTION_KEY is the key itself; anything else is stretched with SHA-256", () => {
  const raw = Buffer.alloc(32, 7).toString("base64");
  assert.deepEqual(deriveKey(raw), Buffer.alloc(32, 7));
  const stretched = deriveKey("an operator's passphrase");
  assert.equal(stretched.length, 32);
  assert.deepEqual(stretched, deriveKey("an operator's passphrase"));
  assert.notDeepEqual(stretched, deriveKey("another passphrase"));
});

Deno.test("a sealed envelope opens with its key only, and each sealing differs", () => {
  const key = deriveKey("envelope-test-key");
  const one = sealEnvelope("aai-secret-ünïcode", key);
  const two = sealEnvelope("aai-secret-ünïcode", key);
  assert.ok(one.startsWith("v1:") && isEnvelope(one));
  assert.notEqual(one, two);
  assert.equal(openEnvelope(one, key), "aai-secret-ünïcode");
  assert.throws(() => openEnvelope(one, deriveKey("wrong-key-entirely")));
  const bytes = Buffer.from(one.slice(3), "base64");
  bytes[14] ^= 1;
  assert.throws(() => openEnvelope(`v1:${bytes.toString("base64")}`, key));
  assert.throws(() => openEnvelope("plain text", key), /Not an encrypted value/);
  assert.ok(!isEnvelope("plain") && !isEnvelope(null) && !isEnvelope(undefined));
});

Deno.test("the envelope format: v1: + base64(12-byte IV ‖ ciphertext ‖ 16-byte tag)", () => {
  const key = deriveKey("envelope-test-key");
  const data = Buffer.from(sealEnvelope("abc", key).slice(3), "base64");
  assert.equal(data.length, 12 + 3 + 16);
});
