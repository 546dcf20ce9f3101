import {
  DOCUMENT_KINDS,
  SCREEN_FIELDS,
  type DocumentField,
  type DocumentNote,
  type ScreenValues,
} from "~/platform/document-kinds.ts";

/**
 * A consultation as the clinician left it: every field of the dictation screen, each question asked with its
 * answer, and what Notewell checked about each document (the exact-dictation receipt, unsupported-detail
 * flags). Shared by the browser (what it saves) and the server (what it stores, encrypted). No audio, ever.
 */
export type QuestionAnswer = { question: string; answer: string; askedAt: string };
/** Only what was checked is kept; a failure message belongs to the moment, not to the record. */
export type SavedNote = Pick<DocumentNote, "receipt" | "flags">;
export type SavedNotes = Partial<Record<DocumentField, SavedNote>>;
export type ConsultationRecord = ScreenValues & { questions: QuestionAnswer[]; notes: SavedNotes };

/** A change to a record: only the parts that changed (a field that was not touched is never written). */
export type ConsultationPatch = Partial<ScreenValues> & { questions?: QuestionAnswer[]; notes?: SavedNotes };

const TEXT_FIELDS = SCREEN_FIELDS;

/** The documents a consultation can hold, as History names them. */
export const DOCUMENT_LABELS = DOCUMENT_KINDS.map((k) => ({ field: k.field, label: k.historyLabel }));

export function emptyRecord(): ConsultationRecord {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as ScreenValues;
  return { ...texts, questions: [], notes: {} };
}

/** Only the screen's text fields of a record (what the dictation screen's text boxes hold). */
export function screenValues(record: ConsultationRecord): ScreenValues {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, record[field]])) as ScreenValues;
}

/** What is kept of one document's note: its receipt and flags (empty when it has neither). */
export function savedNote(note: DocumentNote | undefined): SavedNote {
  const saved: SavedNote = {};
  if (note?.receipt) saved.receipt = note.receipt;
  if (note?.flags?.length) saved.flags = note.flags;
  return saved;
}

/** Drops failure messages: a saved note only says what was verified or flagged. */
export function savedNotes(notes: Partial<Record<DocumentField, DocumentNote>>): SavedNotes {
  const kept: SavedNotes = {};
  for (const [field, note] of Object.entries(notes) as [DocumentField, DocumentNote | undefined][]) {
    const saved = savedNote(note);
    if (saved.receipt || saved.flags) kept[field] = saved;
  }
  return kept;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What changed from `saved` to `now`, or null when nothing did. */
export function diffRecords(saved: ConsultationRecord, now: ConsultationRecord): ConsultationPatch | null {
  const patch: ConsultationPatch = {};
  for (const field of TEXT_FIELDS) if (saved[field] !== now[field]) patch[field] = now[field];
  if (!same(saved.questions, now.questions)) patch.questions = now.questions;
  const notes: SavedNotes = {};
  let notesChanged = false;
  const fields = new Set([...Object.keys(saved.notes), ...Object.keys(now.notes)]) as Set<DocumentField>;
  for (const field of fields) {
    if (!same(saved.notes[field] ?? {}, now.notes[field] ?? {})) {
      notes[field] = now.notes[field] ?? {};
      notesChanged = true;
    }
  }
  if (notesChanged) patch.notes = notes;
  return Object.keys(patch).length ? patch : null;
}

/** The record with the patch applied: only the parts the patch names change. */
export function applyPatch(record: ConsultationRecord, patch: ConsultationPatch): ConsultationRecord {
  const next: ConsultationRecord = { ...record, notes: { ...record.notes } };
  for (const field of TEXT_FIELDS) {
    const value = patch[field];
    if (typeof value === "string") next[field] = value;
  }
  if (patch.questions) next.questions = patch.questions;
  for (const [field, note] of Object.entries(patch.notes ?? {}) as [DocumentField, SavedNote][]) {
    if (note.receipt || note.flags?.length) next.notes[field] = note;
    else delete next.notes[field];
  }
  return next;
}

const questionKey = (qa: QuestionAnswer) => `${qa.askedAt}\u0000${qa.question}`;

/**
 * Work this browser kept but the server never received (offline, or the session ran out), put together with
 * what the server holds now — which another device may have changed meanwhile (docs/product.md "A consultation is
 * a saved thing": saving never writes an empty value over real content). For each text:
 * - a part this browser did not change (it still equals `base`, the copy the server last confirmed) is the
 *   server's, so another device's later change is kept;
 * - a part empty here but filled on the server is the server's: an empty part never blanks real content;
 * - otherwise this browser's work wins.
 * A document's receipt and flags go with its text. Questions asked on either side are all kept, oldest first.
 * Without `base` (a copy saved before it was kept), only the empty-part rule applies.
 */
export function mergeUnsaved(
  server: ConsultationRecord,
  browser: ConsultationRecord,
  base?: ConsultationRecord,
): ConsultationRecord {
  const merged: ConsultationRecord = { ...server, notes: { ...server.notes } };
  for (const field of TEXT_FIELDS) {
    const untouched = base !== undefined && browser[field] === base[field];
    const blank = browser[field].trim() === "" && server[field].trim() !== "";
    if (untouched || blank || browser[field] === server[field]) continue;
    merged[field] = browser[field];
    if (field === "question") continue;
    const note = browser.notes[field];
    if (note) merged.notes[field] = note;
    else delete merged.notes[field];
  }
  const untouchedQuestions = base !== undefined && same(browser.questions, base.questions);
  if (!untouchedQuestions) {
    const known = new Set(server.questions.map(questionKey));
    const added = browser.questions.filter((qa) => !known.has(questionKey(qa)));
    merged.questions = [...server.questions, ...added].sort((a, b) => a.askedAt.localeCompare(b.askedAt));
  }
  return merged;
}

/** The change without the texts it would blank: a part it leaves empty that `stored` has filled is left alone. */
export function keepFilled(stored: ConsultationRecord, patch: ConsultationPatch): ConsultationPatch {
  const kept: ConsultationPatch = { ...patch };
  for (const field of TEXT_FIELDS) {
    if (kept[field]?.trim() === "" && stored[field].trim() !== "") delete kept[field];
  }
  return kept;
}

/** True when the record holds nothing a clinician wrote or generated. */
export function isEmptyRecord(record: ConsultationRecord): boolean {
  return TEXT_FIELDS.every((field) => record[field].trim() === "") && record.questions.length === 0;
}

/** The first words of a consultation, for its line in History. */
export function previewOf(record: ConsultationRecord, words = 18): string {
  const texts = [record.transcript, ...DOCUMENT_LABELS.map((d) => record[d.field]), record.questions[0]?.question];
  const source = [...texts, record.question].map((text) => text?.trim() ?? "").find(Boolean) ?? "";
  const all = source.split(/\s+/).filter(Boolean);
  return all.slice(0, words).join(" ") + (all.length > words ? "…" : "");
}

/** Which documents a consultation holds, by their History labels. */
export function documentsIn(record: ConsultationRecord): string[] {
  const labels: string[] = DOCUMENT_LABELS.filter((d) => record[d.field].trim() !== "").map((d) => d.label);
  if (record.questions.length)
    labels.push(record.questions.length === 1 ? "1 question" : `${record.questions.length} questions`);
  return labels;
}

/** Whether every word of the filter appears somewhere in the consultation (case- and accent-insensitive). */
export function matchesFilter(record: ConsultationRecord, filter: string): boolean {
  const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("en-GB");
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [...TEXT_FIELDS.map((f) => record[f]), ...record.questions.flatMap((q) => [q.question, q.answer])].join("\n"),
  );
  return words.every((word) => haystack.includes(word));
}

const WHEN = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Tue, 24 Nov 2026, 09:41" in UK time, the same on the server and in the browser. */
export function formatWhen(iso: string): string {
  return WHEN.format(new Date(iso));
}
