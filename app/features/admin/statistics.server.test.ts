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
  test("counts what each figure says: users, consultations held, every recording, every document, the last 24 hours", async () => {
    const { user: a } = await signedInUser();
    const { user: b } = await signedInUser();
    const c = await anotherUser();
    await db().query("UPDATE users SET created_at = now() - interval '3 days', is_active = false WHERE id = $1", {
      bind: [c.id],
    });
    // The running total on the user's row is not what is counted: the recordings are.
    await db().query("UPDATE users SET recording_time_seconds = 99999 WHERE id = $1", { bind: [a.id] });
    await db().query(
      `INSERT INTO recording_sessions (user_id, duration_seconds, created_at) VALUES
         ($1, 100, now() - interval '1 hour'), ($1, 50, now() - interval '23 hours'),
         ($2, 400, now() - interval '2 days'), ($2, 3050, now() - interval '40 days')`,
      { bind: [a.id, c.id] },
    );
    await db().query(
      `INSERT INTO generated_documents (user_id, kind, created_at) VALUES
         ($1, 'consultation', now()), ($1, 'consultation', now() - interval '2 days'), ($1, 'referral', now()),
         ($2, 'exact', now() - interval '40 days'), ($2, 'question', now() - interval '3 days')`,
      { bind: [a.id, c.id] },
    );
    // Consultations as the screen saves them (their content is sealed; only the rows are counted here).
    await db().query(
      `INSERT INTO consultations (id, user_id, content, created_at) VALUES
         (gen_random_uuid(), $1, 'v1:x', now()), (gen_random_uuid(), $1, 'v1:y', now()),
         (gen_random_uuid(), $2, 'v1:z', now() - interval '2 days')`,
      { bind: [a.id, c.id] },
    );
    // Documents' encrypted copies are not what is counted either (they are purged with the retention days).
    await Transcript.create({ userId: b.id, content: "not a document count" });

    const statistics = await getStatistics();
    expect(statistics).toMatchObject({
      totalUsers: 3,
      activeUsers: 2,
      totalTranscripts: 3,
      totalRecordingTime: 3600,
      newUsers24h: 2,
      transcripts24h: 2,
      recordingTime24h: 150,
      usersWithData: 2,
      totalDocuments: 5,
      documents: { consultation: 2, referral: 1, exact: 1, question: 1 },
      documents24h: 2,
    });
    // Per user: User Management's 30 days.
    const byEmail = Object.fromEntries(statistics.users.map((user) => [user.email, user]));
    expect(byEmail[a.email]).toMatchObject({ consultations: 2, recordingSeconds30Days: 150, documents30Days: 3 });
    expect(byEmail[c.email]).toMatchObject({ consultations: 1, recordingSeconds30Days: 400, documents30Days: 1 });
    expect(byEmail[b.email]).toMatchObject({ consultations: 0, recordingSeconds30Days: 0, documents30Days: 0 });
    // Twelve months, this one last; the months add up to the totals they cover.
    expect(statistics.months).toHaveLength(12);
    const months = statistics.months;
    expect(months.reduce((total, month) => total + month.recordingSeconds, 0)).toBe(3600);
    expect(months.at(-1)!.documents.referral).toBe(1);
    // Storage is measured, not multiplied out.
    expect(statistics.storageBytes).toBeGreaterThan(0);
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
