import {
  GENERATED_FIELDS,
  type DocumentFlag,
  type DocumentNotes,
  type GeneratedField,
} from "~/platform/document-kinds.ts";
import type { RecheckRequest } from "./recheck.ts";

/**
 * Keeping a document's flags true while the clinician edits it (decision 044). The checker runs after a pause in
 * typing, off the keystroke path (recheck.ts); between one check and the next, and for a check that finishes
 * after more typing, the flags are carried onto the text as it now is, so a highlight never sits on other words.
 */

/** Where `before` became `after`: one changed stretch between their common beginning and end. */
export function editBetween(before: string, after: string): { start: number; removedEnd: number; delta: number } {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (
    tail < shorter - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  )
    tail++;
  return { start, removedEnd: before.length - tail, delta: after.length - before.length };
}

/**
 * `flags` of `before` as they stand in `after`: a flag the edit did not reach moves with its text; one it
 * touched (inside it, or typing right against it) is dropped until the checker says what the new text claims.
 */
export function followEdit<F extends DocumentFlag>(flags: readonly F[], before: string, after: string): F[] {
  if (before === after) return [...flags];
  const { start, removedEnd, delta } = editBetween(before, after);
  const kept: F[] = [];
  for (const flag of flags) {
    if (flag.end < start) kept.push(flag);
    else if (flag.start > removedEnd) kept.push({ ...flag, start: flag.start + delta, end: flag.end + delta });
  }
  return kept;
}

/**
 * The documents a re-check reads (those `include` keeps): notes and letters Notewell drafted or flagged, for
 * unsupported details; an exact dictation Notewell drafted or vouched for, for the dictation's words. A document
 * typed by hand is the clinician's own and is not checked.
 */
export function documentsToRecheck(
  notes: DocumentNotes,
  texts: Readonly<Record<GeneratedField, string>>,
  include: (field: GeneratedField) => boolean = () => true,
): RecheckRequest["documents"] {
  const documents: Array<RecheckRequest["documents"][number]> = [];
  for (const field of GENERATED_FIELDS) {
    const note = notes[field];
    if (!include(field)) continue;
    if (field === "exactDictation") {
      if (note?.draft || note?.receipt) documents.push({ field, text: texts[field], kind: "words" });
    } else if (note?.draft || note?.flags?.length)
      documents.push({ field, text: texts[field], kind: "flags", written: note?.draft?.generatedAt });
  }
  return documents;
}
