import type { DocumentNote } from "~/platform/document-kinds.ts";

/**
 * The one-line provenance footer a practice may add on Copy and Download (the setting provenanceFooter, decision
 * 045). The server writes it for downloads without JavaScript; the dictation screen loads this when it first copies
 * with the footer on (decision 029).
 */

const FOOTER_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/**
 * The one-line provenance footer a practice may add on Copy and Download (the setting provenanceFooter):
 * "Drafted with AI from dictation on 24 Nov 2026 (gpt-4o-mini); reviewed by Dr Grace Hopper", or "; not yet
 * reviewed". Null for text the AI did not draft (the transcript, a document typed by hand).
 */
export function provenanceLine(note: DocumentNote | undefined): string | null {
  if (!note?.draft) return null;
  const drafted = `Drafted with AI from dictation on ${FOOTER_DATE.format(new Date(note.draft.generatedAt))} (${note.draft.model})`;
  return `${drafted}; ${note.review ? `reviewed by ${note.review.by}` : "not yet reviewed"}`;
}

/** The text with a footer line after a blank line (when there is one): how Copy and Download add provenance. */
export function withFooterLine(text: string, line: string | null | undefined): string {
  return line ? `${text.replace(/\s+$/, "")}\n\n${line}` : text;
}

/** The text as Copy and Download give it: with the provenance line when the practice wants it. */
export function withProvenance(text: string, note: DocumentNote | undefined, footer: boolean): string {
  return withFooterLine(text, footer ? provenanceLine(note) : null);
}
