import { db } from "~/platform/db.server.ts";
import { saveSettings } from "~/platform/settings.server.ts";
import { defaultSettings } from "./settings.ts";

/**
 * Every database test starts from an empty practice: no users (their sessions, transcripts, consultations,
 * recordings and tokens go with them), no guest sessions, stream leases, rate-limit counters or audit entries,
 * and the registry's default settings (contract/settings.ts). Each vitest worker has its own database
 * (tests/setup/vitest-env.ts).
 */
export async function resetDatabase(): Promise<void> {
  await db().query(`
    DELETE FROM users;
    DELETE FROM sessions;
    DELETE FROM stream_leases;
    DELETE FROM rate_limits;
  `);
  // The audit log refuses deletions (migration 0022): the test database's superuser switches the guard off for this
  // one statement's transaction (replica mode also skips foreign keys' cascades, hence the deletions above first).
  await db().transaction(async (transaction) => {
    await db().query("SET LOCAL session_replication_role = replica; DELETE FROM audit_log;", { transaction });
  });
  await saveSettings(defaultSettings(), null);
}
