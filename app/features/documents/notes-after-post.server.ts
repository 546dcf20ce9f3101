import type { DocumentNotes, GeneratedField } from "~/platform/document-kinds.ts";
import { documentsToRecheck, followEdit } from "./flags-follow-edits.ts";
import { recheck, withRecheck } from "./recheck.ts";

type Texts = Readonly<Record<GeneratedField, string>>;

/**
 * A post from the page without JavaScript carries every text as the clinician left it: the notes of the documents
 * it changed, or of all of them when the dictation changed, are checked again at once (decision 044) — the same
 * check, and the same rules for placing its results, as the browser's worker.
 */
export function notesAfterPost(options: {
  notes: DocumentNotes;
  before: { transcript: string; texts: Texts };
  after: { transcript: string; texts: Texts };
  keyTerms: readonly string[];
}): DocumentNotes {
  const { notes, before, after } = options;
  const transcriptChanged = before.transcript !== after.transcript;
  const documents = documentsToRecheck(
    notes,
    after.texts,
    (field) => transcriptChanged || before.texts[field] !== after.texts[field],
  );
  if (!documents.length) return notes;
  const { results } = recheck({ id: 0, transcript: after.transcript, keyTerms: options.keyTerms, documents });
  return withRecheck(notes, results, after.texts, followEdit);
}
