import { wordTable } from "./lookup.ts";

/**
 * Numbers said in words, as a speech provider writes them with formatting off: cardinals 0–999,999 with "and"
 * and "a hundred", ordinals to "thirty-first", decimals ("one point five", "point oh five"), "and a half",
 * "half", and numbers said in pieces ("one twenty" for 120, "twenty twenty five" for 2025, "one five zero").
 */

type WordKind = "unit" | "teen" | "ten" | "hundred" | "thousand";
type NumberWord = { kind: WordKind; value: number; ordinal: boolean };

const CARDINALS: Record<string, NumberWord | undefined> = Object.create(null);
const ORDINALS: Record<string, NumberWord | undefined> = Object.create(null);

function defineWords(kind: WordKind, names: string[], ordinals: string[], first: number, step: number): void {
  names.forEach((name, i) => (CARDINALS[name] = { kind, value: first + i * step, ordinal: false }));
  ordinals.forEach((name, i) => (ORDINALS[name] = { kind, value: first + i * step, ordinal: true }));
}

defineWords(
  "unit",
  ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
  ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"],
  0,
  1,
);
defineWords(
  "teen",
  ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"],
  [
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
  ],
  10,
  1,
);
defineWords(
  "ten",
  ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"],
  ["twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth"],
  20,
  10,
);
CARDINALS.nought = { kind: "unit", value: 0, ordinal: false };
CARDINALS.fourty = CARDINALS.forty;
// "in her fifties": a decade of life, as a note writes it ("in her 50s").
const DECADES = ["twenties", "thirties", "forties", "fifties", "sixties", "seventies", "eighties", "nineties"];
DECADES.forEach((word, k) => (CARDINALS[word] = { kind: "ten", value: 20 + 10 * k, ordinal: false }));
// "serial sevens": a digit said as a plural, as a note writes it ("serial 7s").
const PLURAL_DIGITS = ["twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines"];
PLURAL_DIGITS.forEach((word, k) => (CARDINALS[word] = { kind: "unit", value: 2 + k, ordinal: false }));
CARDINALS.hundred = { kind: "hundred", value: 100, ordinal: false };
CARDINALS.thousand = { kind: "thousand", value: 1000, ordinal: false };

const VOCABULARY = new Set([
  ...Object.keys(CARDINALS),
  ...Object.keys(ORDINALS),
  ...["and", "a", "point", "half", "oh", "o", "quarter", "quarters", "thirds", "fifths", "sixths", "eighths"],
]);
const QUARTERS = new Set(["quarter", "quarters"]);
/** The parts of one said as ordinals ("one eighth of a sachet", "two thirds of a tablet"). */
const DENOMINATORS = wordTable({
  third: 3,
  thirds: 3,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  eighth: 8,
  eighths: 8,
});

/** Words between the two ends of a range ("four to five", "two or three"). */
const RANGE_WORDS = new Set(["to", "or"]);

/** Lengths of time a digit may count ("two years ago"). */
const TIME_UNITS = new Set(["year", "years", "month", "months", "week", "weeks", "day", "days", "hours"]);

/** Words that only count after "point": "point oh five". */
const DECIMAL_DIGITS = wordTable({ oh: 0, o: 0 });

function numberWord(word: string): NumberWord | null {
  return CARDINALS[word] ?? ORDINALS[word] ?? null;
}

/** Whether a lower-case word can be part of a spoken number ("and", "a", "point" and "half" among them). */
export function isNumberVocabulary(word: string): boolean {
  return VOCABULARY.has(word);
}

function decimalDigit(word: string | undefined): number | null {
  if (word === undefined) return null;
  const known = CARDINALS[word];
  if (known?.kind === "unit") return known.value;
  return DECIMAL_DIGITS.get(word) ?? null;
}

/**
 * A number read from words: its value, the words it spans (`from`–`to`, inclusive), whether it is whole and
 * an ordinal, and whether it follows the previous number with nothing between ("one twenty").
 */
export type NumberGroup = {
  value: number;
  from: number;
  to: number;
  integer: boolean;
  ordinal: boolean;
  adjacent: boolean;
};

/** Whether `next` can extend a number whose last word was `last`, e.g. "twenty" + "five", "five" + "hundred". */
function canExtend(last: WordKind, next: WordKind, current: number, total: number): boolean {
  switch (last) {
    case "unit":
      return (next === "hundred" && current < 10) || (next === "thousand" && total === 0);
    case "teen":
      return (next === "hundred" && current < 100) || (next === "thousand" && total === 0);
    case "ten":
      return (next === "unit" && current % 10 === 0) || (next === "thousand" && total === 0);
    case "hundred":
      return next === "unit" || next === "teen" || next === "ten" || (next === "thousand" && total === 0);
    case "thousand":
      return next === "unit" || next === "teen" || next === "ten";
  }
}

/**
 * Reads the numbers in a run of lower-case words: "one hundred and twenty" → 120, "one twenty" → 1, 20
 * (adjacent), "thirty seven point two" → 37.2, "two and a half" → 2.5, "twelfth" → 12 (ordinal),
 * "thirty five hundred" → 3500. Words that are not part of a number end it.
 */
export function parseNumberWords(
  words: string[],
  reading: Reading = "joined",
  following: string[] = [],
): NumberGroup[] {
  const groups: NumberGroup[] = [];
  let total = 0;
  let current = 0;
  let last: WordKind | null = null;
  let startIndex = -1;
  let previousEnd = -2;

  const push = (value: number, integer: boolean, from: number, to: number, ordinal = false): void => {
    groups.push({ value, from, to, integer, ordinal, adjacent: from === previousEnd + 1 });
    previousEnd = to;
  };
  const reset = (): void => {
    total = 0;
    current = 0;
    last = null;
  };
  const flush = (endIndex: number, ordinal = false): void => {
    if (last !== null) push(total + current, true, startIndex, endIndex, ordinal);
    reset();
  };

  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = words[i + 1];
    if (word === "point" && decimalDigit(next) !== null) {
      let digits = "";
      let j = i + 1;
      for (let digit = decimalDigit(words[j]); digit !== null; digit = decimalDigit(words[++j])) {
        // "thirty seven point two four to five ulcers": the last digit begins a range, not the decimals.
        const after = (k: number) => words[k] ?? following[k - words.length];
        if (digits && RANGE_WORDS.has(after(j + 1) ?? "") && decimalDigit(after(j + 2)) !== null) break;
        // "it was two point nine two years ago": the last digit counts the years, not the decimals.
        if (digits && TIME_UNITS.has(after(j + 1) ?? "")) break;
        digits += String(digit);
      }
      const whole = last !== null ? total + current : 0;
      const from = last !== null ? startIndex : i;
      reset();
      // Read as written ("2.28"), not summed: 2 + 0.28 is 2.2800000000000002.
      push(Number(`${whole}.${digits}`), false, from, j - 1);
      i = j - 1;
      continue;
    }
    if (word === "and" && last !== null && next === "a" && words[i + 2] === "half") {
      const value = total + current + 0.5;
      reset();
      push(value, false, startIndex, i + 2);
      i += 2;
      continue;
    }
    if (word === "half") {
      flush(i - 1);
      push(0.5, false, i, i);
      continue;
    }
    // "three quarters (of a tablet)": a fraction of one.
    if (QUARTERS.has(word) && last === "unit" && total === 0 && current >= 1 && current <= 3) {
      const value = current / 4;
      const from = startIndex;
      reset();
      push(value, false, from, i);
      continue;
    }
    // "one eighth of a sachet": a fraction of one thing, said with "of a" after it (not "the twenty eighth", nor
    // "two thirds of normal").
    const denominator = DENOMINATORS.get(word);
    const after = (k: number) => words[k] ?? following[k - words.length];
    const ofA = after(i + 1) === "of" && (after(i + 2) === "a" || after(i + 2) === "an");
    if (denominator && ofA && last === "unit" && total === 0 && current >= 1 && current < denominator) {
      const value = current / denominator;
      const from = startIndex;
      reset();
      push(value, false, from, i);
      continue;
    }
    // "one oh two": "oh" is a zero between digits said one by one (Hb 102).
    if ((word === "oh" || word === "o") && last === "unit" && current < 10 && numberWord(next ?? "")?.kind === "unit") {
      flush(i - 1);
      push(0, true, i, i);
      continue;
    }
    if (word === "and" && (last === "hundred" || last === "thousand")) {
      const following = numberWord(next ?? "");
      if (following && following.kind !== "hundred" && following.kind !== "thousand") continue;
    }
    if (word === "a" && last === null && (next === "hundred" || next === "thousand")) {
      startIndex = i;
      current = 1;
      last = "unit";
      continue;
    }
    const parsed = numberWord(word);
    if (!parsed) {
      flush(i - 1);
      continue;
    }
    // "thirteen hundred", "thirty five hundred": hundreds counted in tens — or, read split, "thirty" and
    // "five hundred" (co-codamol 30/500).
    if (parsed.kind === "hundred" && last !== null && last !== "hundred" && current >= 10 && current < 100) {
      if (reading === "split" && current > 20 && current % 10 !== 0 && total === 0) {
        const units = current % 10;
        push(current - units, true, startIndex, i - 2);
        push(units * 100, true, i - 1, i);
        reset();
        continue;
      }
      current *= 100;
      last = "hundred";
      continue;
    }
    // Read split, "two hundred six" without its "and" is 200 and 6 too (Symbicort 200/6).
    const bare = reading === "split" && last === "hundred" && words[i - 1] === "hundred" && parsed.kind !== "thousand";
    if (last !== null && (bare || !canExtend(last, parsed.kind, current, total))) flush(i - 1);
    if (last === null) startIndex = i;
    if (parsed.kind === "hundred") current = (current || 1) * 100;
    else if (parsed.kind === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    } else current += parsed.value;
    last = parsed.kind;
    if (parsed.ordinal) flush(i, true);
  }
  flush(words.length - 1);
  return groups;
}

/**
 * How a run of spoken numbers is read. `joined` puts pieces together the way numbers are said ("one twenty"
 * → 120, "twenty twenty five" → 2025, "one five zero" → 150); `split` keeps them apart and reads "thirty five
 * hundred" as 30 and 500 (co-codamol 30/500), and "two hundred six" as 200 and 6 (Symbicort 200/6). A transcript
 * is read both ways; a document the first way.
 */
export type Reading = "joined" | "split";

/** Words after "times" that say how often ("three times a day", "twice per week", "three times daily"). */
const PER = new Set(["a", "per", "daily", "weekly", "each", "every"]);

/**
 * Whether `next` continues a number said in pieces after `digits` ("1" + 20 → "120", "20" + 25 → "2025"); a
 * single digit continues only digits said one by one ("one five zero").
 */
function joinsOn(digits: string, byDigits: boolean, next: NumberGroup): boolean {
  if (!next.adjacent || next.ordinal) return false;
  // "one sixty two point five" (centimetres): 162.5, the hundred said before the rest with its decimals (not
  // "QRISK three twenty two point five", a name's number before the reading).
  if (!next.integer) return digits === "1" && next.value >= 10 && next.value < 100;
  if (next.value >= 10 && next.value < 100) return digits.length <= 2;
  return next.value < 10 && byDigits && digits.length <= 3;
}

/**
 * The groups of a run of number words, read one way: each with its value and the words it spans. `following`: the
 * words after the run ("to five" after "thirty seven point two four").
 */
export function readNumberWords(words: string[], reading: Reading, following: string[] = []): NumberGroup[] {
  const groups = parseNumberWords(words, reading, following);
  if (reading === "split") return groups;
  const joined: NumberGroup[] = [];
  for (let i = 0; i < groups.length; i++) {
    const first = groups[i];
    let digits = first.integer && !first.ordinal ? String(first.value) : "";
    let byDigits = first.value < 10;
    let j = i;
    // "five hundred slash one two five three times a day": the digit before "times" counts the times.
    // …how often ("times a day", "times per week"), not a count's scale ("times ten to the nine") or a rate
    // ("times a minute").
    const often = following[0] === "times" && PER.has(following[1] ?? "") && following[2] !== "minute";
    const counts = (k: number) => k === groups.length - 1 && groups[k].value < 10 && often;
    while (
      digits &&
      digits.length <= 3 &&
      groups[j].integer &&
      j + 1 < groups.length &&
      joinsOn(digits, byDigits, groups[j + 1]) &&
      !(byDigits && digits.length >= 2 && counts(j + 1))
    ) {
      byDigits &&= groups[j + 1].value < 10;
      digits += String(groups[j + 1].value);
      j++;
    }
    if (j > i) {
      joined.push({ ...first, value: Number(digits), to: groups[j].to });
      i = j;
    } else joined.push(first);
  }
  return joined;
}
