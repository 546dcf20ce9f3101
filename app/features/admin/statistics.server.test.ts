import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { createLocalUser } from "~/platform/users.server.ts";
import { db, Transcript } from "~/platform/db.server.ts";
import { signedInUser } from "../../../tests/setup/users.ts";
import { getStatistics } from "./statistics.server.ts";
import { resetDatabase } from "../../../tests/setup/reset.ts";

beforeEach(async () => {
  await resetDatabase();
});

async function rows<T extends object = Record<string, unknown>>(sql: string, bind: unknown[] = []): Promise<T[]> {
  return db().query<T>(sql, { bind, type: QueryTypes.SELECT });
}

async function anotherUser(email = `someone-${Date.now()}-${Math.random()}@practice.nhs.uk`) {
  return createLocalUser({ email, password: "a good password", firstName: "Ada", lastName: "Lovelace" });
}

describe("statistics", () => {
  test("counts users, transcripts, recording time, the last 24 hours and users with data", async () => {
    const { user: a } = await signedInUser();
    const { user: b } = await signedInUser();
    const c = await anotherUser();
    await db().query("UPDATE users SET created_at = now() - interval '3 days', is_active = false WHERE id = $1", {
      bind: [c.id],
    });
    await db().query("UPDATE users SET recording_time_seconds = $2 WHERE id = $1", { bind: [a.id, 3000] });
    await db().query("UPDATE users SET recording_time_seconds = $2 WHERE id = $1", { bind: [c.id, 600] });
    await db().query(
      `INSERT INTO recording_sessions (user_id, duration_seconds, created_at) VALUES
         ($1, 100, now() - interval '1 hour'), ($1, 50, now() - interval '23 hours'), ($2, 400, now() - interval '2 days')`,
      { bind: [a.id, c.id] },
    );
    await Transcript.create({ userId: a.id, content: "one" });
    await Transcript.create({ userId: a.id, content: "two" });
    const old = await Transcript.create({ userId: c.id, content: "three" });
    await db().query("UPDATE transcripts SET created_at = now() - interval '2 days' WHERE id = $1", { bind: [old.id] });

    const statistics = await getStatistics();
    expect(statistics).toEqual({
      totalUsers: 3,
      activeUsers: 2,
      totalTranscripts: 3,
      totalRecordingTime: 3600,
      activeSessions: expect.any(Number),
      newUsers24h: 2,
      transcripts24h: 2,
      recordingTime24h: 150,
      usersWithData: 2,
    });
    expect(b.id).toBeGreaterThan(0);
  });

  test("active sessions: per-stream leases once the sidecar keeps them, else unexpired signed-in sessions", async () => {
    await signedInUser();
    await signedInUser();
    const { user } = await signedInUser();
    await db().query("UPDATE sessions SET expire = now() - interval '1 minute' WHERE user_id = $1", { bind: [user.id] });
    await db().query(
      `INSERT INTO sessions (sid, sess, expire, user_id) VALUES ('anonymous', '{}', now() + interval '1 hour', NULL)`,
    );
    const [{ exists }] = await rows<{ exists: boolean }>(`SELECT to_regclass('stream_leases') IS NOT NULL AS "exists"`);
    if (exists) {
      // The sidecar's migration has landed: its rows are the live recordings.
      const [{ n }] = await rows<{ n: string }>("SELECT count(*) AS n FROM stream_leases");
      expect((await getStatistics()).activeSessions).toBe(Number(n));
      return;
    }
    expect((await getStatistics()).activeSessions).toBe(2);

    await db().query("CREATE TABLE stream_leases (id integer PRIMARY KEY)");
    try {
      await db().query("INSERT INTO stream_leases (id) VALUES (1), (2), (3)");
      expect((await getStatistics()).activeSessions).toBe(3);
    } finally {
      await db().query("DROP TABLE stream_leases");
    }
  });
});
