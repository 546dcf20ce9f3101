import { QueryTypes } from "sequelize";
import { beforeEach, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { db } from "~/platform/db.server.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { runHousekeeping } from "./housekeeping.server.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ dataRetentionDays: 30, auditRetentionDays: 60 }, null);
});

const ids = async (sql: string) =>
  (await db().query<{ id: string }>(sql, { type: QueryTypes.SELECT })).map((r) => String(r.id));

test("housekeeping deletes what is past its time and nothing else", async () => {
  const { user } = await signedInUser(); // one live session
  const sql = db();
  const insert = (statement: string) => sql.query(statement, { bind: [user.id] });
  await insert(
    `INSERT INTO transcripts (user_id, content, created_at) VALUES
       ($1, 'old', now() - interval '31 days'), ($1, 'recent', now() - interval '29 days')`,
  );
  await insert(
    `INSERT INTO sessions (sid, sess, expire, user_id) VALUES ('expired', '{}', now() - interval '1 minute', $1)`,
  );
  await insert(
    `INSERT INTO password_reset_tokens (user_id, token, email, expires_at, used, created_at) VALUES
       ($1, 'lapsed', 'x@y.test', now() - interval '2 days', false, now() - interval '3 days'),
       ($1, 'used-long-ago', 'x@y.test', now() + interval '1 hour', true, now() - interval '2 days'),
       ($1, 'live', 'x@y.test', now() + interval '1 hour', false, now())`,
  );
  // The audit log follows its own retention (60 days here), not the clinical data's 30.
  await sql.query(
    `INSERT INTO audit_log (action, at) VALUES
       ('old.event', now() - interval '61 days'), ('kept.event', now() - interval '31 days'), ('recent.event', now())`,
  );
  // A consultation's window runs from its last change: one untouched for 31 days goes, one changed 29 days ago stays.
  await insert(
    `INSERT INTO consultations (id, user_id, content, created_at, updated_at) VALUES
       ('00000000-0000-4000-8000-000000000001', $1, 'v1:old', now() - interval '60 days', now() - interval '31 days'),
       ('00000000-0000-4000-8000-000000000002', $1, 'v1:kept', now() - interval '60 days', now() - interval '29 days')`,
  );

  // Rate-limit counters (the limiters keep no sweep of their own: rate-limits.server.ts): a lapsed one goes.
  await sql.query(
    `INSERT INTO rate_limits (key, points, expire) VALUES
       ('signin_pair_hour:lapsed', 3, (extract(epoch FROM now()) * 1000 - 1000)::bigint),
       ('signin_pair_hour:live', 3, (extract(epoch FROM now()) * 1000 + 600000)::bigint)`,
  );

  expect(await runHousekeeping()).toEqual({ transcripts: 1, consultations: 1 });

  expect(await ids("SELECT key AS id FROM rate_limits WHERE key LIKE 'signin_pair_hour:%'")).toEqual([
    "signin_pair_hour:live",
  ]);

  expect(await ids("SELECT content AS id FROM transcripts")).toEqual(["recent"]);
  expect(await ids("SELECT sid AS id FROM sessions WHERE sid = 'expired'")).toEqual([]);
  expect(await ids(`SELECT count(*) AS id FROM sessions WHERE user_id = ${user.id}`)).toEqual(["1"]);
  expect(await ids("SELECT token AS id FROM password_reset_tokens")).toEqual(["live"]);
  expect(await ids("SELECT action AS id FROM audit_log WHERE action LIKE '%.event' ORDER BY at")).toEqual([
    "kept.event",
    "recent.event",
  ]);
  expect(await ids("SELECT content AS id FROM consultations")).toEqual(["v1:kept"]);
});
