import { QueryTypes } from "sequelize";
import { db } from "./db.server.ts";
import type { PublicUser } from "./users.server.ts";

/**
 * A note template (decision 065) as the document service reads it: the practice's, or a clinician's own. Kept and
 * changed by features/templates; read here too, so that writing a note with one needs nothing of that feature.
 */
export type NoteTemplate = {
  id: number;
  scope: "practice" | "personal";
  name: string;
  sections: string[];
  instructions: string;
  updatedAt: string;
};

export type TemplateRow = {
  id: number;
  scope: NoteTemplate["scope"];
  name: string;
  sections: string[];
  instructions: string;
  updated_at: Date;
};

export const toTemplate = (row: TemplateRow): NoteTemplate => ({
  id: row.id,
  scope: row.scope,
  name: row.name,
  sections: row.sections,
  instructions: row.instructions,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** A template `user` may write with: the practice's, or their own. Null when there is no such template. */
export async function templateFor(user: PublicUser | null, id: number): Promise<NoteTemplate | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db().query<TemplateRow>(
    `SELECT id, scope, name, sections, instructions, updated_at FROM note_templates
     WHERE id = $1 AND (scope = 'practice' OR owner_id = $2)`,
    { bind: [id, user?.id ?? null], type: QueryTypes.SELECT },
  );
  return row ? toTemplate(row) : null;
}
