import { randomUUID } from "node:crypto";
import { QueryTypes, type Transaction } from "sequelize";
import { z } from "zod";
import { formatWhen } from "~/components/format.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { audit } from "~/platform/audit.server.ts";
import { db } from "~/platform/db.server.ts";
import { refuse } from "~/platform/errors.ts";
import { decrypt, encrypt } from "~/platform/crypto.server.ts";
import {
  GENERATED_FIELDS,
  MAX_TEXT_CHARS,
  MAX_VERSIONS,
  SCREEN_FIELDS,
  type DocumentField,
} from "~/platform/document-kinds.ts";
import { MAX_NHS_NUMBER_CHARS } from "~/platform/nhs-number.ts";
import { consentRecord, type ConsentKind } from "../../../contract/consent.ts";
import { applyPatch, keepFilled } from "./record-merge.ts";
import {
  DOCUMENT_LABELS,
  documentsIn,
  emptyRecord,
  isEmptyRecord,
  labelOf,
  matchesFilter,
  previewOf,
  type ConsultationPatch,
  type ConsultationRecord,
} from "./record.ts";
import { MAX_LABEL_CHARS } from "./label.ts";

/** Most questions in one consultation. */
const MAX_QUESTIONS = 200;
/** A History page: enough to find last week's letter; older ones are a "Show older" away. */
const HISTORY_PAGE_SIZE = 50;

const text = z.string({ error: "must be text" }).max(MAX_TEXT_CHARS, "is too long");
const moment = z.iso.datetime({ offset: true });
const FlagSchema = z.strictObject({
  text: z.string().max(2_000),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  kind: z.string().max(100),
  explanation: z.string().max(2_000),
  checked: z.boolean().optional(),
});
const NoteSchema = z.strictObject({
  receipt: z
    .strictObject({ status: z.enum(["verified", "repaired", "transcript"]), message: z.string().max(2_000) })
    .optional(),
  flags: z.array(FlagSchema).max(500).optional(),
  draft: z.strictObject({ generatedAt: moment, model: z.string().max(200) }).optional(),
  review: z.strictObject({ by: z.string().max(200), at: moment, changedShare: z.number().min(0).max(1) }).optional(),
});
const VersionSchema = z.strictObject({
  id: z.string().min(1).max(64),
  kind: z.enum(["generated", "edited", "reviewed"]),
  text,
  at: moment,
  by: z.string().max(200).optional(),
});
/** One optional entry per field of the list (the screen's fields, or the documents that carry notes). */
function eachOptional<F extends string, T extends z.ZodType>(fields: readonly F[], schema: T) {
  return Object.fromEntries(fields.map((field) => [field, schema.optional()])) as Record<F, z.ZodOptional<T>>;
}
const NotesSchema = z.strictObject(
  eachOptional(
    SCREEN_FIELDS.filter((field): field is DocumentField => field !== "question"),
    NoteSchema,
  ),
);

/** What a browser may send to change a consultation (every part optional; unknown keys refused). */
export const ConsultationPatchSchema = z.strictObject({
  ...eachOptional(SCREEN_FIELDS, text),
  label: z.string({ error: "must be text" }).max(MAX_LABEL_CHARS, `at most ${MAX_LABEL_CHARS} characters`).optional(),
  // As typed, so a number with a wrong check digit is kept to be corrected (the screen says what is wrong).
  nhsNumber: z
    .string({ error: "must be text" })
    .max(MAX_NHS_NUMBER_CHARS, `at most ${MAX_NHS_NUMBER_CHARS} characters`)
    .optional(),
  questions: z
    .array(z.strictObject({ question: text, answer: text, askedAt: moment }))
    .max(MAX_QUESTIONS, `at most ${MAX_QUESTIONS} questions`)
    .optional(),
  notes: NotesSchema.optional(),
  versions: z
    .strictObject(eachOptional(GENERATED_FIELDS, z.array(VersionSchema).max(MAX_VERSIONS, `at most ${MAX_VERSIONS}`)))
    .optional(),
}) satisfies z.ZodType<ConsultationPatch>;

export type SavedConsultation = { id: string; revision: number; updatedAt: string };
/**
 * What the clinician confirmed before the consultation was first recorded (decision 060): the patient agreed to it
 * being transcribed, or it is dictation by the clinician alone; and when.
 */
export type Consent = { kind: ConsentKind; at: string };
export type OpenConsultation = SavedConsultation & {
  createdAt: string;
  record: ConsultationRecord;
  consent: Consent | null;
};
export type ConsultationSummary = {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** What it is called: the clinician's label, or one made from its words (labelOf). */
  label: string;
  /** Whether the clinician gave the label. */
  labelled: boolean;
  preview: string;
  documents: string[];
  consent: Consent | null;
};

/** What anyone is told about a consultation that is not theirs, or no longer exists. */
export const CONSULTATION_NOT_FOUND = "This consultation does not exist or has been deleted.";
function notFound(): never {
  return refuse("not-found", CONSULTATION_NOT_FOUND);
}

type Row = {
  id: string;
  content: string;
  revision: number;
  created_at: Date;
  updated_at: Date;
  consent: ConsentKind | null;
  consent_at: Date | null;
};
const COLUMNS = "id, content, revision, created_at, updated_at, consent, consent_at";

const consentOf = (row: Row): Consent | null =>
  row.consent && row.consent_at ? { kind: row.consent, at: row.consent_at.toISOString() } : null;

function seal(record: ConsultationRecord): string {
  return encrypt(JSON.stringify(record));
}

/** The stored record, or null when it cannot be read (encrypted under another key). */
function unseal(content: string): ConsultationRecord | null {
  try {
    return { ...emptyRecord(), ...(JSON.parse(decrypt(content)) as Partial<ConsultationRecord>) };
  } catch {
    return null;
  }
}

const RETAINED = "updated_at >= now() - make_interval(days => $retention)";

async function retention(): Promise<number> {
  return (await getSettings()).dataRetentionDays;
}

function toOpen(row: Row, record: ConsultationRecord): OpenConsultation {
  return {
    id: row.id,
    revision: row.revision,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    record,
    consent: consentOf(row),
  };
}

/** One of the user's consultations within the retention window, or null. Nobody else's, ever. */
export async function getConsultation(userId: number, id: string): Promise<OpenConsultation | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db().query<Row>(
    `SELECT ${COLUMNS} FROM consultations WHERE id = $id AND user_id = $userId AND ${RETAINED}`,
    { bind: { id, userId, retention: await retention() }, type: QueryTypes.SELECT },
  );
  const record = row ? unseal(row.content) : null;
  return row && record ? toOpen(row, record) : null;
}

/**
 * A consultation the clinician opens to read (My consultations, the JSON API): as `getConsultation`, and the
 * audit log records that it was opened (decision 055). The dictation screen reopening its current one is not.
 */
export async function openConsultation(request: Request, userId: number, id: string): Promise<OpenConsultation | null> {
  const consultation = await getConsultation(userId, id);
  if (consultation) await audit(request, "consultation.opened", { actorId: userId, details: { consultationId: id } });
  return consultation;
}

/** The consultation the dictation screen opens with, or null for a fresh screen. */
export async function currentConsultation(userId: number): Promise<OpenConsultation | null> {
  const [row] = await db().query<{ id: string | null }>(
    "SELECT current_consultation_id AS id FROM users WHERE id = $userId",
    { bind: { userId }, type: QueryTypes.SELECT },
  );
  return row?.id ? getConsultation(userId, row.id) : null;
}

async function setCurrent(userId: number, id: string | null, transaction?: Transaction): Promise<void> {
  await db().query("UPDATE users SET current_consultation_id = $id WHERE id = $userId", {
    bind: { id, userId },
    transaction,
  });
}

/**
 * Saves a change. Without an id a new consultation is created (unless the change holds nothing); with one, the
 * user's own consultation is changed under a row lock, so two saves (two tabs, two devices) never lose each
 * other's fields. The saved one becomes the screen's current consultation unless `makeCurrent` is false.
 * `basedOn` is the revision the change was made against (the page without JavaScript posts every field): when
 * the stored consultation has changed since, a part the change leaves empty does not blank what is stored.
 */
export async function saveConsultation(
  userId: number,
  id: string | null,
  patch: ConsultationPatch,
  options: { makeCurrent?: boolean; basedOn?: number } = {},
): Promise<SavedConsultation | null> {
  const makeCurrent = options.makeCurrent ?? true;
  const sequelize = db();
  return sequelize.transaction(async (transaction) => {
    if (id === null) {
      const record = applyPatch(emptyRecord(), patch);
      if (isEmptyRecord(record)) return null;
      const [row] = await sequelize.query<Row>(
        `INSERT INTO consultations (id, user_id, content) VALUES ($id, $userId, $content)
         RETURNING id, content, revision, created_at, updated_at`,
        { bind: { id: randomUUID(), userId, content: seal(record) }, type: QueryTypes.SELECT, transaction },
      );
      if (makeCurrent) await setCurrent(userId, row.id, transaction);
      return { id: row.id, revision: row.revision, updatedAt: row.updated_at.toISOString() };
    }
    if (!z.uuid().safeParse(id).success) notFound();
    const [row] = await sequelize.query<Row>(
      `SELECT id, content, revision, created_at, updated_at FROM consultations
        WHERE id = $id AND user_id = $userId AND ${RETAINED} FOR UPDATE`,
      { bind: { id, userId, retention: await retention() }, type: QueryTypes.SELECT, transaction },
    );
    const stored = row ? unseal(row.content) : null;
    if (!row || !stored) notFound();
    const stale = options.basedOn !== undefined && options.basedOn !== row.revision;
    const change = stale ? keepFilled(stored, patch) : patch;
    const [updated] = await sequelize.query<Row>(
      `UPDATE consultations SET content = $content, revision = revision + 1, updated_at = now()
        WHERE id = $id RETURNING id, content, revision, created_at, updated_at`,
      { bind: { id, content: seal(applyPatch(stored, change)) }, type: QueryTypes.SELECT, transaction },
    );
    if (makeCurrent) await setCurrent(userId, id, transaction);
    return { id, revision: updated.revision, updatedAt: updated.updated_at.toISOString() };
  });
}

/**
 * Records what the clinician confirmed before recording (decision 060) on the user's consultation `id`, or on a new
 * (empty) one when `id` is null, which becomes the screen's current consultation either way — the one the sidecar
 * checks when the recording opens. The first confirmation is kept: confirming again changes nothing. Audited.
 */
export async function recordConsent(
  request: Request,
  userId: number,
  id: string | null,
  kind: ConsentKind,
): Promise<{ id: string; consent: Consent }> {
  const sequelize = db();
  const saved = await sequelize.transaction(async (transaction) => {
    let row: Row | undefined;
    if (id === null) {
      [row] = await sequelize.query<Row>(
        `INSERT INTO consultations (id, user_id, content, consent, consent_at)
         VALUES ($id, $userId, $content, $kind, now()) RETURNING ${COLUMNS}`,
        {
          bind: { id: randomUUID(), userId, content: seal(emptyRecord()), kind },
          type: QueryTypes.SELECT,
          transaction,
        },
      );
    } else {
      if (!z.uuid().safeParse(id).success) notFound();
      [row] = await sequelize.query<Row>(
        `UPDATE consultations SET consent = coalesce(consent, $kind), consent_at = coalesce(consent_at, now())
          WHERE id = $id AND user_id = $userId AND ${RETAINED} RETURNING ${COLUMNS}`,
        { bind: { id, userId, kind, retention: await retention() }, type: QueryTypes.SELECT, transaction },
      );
      if (!row) notFound();
    }
    await setCurrent(userId, row.id, transaction);
    return { id: row.id, consent: consentOf(row)! };
  });
  await audit(request, "consultation.consent", {
    actorId: userId,
    details: { consultationId: saved.id, consent: saved.consent.kind },
  });
  return saved;
}

/** "Clear All": the screen starts a fresh consultation; the previous one stays in History. */
export async function startNewConsultation(userId: number): Promise<void> {
  await setCurrent(userId, null);
}

/** Opens one of the user's consultations on the dictation screen again. */
export async function continueConsultation(userId: number, id: string): Promise<void> {
  if (!(await getConsultation(userId, id))) notFound();
  await setCurrent(userId, id);
}

/** Deletes one of the user's consultations (the screen's pointer to it is cleared by the database); audited. */
export async function deleteConsultation(request: Request | null, userId: number, id: string): Promise<void> {
  if (!z.uuid().safeParse(id).success) notFound();
  const [, result] = (await db().query("DELETE FROM consultations WHERE id = $id AND user_id = $userId", {
    bind: { id, userId },
  })) as [unknown, { rowCount?: number } | number];
  const count = typeof result === "number" ? result : (result?.rowCount ?? 0);
  if (count === 0) notFound();
  await audit(request, "consultation.deleted", { actorId: userId, details: { consultationId: id } });
}

/**
 * The user's consultations within the retention window, newest first, optionally only those containing every
 * word of `filter`. The content is encrypted, so the filter runs here, on the user's own rows only.
 */
export async function listConsultations(
  userId: number,
  options: { filter?: string; page?: number } = {},
): Promise<{ consultations: ConsultationSummary[]; total: number; page: number; pages: number }> {
  const rows = await db().query<Row>(
    `SELECT ${COLUMNS} FROM consultations WHERE user_id = $userId AND ${RETAINED} ORDER BY updated_at DESC, id`,
    { bind: { userId, retention: await retention() }, type: QueryTypes.SELECT },
  );
  const filter = options.filter?.trim() ?? "";
  const found: ConsultationSummary[] = [];
  for (const row of rows) {
    const record = unseal(row.content);
    if (!record || isEmptyRecord(record) || !matchesFilter(record, filter)) continue;
    found.push({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      label: labelOf(record),
      labelled: record.label.trim() !== "",
      preview: previewOf(record),
      documents: documentsIn(record),
      consent: consentOf(row),
    });
  }
  const pages = Math.max(1, Math.ceil(found.length / HISTORY_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pages);
  const start = (page - 1) * HISTORY_PAGE_SIZE;
  return { consultations: found.slice(start, start + HISTORY_PAGE_SIZE), total: found.length, page, pages };
}

/**
 * One consultation as a text file (My consultations' "Download consultation"): every part it holds, in order, with
 * when it was made. The export is recorded in the audit log (decision 055); nobody else's consultation is found.
 */
export async function exportConsultation(
  request: Request,
  userId: number,
  id: string,
): Promise<{ fileName: string; text: string } | null> {
  const consultation = await getConsultation(userId, id);
  if (!consultation) return null;
  const { record, createdAt, updatedAt, consent } = consultation;
  const sections: string[] = [
    `Consultation of ${formatWhen(createdAt)} (last changed ${formatWhen(updatedAt)})` +
      (consent ? `\n${consentRecord(consent.kind, formatWhen(consent.at))}` : ""),
    ...[{ label: "Transcription", field: "transcript" as const }, ...DOCUMENT_LABELS]
      .filter((part) => record[part.field].trim())
      .map((part) => `== ${part.label} ==\n\n${record[part.field].trim()}`),
    ...record.questions.map(
      (qa, index) => `== Question ${index + 1} ==\n\n${qa.question.trim()}\n\n${qa.answer.trim()}`,
    ),
  ];
  await audit(request, "consultation.exported", { actorId: userId, details: { consultationId: id } });
  const day = createdAt.slice(0, 10);
  return { fileName: `consultation-${day}.txt`, text: `${sections.join("\n\n")}\n` };
}

/**
 * Every consultation the user has, decrypted, oldest first, whatever its age (until the daily purge takes it): their
 * data subject access export (decision 056). One that cannot be decrypted (sealed under another key) says so.
 */
export async function consultationsOf(
  userId: number,
): Promise<Array<{ id: string; createdAt: string; updatedAt: string; record: ConsultationRecord | null }>> {
  const rows = await db().query<Row>(
    `SELECT ${COLUMNS} FROM consultations WHERE user_id = $userId ORDER BY created_at, id`,
    { bind: { userId }, type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    record: unseal(row.content),
  }));
}
