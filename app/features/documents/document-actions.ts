import {
  GENERATED_FIELDS,
  type DocumentField,
  type DocumentNote,
  type DocumentNotes,
  type DocumentResult,
  type GeneratedField,
  type ProcessSlug,
} from "~/platform/document-kinds.ts";
import type { Failure } from "~/platform/errors.ts";
import {
  keepBeforeReplacing,
  latestDraft,
  markReviewed,
  restoreVersion,
  withNewDraft,
} from "~/platform/document-versions.ts";
import { DocumentStreamError, requestDocument } from "./document-stream.ts";
import type { BusyAction, DocumentsHandle } from "./use-documents.ts";

/**
 * What the clinician asks of the screen's documents, loaded with the first such request (decision 029): a
 * document written (streamed into its field), marked reviewed, an earlier version restored, or a text put in a
 * document's place. Each keeps the text it replaces when it would be lost (document-versions.ts).
 */

export type RunResult = { ok: true; result: DocumentResult } | { ok: false; failure: Failure };

const FAILED: Failure = { code: "unavailable", title: "Processing failed", message: "Please try again" };
const isGenerated = (field: DocumentField): field is GeneratedField =>
  (GENERATED_FIELDS as readonly string[]).includes(field);

/**
 * Writes a document (or an answer) into `field`, streaming as the model writes it; a failure puts back what was
 * there (text and note) and says why in the document's tab — unless `saidElsewhere` says the screen says it
 * (a session that ran out) — and an answer's failure the screen says beside the question.
 */
export async function run(
  documents: DocumentsHandle,
  action: BusyAction,
  field: Exclude<DocumentField, "transcript">,
  endpoint: ProcessSlug,
  body: unknown,
  saidElsewhere: (failure: Failure) => boolean = () => false,
): Promise<RunResult> {
  documents.controllers.get(action)?.abort();
  const controller = new AbortController();
  documents.controllers.set(action, controller);
  const previous = documents.current.values[field];
  const previousNote = documents.current.notes[field];
  documents.setValues((now) => ({ ...now, [field]: "" }));
  // The next attempt starts: whatever was said about the last one goes.
  documents.setNotes((now) => ({ ...now, [field]: {} }));
  documents.setBusy((now) => ({ ...now, [action]: true }));
  let streamed = "";
  try {
    const finished = await requestDocument(endpoint, body, {
      signal: controller.signal,
      onDelta: (text) => {
        streamed += text;
        documents.setValues((now) => ({ ...now, [field]: streamed }));
      },
    });
    documents.setValues((now) => ({ ...now, [field]: finished.processedText }));
    const draft = finished.draft;
    if (isGenerated(field) && draft) {
      documents.setVersions((now) => ({
        ...now,
        [field]: withNewDraft(previous, now[field], finished.processedText, draft),
      }));
    }
    // A success clears every earlier failure message: it is no longer what is happening.
    documents.setNotes((now) => {
      const next: DocumentNotes = {};
      for (const [key, note] of Object.entries(now) as [DocumentField, DocumentNote][]) {
        const { error: _error, ...kept } = note;
        if (Object.keys(kept).length) next[key] = kept;
      }
      next[field] = { receipt: finished.receipt, flags: finished.flags, draft };
      return next;
    });
    return { ok: true, result: finished };
  } catch (error) {
    documents.setValues((now) => ({ ...now, [field]: previous }));
    const failure = error instanceof DocumentStreamError ? error.failure : FAILED;
    documents.setNotes((now) => ({
      ...now,
      [field]: isGenerated(field) && !saidElsewhere(failure) ? { ...previousNote, error: failure } : previousNote,
    }));
    return { ok: false, failure };
  } finally {
    if (documents.controllers.get(action) === controller) documents.controllers.delete(action);
    documents.setBusy((now) => ({ ...now, [action]: false }));
  }
}

/** Marks a document reviewed by `by`, with the share of the draft's words they changed. */
export async function review(documents: DocumentsHandle, field: GeneratedField, by: string): Promise<void> {
  const { values, notes, versions } = documents.current;
  const text = values[field];
  const { shareOfWordsChanged } = await import("./review.ts");
  const changedShare = shareOfWordsChanged(latestDraft(versions[field]) ?? text, text);
  const marked = markReviewed(notes[field], versions[field], text, { by, at: new Date().toISOString(), changedShare });
  documents.setNotes((now) => ({ ...now, [field]: marked.note }));
  documents.setVersions((now) => ({ ...now, [field]: marked.versions }));
}

/** Puts an earlier version back (the text it replaces is kept first when it would be lost). */
export function restore(documents: DocumentsHandle, field: GeneratedField, id: string): void {
  const { values, notes, versions } = documents.current;
  const restored = restoreVersion(notes[field], versions[field], values[field], id);
  if (!restored) return;
  documents.setValues((now) => ({ ...now, [field]: restored.text }));
  documents.setNotes((now) => ({ ...now, [field]: restored.note }));
  documents.setVersions((now) => ({ ...now, [field]: restored.versions }));
}

/** Puts a text the AI did not write in a document's place (the tidied transcript), keeping an edited one. */
export function replaceWith(documents: DocumentsHandle, field: GeneratedField, text: string, note: DocumentNote): void {
  const previous = documents.current.values[field];
  documents.setVersions((now) => ({ ...now, [field]: keepBeforeReplacing(previous, now[field]) }));
  documents.setValues((now) => ({ ...now, [field]: text }));
  documents.setNotes((now) => ({ ...now, [field]: note }));
}
