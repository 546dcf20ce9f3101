import type { Migration } from "../migration.ts";

/**
 * A stream lease remembers the session that opened it, so ending that session (signing out, a password
 * change, expiry) ends its recording at the next heartbeat; and a lease may belong to a guest session, which
 * has no user. Guests count towards the practice's limits like everyone else.
 */
export const guestStreams: Migration = {
  name: "0008-guest-streams",
  async up({ context: sql }) {
    await sql.query(`
      ALTER TABLE stream_leases ALTER COLUMN user_id DROP NOT NULL;
      ALTER TABLE stream_leases ADD COLUMN session_id varchar(64);
    `);
  },
  async down({ context: sql }) {
    await sql.query(`
      DELETE FROM stream_leases WHERE user_id IS NULL;
      ALTER TABLE stream_leases DROP COLUMN session_id;
      ALTER TABLE stream_leases ALTER COLUMN user_id SET NOT NULL;
    `);
  },
};
