/**
 * Consultation notes and referral letters must say nothing the transcript does not (product.md §1: the
 * clinician checks everything before it enters the record). This finds the details in a generated document
 * that the dictation does not support, so the clinician checks them before pasting — the way a careful
 * colleague would read the note against the dictation:
 *
 * - numbers as claims about something: a dose of a named medicine, a measurement, a duration and what it
 *   times, a date; each compared with the same kind of claim about the same thing, units included
 *   (unsupported-details/claims.ts, checks.ts), in the notation clinicians write and say — liquid strengths,
 *   doses per kilo, gestation, visual acuity, times of day (notation.ts) — and days said by name or relative
 *   to the consultation (relative-dates.ts);
 * - each medicine's dose, frequency and route (frequencies.ts); medicines named in the document but not in the
 *   dictation, from the project's list, the clinician's key terms, or a medicine's stem (medicines.ts), and a
 *   look-alike name written for the one dictated (confusable-medicines.ts); a medicine stopped, increased or
 *   reduced when the dictation does that to another (medicine-actions.ts);
 * - the side of the body (laterality.ts) and whether a finding — or anything else — is present or absent, read
 *   with NegEx/ConText triggers (negation-words.ts, negation-cues.ts, negation.ts); red flags are never let through.
 *
 * Spoken and written forms are the same claim: "five hundred milligrams" = "500 mg", "a fortnight" = "2 weeks"
 * = "2/52", "one forty two over eighty eight" = "142/88", "twice a day" = "bd", "L knee" = "left knee", "denies
 * chest pain" = "no chest pain", "two fifty in five" = "250 mg/5 mL", "ten pm" = "22:00". The method, its figures
 * and its limits: docs/decisions/034-*.
 */
import { UNCHECKED_FLAG, type DocumentFlag } from "~/platform/document-kinds.ts";
import { checkDocument, gatherEvidence, type FlagKind } from "./unsupported-details/checks.ts";
import { checkLaterality } from "./unsupported-details/laterality.ts";
import { checkMedicineActions } from "./unsupported-details/medicine-actions.ts";
import { checkNegation } from "./unsupported-details/negation.ts";
import { readText } from "./unsupported-details/read-text.ts";
import { extended } from "./unsupported-details/objects.ts";

/** A detail's kind, or "unchecked": the check itself could not be completed (`couldNotCheck`). */
export type DetailKind = FlagKind | typeof UNCHECKED_FLAG;

/**
 * A detail the dictation does not support: its exact text in the document ("10 mg", "twice daily", "right knee",
 * "omeprazole"), its character offsets there, its kind, and why in plain words ("amlodipine 10 mg not in the
 * dictation (said: 5 mg)"). The one flag type, shared with the screen and the saved consultation.
 */
export type UnsupportedDetail = DocumentFlag<DetailKind>;

export type CheckOptions = {
  /** The clinician's key terms (Preferences): names they dictate, recognised as medicines and names here. */
  keyTerms?: readonly string[];
  /**
   * When the document was written (a letter's date): a date it writes with a year the dictation did not say
   * ("review 5/1/27" for "review on the fifth of january") is read in the years that day falls last before and
   * first after it. Without it, such a year is not supported.
   */
  written?: Date;
  /** Told when the check could not be completed (the server logs it; the clinician is told by the flag). */
  onCheckFailed?: (error: unknown) => void;
};

/** What the clinician reads when the check could not be completed. */
export const CHECK_FAILED =
  "Notewell could not finish checking this document against your dictation: check every detail yourself before pasting";

/**
 * The one flag of a document whose check could not be completed, on its first line: counted and ticked like any
 * other, so Copy and Download still ask before an unchecked document leaves the screen, and never a failed page or
 * a document lost for want of its check.
 */
function couldNotCheck(document: string): UnsupportedDetail {
  // Its first words, up to a line's end or about sixty characters (a document may be one long line).
  const line = /\S(?:[^\n]{0,58}\S(?!\S))?/.exec(document);
  const start = line?.index ?? 0;
  const text = line?.[0] ?? "";
  return { start, end: start + text.length, kind: UNCHECKED_FLAG, explanation: CHECK_FAILED, text };
}

/**
 * The details in `document` that `transcript` does not support, in order and never overlapping, each with its
 * exact text and offsets for highlighting, its kind, and a one-line explanation.
 */
export function findUnsupportedDetails(
  transcript: string,
  document: string,
  options: CheckOptions = {},
): UnsupportedDetail[] {
  try {
    return checkAll(transcript, document, options);
  } catch (error) {
    options.onCheckFailed?.(error);
    return [couldNotCheck(document)];
  }
}

function checkAll(transcript: string, document: string, options: CheckOptions): UnsupportedDetail[] {
  const keyTerms = options.keyTerms ?? [];
  // (A date that does not read gives no year: yearsNear's years are then NaN, equal to none.)
  const evidence = extended(gatherEvidence(transcript, keyTerms), { written: options.written });
  const read = readText(document, { keyTerms });
  const flags = [
    ...checkDocument(read, evidence),
    ...checkMedicineActions(read, evidence.reads[0]),
    ...checkLaterality(read, evidence.reads[0]),
    ...checkNegation(read, evidence.reads[0]),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const details: UnsupportedDetail[] = [];
  for (const flag of flags) {
    const previous = details.at(-1);
    if (previous && flag.start < previous.end) continue;
    details.push({ ...flag, text: document.slice(flag.start, flag.end) });
  }
  return details;
}
