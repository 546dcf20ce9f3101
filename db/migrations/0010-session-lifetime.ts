import type { Migration } from "../migration.ts";
import { seedSettings } from "./0002-default-settings.ts";

/**
 * Sessions get an absolute lifetime on top of the sliding inactivity time-out: each row records when it was
 * created, and the lookup (contract/session-lookup.ts) treats one older than the practice's session lifetime
 * (sessionLifetimeHours, default 12) as ended. Sessions that exist when this runs count from now.
 */
export const sessionLifetime: Migration = {
  name: "0010-session-lifetime",
  async up({ context: sql }) {
    await sql.query("ALTER TABLE sessions ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()");
    await seedSettings(sql, ["sessionLifetimeHours"]);
  },
  async down({ context: sql }) {
    await sql.query(
      "ALTER TABLE sessions DROP COLUMN created_at; DELETE FROM system_settings WHERE key = 'sessionLifetimeHours'",
    );
  },
};
