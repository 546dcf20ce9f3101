/**
 * Consultation notes and referral letters must say nothing the transcript does not. This module finds the
 * numbers, doses, measurements and dates in a generated document whose values the transcript does not
 * contain, so the clinician checks them before pasting.
 *
 * A detail is supported when its numeric values all occur somewhere in the transcript, compared as numbers
 * (500 = 500.0, 0.5 = .5 = "point five" = "half"). Units are not compared ("500 mg" is supported by "five
 * hundred milligrams"); blood pressure needs both numbers; a date needs each part it has (day, month, year).
 * The transcript may spell numbers in words: cardinals 0–999,999 with "and" and "a hundred", ordinals to
 * "thirty-first", decimals ("one point five"), "and a half", and spoken run-together numbers ("one twenty over
 * eighty" = 120/80, "twenty twenty five" = 2025). It does not convert units or durations ("7 days" is not "one
 * week"), so such rewordings are flagged for a check rather than passed.
 *
 * Not flagged: list numbering at the start of a line ("1." "2)"), "Problem 1:"-style headings, and digits
 * inside names such as SpO2, HbA1c, T2DM or COVID-19.
 */

export type DetailKind = "dose" | "measurement" | "date" | "number";

export type UnsupportedDetail = {
  /** The exact text in the document, e.g. "500 mg", "140/90 mmHg", "12 March 2025", "7". */
  text: string;
  /** Character offsets in the document. */
  start: number;
  end: number;
  kind: DetailKind;
  /** Short, plain explanation, e.g. "The dose “500 mg” is not in the transcript." */
  explanation: string;
};

// ---------------------------------------------------------------------------------------------------------
// Number words

type WordKind = "unit" | "teen" | "ten" | "hundred" | "thousand";
type NumberWord = { kind: WordKind; value: number; ordinal: boolean };

const CARDINALS: Record<string, NumberWord> = {};
const ORDINALS: Record<string, NumberWord> = {};

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
CARDINALS.hundred = { kind: "hundred", value: 100, ordinal: false };
CARDINALS.thousand = { kind: "thousand", value: 1000, ordinal: false };

/** Words that only count after "point": "point oh five". */
const DECIMAL_DIGITS: Record<string, number> = { oh: 0, o: 0 };

function numberWord(word: string): NumberWord | null {
  return CARDINALS[word] ?? ORDINALS[word] ?? null;
}

function decimalDigit(word: string | undefined): number | null {
  if (word === undefined) return null;
  const known = CARDINALS[word];
  if (known?.kind === "unit") return known.value;
  return DECIMAL_DIGITS[word] ?? null;
}

/** A number read from words; `adjacent` when it follows the previous one with nothing between ("one twenty"). */
type NumberGroup = { value: number; integer: boolean; adjacent: boolean };

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
 * (adjacent), "thirty seven point two" → 37.2, "two and a half" → 2.5, "twelfth" → 12.
 */
function parseNumberWords(words: string[]): NumberGroup[] {
  const groups: NumberGroup[] = [];
  let total = 0;
  let current = 0;
  let last: WordKind | null = null;
  let startIndex = -1;
  let previousEnd = -2;

  const push = (value: number, integer: boolean, from: number, to: number): void => {
    groups.push({ value, integer, adjacent: from === previousEnd + 1 });
    previousEnd = to;
  };
  const flush = (endIndex: number): void => {
    if (last !== null) push(total + current, true, startIndex, endIndex);
    total = 0;
    current = 0;
    last = null;
  };

  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = words[i + 1];
    if (word === "point" && decimalDigit(next) !== null) {
      let digits = "";
      let j = i + 1;
      for (let digit = decimalDigit(words[j]); digit !== null; digit = decimalDigit(words[++j]))
        digits += String(digit);
      const whole = last !== null ? total + current : 0;
      const from = last !== null ? startIndex : i;
      last = null;
      total = 0;
      current = 0;
      push(whole + Number(`0.${digits}`), false, from, j - 1);
      i = j - 1;
      continue;
    }
    if (word === "and" && last !== null && next === "a" && words[i + 2] === "half") {
      const value = total + current + 0.5;
      last = null;
      total = 0;
      current = 0;
      push(value, false, startIndex, i + 2);
      i += 2;
      continue;
    }
    if (word === "half") {
      flush(i - 1);
      push(0.5, false, i, i);
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
    if (last !== null && !canExtend(last, parsed.kind, current, total)) flush(i - 1);
    if (last === null) startIndex = i;
    if (parsed.kind === "hundred") current = (current || 1) * 100;
    else if (parsed.kind === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    } else current += parsed.value;
    last = parsed.kind;
    if (parsed.ordinal) flush(i);
  }
  flush(words.length - 1);
  return groups;
}

// ---------------------------------------------------------------------------------------------------------
// Numbers as written with digits

/** "1,000" → [1000]; "37.5" → [37.5]; ".5" → [0.5]; "12.03.2025" → [12, 3, 2025]; "5,6" → [5, 6]. */
function parseDigits(text: string): number[] {
  const cleaned = text.replace(/(?:st|nd|rd|th|x)$/i, "");
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(cleaned)) return [Number(cleaned.replace(/,/g, ""))];
  if (cleaned.includes(",")) return cleaned.split(",").flatMap(parseDigits);
  if ((cleaned.match(/\./g) ?? []).length > 1) return cleaned.split(".").filter(Boolean).map(Number);
  return [Number(cleaned.startsWith(".") ? `0${cleaned}` : cleaned)];
}

/** Numbers in a piece of document text, written with digits or in words. */
function parseNumberText(text: string): number[] {
  const trimmed = text.trim();
  if (/^[\d.]/.test(trimmed)) return parseDigits(trimmed);
  return parseNumberWords(trimmed.toLowerCase().split(/[\s-]+/)).map((group) => group.value);
}

function numberKey(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

// ---------------------------------------------------------------------------------------------------------
// Months

const MONTHS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^jan(?:uary)?$/, 1],
  [/^feb(?:ruary)?$/, 2],
  [/^mar(?:ch)?$/, 3],
  [/^apr(?:il)?$/, 4],
  [/^may$/, 5],
  [/^june?$/, 6],
  [/^july?$/, 7],
  [/^aug(?:ust)?$/, 8],
  [/^sept?(?:ember)?$/, 9],
  [/^oct(?:ober)?$/, 10],
  [/^nov(?:ember)?$/, 11],
  [/^dec(?:ember)?$/, 12],
];

function monthNumber(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, "");
  return MONTHS.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

/** A month's name, or its abbreviation with or without a full stop ("Mar.", "Sept"). */
const MONTH_NAME = String.raw`(?:(?:jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.|(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)(?![\p{L}]))`;

// ---------------------------------------------------------------------------------------------------------
// What the transcript says

type Evidence = { numbers: Set<string>; months: Set<number> };

const TIME_WORDS = new Set(["day", "week", "month", "year", "hour", "minute", "night", "fortnight", "time"]);
const COUNT_WORDS: Record<string, number[]> = { once: [1], twice: [2], thrice: [3], fortnight: [2, 14], dozen: [12] };

type WordToken = { word: string; start: number; end: number };

function wordTokens(text: string): WordToken[] {
  return [...text.matchAll(/\p{L}+/gu)].map((match) => ({
    word: match[0].toLowerCase(),
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** Consecutive words separated only by spaces or hyphens, each a number word (or "and", "a", "point"…). */
function numberWordRuns(text: string, tokens: WordToken[]): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  let previousEnd = -1;
  for (const token of tokens) {
    const joined = previousEnd >= 0 && /^[\s-]*$/.test(text.slice(previousEnd, token.start));
    const vocabulary = numberWord(token.word) !== null || ["and", "a", "point", "half", "oh", "o"].includes(token.word);
    if (!vocabulary || !joined) {
      if (run.length) runs.push(run);
      run = [];
    }
    if (vocabulary) run.push(token.word);
    previousEnd = token.end;
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Every number the transcript contains, in digits or words, and every month it names. */
function gatherEvidence(transcript: string): Evidence {
  const numbers = new Set<string>();
  const add = (value: number): void => {
    if (Number.isFinite(value)) numbers.add(numberKey(value));
  };
  for (const match of transcript.matchAll(/\d+(?:[.,]\d+)*|(?<!\d)\.\d+/g)) parseDigits(match[0]).forEach(add);

  const tokens = wordTokens(transcript);
  for (const run of numberWordRuns(transcript, tokens)) {
    const groups = parseNumberWords(run);
    groups.forEach((group) => add(group.value));
    addRunTogetherNumbers(groups, add);
  }
  tokens.forEach((token, i) => {
    COUNT_WORDS[token.word]?.forEach(add);
    const next = tokens[i + 1]?.word.replace(/s$/, "");
    if ((token.word === "a" || token.word === "an") && next !== undefined && TIME_WORDS.has(next)) add(1);
  });

  const months = new Set<number>();
  for (const token of tokens) {
    const month = monthNumber(token.word);
    if (month !== null) months.add(month);
  }
  for (const match of transcript.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})\b/g)) {
    for (const part of [match[1], match[2]]) if (Number(part) >= 1 && Number(part) <= 12) months.add(Number(part));
  }
  return { numbers, months };
}

/** Spoken numbers said in pieces: "one twenty" → 120, "twenty twenty five" → 2025, "one five zero" → 150. */
function addRunTogetherNumbers(groups: NumberGroup[], add: (value: number) => void): void {
  for (let i = 0; i < groups.length; i++) {
    let digits = groups[i].integer ? String(groups[i].value) : "";
    for (let j = i + 1; digits && j < groups.length && j <= i + 2 && groups[j].adjacent && groups[j].integer; j++) {
      digits += String(groups[j].value);
      add(Number(digits));
    }
  }
}

function hasNumber(evidence: Evidence, value: number): boolean {
  return evidence.numbers.has(numberKey(value));
}

function hasYear(evidence: Evidence, year: number): boolean {
  if (hasNumber(evidence, year)) return true;
  return year < 100 && (hasNumber(evidence, 2000 + year) || hasNumber(evidence, 1900 + year));
}

// ---------------------------------------------------------------------------------------------------------
// Candidate details in the document

/** Kinds of number, for the explanation. */
type Label =
  "dose" | "measurement" | "blood pressure" | "date" | "year" | "number" | "duration" | "age" | "time" | "frequency";

type DatePart = "day" | "month" | "year";
type DateParts = Partial<Record<DatePart, number>>;

type Candidate = {
  start: number;
  end: number;
  priority: number;
  kind: DetailKind;
  label: Label;
  values: number[];
  /** Numeric dates can be read day-first or month-first; either reading may be supported. */
  dates?: DateParts[];
  /** List numbering and the like: claims its span so nothing else is flagged there. */
  ignore?: boolean;
};

const CARDINAL_WORDS = Object.keys(CARDINALS)
  .filter((word) => word !== "fourty")
  .sort((a, b) => b.length - a.length)
  .join("|");
const DIGIT_WORDS = "zero|nought|oh|one|two|three|four|five|six|seven|eight|nine";

/** A number may not continue a word or a name: not the 2 of SpO2 or the 19 of COVID-19, but the 2 of "x2". */
const START = String.raw`(?:(?<![\p{L}\p{N}])|(?<=(?<![\p{L}\p{N}])[x×]))(?<!\p{N}[.,]|\p{L}[-‐–])`;
const DIGIT_NUMBER = String.raw`(?:\d+(?:[.,]\d+)*|\.\d+)`;
const WORD_NUMBER = String.raw`\b(?:a[ \t]+(?:hundred|thousand)|(?:${CARDINAL_WORDS}))(?:(?:[ \t-]+|[ \t]+and[ \t]+)(?:${CARDINAL_WORDS}))*(?:[ \t]+point(?:[ \t]+(?:${DIGIT_WORDS}))+)?\b`;
const NUMBER = String.raw`(?:${START}${DIGIT_NUMBER}|${WORD_NUMBER})`;

const MEASUREMENT_UNITS = [
  String.raw`mm\s?hg`,
  String.raw`mmol\s?\/\s?mol`,
  String.raw`(?:m|µ|μ|u|micro|n|p)?mol\s?\/\s?l`,
  String.raw`mg\s?\/\s?mmol`,
  String.raw`(?:mg|g|ng|µg|μg|mcg)\s?\/\s?[dm]?l`,
  String.raw`m?i?u\s?\/\s?l`,
  String.raw`ml\s?\/\s?min(?:\s?\/\s?1\.73\s?m(?:2|²))?`,
  String.raw`l\s?\/\s?min`,
  String.raw`kg\s?\/\s?m(?:2|²)`,
  String.raw`[x×]\s?10\s?\^?\s?(?:9|12)\s?\/\s?l`,
  String.raw`beats?\s+(?:per|a)\s+min(?:ute)?`,
  String.raw`breaths?\s+(?:per|a)\s+min(?:ute)?`,
  String.raw`bpm`,
  String.raw`per\s+min(?:ute)?`,
  String.raw`\/\s?min`,
  String.raw`[°º]\s?[cf]?`,
  String.raw`degrees?(?:\s+(?:celsius|centigrade|fahrenheit|c|f))?`,
  String.raw`(?<=\d)c`,
  String.raw`mmol`,
  String.raw`kilograms?|kilos?|kgs?`,
  String.raw`centimet(?:re|er)s?|cm|millimet(?:re|er)s?|mm|met(?:re|er)s?`,
  String.raw`stones?|lbs?|pounds?|inch(?:es)?|ft|feet|foot`,
  String.raw`%|per\s?cent`,
  String.raw`lit(?:re|er)s?`,
];
const DOSE_UNITS = [
  String.raw`(?:mg|mcg|micrograms?|µg|μg)\s?\/\s?kg(?:\s?\/\s?day)?`,
  String.raw`(?:micrograms?|mcg|µg|μg|ug|milligrams?|mgs?|nanograms?|ng|grams?|grammes?|gm?|millilit(?:re|er)s?|mls?)(?:\s?\/\s?(?:\d+(?:\.\d+)?\s?)?(?:mls?|dose|day|hours?|hrs?|h|d))?`,
  String.raw`international\s+units|units?|iu`,
  String.raw`tablets?|tabs?|capsules?|caps?|puffs?|drops?|sachets?|patch(?:es)?|sprays?|doses?|pessar(?:y|ies)|suppositor(?:y|ies)|ampoules?|vials?|injections?|applications?|lozenges?|spoonfuls?`,
];
const UNIT = `(?:${[...MEASUREMENT_UNITS, ...DOSE_UNITS].join("|")})`;
const DOSE_UNIT_ONLY = new RegExp(`^(?:${DOSE_UNITS.join("|")})$`, "iu");
const TOPICAL = /^\s*(?:cream|ointment|gel|lotion|solution|shampoo|foam|w\/w|eye|ear|nasal)/i;

const DAY_ORDINAL_WORDS = String.raw`(?:(?:twenty|thirty)[ -])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth`;
const DAY = String.raw`(?:${START}\d{1,2}(?:st|nd|rd|th)?|\b(?:${DAY_ORDINAL_WORDS}))`;
const DURATION_UNIT = String.raw`days?|weeks?|wks?|months?|mths?|years?|yrs?|hours?|hrs?|minutes?|mins?|fortnights?|nights?|seconds?|secs?`;

type Pass = {
  pattern: RegExp;
  build: (match: RegExpMatchArray, document: string) => Omit<Candidate, "start" | "end"> | null;
};

function pattern(source: string, flags = "giu"): RegExp {
  return new RegExp(source, flags);
}

function dayValue(text: string): number {
  const digits = /\d+/.exec(text);
  if (digits) return Number(digits[0]);
  return parseNumberWords(text.toLowerCase().split(/[\s-]+/)).reduce((sum, group) => sum + group.value, 0);
}

/** "may" and "mar" are words too: only capitalised ("May", "Mar") are they months. */
function isMonthWord(text: string): boolean {
  return !/^(?:may|mar)\.?$/.test(text) && monthNumber(text) !== null;
}

const PASSES: Pass[] = [
  // List numbering and numbered headings: never details.
  {
    pattern: pattern(String.raw`^[ \t]*(?:[-*•>#]+[ \t]*)?\(?\d{1,2}[.)](?=[ \t])`, "gmu"),
    build: () => ({ priority: 0, kind: "number", label: "number", values: [], ignore: true }),
  },
  {
    pattern: pattern(
      String.raw`^[ \t]*(?:problem|issue|item|step|point|section|part|question)[ \t]+\d{1,2}[ \t]*[:.)\-–]`,
      "gimu",
    ),
    build: () => ({ priority: 0, kind: "number", label: "number", values: [], ignore: true }),
  },
  // Dates.
  {
    pattern: pattern(String.raw`(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\d|[/.-]\d)`),
    build: (m) => {
      const [a, b, year] = [Number(m[1]), Number(m[3]), Number(m[4])];
      const readings = [
        { day: a, month: b, year },
        { day: b, month: a, year },
      ].filter((d) => d.month >= 1 && d.month <= 12 && d.day >= 1 && d.day <= 31);
      return readings.length ? { priority: 1, kind: "date", label: "date", values: [], dates: readings } : null;
    },
  },
  {
    pattern: pattern(String.raw`(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])`),
    build: (m) => ({
      priority: 1,
      kind: "date",
      label: "date",
      values: [],
      dates: [{ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }],
    }),
  },
  {
    pattern: pattern(String.raw`(${DAY})[ \t]+(?:of[ \t]+)?(${MONTH_NAME})(?:,?[ \t]+(\d{4}|'\d{2})(?!\d))?`),
    build: (m) => dateCandidate(m[2], dayValue(m[1]), m[3]),
  },
  {
    pattern: pattern(
      String.raw`(${MONTH_NAME})[ \t]+(\d{1,2})(?:st|nd|rd|th)?(?![\p{L}\p{N}])(?:,?[ \t]+(\d{4})(?!\d))?`,
    ),
    build: (m) => dateCandidate(m[1], Number(m[2]), m[3]),
  },
  {
    pattern: pattern(String.raw`(${MONTH_NAME}),?[ \t]+(\d{4})(?!\d)`),
    build: (m) => dateCandidate(m[1], undefined, m[2]),
  },
  // Blood pressure, GP shorthand durations (5/7 = five days, 2/52 = two weeks, 3/12 = three months), times.
  {
    pattern: pattern(String.raw`${START}(\d{2,3})[ \t]*\/[ \t]*(\d{2,3})(?![\d/]|[.,]\d)(?:[ \t]*mm\s?hg)?`),
    build: (m) => {
      const [systolic, diastolic] = [Number(m[1]), Number(m[2])];
      if (systolic < 50 || systolic > 300 || diastolic < 20 || diastolic > 200) return null;
      return { priority: 2, kind: "measurement", label: "blood pressure", values: [systolic, diastolic] };
    },
  },
  {
    pattern: pattern(String.raw`${START}(\d{1,2})[ \t]?\/[ \t]?(?:7|52|12)(?![\d/]|[.,]\d)`),
    build: (m) => ({ priority: 2, kind: "number", label: "duration", values: [Number(m[1])] }),
  },
  {
    pattern: pattern(
      String.raw`${START}(\d{1,2})(?::(\d{2})(?:[ \t]*[ap]m)?|(?:\.(\d{2}))?[ \t]*[ap]m)(?![\p{L}\p{N}])`,
    ),
    build: (m) => ({
      priority: 2,
      kind: "number",
      label: "time",
      values: [Number(m[1]), ...[m[2] ?? m[3]].filter(Boolean).map(Number)],
    }),
  },
  // Doses and measurements: a number (or "2 x 500") and a unit.
  {
    pattern: pattern(String.raw`(${NUMBER})(?:[ \t]*[x×][ \t]*(${NUMBER}))?[ \t]*-?[ \t]*(${UNIT})(?![\p{L}\p{N}])`),
    build: (m, document) => quantityCandidate(m, document),
  },
  // Ages, durations and frequencies.
  {
    pattern: pattern(
      String.raw`(${NUMBER})[ \t]*-?[ \t]*(?:years?|yrs?)[ \t]*-?[ \t]*old(?![\p{L}])|(${NUMBER})[ \t]*(?:yo|y\/o|y\.o\.?)(?![\p{L}])`,
    ),
    build: (m) => ({ priority: 4, kind: "number", label: "age", values: parseNumberText(m[1] ?? m[2]) }),
  },
  {
    pattern: pattern(String.raw`${START}(\d{1,3})(?:M|F)\b`, "gu"),
    build: (m) => ({ priority: 4, kind: "number", label: "age", values: [Number(m[1])] }),
  },
  {
    pattern: pattern(String.raw`(${NUMBER})[ \t]*-?[ \t]*(${DURATION_UNIT}|times?)(?![\p{L}])`),
    build: (m) => ({
      priority: 5,
      kind: "number",
      label: /^times?$/i.test(m[2]) ? "frequency" : "duration",
      values: parseNumberText(m[1]),
    }),
  },
  // Years on their own, then any other number.
  {
    pattern: pattern(String.raw`${START}(?:19|20)\d{2}(?![\p{L}\p{N}]|[.,]\d)`),
    build: (m) => ({ priority: 6, kind: "date", label: "year", values: [], dates: [{ year: Number(m[0]) }] }),
  },
  {
    pattern: pattern(String.raw`${START}${DIGIT_NUMBER}(?:st|nd|rd|th|x)?(?![\p{L}\p{N}])`),
    build: (m) => ({ priority: 7, kind: "number", label: "number", values: parseDigits(m[0]) }),
  },
  {
    pattern: pattern(WORD_NUMBER),
    build: (m) =>
      /^(?:one|zero)$/i.test(m[0])
        ? null
        : { priority: 7, kind: "number", label: "number", values: parseNumberText(m[0]) },
  },
];

function dateCandidate(
  monthText: string,
  day: number | undefined,
  yearText: string | undefined,
): Omit<Candidate, "start" | "end"> | null {
  if (!isMonthWord(monthText)) return null;
  const month = monthNumber(monthText) ?? undefined;
  if (day !== undefined && (day < 1 || day > 31)) return null;
  const year = yearText ? Number(yearText.replace("'", "")) : undefined;
  const parts: DateParts = { month };
  if (day !== undefined) parts.day = day;
  if (year !== undefined) parts.year = year;
  return { priority: 1, kind: "date", label: "date", values: [], dates: [parts] };
}

function quantityCandidate(m: RegExpMatchArray, document: string): Omit<Candidate, "start" | "end"> {
  const unit = m[3];
  const values = [...parseNumberText(m[1]), ...(m[2] ? parseNumberText(m[2]) : [])];
  const perMillilitres = /\/\s*(\d+(?:\.\d+)?)\s*mls?$/i.exec(unit);
  if (perMillilitres) values.push(Number(perMillilitres[1]));
  const after = document.slice((m.index ?? 0) + m[0].length);
  const isDose = DOSE_UNIT_ONLY.test(unit.trim()) || (/^(?:%|per\s?cent)$/i.test(unit) && TOPICAL.test(after));
  return { priority: 3, kind: isDose ? "dose" : "measurement", label: isDose ? "dose" : "measurement", values };
}

function findCandidates(document: string): Candidate[] {
  const candidates: Candidate[] = [];
  for (const pass of PASSES) {
    for (const match of document.matchAll(pass.pattern)) {
      const built = pass.build(match, document);
      const text = match[0].replace(/[ \t]+$/, "");
      if (built) candidates.push({ ...built, start: match.index ?? 0, end: (match.index ?? 0) + text.length });
    }
  }
  return candidates;
}

/** Highest priority first, then the longest; a candidate overlapping one already taken is dropped. */
function resolveOverlaps(candidates: Candidate[]): Candidate[] {
  const ordered = [...candidates].sort(
    (a, b) => a.priority - b.priority || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const taken: Candidate[] = [];
  for (const candidate of ordered) {
    if (!taken.some((other) => candidate.start < other.end && other.start < candidate.end)) taken.push(candidate);
  }
  return taken.filter((candidate) => !candidate.ignore).sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------------------------------------------------
// Support and explanations

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function missingDateParts(parts: DateParts, evidence: Evidence): string[] {
  const missing: string[] = [];
  if (parts.day !== undefined && !hasNumber(evidence, parts.day)) missing.push(`the day ${parts.day}`);
  if (parts.month !== undefined && !evidence.months.has(parts.month))
    missing.push(`the month ${MONTH_NAMES[parts.month - 1]}`);
  if (parts.year !== undefined && !hasYear(evidence, parts.year)) missing.push(`the year ${parts.year}`);
  return missing;
}

/** The parts of this candidate the transcript lacks ([] when supported), and whether some parts were found. */
function missingParts(candidate: Candidate, evidence: Evidence): { missing: string[]; partial: boolean } {
  if (candidate.dates) {
    const readings = candidate.dates.map((parts) => ({ parts, missing: missingDateParts(parts, evidence) }));
    const best = readings.reduce((a, b) => (b.missing.length < a.missing.length ? b : a));
    const partCount = Object.values(best.parts).filter((value) => value !== undefined).length;
    return { missing: best.missing, partial: best.missing.length < partCount };
  }
  const missing = candidate.values.filter((value) => !hasNumber(evidence, value)).map(String);
  return { missing: [...new Set(missing)], partial: missing.length < candidate.values.length };
}

function joinList(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function explain(label: Label, text: string, missing: string[], partial: boolean): string {
  const article = label === "age" ? "The age" : `The ${label}`;
  if (!partial) return `${article} “${text}” is not in the transcript.`;
  const verb = missing.length === 1 ? "was" : "were";
  return `${article} “${text}” does not match the transcript: ${joinList(missing)} ${verb} not dictated.`;
}

/**
 * Numbers, doses, measurements and dates in `document` whose values the transcript does not contain, sorted
 * by position and never overlapping. Each carries its exact text and offsets for highlighting, its kind, and
 * a one-line explanation for the clinician.
 */
export function findUnsupportedDetails(transcript: string, document: string): UnsupportedDetail[] {
  const evidence = gatherEvidence(transcript);
  const details: UnsupportedDetail[] = [];
  for (const candidate of resolveOverlaps(findCandidates(document))) {
    const { missing, partial } = missingParts(candidate, evidence);
    if (missing.length === 0) continue;
    const text = document.slice(candidate.start, candidate.end);
    details.push({
      text,
      start: candidate.start,
      end: candidate.end,
      kind: candidate.kind,
      explanation: explain(candidate.label, text, missing, partial),
    });
  }
  return details;
}
