/**
 * Exact Dictation: the language model may only add punctuation, capitalisation and paragraph breaks. This
 * module proves the model's answer is the clinician's own words, repairs it when it is not, or refuses.
 *
 * Tokenisation and comparison (`wordsOf`):
 * - A word is a run of letters, digits and combining marks (any script, so "café" and "Llanelli" work), joined
 *   across an apostrophe (' ’ ‘ ʼ), a hyphen (- ‐ ‑), or a "." or "," that sits between two digits. So
 *   "don't", "follow-up", "54-year-old", "1.5" and "10,000" are one word each, while "/" always splits:
 *   "120/80" is "120" and "80" on both sides.
 * - The comparison key is the word lower-cased (Unicode NFC), with apostrophes removed and digit-group commas
 *   removed: "don't" = "dont" = "don’t", "10,000" = "10000". Hyphens are kept: "follow-up", "follow up" and
 *   "followup" are three different things, so merging or splitting words counts as a change. "1.5" is not
 *   "1 point 5" and "20" is not "twenty": numbers must be written as dictated. "500mg" is not "500 mg"
 *   (that is a merge too).
 * - Line endings are normalised to "\n". Code fences (``` lines) and quotes wrapping the whole answer are
 *   not words and are removed before checking; a preamble such as "Here is the punctuated text:" is words
 *   the model added, so the repair drops it.
 *
 * Repair aligns the two word sequences with Myers' O((n+m)·d) linear-space diff, then rebuilds the text on the
 * model's layout: matched words keep the model's spelling, casing and surrounding punctuation and paragraph
 * breaks; words the model changed or dropped are put back from the transcript; words it added are removed
 * together with punctuation that only belonged to them. Words put back at a sentence or paragraph break open
 * the next sentence unless a punctuated transcript shows otherwise; words whose place in a sentence changed are
 * re-capitalised. The result is re-checked: if its words are not exactly the transcript's, the check is
 * refused rather than returned.
 *
 * Refused: a transcript with no words, an answer with no words, or an answer sharing fewer than half of the
 * transcript's words in order (it wrote something else, or lost most of the dictation).
 */

/** One stretch where the model's words differ from the clinician's. */
type WordChange = {
  kind: "added" | "removed" | "changed";
  /** The words as the model wrote them ([] for "removed"). */
  modelWords: string[];
  /** The clinician's words from the transcript ([] for "added"). */
  transcriptWords: string[];
};

/**
 * verified: every word matches; `text` is the model's answer, trimmed, "\n" line endings, wrappers removed.
 * repaired: `text` is the clinician's words in the model's punctuation, capitals and paragraphs.
 * refused: nothing sensible to show; `reason` is written for the GP.
 */
export type ExactCheck =
  | { status: "verified"; text: string }
  | { status: "repaired"; text: string; changes: WordChange[] }
  | { status: "refused"; reason: string };

const NO_TRANSCRIPT_REASON = "There is nothing to format yet: your transcript has no words in it.";
const EMPTY_OUTPUT_REASON =
  "The AI returned no words, so nothing was changed. Your transcript is still in the Transcription tab.";
const UNRELATED_REASON =
  "The AI could not format this dictation without changing your words, so nothing was changed. Your transcript is still in the Transcription tab.";
const UNSAFE_REPAIR_REASON =
  "The AI's formatting could not be matched safely to your words, so nothing was changed. Your transcript is still in the Transcription tab.";

// ---------------------------------------------------------------------------------------------------------
// Tokens

type Token = { raw: string; key: string; start: number; end: number };

const WORD_CHARS = String.raw`[\p{L}\p{N}\p{M}]`;
const IN_WORD_JOINER = String.raw`(?:['’‘ʼ\-\u2010\u2011]|(?<=\p{N})[.,](?=\p{N}))`;
const TOKEN_PATTERN = new RegExp(`${WORD_CHARS}+(?:${IN_WORD_JOINER}${WORD_CHARS}+)*`, "gu");
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

function normaliseLineEndings(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** The comparison key: lower case, NFC, apostrophes and digit-group commas removed, hyphens unified. */
function keyOf(raw: string): string {
  return raw
    .normalize("NFC")
    .toLowerCase()
    .replace(/['’‘ʼ]/g, "")
    .replace(/[\u2010\u2011]/g, "-")
    .replace(/(?<=\p{N}),(?=\p{N})/gu, "")
    .normalize("NFC");
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const start = match.index ?? 0;
    tokens.push({ raw: match[0], key: keyOf(match[0]), start, end: start + match[0].length });
  }
  return tokens;
}

/**
 * The normalised comparison words of a text: case-, punctuation- and apostrophe-insensitive, hyphen- and
 * number-sensitive (see the module comment). Two texts carry the same dictation exactly when these are equal.
 */
export function wordsOf(text: string): string[] {
  return tokenise(normaliseLineEndings(text)).map((token) => token.key);
}

// ---------------------------------------------------------------------------------------------------------
// Wrappers the model may put around its answer

const WRAPPING_QUOTES: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ["“", "”"],
  ["'", "'"],
  ["‘", "’"],
  ["«", "»"],
];

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Quotes around the whole answer, if removing them leaves the inner quotes balanced. */
function stripWrappingQuotes(text: string, transcript: string): string {
  let result = text;
  for (let changed = true; changed;) {
    changed = false;
    for (const [open, close] of WRAPPING_QUOTES) {
      if (result.length < 2 || !result.startsWith(open) || !result.endsWith(close)) continue;
      if (transcript.startsWith(open)) continue;
      const inner = result.slice(open.length, result.length - close.length);
      const balanced = open === close ? countOf(inner, open) % 2 === 0 : countOf(inner, open) === countOf(inner, close);
      if (!balanced) continue;
      result = inner.trim();
      changed = true;
    }
  }
  return result;
}

/** Removes code-fence lines, a fence glued to the start or end, and wrapping quotes. Not words, so not changes. */
function unwrapModelOutput(output: string, transcript: string): string {
  let text = normaliseLineEndings(output).trim();
  const withoutFenceLines = text.replace(/^[ \t]*```[\w+.-]*[ \t]*$/gm, "");
  if (withoutFenceLines !== text) text = withoutFenceLines.replace(/\n{3,}/g, "\n\n").trim();
  text = text.replace(/^```/, "").replace(/```$/, "").trim();
  return stripWrappingQuotes(text, transcript.trim());
}

// ---------------------------------------------------------------------------------------------------------
// Alignment: Myers' diff, linear-space bisection (as in diff-match-patch), over interned word keys

type Match = readonly [transcriptIndex: number, modelIndex: number];

/**
 * Diagonals the diff may explore before giving up: ample for thousands of changed words in a 10,000-word
 * dictation (a few tens of milliseconds), but it stops a scrambled answer costing seconds in the browser.
 */
const ALIGNMENT_BUDGET = 20_000_000;
type Budget = { left: number };

/** Splits [aLo,aHi)×[bLo,bHi) at the middle snake; null when the ranges share nothing. */
function bisect(
  a: Int32Array,
  aLo: number,
  aHi: number,
  b: Int32Array,
  bLo: number,
  bHi: number,
  budget: Budget,
): [number, number] | null {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const maxD = Math.ceil((n + m) / 2);
  const offset = maxD + 1;
  const length = 2 * maxD + 3;
  const forward = new Int32Array(length).fill(-1);
  const backward = new Int32Array(length).fill(-1);
  forward[offset + 1] = 0;
  backward[offset + 1] = 0;
  const delta = n - m;
  const checkOnForward = delta % 2 !== 0;
  let k1Start = 0;
  let k1End = 0;
  let k2Start = 0;
  let k2End = 0;
  for (let d = 0; d < maxD; d++) {
    budget.left -= 2 * d + 2;
    if (budget.left < 0) return null;
    for (let k1 = -d + k1Start; k1 <= d - k1End; k1 += 2) {
      const k1Offset = offset + k1;
      let x1 =
        k1 === -d || (k1 !== d && forward[k1Offset - 1] < forward[k1Offset + 1])
          ? forward[k1Offset + 1]
          : forward[k1Offset - 1] + 1;
      let y1 = x1 - k1;
      while (x1 < n && y1 < m && a[aLo + x1] === b[bLo + y1]) {
        x1++;
        y1++;
      }
      forward[k1Offset] = x1;
      if (x1 > n) k1End += 2;
      else if (y1 > m) k1Start += 2;
      else if (checkOnForward) {
        const k2Offset = offset + delta - k1;
        if (k2Offset >= 0 && k2Offset < length && backward[k2Offset] !== -1 && x1 >= n - backward[k2Offset])
          return [x1, y1];
      }
    }
    for (let k2 = -d + k2Start; k2 <= d - k2End; k2 += 2) {
      const k2Offset = offset + k2;
      let x2 =
        k2 === -d || (k2 !== d && backward[k2Offset - 1] < backward[k2Offset + 1])
          ? backward[k2Offset + 1]
          : backward[k2Offset - 1] + 1;
      let y2 = x2 - k2;
      while (x2 < n && y2 < m && a[aHi - x2 - 1] === b[bHi - y2 - 1]) {
        x2++;
        y2++;
      }
      backward[k2Offset] = x2;
      if (x2 > n) k2End += 2;
      else if (y2 > m) k2Start += 2;
      else if (!checkOnForward) {
        const k1Offset = offset + delta - k2;
        if (k1Offset >= 0 && k1Offset < length && forward[k1Offset] !== -1) {
          const x1 = forward[k1Offset];
          const y1 = x1 - (k1Offset - offset);
          if (x1 >= n - x2) return [x1, y1];
        }
      }
    }
  }
  return null;
}

function diffRange(
  a: Int32Array,
  aLo: number,
  aHi: number,
  b: Int32Array,
  bLo: number,
  bHi: number,
  out: Match[],
  budget: Budget,
): void {
  while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) out.push([aLo++, bLo++]);
  let suffix = 0;
  while (aLo < aHi - suffix && bLo < bHi - suffix && a[aHi - 1 - suffix] === b[bHi - 1 - suffix]) suffix++;
  const aEnd = aHi - suffix;
  const bEnd = bHi - suffix;
  if (aLo < aEnd && bLo < bEnd && budget.left >= 0) {
    const split = bisect(a, aLo, aEnd, b, bLo, bEnd, budget);
    const makesProgress =
      split !== null && !(split[0] === 0 && split[1] === 0) && !(split[0] === aEnd - aLo && split[1] === bEnd - bLo);
    if (split && makesProgress) {
      diffRange(a, aLo, aLo + split[0], b, bLo, bLo + split[1], out, budget);
      diffRange(a, aLo + split[0], aEnd, b, bLo + split[1], bEnd, out, budget);
    }
  }
  for (let i = 0; i < suffix; i++) out.push([aEnd + i, bEnd + i]);
}

/** Index pairs of a longest common subsequence of the two key lists, in order; null if too costly to find. */
function alignWords(transcriptKeys: string[], modelKeys: string[]): Match[] | null {
  const ids = new Map<string, number>();
  const intern = (keys: string[]): Int32Array =>
    Int32Array.from(keys, (key) => {
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      return id;
    });
  const a = intern(transcriptKeys);
  const b = intern(modelKeys);
  const out: Match[] = [];
  const budget: Budget = { left: ALIGNMENT_BUDGET };
  diffRange(a, 0, a.length, b, 0, b.length, out, budget);
  return budget.left < 0 ? null : out;
}

/** Words the two lists share counted as a multiset: an upper bound on the alignment, cheap to compute. */
function sharedWordCount(transcriptKeys: string[], modelKeys: string[]): number {
  const counts = new Map<string, number>();
  for (const key of modelKeys) counts.set(key, (counts.get(key) ?? 0) + 1);
  let shared = 0;
  for (const key of transcriptKeys) {
    const left = counts.get(key) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(key, left - 1);
    }
  }
  return shared;
}

// ---------------------------------------------------------------------------------------------------------
// Layout helpers

/** The text between two words, split into punctuation closing the word before, the space, and punctuation
 * opening the word after. A gap without whitespace (e.g. "/") is a joiner. */
type Gap = { closing: string; space: string; opening: string; joiner: string | null };

function splitGap(gap: string): Gap {
  const first = gap.search(/\s/);
  if (first < 0) return { closing: "", space: "", opening: "", joiner: gap };
  let last = gap.length - 1;
  while (!/\s/.test(gap[last])) last--;
  return {
    closing: gap.slice(0, first),
    space: gap.slice(first, last + 1),
    opening: gap.slice(last + 1),
    joiner: null,
  };
}

const SENTENCE_PUNCTUATION = /[.!?…]/;
const ABBREVIATIONS = new Set(["dr", "mr", "mrs", "ms", "eg", "ie", "etc", "vs", "approx", "cf"]);

/** True when a word starting at `index` of `text` would begin a sentence or a line. */
function startsSentence(text: string, index: number): boolean {
  let i = index;
  while (i > 0 && !WORD_CHAR.test(text[i - 1])) i--;
  if (i === 0) return true;
  const tail = text.slice(i, index);
  if (tail.includes("\n")) return true;
  if (!SENTENCE_PUNCTUATION.test(tail)) return false;
  if (tail.startsWith(".")) {
    const chunk = /\S+$/.exec(text.slice(Math.max(0, i - 12), i))?.[0] ?? "";
    if (ABBREVIATIONS.has(chunk.toLowerCase().replace(/\./g, ""))) return false;
  }
  return true;
}

function firstCharacter(word: string): string {
  return String.fromCodePoint(word.codePointAt(0) ?? 0);
}

function capitalise(word: string): string {
  const first = firstCharacter(word);
  const upper = first.toUpperCase();
  return upper.length === first.length && upper.toLowerCase() === first ? upper + word.slice(first.length) : word;
}

function decapitalise(word: string): string {
  const first = firstCharacter(word);
  return first.toLowerCase() + word.slice(first.length);
}

function startsLowerCase(word: string): boolean {
  return /^\p{Ll}/u.test(word);
}

function startsUpperCase(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}

/** "Patient" but not "BP", "SpO2", "I" or "I'm": capitalised only because of where it stood. */
function isPlainCapitalised(word: string): boolean {
  return /^\p{Lu}[\p{Ll}\p{M}\p{N}'’-]+$/u.test(word) && !/^I['’]/.test(word);
}

/** Punctuation with no space that binds two words, such as "/" in "120/80". */
function isJoiner(gap: string): boolean {
  return gap.length > 0 && gap.length <= 3 && !/[\s\p{L}\p{N}]/u.test(gap);
}

/** Replacement text is the clinician's; a gap that is only in-word joiners would merge two words into one. */
function safeSeparator(separator: string): string {
  return separator === "" || /^[-'’‘ʼ.,\u2010\u2011]+$/.test(separator) ? " " : separator;
}

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["**", "**"],
  ["(", ")"],
  ["[", "]"],
  ["{", "}"],
  ["“", "”"],
  ["‘", "’"],
  ['"', '"'],
  ["'", "'"],
  ["«", "»"],
  ["*", "*"],
  ["_", "_"],
];

/** Opening punctuation before a dropped run and its partner after it, e.g. "(" … ")" or "**" … ":**". */
function wrappingPair(opening: string, closing: string): { open: string; before: string; close: string } | null {
  const before = /^[.,;:!?…]*/.exec(closing)?.[0] ?? "";
  for (const [open, close] of PAIRS) {
    if (opening.endsWith(open) && closing.startsWith(close, before.length)) return { open, before, close };
  }
  return null;
}

function punctuationRank(closing: string): number {
  if (SENTENCE_PUNCTUATION.test(closing)) return 3;
  if (/[,;:]/.test(closing)) return 2;
  return closing ? 1 : 0;
}

/** Keeps the previous word's closing punctuation unless the dropped words ended with something stronger. */
function strongerClosing(previous: string, dropped: string): string {
  if (punctuationRank(dropped) <= punctuationRank(previous)) return previous;
  return previous.replace(/[,;:]+(?=[)\]"”’'*_]*$)/, "") + dropped;
}

function newlineCount(text: string): number {
  return countOf(text, "\n");
}

// ---------------------------------------------------------------------------------------------------------
// Rebuilding the text on the model's layout

type WordPiece = {
  kind: "word";
  text: string;
  /** Next to a repair, so its capitalisation is reconsidered. */
  touched: boolean;
  /** It began a sentence where it came from (the model's text, or the transcript for inserted words). */
  wasSentenceStart: boolean;
  /** The clinician's spelling of it starts in lower case, so it may be lower-cased mid-sentence. */
  mayLowerCase: boolean;
};
type Piece = WordPiece | { kind: "separator"; text: string };

class Rebuilder {
  readonly pieces: Piece[] = [];
  readonly changes: WordChange[] = [];

  constructor(
    private readonly model: string,
    private readonly modelTokens: Token[],
    private readonly transcript: string,
    private readonly transcriptTokens: Token[],
  ) {}

  /** Walks the alignment, emitting kept words and repairing each unmatched stretch between them. */
  build(matches: Match[]): string {
    const end: Match = [this.transcriptTokens.length, this.modelTokens.length];
    let previous: Match = [-1, -1];
    for (const match of [...matches, end]) {
      const repaired = this.repairBetween(previous[1] + 1, match[1], previous[0] + 1, match[0]);
      if (match !== end) this.pushKept(match[1], match[0], repaired);
      previous = match;
    }
    return this.render();
  }

  private gap(index: number): string {
    const from = index === 0 ? 0 : this.modelTokens[index - 1].end;
    const to = index === this.modelTokens.length ? this.model.length : this.modelTokens[index].start;
    return this.model.slice(from, to);
  }

  /** Gap before model word `index`, knowing that the text starts and ends with a word. */
  private gapParts(index: number): Gap {
    const text = this.gap(index);
    if (index === 0) return { closing: "", space: "", opening: text, joiner: null };
    if (index === this.modelTokens.length) return { closing: text, space: "", opening: "", joiner: null };
    return splitGap(text);
  }

  private transcriptGap(index: number): string {
    const from = index === 0 ? 0 : this.transcriptTokens[index - 1].end;
    const to = index === this.transcriptTokens.length ? this.transcript.length : this.transcriptTokens[index].start;
    return this.transcript.slice(from, to);
  }

  /**
   * Handles model words [mFrom, mTo) against transcript words [tFrom, tTo). Returns true when words were
   * dropped or put back, so the next kept word may now start (or no longer start) a sentence.
   */
  private repairBetween(mFrom: number, mTo: number, tFrom: number, tTo: number): boolean {
    const modelCount = mTo - mFrom;
    const transcriptCount = tTo - tFrom;
    if (modelCount === 0 && transcriptCount === 0) {
      this.pushSeparator(this.gap(mTo));
      return false;
    }
    this.recordChange(mFrom, mTo, tFrom, tTo);
    if (modelCount === transcriptCount) {
      this.substitute(mFrom, mTo, tFrom);
      return false;
    }
    if (modelCount > 0 && transcriptCount > 0) {
      this.replaceSpan(mFrom, mTo, tFrom, tTo);
      return false;
    }
    if (transcriptCount === 0) {
      this.dropModelWords(mFrom, mTo, tFrom);
      return true;
    }
    this.insertInto(this.gapParts(mTo), tFrom, tTo, mFrom === 0, mTo === this.modelTokens.length);
    return true;
  }

  private recordChange(mFrom: number, mTo: number, tFrom: number, tTo: number): void {
    const modelWords = this.modelTokens.slice(mFrom, mTo).map((token) => token.raw);
    const transcriptWords = this.transcriptTokens.slice(tFrom, tTo).map((token) => token.raw);
    const kind = modelWords.length === 0 ? "removed" : transcriptWords.length === 0 ? "added" : "changed";
    this.changes.push({ kind, modelWords, transcriptWords });
  }

  /** Same number of words: swap each in place, keeping the model's punctuation around and between them. */
  private substitute(mFrom: number, mTo: number, tFrom: number): void {
    this.pushSeparator(this.gapBesideChange(mFrom, tFrom));
    for (let i = 0; i < mTo - mFrom; i++) {
      const modelWord = this.modelTokens[mFrom + i].raw;
      const transcriptToken = this.transcriptTokens[tFrom + i];
      let text = transcriptToken.raw;
      if (startsUpperCase(modelWord) && startsLowerCase(text)) text = capitalise(text);
      else if (
        startsLowerCase(modelWord) &&
        isPlainCapitalised(text) &&
        startsSentence(this.transcript, transcriptToken.start)
      ) {
        text = decapitalise(text);
      }
      this.pieces.push({ kind: "word", text, touched: true, wasSentenceStart: false, mayLowerCase: false });
      this.pushSeparator(this.gapBesideChange(mFrom + i + 1, tFrom + i + 1));
    }
  }

  /**
   * The model's gap before model word `modelIndex`, next to a changed word: kept if it has a space, but a
   * joiner such as "/" binds the model's words ("2/52"), so the transcript's gap (before transcript word
   * `transcriptIndex`) is used instead.
   */
  private gapBesideChange(modelIndex: number, transcriptIndex: number): string {
    const gap = this.gap(modelIndex);
    if (modelIndex === 0 || modelIndex === this.modelTokens.length || splitGap(gap).joiner === null) return gap;
    return safeSeparator(this.transcriptGap(transcriptIndex).replace(/\s+/g, " "));
  }

  /** "followup" → "follow up": the clinician's words take the place of the model's, between the same gaps. */
  private replaceSpan(mFrom: number, mTo: number, tFrom: number, tTo: number): void {
    this.pushSeparator(this.gapBesideChange(mFrom, tFrom));
    this.pushTranscriptWords(tFrom, tTo);
    this.pushSeparator(this.gapBesideChange(mTo, tTo));
  }

  /** Removes words only the model wrote, with the punctuation that belonged to them. */
  private dropModelWords(mFrom: number, mTo: number, tFrom: number): void {
    const atStart = mFrom === 0;
    const atEnd = mTo === this.modelTokens.length;
    const seam = this.seamAfterDropping(mFrom, mTo);
    const transcriptJoiner = this.transcriptGap(tFrom);
    if (!atStart && !atEnd && seam.joiner === null && !seam.closing && !seam.opening && isJoiner(transcriptJoiner)) {
      // "120 over 80" where the clinician's transcript has "120/80": the model's "over" goes, the "/" comes back.
      this.pushSeparator(transcriptJoiner);
    } else if (seam.joiner !== null) {
      this.pushSeparator(seam.joiner);
    } else if (atStart || atEnd) {
      this.pushSeparator(seam.closing + seam.space + seam.opening);
    } else {
      this.pushSeparator(safeSeparator(seam.closing + seam.space + seam.opening));
    }
  }

  /**
   * Merges the gaps around dropped model words [mFrom, mTo) into one separator: the previous word keeps its
   * punctuation (or takes a stronger stop from the dropped words), the largest break (paragraph, line, space)
   * survives, and brackets or quotes that only wrapped the dropped words go with them.
   */
  private seamAfterDropping(mFrom: number, mTo: number): Gap {
    const parts: Gap[] = [];
    for (let i = mFrom; i <= mTo; i++) parts.push(this.gapParts(i));
    const first = parts[0];
    const last = parts[parts.length - 1];
    let firstOpening = first.opening;
    let lastClosing = last.closing;
    const pair = wrappingPair(firstOpening, lastClosing);
    if (pair) {
      firstOpening = firstOpening.slice(0, firstOpening.length - pair.open.length);
      lastClosing = pair.before + lastClosing.slice(pair.before.length + pair.close.length);
    }
    if (mFrom === 0) {
      return {
        closing: "",
        space: "",
        opening: this.keptOpener(firstOpening, parts.slice(1)) + last.opening,
        joiner: null,
      };
    }
    const closing = strongerClosing(first.closing, lastClosing);
    if (mTo === this.modelTokens.length) return { closing, space: "", opening: "", joiner: null };
    const spaced = parts.filter((part) => part.joiner === null);
    if (spaced.length === 0) return first;
    const space = spaced.reduce(
      (best, part) => (newlineCount(part.space) > newlineCount(best) ? part.space : best),
      spaced[0].space,
    );
    return { closing, space, opening: firstOpening + last.opening, joiner: null };
  }

  /** At the very start, a lone opening quote or bracket survives if the dropped words did not close it. */
  private keptOpener(opening: string, laterGaps: Gap[]): string {
    const pair = PAIRS.find(([open]) => open === opening && open.length === 1 && open !== "*" && open !== "_");
    if (!pair) return "";
    const closedInside = laterGaps.some((gap) => `${gap.closing}${gap.joiner ?? ""}`.includes(pair[1]));
    return closedInside ? "" : opening;
  }

  /**
   * Puts the clinician's words [tFrom, tTo), which the model left out, back into the gap before model word
   * mTo. At a sentence or paragraph break they open the next sentence (models mostly drop a sentence's first
   * word: "so", "and", "the", or a "no"), unless a punctuated transcript shows they end the previous one.
   */
  private insertInto(gap: Gap, tFrom: number, tTo: number, atStart: boolean, atEnd: boolean): void {
    const beginsSentence = tFrom > 0 && /[.!?…\n]/.test(this.transcriptGap(tFrom));
    const endPunctuation = /[.!?]/.exec(this.transcriptGap(tTo))?.[0] ?? "";
    if (atStart) {
      this.pushSeparator(gap.opening);
      this.pushTranscriptWords(tFrom, tTo);
      this.pushSeparator(" ");
    } else if (atEnd) {
      const sentence = /[.!?]/.exec(gap.closing)?.[0];
      if (beginsSentence && sentence) {
        this.pushSeparator(`${gap.closing} `);
        this.pushTranscriptWords(tFrom, tTo);
        this.pushSeparator(sentence);
      } else {
        this.pushSeparator(" ");
        this.pushTranscriptWords(tFrom, tTo);
        this.pushSeparator(gap.closing);
      }
    } else if (gap.joiner !== null) {
      this.pushSeparator(" ");
      this.pushTranscriptWords(tFrom, tTo);
      this.pushSeparator(" ");
    } else {
      const modelBreaks = SENTENCE_PUNCTUATION.test(gap.closing) || gap.space.includes("\n");
      const endsPreviousSentence = endPunctuation !== "" && !beginsSentence;
      if (modelBreaks && !endsPreviousSentence) {
        this.pushSeparator(gap.closing + gap.space);
        this.pushTranscriptWords(tFrom, tTo);
        this.pushSeparator(`${endPunctuation} ${gap.opening}`);
      } else {
        this.pushSeparator(" ");
        this.pushTranscriptWords(tFrom, tTo);
        this.pushSeparator(gap.closing + gap.space + gap.opening);
      }
    }
  }

  /** The clinician's words with the transcript's own punctuation between them (whitespace collapsed). */
  private pushTranscriptWords(tFrom: number, tTo: number): void {
    for (let i = tFrom; i < tTo; i++) {
      if (i > tFrom) this.pushSeparator(safeSeparator(this.transcriptGap(i).replace(/\s+/g, " ")));
      const token = this.transcriptTokens[i];
      const wasSentenceStart = startsSentence(this.transcript, token.start);
      this.pieces.push({ kind: "word", text: token.raw, touched: true, wasSentenceStart, mayLowerCase: true });
    }
  }

  private pushKept(modelIndex: number, transcriptIndex: number, touched: boolean): void {
    const token = this.modelTokens[modelIndex];
    this.pieces.push({
      kind: "word",
      text: token.raw,
      touched,
      wasSentenceStart: touched && startsSentence(this.model, token.start),
      mayLowerCase: startsLowerCase(this.transcriptTokens[transcriptIndex].raw),
    });
  }

  private pushSeparator(text: string): void {
    this.pieces.push({ kind: "separator", text });
  }

  /** Joins the pieces, fixing capitals only for words whose place in a sentence the repair changed. */
  private render(): string {
    let out = "";
    for (const piece of this.pieces) {
      if (piece.kind === "separator") {
        out += piece.text;
        continue;
      }
      let text = piece.text;
      if (piece.touched) {
        if (startsSentence(out, out.length)) text = capitalise(text);
        else if (piece.wasSentenceStart && piece.mayLowerCase && isPlainCapitalised(text)) text = decapitalise(text);
      }
      out += text;
    }
    return out.replace(/[ \t]+\n/g, "\n").trim();
  }
}

/**
 * How many of the words of `before` are still there, in order, in `after` (both as `wordsOf` gives them): the
 * longest common run by the same alignment the repair uses. Past its work budget (two long texts that differ in
 * most words) it counts the words shared in any order instead, an upper bound.
 */
export function wordsKept(before: string[], after: string[]): number {
  return alignWords(before, after)?.length ?? sharedWordCount(before, after);
}

function sameWords(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

/**
 * Checks an Exact Dictation answer against the transcript it was made from. Verified when the words are the
 * transcript's exactly (ignoring case and punctuation); repaired when some were changed, added or dropped and
 * could be put back; refused when the transcript is empty, the answer is empty, or the answer shares fewer
 * than half of the transcript's words.
 */
export function verifyExactDictation(transcript: string, modelOutput: string): ExactCheck {
  const cleanTranscript = normaliseLineEndings(transcript);
  const transcriptTokens = tokenise(cleanTranscript);
  if (transcriptTokens.length === 0) return { status: "refused", reason: NO_TRANSCRIPT_REASON };
  const output = unwrapModelOutput(modelOutput, cleanTranscript);
  const modelTokens = tokenise(output);
  if (modelTokens.length === 0) return { status: "refused", reason: EMPTY_OUTPUT_REASON };

  const transcriptKeys = transcriptTokens.map((token) => token.key);
  const modelKeys = modelTokens.map((token) => token.key);
  if (sameWords(transcriptKeys, modelKeys)) return { status: "verified", text: output };
  if (sharedWordCount(transcriptKeys, modelKeys) * 2 < transcriptKeys.length)
    return { status: "refused", reason: UNRELATED_REASON };
  const matches = alignWords(transcriptKeys, modelKeys);
  if (matches === null || matches.length * 2 < transcriptKeys.length)
    return { status: "refused", reason: UNRELATED_REASON };

  const rebuilder = new Rebuilder(output, modelTokens, cleanTranscript, transcriptTokens);
  const text = stripWrappingQuotes(rebuilder.build(matches), cleanTranscript.trim());
  if (!sameWords(wordsOf(text), transcriptKeys)) return { status: "refused", reason: UNSAFE_REPAIR_REASON };
  return { status: "repaired", text, changes: rebuilder.changes };
}

// ---------------------------------------------------------------------------------------------------------
// Receipt

const MAX_LISTED_CHANGES = 4;
const MAX_QUOTED_WORDS = 8;

function quoted(words: string[]): string {
  const shown = words.length > MAX_QUOTED_WORDS ? [...words.slice(0, MAX_QUOTED_WORDS), "…"] : words;
  return `“${shown.join(" ")}”`;
}

function describeChange(change: WordChange): string {
  if (change.kind === "added") return `removed ${quoted(change.modelWords)}`;
  if (change.kind === "removed") return `restored ${quoted(change.transcriptWords)}`;
  return `${quoted(change.transcriptWords)} for ${quoted(change.modelWords)}`;
}

/**
 * One line for the page: "Verified: every word matches your dictation"; for a repair, how many words were put
 * back and which (e.g. "Repaired: 2 words the AI changed were put back (“twenty” for “20”; removed “the”)");
 * for a refusal, its reason.
 */
export function describeCheck(check: ExactCheck): string {
  if (check.status === "verified") return "Verified: every word matches your dictation";
  if (check.status === "refused") return check.reason;
  const count = check.changes.reduce(
    (sum, change) => sum + Math.max(change.modelWords.length, change.transcriptWords.length),
    0,
  );
  const listed = check.changes.slice(0, MAX_LISTED_CHANGES).map(describeChange);
  const more = check.changes.length - listed.length;
  if (more > 0) listed.push(`and ${more} more`);
  const verb = count === 1 ? "word the AI changed was" : "words the AI changed were";
  return `Repaired: ${count} ${verb} put back (${listed.join("; ")})`;
}
