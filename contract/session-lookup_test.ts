import assert from "node:assert/strict";
import { type QueryRunner, TOUCH_SESSION_SQL, touchSession } from "./session-lookup.ts";

/** A runner that answers with the given rows and records what it was asked. */
function runner(rows: Array<Record<string, unknown>>): QueryRunner & { calls: Array<[string, unknown[]]> } {
  const calls: Array<[string, unknown[]]> = [];
  const run = (text: string, params: unknown[]) => {
    calls.push([text, params]);
    return Promise.resolve(rows);
  };
  return Object.assign(run, { calls });
}

Deno.test("one statement reads the live session and slides its expiry by the time-out", async () => {
  const run = runner([]);
  assert.equal(await touchSession(run, "sid-1", { timeoutMinutes: 120, lifetimeHours: 12 }), null);
  assert.deepEqual(run.calls, [[TOUCH_SESSION_SQL, ["sid-1", 120, 12]]]);
  assert.match(TOUCH_SESSION_SQL, /SET expire = now\(\) \+ make_interval\(mins => \$2\)/);
  assert.match(TOUCH_SESSION_SQL, /s\.expire > now\(\)/);
  assert.match(TOUCH_SESSION_SQL, /s\.created_at > now\(\) - make_interval\(hours => \$3\)/);
});

Deno.test("a user's session, a guest's, and one that is neither", async () => {
  assert.deepEqual(
    await touchSession(runner([{ sess: { userId: 7 }, user_id: 7, is_active: true }]), "s", {
      timeoutMinutes: 5,
      lifetimeHours: 12,
    }),
    {
      data: { userId: 7 },
      owner: { kind: "user", userId: 7, isActive: true },
    },
  );
  assert.deepEqual(
    (await touchSession(runner([{ sess: { userId: 7 }, user_id: 7, is_active: false }]), "s", {
      timeoutMinutes: 5,
      lifetimeHours: 12,
    }))?.owner,
    { kind: "user", userId: 7, isActive: false },
  );
  assert.deepEqual(
    await touchSession(runner([{ sess: { guest: true }, user_id: null, is_active: null }]), "s", {
      timeoutMinutes: 5,
      lifetimeHours: 12,
    }),
    {
      data: { guest: true },
      owner: { kind: "guest" },
    },
  );
  assert.deepEqual(
    await touchSession(runner([{ sess: {}, user_id: null, is_active: null }]), "s", {
      timeoutMinutes: 5,
      lifetimeHours: 12,
    }),
    {
      data: {},
      owner: null,
    },
  );
});
