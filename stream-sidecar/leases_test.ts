import assert from "node:assert/strict";
import process from "node:process";
import pg from "pg";
import { seedSession, sessionIdOf, userIdOf } from "./_testing.ts";
import { type AcquireResult, type LeaseHolder, StreamLeases } from "./leases.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("leases_test needs DATABASE_URL (npm test passes one)");

/** A pool that counts the connections it hands out: one per transaction the leases take. */
function countingPool(): { pool: pg.Pool; connects: () => number } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  let connects = 0;
  pool.on("acquire", () => connects++);
  return { pool, connects: () => connects };
}

async function holders(pool: pg.Pool, users: number, guests: number): Promise<LeaseHolder[]> {
  const result: LeaseHolder[] = [];
  for (let i = 0; i < users; i++) {
    const cookie = await seedSession(pool);
    result.push({ sessionId: sessionIdOf(cookie), userId: await userIdOf(pool, cookie) });
  }
  for (let i = 0; i < guests; i++) {
    result.push({ sessionId: sessionIdOf(await seedSession(pool, { guest: true })), userId: null });
  }
  return result;
}

Deno.test("a burst of recordings on two replicas: exactly the limits, taken in a few transactions", async () => {
  const a = countingPool();
  const b = countingPool();
  try {
    await a.pool.query("DELETE FROM stream_leases");
    const people = await holders(a.pool, 6, 2);
    const limits = { practice: 25, perAccount: 4, guests: 3 };
    const replicas = [new StreamLeases(a.pool, "replica-a"), new StreamLeases(b.pool, "replica-b")];
    // Each person presses Start eight times at once, half of the presses reaching each replica.
    const presses = people.flatMap((holder) =>
      Array.from({ length: 8 }, (_, i) => ({ holder, replica: i % 2 }))
    );
    const before = a.connects() + b.connects();
    const results: AcquireResult[] = await Promise.all(
      presses.map(({ holder, replica }) => replicas[replica].acquire(holder, limits)),
    );
    const transactions = a.connects() + b.connects() - before;

    const granted = results.filter((r) => r.ok).length;
    assert.equal(granted, limits.practice, "the practice's limit, no more and no fewer");
    const { rows } = await a.pool.query<{ holder: string; n: string }>(
      "SELECT coalesce(user_id::text, session_id) AS holder, count(*) AS n FROM stream_leases GROUP BY 1",
    );
    assert.equal(rows.reduce((sum, row) => sum + Number(row.n), 0), limits.practice);
    for (const row of rows) assert.ok(Number(row.n) <= limits.perAccount, `${row.holder} holds ${row.n}`);
    const guests = await a.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM stream_leases WHERE user_id IS NULL",
    );
    assert.ok(Number(guests.rows[0].n) <= limits.guests, `guests hold ${guests.rows[0].n}`);
    // Every refusal says which limit: the account's for someone at their own, else the practice's.
    for (const result of results.filter((r) => !r.ok)) assert.ok(!result.ok && result.limit);
    assert.ok(
      transactions <= 10,
      `${presses.length} presses took ${transactions} transactions: they should be taken in batches`,
    );
  } finally {
    await a.pool.query("DELETE FROM stream_leases");
    await Promise.all([a.pool.end(), b.pool.end()]);
  }
});

Deno.test("one recording alone is taken at once, and a batch decides in arrival order", async () => {
  const { pool } = countingPool();
  try {
    await pool.query("DELETE FROM stream_leases");
    const [person] = await holders(pool, 1, 0);
    const leases = new StreamLeases(pool, "replica-a");
    const first = await leases.acquire(person, { practice: 10, perAccount: 1, guests: 5 });
    assert.equal(first.ok, true);
    const [second, third] = await Promise.all([
      leases.acquire(person, { practice: 10, perAccount: 2, guests: 5 }),
      leases.acquire(person, { practice: 10, perAccount: 2, guests: 5 }),
    ]);
    assert.equal(second.ok, true, "the earlier press gets the account's second slot");
    assert.deepEqual(third, { ok: false, limit: "account", running: 2 });
  } finally {
    await pool.query("DELETE FROM stream_leases");
    await pool.end();
  }
});

Deno.test("a user deleted while their recording starts gets no lease, and the others in the batch still do", async () => {
  const { pool } = countingPool();
  try {
    await pool.query("DELETE FROM stream_leases");
    const [kept, deleted] = await holders(pool, 2, 0);
    await pool.query("DELETE FROM users WHERE id = $1", [deleted.userId]);
    const leases = new StreamLeases(pool, "replica-a");
    const limits = { practice: 10, perAccount: 2, guests: 5 };
    const results = await Promise.all([leases.acquire(kept, limits), leases.acquire(deleted, limits)]);
    assert.ok(results.every((r) => r.ok));
    const { rows } = await pool.query<{ user_id: number }>("SELECT user_id FROM stream_leases");
    assert.deepEqual(rows.map((r) => r.user_id), [kept.userId]);
  } finally {
    await pool.query("DELETE FROM stream_leases");
    await pool.end();
  }
});

Deno.test("a session id full of quotes and SQL is counted as itself", async () => {
  const { pool } = countingPool();
  const sid = String.raw`it's a \'quoted\' session; DROP TABLE stream_leases; --`;
  try {
    await pool.query("DELETE FROM stream_leases");
    await pool.query(
      `INSERT INTO sessions (sid, sess, expire) VALUES ($1, '{"guest":true}', now() + interval '1 hour')`,
      [sid],
    );
    const leases = new StreamLeases(pool, "replica-'a'");
    const guest = { sessionId: sid, userId: null };
    const limits = { practice: 10, perAccount: 1, guests: 5 };
    assert.equal((await leases.acquire(guest, limits)).ok, true);
    assert.deepEqual(await leases.acquire(guest, limits), { ok: false, limit: "account", running: 1 });
    const { rows } = await pool.query<{ session_id: string; replica_id: string }>(
      "SELECT session_id, replica_id FROM stream_leases",
    );
    assert.deepEqual(rows, [{ session_id: sid, replica_id: "replica-'a'" }]);
  } finally {
    await pool.query("DELETE FROM stream_leases");
    await pool.query("DELETE FROM sessions WHERE sid = $1", [sid]);
    await pool.end();
  }
});
