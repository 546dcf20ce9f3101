import type { Migration } from "../migration.ts";
import { seedSettings } from "./0002-default-settings.ts";

/**
 * One row per live recording, held by the sidecar replica relaying it and refreshed by its heartbeat, so
 * limits hold across replicas and a replica that dies frees its slots when its heartbeats stop. Also the
 * speech-to-text region setting (docs/speech-provider.md §1.1).
 */
export const streamLeases: Migration = {
  name: "0005-stream-leases",
  async up({ context: sql }) {
    await sql.query(`
      CREATE TABLE stream_leases (
        id           uuid PRIMARY KEY,
        user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        replica_id   text NOT NULL,
        started_at   timestamptz NOT NULL DEFAULT now(),
        heartbeat_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX stream_leases_heartbeat_at_idx ON stream_leases (heartbeat_at);
      CREATE INDEX stream_leases_user_id_idx ON stream_leases (user_id);
    `);
    // A database seeded before 0002 knew the region gets its row here (a no-op since).
    await seedSettings(sql, ["speechRegion"]);
  },
  async down({ context: sql }) {
    await sql.query(`DROP TABLE stream_leases; DELETE FROM system_settings WHERE key = 'speechRegion';`);
  },
};
