import { QueryTypes } from "sequelize";
import { db } from "~/platform/db.server.ts";
import { audit } from "~/platform/audit.server.ts";
import type { PublicUser } from "~/platform/users.server.ts";
import { toTemplate, type NoteTemplate, type TemplateRow as Row } from "~/platform/note-templates.server.ts";
import {
  TEMPLATE_FILE_FORMAT,
  TEMPLATE_FILE_VERSION,
  TEMPLATE_LIMITS,
  type TemplateFile,
  type TemplateValue,
} from "./template-schemas.server.ts";

/**
 * Note templates (issue 25, decision 065): the practice's, which administrators keep at /admin/templates, and each
 * clinician's own, kept at /templates. Both are offered on the dictation screen beside the four built-in formats.
 * A practice template's creation, change, deletion and import are in the audit log, as every administrator's
 * change is; a clinician's own are theirs, like their preferences, and are not.
 */
export type { NoteTemplate } from "~/platform/note-templates.server.ts";

/** Whose templates: the practice's, or one clinician's. */
export type Owner = { scope: "practice" } | { scope: "personal"; userId: number };

const ownerId = (owner: Owner) => (owner.scope === "personal" ? owner.userId : null);

/** The owner's templates, by name. */
export async function listTemplates(owner: Owner): Promise<NoteTemplate[]> {
  const rows = await db().query<Row>(
    `SELECT id, scope, name, sections, instructions, updated_at FROM note_templates
     WHERE scope = $1 AND owner_id IS NOT DISTINCT FROM $2 ORDER BY lower(name), id`,
    { bind: [owner.scope, ownerId(owner)], type: QueryTypes.SELECT },
  );
  return rows.map(toTemplate);
}

/** What the dictation screen offers `user` (a guest: the practice's only). */
export async function templatesFor(user: PublicUser | null): Promise<NoteTemplate[]> {
  const [practice, personal] = await Promise.all([
    listTemplates({ scope: "practice" }),
    user ? listTemplates({ scope: "personal", userId: user.id }) : Promise.resolve([]),
  ]);
  return [...practice, ...personal];
}

/** Why a save was refused, said beside the field. */
export type SaveRefusal = { field: "name" | "form"; message: string };

const NAME_TAKEN = (name: string, owner: Owner) =>
  owner.scope === "practice"
    ? `The practice already has a template called “${name}”. Choose another name.`
    : `You already have a template called “${name}”. Choose another name.`;

function isNameTaken(error: unknown): boolean {
  return (error as { name?: string })?.name === "SequelizeUniqueConstraintError";
}

const auditFor = (owner: Owner, actor: PublicUser) => owner.scope === "practice" && actor.role === "admin";

/** Adds a template (refused when the name is taken or the owner has the most they may keep). */
export async function createTemplate(
  owner: Owner,
  value: TemplateValue,
  actor: PublicUser,
  request: Request,
): Promise<SaveRefusal | null> {
  const [{ count }] = await db().query<{ count: string }>(
    "SELECT count(*) AS count FROM note_templates WHERE scope = $1 AND owner_id IS NOT DISTINCT FROM $2",
    { bind: [owner.scope, ownerId(owner)], type: QueryTypes.SELECT },
  );
  if (Number(count) >= TEMPLATE_LIMITS.perOwner) {
    return { field: "form", message: `You can keep up to ${TEMPLATE_LIMITS.perOwner} templates. Delete one first.` };
  }
  try {
    const [[row]] = (await db().query(
      `INSERT INTO note_templates (scope, owner_id, name, sections, instructions) VALUES ($1, $2, $3, $4, $5)
       RETURNING id`,
      { bind: [owner.scope, ownerId(owner), value.name, JSON.stringify(value.sections), value.instructions] },
    )) as [Array<{ id: number }>, unknown];
    if (auditFor(owner, actor)) {
      await audit(request, "admin.template-created", { actorId: actor.id, details: { id: row!.id, name: value.name } });
    }
    return null;
  } catch (error) {
    if (isNameTaken(error)) return { field: "name", message: NAME_TAKEN(value.name, owner) };
    throw error;
  }
}

/** Changes one of the owner's templates; false when it is not theirs (or no longer there). */
export async function updateTemplate(
  owner: Owner,
  id: number,
  value: TemplateValue,
  actor: PublicUser,
  request: Request,
): Promise<SaveRefusal | null | "not-found"> {
  try {
    const [rows] = (await db().query(
      `UPDATE note_templates SET name = $3, sections = $4, instructions = $5, updated_at = now()
       WHERE id = $1 AND scope = $2 AND owner_id IS NOT DISTINCT FROM $6 RETURNING id`,
      { bind: [id, owner.scope, value.name, JSON.stringify(value.sections), value.instructions, ownerId(owner)] },
    )) as [Array<{ id: number }>, unknown];
    if (rows.length === 0) return "not-found";
    if (auditFor(owner, actor)) {
      await audit(request, "admin.template-changed", { actorId: actor.id, details: { id, name: value.name } });
    }
    return null;
  } catch (error) {
    if (isNameTaken(error)) return { field: "name", message: NAME_TAKEN(value.name, owner) };
    throw error;
  }
}

/** Deletes one of the owner's templates: its name, or null when it was not there. */
export async function deleteTemplate(
  owner: Owner,
  id: number,
  actor: PublicUser,
  request: Request,
): Promise<string | null> {
  const [rows] = (await db().query(
    `DELETE FROM note_templates WHERE id = $1 AND scope = $2 AND owner_id IS NOT DISTINCT FROM $3 RETURNING name`,
    { bind: [id, owner.scope, ownerId(owner)] },
  )) as [Array<{ name: string }>, unknown];
  const name = rows[0]?.name ?? null;
  if (name !== null && auditFor(owner, actor)) {
    await audit(request, "admin.template-deleted", { actorId: actor.id, details: { id, name } });
  }
  return name;
}

/** The owner's templates as the file Export downloads (and Import reads). */
export async function exportTemplates(owner: Owner): Promise<TemplateFile> {
  const templates = await listTemplates(owner);
  return {
    format: TEMPLATE_FILE_FORMAT,
    version: TEMPLATE_FILE_VERSION,
    exportedAt: new Date().toISOString(),
    templates: templates.map(({ name, sections, instructions }) => ({ name, sections, instructions })),
  };
}

/**
 * Imports checked templates (template-schemas.ts: readTemplateFile), all or none: a template whose name the owner
 * already uses (in any case) replaces that one's sections and instructions; the others are added. Refused when
 * the owner would have more than they may keep.
 */
export async function importTemplates(
  owner: Owner,
  templates: TemplateValue[],
  actor: PublicUser,
  request: Request,
): Promise<{ added: number; replaced: number } | { error: string }> {
  const sequelize = db();
  const outcome = await sequelize.transaction(async (transaction) => {
    const existing = await sequelize.query<{ id: number; name: string }>(
      "SELECT id, name FROM note_templates WHERE scope = $1 AND owner_id IS NOT DISTINCT FROM $2 FOR UPDATE",
      { bind: [owner.scope, ownerId(owner)], type: QueryTypes.SELECT, transaction },
    );
    const byName = new Map(existing.map((row) => [row.name.toLowerCase(), row.id]));
    const added = templates.filter((t) => !byName.has(t.name.toLowerCase())).length;
    if (existing.length + added > TEMPLATE_LIMITS.perOwner) {
      return {
        error: `This would make ${existing.length + added} templates; you can keep up to ${TEMPLATE_LIMITS.perOwner}. Nothing was imported.`,
      };
    }
    for (const t of templates) {
      const id = byName.get(t.name.toLowerCase());
      const bind = [JSON.stringify(t.sections), t.instructions];
      if (id) {
        await sequelize.query(
          "UPDATE note_templates SET name = $3, sections = $1, instructions = $2, updated_at = now() WHERE id = $4",
          { bind: [...bind, t.name, id], transaction },
        );
      } else {
        await sequelize.query(
          "INSERT INTO note_templates (scope, owner_id, name, sections, instructions) VALUES ($3, $4, $5, $1, $2)",
          { bind: [...bind, owner.scope, ownerId(owner), t.name], transaction },
        );
      }
    }
    return { added, replaced: templates.length - added };
  });
  if (!("error" in outcome) && auditFor(owner, actor)) {
    await audit(request, "admin.templates-imported", { actorId: actor.id, details: outcome });
  }
  return outcome;
}
