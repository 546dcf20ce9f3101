import {
  GENERATED_FIELDS,
  type DocumentField,
  type DocumentVersion,
  type GeneratedField,
} from "~/platform/document-kinds.ts";
import {
  hasContent,
  savedNote,
  TEXT_FIELDS,
  type ConsultationPatch,
  type ConsultationRecord,
  type QuestionAnswer,
  type SavedNote,
  type SavedNotes,
  type SavedVersions,
} from "./record.ts";

/**
 * Putting changes to a consultation's record together: what changed, a change applied, unsaved browser work merged with the
 * server's copy, a stale change kept from blanking. The server and the browser's saving half use them (the
 * dictation screen loads them on demand: decision 029).
 */

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
  const versions: SavedVersions = {};
  for (const field of GENERATED_FIELDS) {
    if (!same(saved.versions[field] ?? [], now.versions[field] ?? [])) versions[field] = now.versions[field] ?? [];
  }
  if (Object.keys(versions).length) patch.versions = versions;
  return Object.keys(patch).length ? patch : null;
}

/** The record with the patch applied: only the parts the patch names change. */
export function applyPatch(record: ConsultationRecord, patch: ConsultationPatch): ConsultationRecord {
  const next: ConsultationRecord = { ...record, notes: { ...record.notes }, versions: { ...record.versions } };
  for (const field of TEXT_FIELDS) {
    const value = patch[field];
    if (typeof value === "string") next[field] = value;
  }
  if (patch.questions) next.questions = patch.questions;
  for (const [field, note] of Object.entries(patch.notes ?? {}) as [DocumentField, SavedNote][]) {
    if (hasContent(note)) next.notes[field] = savedNote(note);
    else delete next.notes[field];
  }
  for (const [field, list] of Object.entries(patch.versions ?? {}) as [GeneratedField, DocumentVersion[]][]) {
    if (list.length) next.versions[field] = list;
    else delete next.versions[field];
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
 * A document's note (receipt, flags, draft, review) goes with its text. Questions asked on either side are all
 * kept, oldest first; so are the versions of each document either side kept (each has its own id).
 * Without `base` (a copy saved before it was kept), only the empty-part rule applies.
 */
export function mergeUnsaved(
  server: ConsultationRecord,
  browser: ConsultationRecord,
  base?: ConsultationRecord,
): ConsultationRecord {
  const merged: ConsultationRecord = { ...server, notes: { ...server.notes }, versions: { ...server.versions } };
  for (const field of TEXT_FIELDS) {
    const untouched = base !== undefined && browser[field] === base[field];
    const blank = browser[field].trim() === "" && server[field].trim() !== "";
    if (untouched || blank || browser[field] === server[field]) continue;
    merged[field] = browser[field];
    if (field === "question" || field === "label" || field === "nhsNumber") continue;
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
  for (const field of GENERATED_FIELDS) {
    const kept = server.versions[field] ?? [];
    const known = new Set(kept.map((version) => version.id));
    const added = (browser.versions[field] ?? []).filter((version) => !known.has(version.id));
    if (added.length) merged.versions[field] = [...kept, ...added].sort((a, b) => a.at.localeCompare(b.at));
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
