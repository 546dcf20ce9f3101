import { SHORTHAND_FLAG, type DocumentFlag } from "~/platform/document-kinds.ts";
import { findUnsupportedDetails, type CheckOptions } from "./unsupported-details.ts";

/**
 * A summary for the patient says nothing the transcript does not — the same unsupported-detail check as a note —
 * and is also read for the shorthand of the record, which the patient may not know (decision 066): capitalised
 * abbreviations ("BP", "ECG"), the Latin of prescriptions ("bd", "prn") and of the notes ("c/o", "O/E"), and
 * days, weeks and months written as fractions ("5/7", "2/52"). Each is a detail to check, with the words to write
 * instead where there is one plain meaning.
 */
export type PlainWordsFlag = DocumentFlag<typeof SHORTHAND_FLAG>;

/** Abbreviations a patient reads every day: never flagged. */
const KNOWN = new Set(["GP", "GPs", "NHS", "A&E", "UK", "OK", "TV", "COVID"]);

/**
 * The shorthand of prescriptions and notes (in any case), with the plain words for it where it has one meaning.
 * None is an English word.
 */
const SHORTHAND: Record<string, string | null> = {
  od: "once a day",
  om: "every morning",
  bd: "twice a day",
  bds: "twice a day",
  bid: "twice a day",
  tds: "three times a day",
  tid: "three times a day",
  qds: "four times a day",
  qid: "four times a day",
  prn: "when you need it",
  nocte: "at night",
  mane: "in the morning",
  stat: "straight away",
  po: "by mouth",
  sc: "under the skin",
  im: "into a muscle",
  iv: "into a vein",
  sl: "under the tongue",
  inh: "inhaler",
  neb: "nebuliser",
  hx: "history",
  dx: "diagnosis",
  rx: "treatment",
  tx: "treatment",
  sx: "symptoms",
  fx: "fracture",
  pt: "patient",
  "c/o": null,
  "o/e": null,
  "f/u": "follow-up",
  "r/v": "review",
  "n/v": "feeling or being sick",
  "e.g.": "for example",
  "i.e.": "that is",
  "etc.": null,
  "approx.": "about",
};

/** Plain meanings of the capitalised ones patients are most often given. */
const SPELLED_OUT: Record<string, string> = {
  BP: "blood pressure",
  ECG: "heart tracing (electrocardiogram)",
  SOB: "short of breath",
  NKDA: "no known allergies to medicines",
  UTI: "urine infection",
  URTI: "cold or throat infection",
  LRTI: "chest infection",
};

/** "/7" days, "/52" weeks, "/12" months. */
const FRACTION_UNITS: Record<string, string> = { "7": "days", "52": "weeks", "12": "months" };

const WORD =
  /(?<![\p{L}\p{N}&./])(?:[A-Za-z]\/[A-Za-z]|\d{1,2}\/(?:7|52|12)(?![\d/])|[\p{L}][\p{L}\p{N}&]*\.?(?:[\p{L}]\.)*)/gu;

function explain(text: string, plain: string | null | undefined): string {
  return plain
    ? `"${text}" is shorthand your patient may not know: write "${plain}"`
    : `"${text}" is shorthand your patient may not know: write it out in words`;
}

/** One word's flag, or null when it is plain English. A line in capitals is a heading shouted: its words are words. */
function flagFor(raw: string, start: number, shouted: boolean): PlainWordsFlag | null {
  const fraction = /^(\d{1,2})\/(7|52|12)$/.exec(raw);
  if (fraction) return flag(raw, start, explain(raw, `${fraction[1]} ${FRACTION_UNITS[fraction[2]]}`));
  if (shouted) return null;
  // A full stop after a word ends the sentence, unless the shorthand is dotted ("e.g.", "etc.").
  const word = Object.hasOwn(SHORTHAND, raw.toLowerCase()) ? raw : raw.replace(/\.$/, "");
  const lower = word.toLowerCase();
  if (Object.hasOwn(SHORTHAND, lower)) return flag(word, start, explain(word, SHORTHAND[lower]));
  if (/^[A-Z][A-Z0-9]*[A-Z]s?$/.test(word) && !KNOWN.has(word)) {
    return flag(word, start, explain(word, SPELLED_OUT[word.replace(/s$/, "")]));
  }
  return null;
}

function flag(text: string, start: number, explanation: string): PlainWordsFlag {
  return { text, start, end: start + text.length, kind: SHORTHAND_FLAG, explanation };
}

/** The record's shorthand in a text for the patient, in order. */
export function findShorthand(text: string): PlainWordsFlag[] {
  const flags: PlainWordsFlag[] = [];
  let lineStart = 0;
  for (const line of text.split("\n")) {
    const shouted = !/\p{Ll}/u.test(line);
    for (const match of line.matchAll(WORD)) {
      const found = flagFor(match[0], lineStart + match.index, shouted);
      if (found) flags.push(found);
    }
    lineStart += line.length + 1;
  }
  return flags;
}

/**
 * What a generated document's reader is asked to check: details the transcript does not support, and, in a
 * document for the patient, shorthand they may not know. In order and never overlapping (a detail the transcript
 * does not support is said first).
 */
export function documentFlags(
  transcript: string,
  document: string,
  options: CheckOptions & { forPatient: boolean },
): DocumentFlag[] {
  const details: DocumentFlag[] = findUnsupportedDetails(transcript, document, options);
  if (!options.forPatient) return details;
  const all = [...details, ...findShorthand(document)].sort((a, b) => a.start - b.start);
  const kept: DocumentFlag[] = [];
  for (const next of all) {
    const previous = kept.at(-1);
    if (previous && next.start < previous.end) continue;
    kept.push(next);
  }
  return kept;
}
