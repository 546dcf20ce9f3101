import type { Migration } from "../migration.ts";

/**
 * A clinician's consultations: the transcript, the documents, the questions asked and their answers, the
 * unsupported-detail flags and the exact-dictation receipt, kept on the server so a reload, a closed tab or
 * another device loses nothing. The whole record is one AES-256-GCM envelope (`content`), like stored
 * transcripts; only its owner, its times and a revision counter are in the clear. Audio is never stored.
 * `users.current_consultation_id` is the one the dictation screen opens with ("Clear All" starts a new one).
 */
export const consultations: Migration = {
  name: "0007-consultations",
  async up({ context: sql }) {
    await sql.query(`
      CREATE TABLE consultations (
        id          uuid PRIMARY KEY,
        user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content     text NOT NULL,
        revision    integer NOT NULL DEFAULT 1 CHECK (revision > 0),
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX consultations_user_id_updated_at_idx ON consultations (user_id, updated_at DESC);
      CREATE INDEX consultations_updated_at_idx ON consultations (updated_at);
      ALTER TABLE users ADD COLUMN current_consultation_id uuid REFERENCES consultations (id) ON DELETE SET NULL;
    `);
  },
  async down({ context: sql }) {
    await sql.query("ALTER TABLE users DROP COLUMN current_consultation_id; DROP TABLE consultations;");
  },
};
