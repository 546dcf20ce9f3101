import assert from "node:assert/strict";
import { type QueryRunner, TOUCH_SESSION_SQL, touchSession, touchSessionSql } from "./session-lookup.ts";

/** A runner that answers with the given rows and records what it was asked. */
function runner(rows: Array<Record<string, unknown>>): QueryRunner & { calls: Array<[string, unknown[]]> } {
  const calls: Array<[string, unknown[]]> = [];
  const run = (text: string, params: unknown[]) => {
    calls.push([text, params]);
    return Promise.resolve(rows);
  };
  return Object.assign(run, { calls });
}

Deno.test("one statement reads the live session and slides its expiry by the time-out when that is due", async () => {
  const run = runner([]);
  assert.equal(await touchSession(run, "sid-1", { timeoutMinutes: 120, lifetimeHours: 12 }), null);
  assert.deepEqual(run.calls, [[TOUCH_SESSION_SQL, ["sid-1", 120, 12]]]);
  assert.match(TOUCH_SESSION_SQL, /SET expire = now\(\) \+ make_interval\(mins => \$2\)/);
  assert.match(TOUCH_SESSION_SQL, /s\.expire > now\(\)/);
  assert.match(TOUCH_SESSION_SQL, /s\.created_at > now\(\) - make_interval\(hours => \$3\)/);
  // Written only when the expiry has fallen a minute behind (or lies beyond a shortened time-out).
  assert.match(
    TOUCH_SESSION_SQL,
    /live\.expire < now\(\) \+ make_interval\(mins => \$2\) - interval '1 minute' OR live\.expire > now\(\) \+ make_interval\(mins => \$2\)/,
  );
});

Deno.test("the user's row comes along when asked for, under the names asked for", async () => {
  const columns = { id: "id", firstName: "first_name" };
  const run = runner([{ sess: { userId: 7 }, user_id: 7, is_active: true, id: 7, firstName: "Ada" }]);
  assert.deepEqual(
    await touchSession(run, "s", { timeoutMinutes: 5, lifetimeHours: 12 }, { userColumns: columns }),
    {
      data: { userId: 7 },
      owner: { kind: "user", userId: 7, isActive: true },
      user: { id: 7, firstName: "Ada" },
    },
  );
  assert.match(run.calls[0][0], /u\.is_active, u\.id AS "id", u\.first_name AS "firstName"\s+FROM live/);
  // A user deleted at that moment (no row joined): no user, and not active.
  assert.deepEqual(
    await touchSession(runner([{ sess: { userId: 7 }, user_id: 7, is_active: null }]), "s", {
      timeoutMinutes: 5,
      lifetimeHours: 12,
    }, { userColumns: columns }),
    { data: { userId: 7 }, owner: { kind: "user", userId: 7, isActive: false }, user: null },
  );
  assert.throws(() => touchSessionSql({ "x; DROP TABLE users": "id" }), /Not a column/);
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
      user: null,
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
      user: null,
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
      user: null,
    },
  );
});
