import type { Migration } from "../migration.ts";

/** A clinician's key terms (drug names, colleagues, local services) for the speech-to-text provider. */
export const keyTerms: Migration = {
  name: "0004-key-terms",
  async up({ context: sql }) {
    await sql.query(`
      ALTER TABLE users ADD COLUMN key_terms jsonb NOT NULL DEFAULT '[]'::jsonb
        CHECK (jsonb_typeof(key_terms) = 'array' AND jsonb_array_length(key_terms) <= 100);
    `);
  },
  async down({ context: sql }) {
    await sql.query("ALTER TABLE users DROP COLUMN key_terms");
  },
};
