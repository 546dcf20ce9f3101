import { DOCUMENT_KINDS } from "~/platform/document-kinds.ts";

/**
 * What Usage and Statistics count per user and month (decision 057): each kind of document, and answers to
 * questions, by the kind `generated_documents` stores. Browser-safe: the pages name the columns from it.
 */
export const USAGE_KINDS = [
  ...DOCUMENT_KINDS.map(({ kind, pluralLabel }) => ({ kind, label: pluralLabel })),
  { kind: "question", label: "Questions answered" },
] as const;
type UsageKind = (typeof USAGE_KINDS)[number]["kind"];
/** How many of each kind. */
export type DocumentCounts = Record<UsageKind, number>;
/** A UK month's recording time and documents (Statistics' chart). */
export type MonthTotals = { month: string; recordingSeconds: number; documents: DocumentCounts };

/** "November 2026". */
export function monthLabel(month: string): string {
  const [year, index] = month.split("-").map(Number);
  return new Date(Date.UTC(year, index - 1, 15)).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
