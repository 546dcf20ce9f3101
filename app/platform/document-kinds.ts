import type { Failure } from "./errors.ts";

/**
 * The one definition of Notewell's documents: each kind's URL slug (`/api/process/:slug`), the field that holds
 * it on the dictation screen, the JSON field its transcript is sent in (docs/product.md §7), its tab and button, its
 * download file name, what it is stored as, what History (and, in the plural, Usage) calls it, and who reads it: a
 * document for the patient is also checked for words the patient may not know (decision 066). The dictation screen, the document service, the JSON API, downloads and History all derive
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
    pluralLabel: "Consultation notes",
    audience: "clinicians",
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
    pluralLabel: "Referral letters",
    audience: "clinicians",
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
    pluralLabel: "Exact dictations",
    audience: "clinicians",
  },
  {
    kind: "patient",
    slug: "patient-summary",
    textField: "text",
    field: "patientSummary",
    tab: "patient",
    tabLabel: "Patient Summary",
    generateLabel: "Generate Patient Summary",
    fileName: "patient-summary.txt",
    processingType: "patient-summary",
    historyLabel: "Patient summary",
    pluralLabel: "Patient summaries",
    audience: "patient",
  },
] as const;

/** Whether the document in `field` is written for the patient (and so also checked for words they may not know). */
export const isForPatient = (field: string): boolean =>
  DOCUMENT_KINDS.some((k) => k.field === field && k.audience === "patient");

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

/** The dictation screen's tabs, in order: the transcript, then each document. */
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
 * The longest text accepted in any one field, wherever text comes in: a document's transcript (the JSON API and
 * the page without JavaScript), each text of a saved consultation. Far above any real consultation (a
 * 10,000-word transcript is about 70 KB); the practice's word limit applies on top.
 */
export const MAX_TEXT_CHARS = 200_000;

/**
 * A detail in a generated document that the transcript does not support (features/documents/unsupported-details.ts):
 * its text and place, its kind (dose, frequency, route, medicine, measurement, date, duration, number, laterality,
 * negation) and why, in words the clinician reads beside it. `checked` once the clinician has ticked it as
 * checked (it then no longer counts as one to check). The one type for the checker, the server, the browser and
 * the saved consultation.
 */
export type DocumentFlag<Kind extends string = string> = {
  text: string;
  start: number;
  end: number;
  kind: Kind;
  explanation: string;
  checked?: boolean;
};
/**
 * Exact dictation's proof that the words are the clinician's own: verified, repaired, or the transcript itself
 * tidied by rules that cannot change a word (when the AI could not be used).
 */
type DocumentReceipt = { status: "verified" | "repaired" | "transcript"; message: string };
/** The kind of flag a patient summary's shorthand gets (features/documents/plain-words.ts, decision 066). */
export const SHORTHAND_FLAG = "abbreviation";
/** The kind of the one flag a document gets when its check could not be completed (decision 072). */
export const UNCHECKED_FLAG = "unchecked";

/** Where a generated document came from: when it was written, and by which language model. */
export type DocumentDraft = { generatedAt: string; model: string };
/** The clinician's review of a document: who, when, and the share of the draft's words they changed (0 to 1). */
type DocumentReview = { by: string; at: string; changedShare: number };
/**
 * What the screen shows with a document: its receipt, its flags, where its draft came from and its review, or
 * why the last attempt failed (a failure belongs to the moment: it is never saved).
 */
export type DocumentNote = {
  receipt?: DocumentReceipt;
  flags?: DocumentFlag[];
  draft?: DocumentDraft;
  review?: DocumentReview;
  error?: Failure;
};
export type DocumentNotes = Partial<Record<DocumentField, DocumentNote>>;

/**
 * An earlier text of a generated document, kept in its consultation: as the AI wrote it, as the clinician had
 * edited it (kept when something replaced it), or as it was when they marked it reviewed. `by` is the model for a
 * generated version and the clinician for a reviewed one.
 */
export type DocumentVersion = {
  id: string;
  kind: "generated" | "edited" | "reviewed";
  text: string;
  at: string;
  by?: string;
};
/** Versions kept of each document: the newest 20 (a consultation is redrafted a few times at most). */
export const MAX_VERSIONS = 20;
export type GeneratedField = GeneratedKind["field"];
export const GENERATED_FIELDS: readonly GeneratedField[] = DOCUMENT_KINDS.map((k) => k.field);

/**
 * A finished document, as the document service returns it, the JSON API and the event stream send it, and the
 * dictation screen receives it: the text, and for generated kinds what Notewell knows about it.
 */
export type DocumentResult = {
  kind: DocumentKind;
  processedText: string;
  /** Exact dictation only: proof the words are the clinician's own. */
  receipt?: DocumentReceipt;
  /** Notes, letters and patient summaries: details the transcript does not support (a summary: and shorthand). */
  flags?: DocumentFlag[];
  /** Generated documents (not answers): when, and by which model. */
  draft?: DocumentDraft;
};

/**
 * Why an exact dictation was refused when the transcript has words (a Failure's `reason`): the screen then offers
 * the transcript itself, tidied by rules that cannot change a word (decision 046).
 */
export const WORDS_CHANGED = "words-changed";

/** The spec's toasts for an empty transcript or question (the page and the server say the same). */
export const NO_CONTENT = { title: "No content to process", description: "Please record some audio first" } as const;
export const NO_QUESTION = { title: "No question entered", description: "Please enter a question" } as const;
