/**
 * The benchmark's throw-away database: an embedded PostgreSQL cluster with one migrated database, one
 * active user with a live session, and the stream limits raised out of the way.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { sessionCookiePair } from "../../contract/session-cookie.ts";
import { dropDatabase } from "../../db/embedded-postgres.ts";
import { createMigratedDatabase, startTestCluster } from "../../tests/setup/test-database.ts";

const DATABASE_NAME = "notewell_bench";

export type BenchDatabase = {
  url: string;
  /** Cookie header of the benchmark user's session, signed with the secret given. */
  cookie: string;
  /** Stops the cluster and deletes its files. */
  stop: () => Promise<void>;
};

/**
 * Starts the cluster, creates `notewell_bench`, raises `maxConcurrentSessions` and `maxStreamsPerUser` (the
 * admin form caps them at 100 and 10; a sidecar that enforces them must not refuse the benchmark's streams, all
 * one user's) and signs in one user.
 */
/**
 * The clinician's current consultation holds the patient's consent, as the dictation screen records it before a
 * first recording (decision 060): the sidecar checks it for every recording opened.
 */
export async function giveConsent(client: pg.Client, userId: number): Promise<void> {
  await client.query(
    `WITH made AS (
       INSERT INTO consultations (id, user_id, content, consent, consent_at)
       VALUES (gen_random_uuid(), $1, 'bench', 'patient', now()) RETURNING id
     )
     UPDATE users SET current_consultation_id = (SELECT id FROM made) WHERE id = $1`,
    [userId],
  );
}

export async function startBenchDatabase(sessionSecret: string): Promise<BenchDatabase> {
  const database = await startScratchDatabase(DATABASE_NAME);
  try {
    const sid = await signIn(database.url);
    return { url: database.url, cookie: sessionCookiePair(sid, sessionSecret), stop: database.stop };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/**
 * A throw-away PostgreSQL cluster (its files in a scratch folder under the system's temp folder) holding one
 * freshly migrated database called `name`. `stop` stops the cluster and deletes its files.
 */
export async function startScratchDatabase(
  name: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const scratch = mkdtempSync(path.join(tmpdir(), "notewell-bench-"));
  const previous = process.env.NOTEWELL_TEST_TMP;
  process.env.NOTEWELL_TEST_TMP = scratch;
  let cluster: Awaited<ReturnType<typeof startTestCluster>>;
  try {
    cluster = await startTestCluster();
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  } finally {
    if (previous === undefined) delete process.env.NOTEWELL_TEST_TMP;
    else process.env.NOTEWELL_TEST_TMP = previous;
  }
  const stop = async () => {
    try {
      // A no-op for our own cluster; matters when TEST_DATABASE_BASE_URL named a shared one.
      await dropDatabase(cluster.baseUrl, name).catch(() => {});
      // If PostgreSQL already stopped (a terminal's Ctrl-C reaches it too), stop() would wait forever.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([cluster.stop(), new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  };
  try {
    return { url: await createMigratedDatabase(cluster.baseUrl, name), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function signIn(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Every stream is the one benchmark user's: the per-account limit is lifted as well as the practice's.
    for (const key of ["maxConcurrentSessions", "maxStreamsPerUser"]) {
      await client.query(
        `INSERT INTO system_settings (key, value, type, description)
         VALUES ($1, '100000', 'number', 'Lifted for the relay benchmark')
         ON CONFLICT (key) DO UPDATE SET value = '100000', updated_at = now()`,
        [key],
      );
    }
    const { rows } = await client.query<{ id: number }>(
      "INSERT INTO users (email, is_active) VALUES ($1, true) RETURNING id",
      [`relay-bench-${randomBytes(4).toString("hex")}@bench.invalid`],
    );
    await giveConsent(client, rows[0].id);
    const sid = randomBytes(24).toString("base64url");
    await client.query(
      `INSERT INTO sessions (sid, sess, expire, user_id) VALUES ($1, $2, now() + interval '1 day', $3)`,
      [sid, JSON.stringify({ userId: rows[0].id }), rows[0].id],
    );
    return sid;
  } finally {
    await client.end();
  }
}
