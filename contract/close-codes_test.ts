import assert from "node:assert/strict";
import {
  accountStreamLimitReason,
  CloseCode,
  closeTitle,
  CONNECTION_ERROR_TITLE,
  idleReason,
  isRefusal,
  mapProviderClose,
  Reason,
  REFUSAL_TITLES,
  truncateReason,
} from "./close-codes.ts";

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

Deno.test("the provider's session time limit (3008) ends the recording: a refusal, not a reconnect", () => {
  const mapped = mapProviderClose(3008, "Session Expired: Maximum session duration exceeded");
  assert.deepEqual(mapped, { code: CloseCode.providerSessionExpired, reason: Reason.sessionExpired });
  assert.ok(isRefusal(mapped.code));
  assert.equal(closeTitle(mapped.code), "Transcription session timed out");
});

Deno.test("every refusal has its own title; connection trouble is titled 'Connection Error'", () => {
  const refusals = Object.values(CloseCode).filter(isRefusal);
  assert.deepEqual(Object.keys(REFUSAL_TITLES).map(Number).sort(), [...refusals].sort());
  assert.equal(new Set(Object.values(REFUSAL_TITLES)).size, refusals.length);
  assert.equal(closeTitle(CloseCode.maintenance), "Maintenance");
  assert.equal(closeTitle(CloseCode.tooManyStreams), "Service busy");
  assert.equal(closeTitle(CloseCode.signedOut), "Signed out");
  for (const code of [1006, CloseCode.restarting, CloseCode.providerError, CloseCode.providerUnreachable]) {
    assert.equal(closeTitle(code), CONNECTION_ERROR_TITLE);
  }
});

Deno.test("refusals (4400-4499) are final; provider trouble is reconnectable", () => {
  for (
    const code of [CloseCode.badRequest, CloseCode.signedOut, CloseCode.forbidden, CloseCode.notConfigured]
  ) {
    assert.ok(isRefusal(code));
  }
  for (const code of [CloseCode.providerError, CloseCode.providerUnreachable, CloseCode.providerTimeout]) {
    assert.ok(!isRefusal(code));
  }
});

Deno.test("close reasons fit the 123-byte limit, even in multi-byte text", () => {
  const long = "é".repeat(200);
  const cut = truncateReason(long);
  assert.ok(new TextEncoder().encode(cut).length <= 123);
  assert.ok(cut.endsWith("…"));
  assert.equal(truncateReason("short"), "short");
});

Deno.test("the per-account limit says how many recordings are running and what to do", () => {
  assert.equal(
    accountStreamLimitReason(2),
    "You already have 2 recordings running. Stop one (perhaps in another tab) to start a new one.",
  );
  assert.equal(
    accountStreamLimitReason(1),
    "You already have a recording running. Stop it (perhaps in another tab) to start a new one.",
  );
  assert.ok(isRefusal(CloseCode.accountStreamLimit));
  assert.equal(closeTitle(CloseCode.accountStreamLimit), "Too many recordings");
  for (let n = 1; n <= 10; n++) {
    assert.equal(truncateReason(accountStreamLimitReason(n)), accountStreamLimitReason(n));
  }
});

Deno.test("a recording ended for going quiet says what was missing and for how long", () => {
  assert.equal(
    idleReason("audio", 5 * 60),
    "Recording stopped: no audio for 5 minutes. Start a new recording to continue.",
  );
  assert.equal(
    idleReason("speech", 60),
    "Recording stopped: no speech for 1 minute. Start a new recording to continue.",
  );
  assert.ok(isRefusal(CloseCode.idle));
  assert.equal(closeTitle(CloseCode.idle), "Recording idle");
  assert.equal(truncateReason(idleReason("speech", 480 * 60)), idleReason("speech", 480 * 60));
});
