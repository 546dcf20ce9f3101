import { findMeasurements } from "./measurements.ts";
import { findMedicines, type MedicineMention } from "./medicines.ts";
import type { NameMention } from "./names.ts";
import type { Reading } from "./spoken-numbers.ts";
import { ARTICLES, endsSentenceBefore, phraseAt, THE_OR_POSSESSIVE, tokenize, type Token } from "./tokens.ts";
import { mapped } from "./arrays.ts";

/**
 * A transcript or document as the checks read it: its tokens, the medicines and measurements it names, and
 * where its sentences end. A number's *subject* is what it belongs to: the medicine whose dose it is, or the
 * measurement it is a value of.
 */
export type ReadText = {
  text: string;
  tokens: Token[];
  medicines: MedicineMention[];
  measurements: NameMention[];
  /** A medicine or measurement whose last token is token i. */
  endingAt: Array<Subject | undefined>;
  /** A medicine whose first token is token i. */
  medicineAt: Array<Subject | undefined>;
  /** A sentence or line ends before token i. */
  breakBefore: boolean[];
  /** What later steps find in the text once (its findings, body parts, headings, negation context): see `foundOnce`. */
  found: Map<string, unknown>;
};

export type Subject = { kind: "medicine" | "measurement"; id: string; first: number; last: number; text: string };

type ReadOptions = { reading?: Reading; keyTerms?: readonly string[]; tokens?: Token[] };

export function readText(text: string, options: ReadOptions = {}): ReadText {
  const tokens = options.tokens ?? tokenize(text, options.reading);
  const medicines = findMedicines(tokens, options.keyTerms);
  const measurements = findMeasurements(tokens);
  const endingAt: Array<Subject | undefined> = new Array(tokens.length);
  const medicineAt: Array<Subject | undefined> = new Array(tokens.length);
  const subject = (kind: Subject["kind"], mention: NameMention): Subject => ({
    kind,
    id: mention.id,
    first: mention.first,
    last: mention.last,
    text: text.slice(mention.start, mention.end),
  });
  for (const mention of measurements) endingAt[mention.last] = subject("measurement", mention);
  for (const mention of medicines) {
    endingAt[mention.last] = subject("medicine", mention);
    medicineAt[mention.first] = subject("medicine", mention);
  }
  const breakBefore = mapped(tokens, (_, i) => endsSentenceBefore(tokens, i));
  return { text, tokens, medicines, measurements, endingAt, medicineAt, breakBefore, found: new Map() };
}

/**
 * What `find` finds in `read`, found once and kept with the text, under `key`. Not in a module's WeakMap keyed by
 * the text: once a WeakMap's value has lived through one of V8's young collections (a check in progress), the next
 * one keeps and promotes it even when its key has died, so every text's findings outlived their check until a full
 * collection, and the full collections fell inside checks (decision 034).
 */
export function foundOnce<T>(read: ReadText, key: string, find: (read: ReadText) => T): T {
  const known = read.found.get(key);
  if (known !== undefined) return known as T;
  const value = find(read);
  read.found.set(key, value);
  return value;
}

/** The first and last tokens of the sentence token `j` is in. */
export function sentenceOf(read: ReadText, j: number): { first: number; last: number } {
  let first = j;
  while (first > 0 && !read.breakBefore[first]) first--;
  let last = j;
  while (last + 1 < read.tokens.length && !read.breakBefore[last + 1]) last++;
  return { first, last };
}

/** Whether a sentence ends between tokens `from` and `to` (from ≤ to). */
export function sentenceBreakBetween(read: ReadText, from: number, to: number): boolean {
  for (let j = from + 1; j <= to; j++) if (read.breakBefore[j]) return true;
  return false;
}

/**
 * The nearest of the `count` words before token `before`, in its sentence, that passes `test` (given the word in
 * lower case and where it is): its index, or -1. "since" before a duration, "neither" before "nor", a relative
 * before what they have.
 */
export function wordJustBefore(
  read: ReadText,
  before: number,
  count: number,
  test: (word: string, j: number) => boolean,
): number {
  for (let j = before - 1; j >= 0 && j >= before - count && !read.breakBefore[j + 1]; j--)
    if (test(read.tokens[j].lower, j)) return j;
  return -1;
}

/** The nearest of the `count` words after token `after`, in its sentence, that passes `test`: its index, or -1. */
export function wordJustAfter(read: ReadText, after: number, count: number, test: (word: string) => boolean): number {
  for (let j = after + 1; j < read.tokens.length && j <= after + count && !read.breakBefore[j]; j++)
    if (test(read.tokens[j].lower)) return j;
  return -1;
}

/**
 * Whether "or" or "nor" closes the list token `first` is in, within `count` words and before its sentence (or a
 * word that `stop` names) ends it: "no fever, right upper quadrant pain or rigors", "…, altered vision or weakness".
 */
export function closedByOr(read: ReadText, first: number, count: number, stop?: (word: string) => boolean): boolean {
  const at = wordJustAfter(
    read,
    first - 1,
    count,
    (word) => OR.has(word) || word === "." || word === ";" || !!stop?.(word),
  );
  return at >= 0 && OR.has(read.tokens[at].lower);
}
const OR = new Set(["or", "nor"]);

type Search = {
  kinds: ReadonlyArray<Subject["kind"]>;
  /** How many tokens back to look. */
  window: number;
  /** Tokens the search may not pass (e.g. another number that has its own subject). */
  stopAt?: (i: number) => boolean;
};

/** The nearest medicine or measurement before token `i` in the same sentence, within the window. */
export function subjectBefore(read: ReadText, i: number, search: Search): Subject | null {
  for (let j = i - 1; j >= 0 && j >= i - search.window; j--) {
    if (read.breakBefore[j + 1]) return null;
    const found = read.endingAt[j];
    if (found && search.kinds.includes(found.kind)) return found;
    if (search.stopAt?.(j)) return null;
  }
  return null;
}

/** Words a medicine is named after when another is given with it or instead of it. */
const COMPANIONS = mapped(
  ["alongside", "with", "plus", "as well as", "on top of", "instead of", "rather than"],
  (words) => words.split(" "),
);

/**
 * The medicine named just before "alongside", "with", "as well as" … and `medicine` (with "the", "his" …), when a
 * comma follows it: "ibuprofen alongside the calpol, two hundred milligrams three times a day" may give the dose of
 * either. Null otherwise.
 */
export function companionOf(read: ReadText, medicine: Subject): Subject | null {
  const { tokens } = read;
  if (medicine.kind !== "medicine" || tokens[medicine.last + 1]?.lower !== ",") return null;
  const end = THE_OR_POSSESSIVE.has(tokens[medicine.first - 1]?.lower ?? "") ? medicine.first - 1 : medicine.first;
  for (const words of COMPANIONS) {
    const start = end - words.length;
    if (start < 1 || !phraseAt(tokens, start, words) || read.breakBefore[end] || read.breakBefore[start]) continue;
    const other = read.endingAt[start - 1];
    if (other?.kind === "medicine") return other;
  }
  return null;
}

const LINKS = new Set([
  ...["of", "the", "his", "her", "their", "oral", "topical", "a", "percent", "per", "cent"],
  // "two weeks of over-the-counter clotrimazole", "four weeks of a pharmacy mometasone spray"
  ...["over", "-", "counter", "otc", "pharmacy", "chemist"],
]);

/** What kind of dose a quantity is, said between it and "of" ("a 600 mg loading dose of clopidogrel"). */
const DOSE_KINDS = new Set(["loading", "starting", "maintenance", "single", "stat", "total", "daily", "test"]);
const HOURS = new Set(["hour", "hours", "hr", "hrs", "h"]);

/**
 * The medicine a quantity is "of" ("80 mg of gliclazide", "4 ml of 1% lidocaine", "a 600 mg loading dose of
 * clopidogrel") or that directly follows it ("1% lidocaine", "5 mg amlodipine", "a 21 mg/24 hour nicotine patch",
 * "a 21 mg a day nicotine patch"),
 * starting at token `i` (just after the quantity).
 */
export function medicineAfter(read: ReadText, from: number): Subject | null {
  const { tokens } = read;
  let i = from;
  // The hours a patch's dose is given over ("21 mg/24 hour", "25 mg per 16 hours").
  if ((tokens[i]?.lower === "/" || tokens[i]?.lower === "per") && tokens[i + 1]?.kind === "number") {
    if (HOURS.has(tokens[i + 2]?.lower ?? "")) i += 3;
  }
  // …or a day, in a dose said as what the medicine is ("a 21 mg a day nicotine patch", "21 mg/day nicotine patch") —
  // not "no more than two grams a day thiamine …" (unpunctuated), the next medicine's.
  const perDay = tokens[i]?.lower === "/" || (tokens[i]?.lower === "a" && ARTICLES.has(tokens[from - 3]?.lower ?? ""));
  if (perDay && tokens[i + 1]?.lower === "day" && read.medicineAt[i + 2]) i += 2;
  if (DOSE_KINDS.has(tokens[i]?.lower ?? "") && tokens[i + 1]?.lower === "dose" && tokens[i + 2]?.lower === "of")
    i += 2;
  const direct = read.medicineAt[i];
  if (direct) return direct;
  // "1 ml 1% lidocaine": its strength between them
  const strength = read.tokens[i]?.kind === "number" && read.tokens[i + 1]?.lower === "%";
  const afterStrength = strength ? read.medicineAt[i + 2] : undefined;
  if (afterStrength) return afterStrength;
  if (read.tokens[i]?.lower !== "of") return null;
  for (let j = i + 1; j < read.tokens.length && j <= i + 6; j++) {
    if (read.breakBefore[j]) return null;
    const found = read.medicineAt[j];
    if (found) return found;
    const token = read.tokens[j];
    if (!LINKS.has(token.lower) && token.kind !== "number" && token.lower !== "%") return null;
  }
  return null;
}

/**
 * What a bare number said at token `i` is a reading of: the medicine or measurement named just before it — or, when
 * that is only where the blood was taken ("potassium on the A and E bloods was four point one"), the test named
 * before that.
 */
export function numberSubject(read: ReadText, i: number): Subject | null {
  const near = subjectBefore(read, i, { kinds: ["measurement", "medicine"], window: 6 });
  if (near?.id !== "bloods") return near;
  const named = subjectBefore(read, near.first, { kinds: ["measurement"], window: 6 });
  if (!named) return near;
  const between = read.tokens.slice(named.last + 1, near.first);
  const where = between.some((token) => token.lower === "on" || token.lower === "from" || token.lower === "in");
  return where && between.every((token) => token.kind !== "number") ? named : near;
}
