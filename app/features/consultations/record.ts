import {
  DOCUMENT_KINDS,
  SCREEN_FIELDS,
  type DocumentField,
  type DocumentNote,
  type DocumentVersion,
  type GeneratedField,
  type ScreenField,
  type ScreenValues,
} from "~/platform/document-kinds.ts";

/**
 * A consultation as the clinician left it: every field of the dictation screen, its label, each question asked
 * with its answer (the thread, in order), what Notewell knows about each document (the exact-dictation receipt,
 * unsupported-detail flags and which were checked, where the draft came from, the clinician's review), and each
 * document's earlier versions. Shared by the browser (what it saves) and the server (what it stores, encrypted).
 * No audio, ever.
 */
export type QuestionAnswer = { question: string; answer: string; askedAt: string };
/** What is kept of a document's note: everything but a failure message, which belongs to the moment. */
export type SavedNote = Omit<DocumentNote, "error">;
export type SavedNotes = Partial<Record<DocumentField, SavedNote>>;
/** Each generated document's earlier versions, oldest first. */
export type SavedVersions = Partial<Record<GeneratedField, DocumentVersion[]>>;
export type ConsultationRecord = ScreenValues & {
  /** What the clinician calls it in My consultations (empty: a label made from its words, `labelOf`). */
  label: string;
  /**
   * The patient's NHS number as typed (empty: none), shown 3-3-4 on the documents' headers while its check digit
   * holds; never sent to the language model or the speech provider (decision 063).
   */
  nhsNumber: string;
  questions: QuestionAnswer[];
  notes: SavedNotes;
  versions: SavedVersions;
};

/** A change to a record: only the parts that changed (a part that was not touched is never written). */
export type ConsultationPatch = Partial<ScreenValues> & {
  label?: string;
  nhsNumber?: string;
  questions?: QuestionAnswer[];
  notes?: SavedNotes;
  versions?: SavedVersions;
};

/** The record's texts: the screen's fields, the label and the NHS number. */
type TextField = ScreenField | "label" | "nhsNumber";
export const TEXT_FIELDS: readonly TextField[] = [...SCREEN_FIELDS, "label", "nhsNumber"];

/** The documents a consultation can hold, as History names them. */
export const DOCUMENT_LABELS = /* @__PURE__ */ DOCUMENT_KINDS.map((k) => ({ field: k.field, label: k.historyLabel }));

export function emptyRecord(): ConsultationRecord {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as ScreenValues & {
    label: string;
    nhsNumber: string;
  };
  return { ...texts, questions: [], notes: {}, versions: {} };
}

/** Only the screen's text fields of a record (what the dictation screen's text boxes hold). */
export function screenValues(record: ConsultationRecord): ScreenValues {
  return Object.fromEntries(SCREEN_FIELDS.map((field) => [field, record[field]])) as ScreenValues;
}

/** What is kept of one document's note (empty when there is nothing to keep). */
export function savedNote(note: DocumentNote | undefined): SavedNote {
  const saved: SavedNote = {};
  if (note?.receipt) saved.receipt = note.receipt;
  if (note?.flags?.length) saved.flags = note.flags;
  if (note?.draft) saved.draft = note.draft;
  if (note?.review) saved.review = note.review;
  return saved;
}

export const hasContent = (note: SavedNote | undefined) => Boolean(note && Object.keys(savedNote(note)).length);

/** Drops failure messages: a saved note only says what was checked, drafted or reviewed. */
export function savedNotes(notes: Partial<Record<DocumentField, DocumentNote>>): SavedNotes {
  const kept: SavedNotes = {};
  for (const [field, note] of Object.entries(notes) as [DocumentField, DocumentNote | undefined][]) {
    if (hasContent(note)) kept[field] = savedNote(note);
  }
  return kept;
}

/** True when the record holds nothing a clinician wrote or generated (a label alone is not a consultation). */
export function isEmptyRecord(record: ConsultationRecord): boolean {
  return SCREEN_FIELDS.every((field) => record[field].trim() === "") && record.questions.length === 0;
}

/** The first `words` words of the first text a consultation has, for its line in History. */
export function previewOf(record: ConsultationRecord, words = 18): string {
  const texts = [record.transcript, ...DOCUMENT_LABELS.map((d) => record[d.field]), record.questions[0]?.question];
  const source = [...texts, record.question].map((text) => text?.trim() ?? "").find(Boolean) ?? "";
  const all = source.split(/\s+/).filter(Boolean);
  return all.slice(0, words).join(" ") + (all.length > words ? "…" : "");
}

/**
 * Whom a referral letter is to, from its salutation or address line: "Dear Dr Patel," → "Dr Patel", "To: the
 * Orthopaedic Team" → "the Orthopaedic Team". Null when the letter names nobody (it opens "Thank you for seeing
 * this patient").
 */
export function letterRecipient(letter: string): string | null {
  const line = /^\s*(?:Dear|To:?)\s+([^\n,:]{2,60}?)\s*[,:]?\s*$/im.exec(letter);
  const name = line?.[1]?.trim();
  return name && !/^(sir|madam|sir or madam|colleague|colleagues)$/i.test(name) ? name : null;
}

/**
 * What a consultation is called in My consultations and on its page: the clinician's label; else, for one with a
 * referral letter naming its recipient, "Referral to <recipient>: <first words>"; else its first words.
 */
export function labelOf(record: ConsultationRecord): string {
  const given = record.label.trim();
  if (given) return given;
  const first = previewOf(record, 8) || "Untitled consultation";
  const recipient = letterRecipient(record.referralLetter);
  return recipient ? `Referral to ${recipient}: ${first}` : first;
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
    [
      labelOf(record),
      ...TEXT_FIELDS.map((f) => record[f]),
      ...record.questions.flatMap((q) => [q.question, q.answer]),
    ].join("\n"),
  );
  return words.every((word) => haystack.includes(word));
}
