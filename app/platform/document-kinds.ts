/**
 * The one definition of Notewell's documents: each kind's URL slug (`/api/process/:slug`), the field that holds
 * it on the dictation screen, the JSON field its transcript is sent in (docs/product.md §7), its tab and button, its download file name, what it is stored as, and what
 * History calls it. The dictation screen, the document service, the JSON API, downloads and History all derive
 * from this list; nothing else spells these out. (Prompts, which say how each is written, are the documents
 * feature's own: features/documents/prompts.ts.)
 */
export const DOCUMENT_KINDS = [
  {
    kind: "consultation",
    slug: "consultation",
    textField: "text",
    field: "consultationNote",
    tab: "consultation",
    tabLabel: "Consultation",
    generateLabel: "Generate Consultation Note",
    fileName: "consultation-note.txt",
    processingType: "consultation-note",
    historyLabel: "Consultation note",
  },
  {
    kind: "referral",
    slug: "referral-letter",
    textField: "transcript",
    field: "referralLetter",
    tab: "referral",
    tabLabel: "Referral Letter",
    generateLabel: "Generate Referral Letter",
    fileName: "referral-letter.txt",
    processingType: "referral-letter",
    historyLabel: "Referral letter",
  },
  {
    kind: "exact",
    slug: "exact",
    textField: "text",
    field: "exactDictation",
    tab: "exact",
    tabLabel: "Exact Dictation",
    generateLabel: "Exact Dictation",
    fileName: "exact-dictation.txt",
    processingType: "exact-dictation",
    historyLabel: "Exact dictation",
  },
] as const;

/** The answer to a question: not a tab of its own, but stored, downloaded and kept like the documents. */
const QUESTION_KIND = {
  kind: "question",
  slug: "question",
  field: "response",
  fileName: "question-response.txt",
  processingType: "question",
} as const;

/** The transcript's own tab (it is the input, not a generated document). */
const TRANSCRIPT_TAB = {
  id: "transcription",
  label: "Transcription",
  field: "transcript",
  fileName: "transcription.txt",
} as const;

export type GeneratedKind = (typeof DOCUMENT_KINDS)[number];
export type GenerateIntent = GeneratedKind["kind"];
export type DocumentKind = GenerateIntent | typeof QUESTION_KIND.kind;
export type ProcessSlug = GeneratedKind["slug"] | typeof QUESTION_KIND.slug;

/** The dictation screen's four tabs, in order. */
export const DOCUMENT_TABS = [
  TRANSCRIPT_TAB,
  ...DOCUMENT_KINDS.map((k) => ({ id: k.tab, label: k.tabLabel, field: k.field, fileName: k.fileName })),
] as const satisfies readonly { id: string; label: string; field: string; fileName: string }[];
export type TabId = typeof TRANSCRIPT_TAB.id | GeneratedKind["tab"];
export type DocumentField = typeof TRANSCRIPT_TAB.field | GeneratedKind["field"] | typeof QUESTION_KIND.field;

/** Download file names by field (spec: transcription.txt … question-response.txt). */
export const DOWNLOAD_NAMES: Record<DocumentField, string> = Object.fromEntries([
  [TRANSCRIPT_TAB.field, TRANSCRIPT_TAB.fileName],
  ...DOCUMENT_KINDS.map((k) => [k.field, k.fileName]),
  [QUESTION_KIND.field, QUESTION_KIND.fileName],
]) as Record<DocumentField, string>;

/** What each kind is stored as (transcripts.processing_type). */
export const PROCESSING_TYPES: Record<DocumentKind, string> = Object.fromEntries([
  ...DOCUMENT_KINDS.map((k) => [k.kind, k.processingType]),
  [QUESTION_KIND.kind, QUESTION_KIND.processingType],
]) as Record<DocumentKind, string>;

/**
 * Every text field the dictation screen holds, by its form name (and the id of its text box): the transcript,
 * each document, the question box and its answer. A consultation's record, its saving and the browser's copy
 * derive from this list.
 */
export type ScreenField = DocumentField | "question";
export const SCREEN_FIELDS: readonly ScreenField[] = [
  TRANSCRIPT_TAB.field,
  ...DOCUMENT_KINDS.map((k) => k.field),
  "question",
  QUESTION_KIND.field,
];
export type ScreenValues = Record<ScreenField, string>;

/**
 * A detail in a generated document that the transcript does not support (features/documents/unsupported-details.ts):
 * its text and place, its kind (dose, frequency, route, medicine, measurement, date, duration, number, laterality,
 * negation) and why, in words the clinician reads beside it.
 */
export type DocumentFlag = { text: string; start: number; end: number; kind: string; explanation: string };
/** Exact dictation's proof that the words are the clinician's own. */
export type DocumentReceipt = { status: "verified" | "repaired"; message: string };
/** What the screen shows under a document: its receipt, its flags, or why the last attempt failed. */
export type DocumentNote = { receipt?: DocumentReceipt; flags?: DocumentFlag[]; error?: string };
export type DocumentNotes = Partial<Record<DocumentField, DocumentNote>>;

/** The spec's toasts for an empty transcript or question (the page and the server say the same). */
export const NO_CONTENT = { title: "No content to process", description: "Please record some audio first" } as const;
export const NO_QUESTION = { title: "No question entered", description: "Please enter a question" } as const;
