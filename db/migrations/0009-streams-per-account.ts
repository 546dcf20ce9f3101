import type { Migration } from "../migration.ts";
import { seedSettings } from "./0002-default-settings.ts";

/**
 * The per-account limit on live recordings (maxStreamsPerUser, decision 027). A fresh database got its row
 * from 0002 (which seeds the whole registry); a database seeded before gets it here, at the default. The
 * sidecar counts an account's leases by user (or by guest session), so that lookup gets an index.
 */
export const streamsPerAccount: Migration = {
  name: "0009-streams-per-account",
  async up({ context: sql }) {
    await seedSettings(sql, ["maxStreamsPerUser"]);
    await sql.query(`CREATE INDEX stream_leases_session_id_idx ON stream_leases (session_id)`);
  },
  async down({ context: sql }) {
    await sql.query(`
      DROP INDEX stream_leases_session_id_idx;
      DELETE FROM system_settings WHERE key = 'maxStreamsPerUser';
    `);
  },
};
