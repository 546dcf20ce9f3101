import type { Migration } from "../migration.ts";
import { SETTINGS } from "../../contract/settings.ts";
import { seedSettings } from "./0002-default-settings.ts";

/**
 * The audit log as a record nobody edits (issue 26, decision 055):
 * - its own retention (`auditRetentionDays`, seeded at the registry's default), which the daily purge follows;
 * - the database refuses to change an entry at all, to delete one younger than the setting's minimum (the
 *   registry's, 30 days, fixed here when this migration runs), and to empty the table with TRUNCATE — whatever
 *   SQL the app, or anyone with the app's connection, sends. Only the purge's own statement (older entries) passes.
 *   A superuser can still switch the guard off (session_replication_role) or drop it: docs/security.md says so;
 * - the viewer's filters get indexes (who acted, what, and when, newest first).
 */
const MINIMUM_DAYS = SETTINGS.auditRetentionDays.min;

export const auditLogKept: Migration = {
  name: "0022-audit-log-kept",
  async up({ context: sql }) {
    await seedSettings(sql, ["auditRetentionDays"]);
    await sql.query(`
      CREATE INDEX audit_log_actor_id_idx ON audit_log (actor_id);
      CREATE INDEX audit_log_action_at_idx ON audit_log (action, at);

      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD.at < now() - interval '${MINIMUM_DAYS} days' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_log entries cannot be changed or deleted (only entries older than ${MINIMUM_DAYS} days can be purged)'
          USING ERRCODE = 'insufficient_privilege';
      END;
      $$;
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
    `);
  },
  async down({ context: sql }) {
    await sql.query(`
      DROP TRIGGER audit_log_no_truncate ON audit_log;
      DROP TRIGGER audit_log_append_only ON audit_log;
      DROP FUNCTION audit_log_append_only();
      DROP INDEX audit_log_action_at_idx;
      DROP INDEX audit_log_actor_id_idx;
      DELETE FROM system_settings WHERE key = 'auditRetentionDays';
    `);
  },
};
