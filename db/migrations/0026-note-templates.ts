import type { Migration } from "../migration.ts";

/**
 * Note templates (issue 25, decision 065): a practice's, written by an administrator, and a clinician's own. Each
 * has a name, its section headings in order and its style instructions; a name is used once per practice (scope
 * 'practice') and once per clinician (scope 'personal'). A clinician's templates go with their account.
 */
export const noteTemplates: Migration = {
  name: "0026-note-templates",
  async up({ context: sql }) {
    await sql.query(`
      CREATE TABLE note_templates (
        id           serial PRIMARY KEY,
        scope        text NOT NULL CHECK (scope IN ('practice', 'personal')),
        owner_id     integer REFERENCES users (id) ON DELETE CASCADE,
        name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
        sections     jsonb NOT NULL,
        instructions text NOT NULL DEFAULT '' CHECK (char_length(instructions) <= 2000),
        created_at   timestamptz NOT NULL DEFAULT now(),
        updated_at   timestamptz NOT NULL DEFAULT now(),
        CHECK ((scope = 'practice') = (owner_id IS NULL))
      );
      CREATE UNIQUE INDEX note_templates_name ON note_templates (scope, COALESCE(owner_id, 0), lower(name));
    `);
  },
  async down({ context: sql }) {
    await sql.query(`DROP TABLE note_templates;`);
  },
};
