import assert from "node:assert/strict";
import { CloseCode, mapProviderClose, Reason, truncateReason } from "./close-codes.ts";

Deno.test("provider closes become messages a clinician can act on", () => {
  assert.deepEqual(mapProviderClose(1000, ""), { code: CloseCode.normal, reason: "" });
  assert.deepEqual(mapProviderClose(1008, "Unauthorized Connection: Missing Authorization header"), {
    code: CloseCode.providerRefused,
    reason: Reason.providerAuth,
  });
  assert.deepEqual(mapProviderClose(1008, "Unauthorized Connection: Too many concurrent sessions"), {
    code: CloseCode.providerError,
    reason: Reason.providerBusy,
  });
  assert.equal(mapProviderClose(3009, "Too many concurrent sessions").reason, Reason.providerBusy);
  assert.equal(mapProviderClose(3007, "Input Duration Violation").reason, Reason.audioRejected);
  assert.equal(mapProviderClose(3005, "Session Cancelled").code, CloseCode.providerError);
  assert.equal(mapProviderClose(1006, "").code, CloseCode.providerUnreachable);
});

Deno.test("refusals (4400-4499) are final; provider trouble is reconnectable", () => {
  for (
    const code of [CloseCode.badRequest, CloseCode.signedOut, CloseCode.forbidden, CloseCode.notConfigured]
  ) {
    assert.ok(code >= 4400 && code <= 4499);
  }
  for (const code of [CloseCode.providerError, CloseCode.providerUnreachable, CloseCode.providerTimeout]) {
    assert.ok(code < 4400 || code > 4499);
  }
});

Deno.test("close reasons fit the 123-byte limit, even in multi-byte text", () => {
  const long = "é".repeat(200);
  const cut = truncateReason(long);
  assert.ok(new TextEncoder().encode(cut).length <= 123);
  assert.ok(cut.endsWith("…"));
  assert.equal(truncateReason("short"), "short");
});
