import assert from "node:assert/strict";
import { HEARTBEAT_MS, LEASE_TTL_SECONDS, liveLease } from "./stream-leases.ts";

Deno.test("a dead replica's leases expire after three missed heartbeats by default", () => {
  assert.equal(HEARTBEAT_MS.default, 15_000);
  assert.equal(LEASE_TTL_SECONDS.default, 45);
  assert.ok(LEASE_TTL_SECONDS.default * 1000 >= 3 * HEARTBEAT_MS.default);
  assert.equal(liveLease(1), "heartbeat_at > now() - make_interval(secs => $1)");
});
