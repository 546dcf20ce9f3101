/**
 * The benchmark's clinicians: active, verified accounts, each signed in with a session of their own, written
 * straight into the database as the app writes them (a session row with the user's id, its expiry the practice's
 * inactivity time-out away) — signing hundreds in through the form would time the password hash instead.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sessionCookiePair } from "../../contract/session-cookie.ts";
import { SETTINGS } from "../../contract/settings.ts";

export type Clinician = { id: number; firstName: string; lastName: string; cookie: string };

/** Creates `count` clinicians and their sessions; returns each one's Cookie header (signed with `sessionSecret`). */
export async function signInClinicians(
  databaseUrl: string,
  options: { count: number; sessionSecret: string },
): Promise<Clinician[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; first_name: string; last_name: string }>(
      `INSERT INTO users (email, first_name, last_name, email_verified_at)
       SELECT 'clinician-' || n || '@bench.invalid', 'Bench', 'Clinician ' || n, now() FROM generate_series(1, $1) n
       RETURNING id, first_name, last_name`,
      [options.count],
    );
    const sids = rows.map(() => randomBytes(32).toString("base64url"));
    await client.query(
      `INSERT INTO sessions (sid, sess, expire, user_id)
       SELECT sid, jsonb_build_object('userId', user_id), now() + make_interval(mins => $3), user_id
         FROM unnest($1::text[], $2::int[]) AS t(sid, user_id)`,
      [sids, rows.map((row) => row.id), SETTINGS.sessionTimeoutMinutes.default],
    );
    return rows.map((row, i) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      cookie: sessionCookiePair(sids[i], options.sessionSecret),
    }));
  } finally {
    await client.end();
  }
}
