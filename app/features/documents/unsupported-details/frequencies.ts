import { extended } from "./objects.ts";
import { phraseAt, type Token } from "./tokens.ts";
import { wordTable } from "./lookup.ts";
import { mapped } from "./arrays.ts";

/**
 * How often a medicine is taken, and by which route. Each spelling has one meaning: "once a day" = "od" =
 * "daily"; "twice a day" = "bd" = "b.d." = "2 times daily"; "three times a day" = "tds"; "four times a day" =
 * "qds"; "as required" = "prn"; "nocte" = "at night" = "ON"; "mane" = "in the morning" = "OM"; "every 3 months" =
 * "3-monthly"; "3x/week" = "three times a week".
 */
export type Frequency = {
  /** Doses a day (a range such as "two to three times a day" has several). Empty when only "as required". */
  rates: number[];
  timing?: "morning" | "evening" | "night";
  prn: boolean;
  /** Said as a most ("she can have it up to four times a day"): as required, at most so often. */
  atMost?: boolean;
};

export const DAYS_IN_MONTH = 30.4375;

/** Doses a day for "once a <period>". */
/** The periods of the clinical shorthand "2/7", "2/52", "2/12" (days, weeks, months), by what is under the line. */
const SHORTHAND_PERIODS = wordTable({ "7": 1, "52": 1 / 7, "12": 1 / DAYS_IN_MONTH });

/** What is under the line of a shorthand glued to the number at `i` ("2/52" → "52"), or undefined. */
function shorthandOver(tokens: Token[], i: number): string | undefined {
  const slash = tokens[i + 1];
  const over = tokens[i + 2];
  if (slash?.lower !== "/" || slash.gap !== "" || over?.kind !== "number" || over.gap !== "") return undefined;
  return over.text;
}

const PERIODS = wordTable({
  day: 1,
  days: 1,
  daily: 1,
  d: 1,
  week: 1 / 7,
  weeks: 1 / 7,
  weekly: 1 / 7,
  wk: 1 / 7,
  wks: 1 / 7,
  month: 1 / DAYS_IN_MONTH,
  months: 1 / DAYS_IN_MONTH,
  monthly: 1 / DAYS_IN_MONTH,
  night: 1,
  nights: 1,
  nightly: 1,
  // "every 30 min", "every half an hour"
  minute: 1440,
  minutes: 1440,
  min: 1440,
  mins: 1440,
  hour: 24,
  hours: 24,
  hourly: 24,
  hr: 24,
  hrs: 24,
  h: 24,
  fortnight: 1 / 14,
  fortnightly: 1 / 14,
});
// "hourly as needed": every hour.
const ADVERB_PERIODS = new Set(["hourly", "daily", "weekly", "monthly", "nightly", "fortnightly"]);
const PER = new Set(["a", "per", "each", "every", "/", "an"]);
const COUNTS = wordTable({ once: 1, twice: 2, thrice: 3 });
/** Doses a day at or above which a frequency said "for pain" is as often as needed: every four hours or more often. */
const AS_OFTEN_AS_NEEDED = 6;
export const APPROXIMATELY = new Set(["~", "about", "around", "approximately", "approx", "roughly"]);

/** Abbreviations, read with or without full stops; "ON" and "OM" only in capitals. */
const ABBREVIATIONS = wordTable<Omit<Frequency, "prn"> & { prn?: boolean }>({
  od: { rates: [1] },
  bd: { rates: [2] },
  bid: { rates: [2] },
  tds: { rates: [3] },
  tid: { rates: [3] },
  qds: { rates: [4] },
  qid: { rates: [4] },
  nocte: { rates: [1], timing: "night" },
  mane: { rates: [1], timing: "morning" },
  prn: { rates: [], prn: true },
  on: { rates: [1], timing: "night" },
  om: { rates: [1], timing: "morning" },
});
const CAPITALS_ONLY = new Set(["on", "om"]);

const PHRASES: ReadonlyArray<readonly [string[], Frequency]> = [
  [["at", "night"], { rates: [1], timing: "night", prn: false }],
  [["at", "bedtime"], { rates: [1], timing: "night", prn: false }],
  [["before", "bed"], { rates: [1], timing: "night", prn: false }],
  [["each", "night"], { rates: [1], timing: "night", prn: false }],
  [["in", "the", "morning"], { rates: [1], timing: "morning", prn: false }],
  [["in", "the", "mornings"], { rates: [1], timing: "morning", prn: false }],
  [["each", "morning"], { rates: [1], timing: "morning", prn: false }],
  [["in", "the", "evening"], { rates: [1], timing: "evening", prn: false }],
  [["each", "evening"], { rates: [1], timing: "evening", prn: false }],
  // "move the donepezil to the morning": taken then, once a day
  [["to", "the", "morning"], { rates: [1], timing: "morning", prn: false }],
  [["to", "the", "evening"], { rates: [1], timing: "evening", prn: false }],
  // "reduce by five milligrams each week": weekly
  [["each", "week"], { rates: [1 / 7], prn: false }],
  [["every", "week"], { rates: [1 / 7], prn: false }],
  // "then alternate days for a month": every other day.
  [["alternate", "days"], { rates: [1 / 2], prn: false }],
  [["alternate", "nights"], { rates: [1 / 2], timing: "night", prn: false }],
  ...["as", "when", "if"].flatMap((lead) =>
    mapped(
      ["required", "needed", "necessary"],
      (need) => [[lead, need], { rates: [], prn: true }] as [string[], Frequency],
    ),
  ),
  // "paracetamol if she needs a painkiller"
  ...["if", "when"].flatMap((lead) =>
    ["he", "she", "they", "you"].flatMap((who) =>
      mapped(["needs", "need"], (need) => [[lead, who, need], { rates: [], prn: true }] as [string[], Frequency]),
    ),
  ),
  [["for", "pain"], { rates: [], prn: true }],
  // "buys omeprazole now and then": when he needs it, which is seldom
  [["now", "and", "then"], { rates: [], prn: true }],
  // "oramorph about once or twice a day for breakthrough"
  [["for", "breakthrough"], { rates: [], prn: true }],
  [["for", "the", "pain"], { rates: [], prn: true }],
  // "paracetamol for the ache"
  [["for", "the", "ache"], { rates: [], prn: true }],
  [["for", "aches"], { rates: [], prn: true }],
  // "paracetamol if uncomfortable": when it is felt, as required (not "stop it if sore throat")
  ...["if", "when"].flatMap((lead) =>
    mapped(
      ["uncomfortable", "symptomatic"],
      (feel) => [[lead, feel], { rates: [], prn: true }] as [string[], Frequency],
    ),
  ),
  [["when", "in", "pain"], { rates: [], prn: true }],
  // "zopiclone when he can't sleep": on the nights it is needed, as required
  ...["if", "when"].flatMap((lead) =>
    ["he", "she", "they", "you", "i"].flatMap((who) =>
      mapped(
        ["can't", "cannot"],
        (cannot) => [[lead, who, cannot, "sleep"], { rates: [], prn: true }] as [string[], Frequency],
      ),
    ),
  ),
  // "vaseline whenever she wants", "as often as she likes": when wanted, as required
  ...["he", "she", "they", "you"].flatMap((who) =>
    ["wants", "want", "likes", "like", "needs", "need"].flatMap((want) => [
      [["whenever", who, want], { rates: [], prn: true }] as [string[], Frequency],
      [["as", "often", "as", who, want], { rates: [], prn: true }] as [string[], Frequency],
    ]),
  ),
];

/** Every beginning of an abbreviation ("b" of "b.d.", "noc" of "nocte"), for a quick first look. */
const ABBREVIATION_STARTS = new Set(
  [...ABBREVIATIONS.keys()].flatMap((key) => mapped([...key], (_, i) => key.slice(0, i + 1))),
);

function byFirstWord<T extends readonly [string[], ...unknown[]]>(entries: ReadonlyArray<T>): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const entry of entries) index.set(entry[0][0], [...(index.get(entry[0][0]) ?? []), entry]);
  return index;
}
const PHRASES_BY_WORD = byFirstWord(PHRASES);
/** What a word that starts no phrase finds (one list, not a new one at every word). */
const NO_PHRASES = [] as const;

/** Whether a frequency can begin with `word` (a quick test before reading one at a word). */
export function mayStartFrequency(word: string): boolean {
  return (
    COUNTS.has(word) ||
    word === "every" ||
    word === "when" ||
    word === "whenever" ||
    SELDOM.has(word) ||
    ADVERB_PERIODS.has(word) ||
    PHRASES_BY_WORD.has(word) ||
    ABBREVIATION_STARTS.has(word) ||
    word === "a" ||
    word === "per" ||
    word === "each"
  );
}

export type FrequencyMatch = { frequency: Frequency; next: number; numeric: boolean };

const lower = (tokens: Token[], i: number) => tokens[i]?.lower;
const isNumber = (tokens: Token[], i: number) => tokens[i]?.kind === "number" && !tokens[i].ordinal;

function ofRate(rate: number, next: number, numeric: boolean, timing?: Frequency["timing"]): FrequencyMatch {
  const frequency: Frequency = { rates: [rate], prn: false };
  if (timing) frequency.timing = timing;
  return { frequency, next, numeric };
}

/**
 * Nights counted in a longer period ("three nights a week"); days so counted are left to durations, which the
 * document may write either way ("off work one or two days every month" for "misses one or two days each month").
 */
const NIGHTS_COUNTED = new Set(["nights", "night"]);

/** "<count> [a|per|each|/] <period>" from token `j` (the word after the count), or null. */
function perPeriod(tokens: Token[], j: number, count: number, numeric: boolean): FrequencyMatch | null {
  const word = lower(tokens, j);
  const adverbRate = word === undefined ? undefined : PERIODS.get(word);
  if (adverbRate !== undefined && ADVERB_PERIODS.has(word!)) return ofRate(count * adverbRate, j + 1, numeric);
  // "up four or five times at night": as many a night.
  if (word === "at" && lower(tokens, j + 1) === "night") return ofRate(count, j + 2, numeric, "night");
  // "took a gram four times yesterday": as many in that day (which is still said, as the day it was) — after a dose
  // only, not "he took it four times yesterday because of the pain", a day's count of a regular medicine.
  const dosed = afterDose(tokens, j - 2) || afterDose(tokens, j - 1);
  if ((word === "yesterday" || word === "today") && dosed) return ofRate(count, j, numeric);
  // "two or three nights a week", "3 nights/wk": as many times in the longer period.
  if (NIGHTS_COUNTED.has(word ?? "") && PER.has(lower(tokens, j + 1) ?? "")) {
    const longer = PERIODS.get(lower(tokens, j + 2) ?? "");
    if (longer !== undefined && longer < 1) return ofRate(count * longer, j + 3, numeric);
  }
  if (word === undefined || !PER.has(word)) return null;
  const period = lower(tokens, j + 1);
  const rate = period === undefined ? undefined : PERIODS.get(period);
  if (rate === undefined) return null;
  const timing = period === "night" || period === "nights" ? "night" : undefined;
  return ofRate(count * rate, j + 2, numeric, timing);
}

function abbreviationAt(tokens: Token[], i: number): FrequencyMatch | null {
  if (tokens[i].kind !== "word") return null;
  // b.d., t.d.s., p.r.n.: letters and full stops glued together.
  let letters = "";
  let j = i;
  let best: FrequencyMatch | null = null;
  for (; j < tokens.length && j < i + 8; j++) {
    if (j > i && tokens[j].gap !== "") break;
    const part = tokens[j].lower;
    if (part === ".") continue;
    if (!/^[a-z]+$/.test(part) || (j > i && part.length > 1)) break;
    letters += part;
    const known = ABBREVIATIONS.get(letters);
    if (!known) continue;
    if (CAPITALS_ONLY.has(letters) && j === i && tokens[i].text !== letters.toUpperCase()) continue;
    const dotted = j > i && tokens[j + 1]?.lower === "." && tokens[j + 1].gap === "";
    const end = dotted ? j + 2 : j + 1;
    best = { frequency: { prn: false, ...known }, next: end, numeric: false };
  }
  return best;
}

/** Words between the two ends of a range ("two to three", "2-3", "BD or TDS"). */
export const RANGE_JOINERS = new Set(["or", "to", "-", "–"]);
/** Adverbs after a number that give the time between doses ("4 hourly", "3-monthly"), not doses in a period. */
const INTERVAL_ADVERBS = new Set(["hourly", "weekly", "monthly"]);

/** Whether the frequency at number token `i` gives the time between doses ("6 hourly", "3-monthly"). */
export function isIntervalAt(tokens: Token[], i: number): boolean {
  const adverb = lower(tokens, i + 1) === "-" ? lower(tokens, i + 2) : lower(tokens, i + 1);
  return INTERVAL_ADVERBS.has(adverb ?? "");
}

/** "twice a day"; "once or twice a week" (a range of two counts said once). */
function countsAt(tokens: Token[], i: number, count: number): FrequencyMatch | null {
  const single = perPeriod(tokens, i + 1, count, true);
  if (single) return single;
  const other = COUNTS.get(lower(tokens, i + 2) ?? "");
  if (!RANGE_JOINERS.has(lower(tokens, i + 1) ?? "") || other === undefined) return null;
  const second = perPeriod(tokens, i + 3, other, true);
  if (!second) return null;
  const rate = second.frequency.rates[0];
  return { ...second, frequency: { ...second.frequency, rates: [(rate * count) / other, rate] } };
}

const DOSE_UNITS =
  /^(?:mg|mgs|milligrams?|micrograms?|mcg|g|grams?|ml|mls|units?|tablets?|tabs?|capsules?|puffs?|sachets?|drops?|pumps?|sprays?)$/;
/** "5 mg a day", and "fifteen micrograms of ethinylestradiol a day": just after a dose, or a dose of one word. */
const afterDose = (tokens: Token[], i: number) =>
  DOSE_UNITS.test(lower(tokens, i - 1) ?? "") ||
  (lower(tokens, i - 2) === "of" && tokens[i - 1]?.kind === "word" && DOSE_UNITS.test(lower(tokens, i - 3) ?? ""));

/** Narrower than PER: "500 every day" is an amount given daily, not five hundred times a day. */
const PER_COUNT = new Set(["a", "per", "/"]);
/** Periods a bare count is said in ("3 a day", "two or three a month"); "a year" is left to how many in all. */
const COUNTED_PERIODS = new Set(["day", "week", "month"]);

/** Words that say a condition is at its worst, after "when" ("cetirizine when her hay fever's bad"). */
const FLARING = new Set(["bad", "flares", "flaring", "troublesome"]);
/** Words between "when" and a condition at its worst ("when her hay fever's bad", "when it is bad"). */
const WHEN_WORDS = 4;

/** "cetirizine ten milligrams when her hay fever's bad": when the condition is at its worst, as required. */
function whenItFlares(tokens: Token[], i: number): FrequencyMatch | null {
  if (lower(tokens, i) !== "when" && lower(tokens, i) !== "whenever") return null;
  for (let j = i + 1; j <= i + WHEN_WORDS && j < tokens.length; j++) {
    if (tokens[j].kind !== "word" || tokens[j].gap.includes("\n")) return null;
    if (FLARING.has(tokens[j].lower))
      return j > i + 1 ? { frequency: { rates: [], prn: true }, next: j + 1, numeric: false } : null;
  }
  return null;
}

/** Words that say a medicine is seldom used, said after it ("uses a salbutamol inhaler rarely"). */
const SELDOM = new Set(["rarely", "occasionally", "seldom"]);
/** Verbs after them that make them say how often of a medicine named after ("rarely needs her salbutamol"). */
const SELDOM_BEFORE = new Set(["needs", "needed", "uses", "used", "takes", "took", "has", "gets", "buys"]);

/** "uses a salbutamol inhaler rarely": seldom, when needed — as required. */
function seldom(tokens: Token[], i: number): FrequencyMatch | null {
  if (!SELDOM.has(lower(tokens, i) ?? "")) return null;
  if (SELDOM_BEFORE.has(lower(tokens, i + 1) ?? "")) return null;
  return { frequency: { rates: [], prn: true }, next: i + 1, numeric: false };
}

/** One frequency expression at token `i`, without ranges or additions. */
function baseAt(tokens: Token[], i: number): FrequencyMatch | null {
  const flaring = whenItFlares(tokens, i) ?? seldom(tokens, i);
  if (flaring) return flaring;
  const word = lower(tokens, i);
  if (isNumber(tokens, i)) {
    const count = tokens[i].value;
    const next = lower(tokens, i + 1);
    if (next === "x" || next === "times" || next === "time") return perPeriod(tokens, i + 2, count, true);
    if (NIGHTS_COUNTED.has(next ?? "")) return perPeriod(tokens, i + 1, count, true);
    // "4 hourly", "3-monthly", "2 weekly".
    const adverbAt = next === "-" ? i + 2 : i + 1;
    const adverb = lower(tokens, adverbAt);
    const adverbRate = adverb === undefined ? undefined : PERIODS.get(adverb);
    if (adverbRate !== undefined && INTERVAL_ADVERBS.has(adverb!)) {
      return ofRate(adverbRate / count, adverbAt + 1, true);
    }
    // …a whole count, not "up from fifty six point four a month ago" (a reading, and when).
    const counted = Number.isInteger(count) && lower(tokens, i + 3) !== "ago";
    if (counted && PER_COUNT.has(next ?? "") && COUNTED_PERIODS.has(lower(tokens, i + 2) ?? "")) {
      return perPeriod(tokens, i + 1, count, true);
    }
    // "two or three a month": a range of counts said once, without "times".
    const other = RANGE_JOINERS.has(next ?? "") && isNumber(tokens, i + 2) ? tokens[i + 2].value : 0;
    if (other > count && PER_COUNT.has(lower(tokens, i + 3) ?? "") && COUNTED_PERIODS.has(lower(tokens, i + 4) ?? "")) {
      const upper = perPeriod(tokens, i + 3, other, true)!;
      const rate = upper.frequency.rates[0];
      return { ...upper, frequency: { ...upper.frequency, rates: [(rate * count) / other, rate] } };
    }
    return null;
  }
  if (word === undefined) return null;
  const count = COUNTS.get(word);
  if (count !== undefined) return countsAt(tokens, i, count);
  // "5 mg a day": after a dose, "a day" is once a day.
  if ((word === "a" || word === "per" || word === "each") && afterDose(tokens, i)) {
    const period = lower(tokens, i + 1);
    if (period === "day") return ofRate(1, i + 2, false);
  }
  if (word === "every") {
    // "every ~10 min", "every about ten minutes"
    let j = APPROXIMATELY.has(lower(tokens, i + 1) ?? "") ? i + 2 : i + 1;
    let count = 1;
    let numeric = false;
    // "every 2/52" = "every two weeks" (the shorthand's 7, 52 and 12: days, weeks and months).
    const shorthand = isNumber(tokens, j) ? SHORTHAND_PERIODS.get(shorthandOver(tokens, j) ?? "") : undefined;
    if (shorthand !== undefined) return ofRate(shorthand / tokens[j].value, j + 3, true);
    // "every four to six hours", "every 4-6 hours": every 4 hours or every 6.
    const ranged = isNumber(tokens, j) && RANGE_JOINERS.has(lower(tokens, j + 1) ?? "") && isNumber(tokens, j + 2);
    const longest = ranged ? PERIODS.get(lower(tokens, j + 3) ?? "") : undefined;
    if (ranged && longest !== undefined && tokens[j].value > 0 && tokens[j + 2].value > 0) {
      const rates = [longest / tokens[j].value, longest / tokens[j + 2].value];
      return { frequency: { rates, prn: false }, next: j + 4, numeric: true };
    }
    if (isNumber(tokens, j)) {
      count = tokens[j].value;
      numeric = true;
      j++;
      // "every half an hour"
      if (count === 0.5 && lower(tokens, j) === "an") j++;
    } else if (lower(tokens, j) === "other") {
      count = 2;
      j++;
    } else if (lower(tokens, j) === "couple" && lower(tokens, j + 1) === "of") {
      // "every couple of hours": every two
      count = 2;
      j += 2;
    }
    const period = lower(tokens, j);
    if (period === "morning") return ofRate(1, j + 1, false, "morning");
    if (period === "evening") return ofRate(1, j + 1, false, "evening");
    const rate = period === undefined ? undefined : PERIODS.get(period);
    if (rate === undefined || count <= 0) return null;
    const timing = period === "night" ? "night" : undefined;
    // "every day or two", "every week or two": every 1 or 2 of them.
    const more = count === 1 && lower(tokens, j + 1) === "or" && isNumber(tokens, j + 2) ? tokens[j + 2].value : 0;
    if (more > 1 && more <= 4)
      return { frequency: { rates: [rate, rate / more], prn: false }, next: j + 3, numeric: true };
    // "every hour and a half": one and a half of them.
    const half = andAHalf(tokens, j + 1);
    if (half) count += 0.5;
    // "every hour to hour and a half", "every hour to an hour and a half": every one or every one and a half.
    const longer = half ? null : longerEnd(tokens, j + 1, period!);
    if (longer)
      return {
        frequency: { rates: [rate / count, rate / longer.count], prn: false },
        next: longer.next,
        numeric: true,
      };
    return ofRate(rate / count, j + (half ? 4 : 1), numeric || half, timing);
  }
  const adverbRate = PERIODS.get(word);
  if (ADVERB_PERIODS.has(word) && adverbRate !== undefined) {
    return ofRate(adverbRate, i + 1, false, word === "nightly" ? "night" : undefined);
  }
  for (const [words, frequency] of PHRASES_BY_WORD.get(word) ?? NO_PHRASES) {
    if (phraseAt(tokens, i, words)) {
      return { frequency: { ...frequency, rates: [...frequency.rates] }, next: i + words.length, numeric: false };
    }
  }
  return abbreviationAt(tokens, i);
}

/** "and a half" from token `j` (its "half" read as the number 0.5). */
const andAHalf = (tokens: Token[], j: number) =>
  lower(tokens, j) === "and" && lower(tokens, j + 1) === "a" && isNumber(tokens, j + 2) && tokens[j + 2].value === 0.5;

/** The longer end of "… to [an] hour and a half" from token `j` (the joiner), said in the same `period`, or null. */
function longerEnd(tokens: Token[], j: number, period: string) {
  if (lower(tokens, j) !== "to") return null;
  let k = j + 1;
  if (lower(tokens, k) === "an" || lower(tokens, k) === "a") k++;
  const count = isNumber(tokens, k) ? tokens[k++].value : 1;
  if (lower(tokens, k) !== period) return null;
  if (!andAHalf(tokens, k + 1)) return null;
  return { count: count + 0.5, next: k + 4 };
}

function merge(a: Frequency, b: Frequency): Frequency {
  const rates = [...a.rates];
  for (const rate of b.rates) if (!rates.some((known) => sameRate(known, rate))) rates.push(rate);
  const merged: Frequency = { rates, prn: a.prn || b.prn };
  const timing = a.timing ?? b.timing;
  if (timing) merged.timing = timing;
  return merged;
}

/** What was counted before "for the pain" ("a couple of times for the pain"). */
const COUNTED = new Set(["times", "occasions", "doses"]);

/** What a frequency said after the dose's may be of instead: its supply ("weekly scripts", "daily pick-up"). */
const SUPPLIES = new Set(["scripts", "script", "prescriptions", "prescription", "dispensing", "collection", "pick-up"]);

/**
 * The frequency expressed at token `i`, with what directly extends it: a range ("2–3 times a day", "BD–TDS"),
 * a time of day ("once a day in the morning") or "as required" ("QDS PRN"). `numeric` when a figure was written.
 */
export function frequencyAt(tokens: Token[], i: number): FrequencyMatch | null {
  const first = baseAt(tokens, i);
  if (!first) return null;
  // "taken a couple of times for the pain": how often it was taken, and why — not "as required".
  const why = first.frequency.prn && !first.frequency.rates.length && lower(tokens, i) === "for";
  if (why && COUNTED.has(lower(tokens, i - 1) ?? "")) return null;
  let { frequency, next, numeric } = first;
  for (;;) {
    const joiner = lower(tokens, next);
    const ranged = RANGE_JOINERS.has(joiner ?? "") || joiner === "/";
    const following = baseAt(tokens, ranged ? next + 1 : next) ?? (joiner === "," ? baseAt(tokens, next + 1) : null);
    if (!following) break;
    // "QDS, weekly scripts": how often it is dispensed, not another rate of the dose.
    if (SUPPLIES.has(lower(tokens, following.next) ?? "")) break;
    // "four times a day for the pain": what it is for, not "as required" — but "hourly for pain" is as often as
    // hourly when needed (no one takes a dose every hour, or every two, around the clock).
    const indication = joiner === "for" && following.frequency.prn && !following.frequency.rates.length;
    const breakthrough = frequency.rates.length > 0 && frequency.rates.every((rate) => rate >= AS_OFTEN_AS_NEEDED);
    // …and "once or twice a day for breakthrough" is as required, however often — where the clause ends there (not
    // "zomorph twice a day for breakthrough she has oramorph", unpunctuated).
    const after = lower(tokens, next + 2) === "pain" ? next + 3 : next + 2;
    const ends =
      tokens[after] === undefined ||
      tokens[after].kind === "symbol" ||
      tokens[after].gap.includes("\n") ||
      tokens[after].lower === "and";
    const forBreakthrough = lower(tokens, next + 1) === "breakthrough" && ends;
    if (indication && frequency.rates.length && !breakthrough && !forBreakthrough) break;
    frequency = merge(frequency, following.frequency);
    numeric ||= following.numeric;
    next = following.next;
  }
  // "up to four times a day", "no more than four times a day": as often as that at most, when needed — not a dose
  // going up ("increase the omeprazole up to twice a day").
  if (atMostBefore(tokens, i)) frequency = extended(frequency, { atMost: true });
  return { frequency, next, numeric };
}

/** Words before a frequency that make it the most a dose may be taken ("up to", "a maximum of", "no more than"). */
const AT_MOST = [
  ["up", "to"],
  ["maximum", "of"],
  ["more", "than"],
];
/** …unless a dose is going up ("increase the omeprazole up to twice a day", "titrating up to three times a day"). */
const GOING_UP = new Set(["increase", "increasing", "increased", "titrate", "titrating", "go", "going", "build"]);

function atMostBefore(tokens: Token[], i: number): boolean {
  if (!AT_MOST.some((words) => phraseAt(tokens, i - 2, words))) return false;
  // "no more than four times a day", not "more than four times a day" (too often).
  if (lower(tokens, i - 2) === "more" && !["no", "not"].includes(lower(tokens, i - 3) ?? "")) return false;
  for (let j = i - 3; j >= 0 && j >= i - 7; j--) if (GOING_UP.has(tokens[j].lower)) return false;
  return true;
}

function sameRate(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6 * Math.max(1, a, b);
}

/** Whether what the document says (`claimed`) is what the transcript says (`said`). */
export function frequencySupports(said: Frequency, claimed: Frequency): boolean {
  // "QDS PRN" for "up to four times a day"; and "up to four times a day" for "up to four times a day for breakthrough".
  const asMost = (prn: Frequency, most: Frequency) => prn.prn && most.atMost;
  // …and "~2x/week" for "twice a week as required": how often it is needed, said in weeks or months (not "QDS" for
  // "QDS PRN", a dose taken only when needed written as a regular one).
  const howOften = said.prn && claimed.rates.length > 0 && claimed.rates.every((rate) => rate < 1);
  if (claimed.prn !== said.prn && !asMost(claimed, said) && !asMost(said, claimed) && !howOften) return false;
  if (claimed.timing && claimed.timing !== said.timing) return false;
  if (!claimed.rates.length) return true;
  return claimed.rates.every((rate) => said.rates.some((known) => sameRate(known, rate)));
}

const COUNT_WORDS = ["once", "twice", "three times", "four times", "five times", "six times"];

function describeRate(rate: number): string {
  const per: Array<[number, string]> = [
    [1, "a day"],
    [1 / 7, "a week"],
    [1 / DAYS_IN_MONTH, "a month"],
  ];
  for (const [size, name] of per) {
    const count = rate / size;
    if (sameRate(count, Math.round(count)) && count >= 1) {
      const times = COUNT_WORDS[Math.round(count) - 1] ?? `${Math.round(count)} times`;
      return `${times} ${name}`;
    }
  }
  if (rate > 1 && sameRate(24 / rate, Math.round(24 / rate))) return `every ${Math.round(24 / rate)} hours`;
  const months = 1 / (rate * DAYS_IN_MONTH);
  if (sameRate(months, Math.round(months))) return `every ${Math.round(months)} months`;
  const weeks = 1 / (rate * 7);
  if (sameRate(weeks, Math.round(weeks))) return `every ${Math.round(weeks)} weeks`;
  const days = 1 / rate;
  if (sameRate(days, Math.round(days))) return `every ${Math.round(days)} days`;
  return `${Math.round(rate * 100) / 100} times a day`;
}

/** "once a day in the morning", "four times a day as required", "two or three times a day". */
export function describeFrequency(frequency: Frequency): string {
  const parts: string[] = [];
  if (frequency.rates.length) parts.push(mapped(frequency.rates, describeRate).join(" or "));
  if (frequency.timing === "night") parts.push("at night");
  if (frequency.timing === "morning") parts.push("in the morning");
  if (frequency.timing === "evening") parts.push("in the evening");
  if (frequency.prn) parts.push("as required");
  return parts.join(" ");
}

// ---------------------------------------------------------------------------------------------------------
// Routes

export type Route =
  | "oral"
  | "intramuscular"
  | "subcutaneous"
  | "intravenous"
  | "inhaled"
  | "topical"
  | "rectal"
  | "vaginal"
  | "sublingual"
  | "nasal"
  | "eye"
  | "ear"
  | "transdermal"
  | "injection";

const ROUTE_WORDS: ReadonlyArray<readonly [string[], Route, "capitals"?]> = [
  [["by", "mouth"], "oral"],
  [["under", "the", "tongue"], "sublingual"],
  [["via", "spacer"], "inhaled"],
  [["via", "a", "spacer"], "inhaled"],
  [["via", "the", "spacer"], "inhaled"],
  [["via", "his", "spacer"], "inhaled"],
  [["via", "her", "spacer"], "inhaled"],
  [["eye", "drops"], "eye"],
  [["eye", "drop"], "eye"],
  [["eye", "ointment"], "eye"],
  [["ear", "drops"], "ear"],
  // "one drop four times a day into both eyes", "in each ear"
  ...mapped(
    ["into", "in"].flatMap((into) =>
      ["both", "each", "the", "her", "his", "the affected", "the left", "the right"].flatMap((which) =>
        mapped(["eye", "eyes", "ear", "ears"], (organ) => [[into, ...which.split(" "), organ], organ.slice(0, 3)]),
      ),
    ),
    (entry) => entry as [string[], Route],
  ),
  [["oral", "solution"], "oral"],
  // "midazolam ten milligrams in the syringe driver over twenty four hours": a continuous subcutaneous infusion
  [["syringe", "driver"], "subcutaneous"],
  [["syringe", "pump"], "subcutaneous"],
  ...mapped(
    [
      ["oral", "oral"],
      ["orally", "oral"],
      ["tablet", "oral"],
      ["tablets", "oral"],
      ["tabs", "oral"],
      ["capsule", "oral"],
      ["capsules", "oral"],
      ["liquid", "oral"],
      ["suspension", "oral"],
      ["syrup", "oral"],
      ["intramuscular", "intramuscular"],
      ["intramuscularly", "intramuscular"],
      ["subcutaneous", "subcutaneous"],
      ["subcutaneously", "subcutaneous"],
      ["subcut", "subcutaneous"],
      ["intravenous", "intravenous"],
      ["intravenously", "intravenous"],
      ["inhaled", "inhaled"],
      ["inhaler", "inhaled"],
      ["inhalers", "inhaled"],
      ["nebulised", "inhaled"],
      ["nebuliser", "inhaled"],
      ["topical", "topical"],
      ["topically", "topical"],
      ["cream", "topical"],
      ["ointment", "topical"],
      ["oint", "topical"],
      ["gel", "topical"],
      ["lotion", "topical"],
      ["rectal", "rectal"],
      ["rectally", "rectal"],
      ["suppository", "rectal"],
      ["suppositories", "rectal"],
      ["vaginal", "vaginal"],
      ["vaginally", "vaginal"],
      ["pessary", "vaginal"],
      ["pessaries", "vaginal"],
      ["sublingual", "sublingual"],
      ["sublingually", "sublingual"],
      ["nasal", "nasal"],
      ["intranasal", "nasal"],
      ["nostril", "nasal"],
      ["nostrils", "nasal"],
      ["transdermal", "transdermal"],
      ["patch", "transdermal"],
      ["patches", "transdermal"],
      ["injection", "injection"],
      ["injections", "injection"],
      ["injected", "injection"],
    ] as const,
    ([word, route]) => [[word], route] as [string[], Route],
  ),
  ...mapped(
    [
      ["PO", "oral"],
      ["IM", "intramuscular"],
      ["SC", "subcutaneous"],
      ["IV", "intravenous"],
      ["PR", "rectal"],
      ["PV", "vaginal"],
      ["SL", "sublingual"],
    ] as const,
    ([word, route]) => [[word.toLowerCase()], route, "capitals"] as [string[], Route, "capitals"],
  ),
];

/** Routes a speech-to-text provider writes in lower case ("she had iv co-amoxiclav"). */
const SPOKEN_ROUTES = new Set(["iv", "im"]);

/** The route named at token `i` ("orally", "IM", "under the tongue", "cream" → topical), or null. */
const ROUTES_BY_WORD = byFirstWord(ROUTE_WORDS);

export function routeAt(tokens: Token[], i: number, medicineNext = false): { route: Route; next: number } | null {
  for (const [words, route, capitals] of ROUTES_BY_WORD.get(tokens[i].lower) ?? NO_PHRASES) {
    if (!phraseAt(tokens, i, words)) continue;
    // "iv" and "im" in lower case only just before a medicine: not "cranial nerves iii iv", "im going to".
    const spoken = medicineNext && SPOKEN_ROUTES.has(tokens[i].text);
    if (capitals && tokens[i].text !== words[0].toUpperCase() && !spoken) continue;
    return { route, next: i + words.length };
  }
  return null;
}

const INJECTED = new Set<Route>(["intramuscular", "subcutaneous", "intravenous"]);

/**
 * Whether the routes the transcript gives a medicine (`said`) support the route the document gives: the same
 * route, or an injection either way when the transcript says only "injection" (once it says "intramuscular",
 * "subcutaneous" is a different route).
 */
export function routeSupports(said: Route[], claimed: Route): boolean {
  if (said.includes(claimed)) return true;
  if (claimed === "injection") return said.some((route) => INJECTED.has(route));
  return INJECTED.has(claimed) && said.includes("injection") && !said.some((route) => INJECTED.has(route));
}
