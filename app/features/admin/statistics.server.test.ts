import { beforeEach, describe, expect, test } from "vitest";
import { createLocalUser } from "~/platform/users.server.ts";
import { db, Transcript } from "~/platform/db.server.ts";
import { signedInUser } from "../../../tests/setup/users.ts";
import { config, forgetConfig } from "~/platform/config.server.ts";
import { LEASE_TTL_SECONDS } from "../../../contract/stream-leases.ts";
import { getStatistics } from "./statistics.server.ts";
import { resetDatabase } from "../../../tests/setup/reset.ts";

beforeEach(async () => {
  await resetDatabase();
});

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

  test("active sessions are the leases the sidecar counts as live: refreshed within its lease TTL", async () => {
    const seconds = [0, 10, LEASE_TTL_SECONDS.default - 5, LEASE_TTL_SECONDS.default + 5, 600];
    await db().query("DELETE FROM stream_leases");
    for (const [i, ago] of seconds.entries()) {
      await db().query(
        `INSERT INTO stream_leases (id, user_id, replica_id, heartbeat_at)
         VALUES (gen_random_uuid(), NULL, $1, now() - make_interval(secs => $2))`,
        { bind: [`replica-${i}`, ago] },
      );
    }
    try {
      // The sidecar's default (45 s): the three refreshed within it are live.
      expect(config().LEASE_TTL_SECONDS).toBe(LEASE_TTL_SECONDS.default);
      expect((await getStatistics()).activeSessions).toBe(3);
      // An operator who sets LEASE_TTL_SECONDS (for the sidecar and the app alike) is obeyed here too.
      process.env.LEASE_TTL_SECONDS = "60";
      forgetConfig();
      expect((await getStatistics()).activeSessions).toBe(4);
      process.env.LEASE_TTL_SECONDS = "5";
      forgetConfig();
      expect((await getStatistics()).activeSessions).toBe(1);
    } finally {
      delete process.env.LEASE_TTL_SECONDS;
      forgetConfig();
      await db().query("DELETE FROM stream_leases");
    }
  });
});
