/**
 * What does My consultations cost as a clinician's history grows? The list and its word filter decrypt every
 * consultation in the retention window (the content is encrypted at rest, so the filter cannot run in SQL).
 * Times `listConsultations` (all, and filtered by a word) against a baseline in the same process: the same
 * rows read with a plain SELECT, no decryption — the least any list must do. Also times one save (a change to
 * one field under a row lock). Real PostgreSQL (a throw-away cluster), realistic sizes (a 600-word
 * transcript, a 250-word note, a 200-word letter, two answers).
 *
 *   npm run bench:history [-- --runs 9]
 */
import { QueryTypes } from "sequelize";
import { createMigratedDatabase, startTestCluster } from "../../tests/setup/test-database.ts";

const runsAt = process.argv.indexOf("--runs");
const RUNS = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 9;
const SIZES = [50, 200, 1000];

const WORDS =
  "patient reports cough fever chest clear amoxicillin review fortnight blood pressure knee left asthma".split(" ");
const words = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => WORDS[(i * 7 + seed) % WORDS.length]).join(" ");

async function timesOf(work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)];

const cluster = await startTestCluster();
try {
  process.env.DATABASE_URL = await createMigratedDatabase(cluster.baseUrl, "notewell_bench_history");
  process.env.SESSION_SECRET ??= "bench-session-secret-0123456789";
  process.env.ENCRYPTION_KEY ??= "bench-encryption-key-0123456789";
  const { db } = await import("../../app/platform/db.server.ts");
  const { createLocalUser } = await import("../../app/platform/users.server.ts");
  const { listConsultations, saveConsultation } =
    await import("../../app/features/consultations/consultations.server.ts");
  const user = await createLocalUser({
    email: "bench@practice.nhs.uk",
    password: "bench password",
    firstName: "B",
    lastName: "P",
  });

  console.log(`My consultations: median of ${RUNS} runs (ms), this machine, real PostgreSQL`);
  console.log("| consultations | baseline SELECT | list (page of 50) | × baseline | filtered by a word | × baseline |");
  console.log("|---|---|---|---|---|---|");
  let count = 0;
  let lastId = "";
  for (const size of SIZES) {
    for (; count < size; count++) {
      const saved = await saveConsultation(user.id, null, {
        transcript: words(600, count),
        consultationNote: words(250, count + 1),
        referralLetter: words(200, count + 2),
        questions: [
          { question: "Differentials?", answer: words(80, count + 3), askedAt: new Date().toISOString() },
          { question: "Follow-up?", answer: words(60, count + 4), askedAt: new Date().toISOString() },
        ],
      });
      lastId = saved!.id;
    }
    const baseline = median(
      await timesOf(() =>
        db().query(
          "SELECT id, content, revision, created_at, updated_at FROM consultations WHERE user_id = $1 ORDER BY updated_at DESC",
          {
            bind: [user.id],
            type: QueryTypes.SELECT,
          },
        ),
      ),
    );
    const list = median(await timesOf(() => listConsultations(user.id)));
    const filtered = median(await timesOf(() => listConsultations(user.id, { filter: "asthma knee" })));
    console.log(
      `| ${size} | ${baseline.toFixed(1)} | ${list.toFixed(1)} | ${(list / baseline).toFixed(1)} | ${filtered.toFixed(1)} | ${(filtered / baseline).toFixed(1)} |`,
    );
  }
  const save = median(
    await timesOf(() => saveConsultation(user.id, lastId, { consultationNote: words(250, Date.now() % 13) })),
  );
  console.log(`\nOne save (a 250-word note changed, under a row lock, sealed again): median ${save.toFixed(1)} ms`);
  await db().close();
} finally {
  await cluster.stop();
}
