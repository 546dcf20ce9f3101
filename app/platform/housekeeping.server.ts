import { getSettings } from "~/platform/settings.server.ts";
import { db } from "~/platform/db.server.ts";
import { singleton } from "~/platform/singleton.server.ts";

/** How often the housekeeping runs (the spec promises transcripts are purged daily; hourly keeps that true). */
const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what is past its time: stored transcripts and consultations older than the retention days, audit entries
 * older than the audit log's own retention, expired
 * sessions, used or expired single-use tokens, and lapsed rate-limit counters. Safe to run on every replica at once.
 */
export async function runHousekeeping(): Promise<{ transcripts: number; consultations: number }> {
  const { dataRetentionDays, auditRetentionDays } = await getSettings();
  const sequelize = db();
  const [, purged] = (await sequelize.query(
    "DELETE FROM transcripts WHERE created_at < now() - make_interval(days => $1)",
    { bind: [dataRetentionDays] },
  )) as [unknown, { rowCount?: number } | number];
  // A consultation's window runs from when it was last worked on (continuing one keeps it).
  const [, purgedConsultations] = (await sequelize.query(
    "DELETE FROM consultations WHERE updated_at < now() - make_interval(days => $1)",
    { bind: [dataRetentionDays] },
  )) as [unknown, { rowCount?: number } | number];
  await sequelize.query(`
    DELETE FROM sessions WHERE expire < now();
    DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day' OR (used AND created_at < now() - interval '1 day');
    DELETE FROM email_verification_tokens WHERE expires_at < now() - interval '1 day' OR (used AND created_at < now() - interval '1 day');
    DELETE FROM rate_limits WHERE expire IS NOT NULL AND expire < (extract(epoch FROM now()) * 1000)::bigint;
  `);
  // The audit log keeps its own time (decision 055); the database refuses to delete anything younger than 30 days.
  await sequelize.query("DELETE FROM audit_log WHERE at < now() - make_interval(days => $1)", {
    bind: [auditRetentionDays],
  });
  const count = (result: { rowCount?: number } | number) =>
    typeof result === "number" ? result : (result?.rowCount ?? 0);
  return { transcripts: count(purged), consultations: count(purgedConsultations) };
}

/** Starts the hourly housekeeping once per process (called when the server build loads). */
export function startHousekeeping(): void {
  if (process.env.NODE_ENV === "test") return;
  singleton("housekeeping", () => {
    const run = () =>
      runHousekeeping().then(
        ({ transcripts, consultations }) =>
          (transcripts || consultations) &&
          console.info(
            `[housekeeping] purged ${transcripts} transcripts and ${consultations} consultations past the retention period`,
          ),
        (error: unknown) => console.warn(`[housekeeping] skipped: ${(error as Error).message}`),
      );
    setTimeout(run, 10_000).unref();
    return setInterval(run, INTERVAL_MS).unref();
  });
}
