/** The dictation screen's documents: tab ids, field names, download names (spec §9), endpoints. */
export const DOCUMENT_TABS = [
  { id: "transcription", label: "Transcription", field: "transcript", fileName: "transcription.txt" },
  { id: "consultation", label: "Consultation", field: "consultationNote", fileName: "consultation-note.txt" },
  { id: "referral", label: "Referral Letter", field: "referralLetter", fileName: "referral-letter.txt" },
  { id: "exact", label: "Exact Dictation", field: "exactDictation", fileName: "exact-dictation.txt" },
] as const;
export type TabId = (typeof DOCUMENT_TABS)[number]["id"];
export type DocumentField = (typeof DOCUMENT_TABS)[number]["field"] | "response";
export const RESPONSE_FILE_NAME = "question-response.txt";

export const GENERATE_ACTIONS = [
  { intent: "consultation", label: "Generate Consultation Note", tab: "consultation", field: "consultationNote", endpoint: "consultation" },
  { intent: "referral", label: "Generate Referral Letter", tab: "referral", field: "referralLetter", endpoint: "referral-letter" },
  { intent: "exact", label: "Exact Dictation", tab: "exact", field: "exactDictation", endpoint: "exact" },
] as const;
export type GenerateIntent = (typeof GENERATE_ACTIONS)[number]["intent"];

/** Every field the screen holds, by its form name. */
export type ScreenValues = {
  transcript: string;
  consultationNote: string;
  referralLetter: string;
  exactDictation: string;
  question: string;
  response: string;
};

export const EMPTY_VALUES: ScreenValues = {
  transcript: "",
  consultationNote: "",
  referralLetter: "",
  exactDictation: "",
  question: "",
  response: "",
};

/** Download file names by field, for the no-JavaScript download route too. */
export const DOWNLOAD_NAMES: Record<DocumentField, string> = {
  transcript: "transcription.txt",
  consultationNote: "consultation-note.txt",
  referralLetter: "referral-letter.txt",
  exactDictation: "exact-dictation.txt",
  response: RESPONSE_FILE_NAME,
};

/** Spec §5 toasts for an empty transcript or question (shared by the page and the server). */
export const NO_CONTENT = { title: "No content to process", description: "Please record some audio first" } as const;
export const NO_QUESTION = { title: "No question entered", description: "Please enter a question" } as const;
