import { db } from "~/platform/db.server.ts";
import { saveSettings } from "~/platform/settings.server.ts";
import { defaultSettings } from "./settings.ts";

/**
 * Every database test starts from an empty practice: no users (their sessions, transcripts, consultations,
 * recordings and tokens go with them), no guest sessions, stream leases, rate-limit counters or audit entries,
 * and the registry's default settings (contract/settings.ts). Each vitest worker has its own database
 * (tests/setup/vitest-env.ts). The audit log's guard against deletion (migration 0022) is switched off for the
 * reset's own transaction, which the test database's superuser may do.
 */
export async function resetDatabase(): Promise<void> {
  await db().transaction(async (transaction) => {
    // The audit log refuses deletions (migration 0022); a test's superuser switches the guard off for this one.
    await db().query(
      `SET LOCAL session_replication_role = replica;
       DELETE FROM users;
       DELETE FROM sessions;
       DELETE FROM stream_leases;
       DELETE FROM rate_limits;
       DELETE FROM audit_log;`,
      { transaction },
    );
  });
  await saveSettings(defaultSettings(), null);
}
