import { mapped } from "./arrays.ts";
import type { Token } from "./tokens.ts";
import { extended } from "./objects.ts";
import { relativeDateAt } from "./relative-dates.ts";

/**
 * Dates as written or said: "14/02/2025", "14.2.25", "2025-02-14", "14 February 2025", "14th Feb", "the
 * fourteenth of february twenty twenty five", "February 14th", "March 2023", "02/05" (day and month, UK order).
 * "May" and "Mar" are words too: on their own they count as months only with a capital; with a day
 * ("the fifth of may") in any case.
 */
export type DateParts = { day?: number; month?: number; year?: number };

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

const MONTH_START = new Set(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]);

export const MONTH_NAMES = [
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

/** The months' names in full ("May", "June" and "July" as short as abbreviations): a full stop after one ends a sentence. */
const FULL_NAMES = new Set(mapped(MONTH_NAMES, (name) => name.toLowerCase()));

/** The month named by token `i` (`withDay`: a day is written with it, so "may" in lower case counts). */
function monthAt(tokens: Token[], i: number, withDay: boolean): number | null {
  const token = tokens[i];
  if (token?.kind !== "word") return null;
  if (!MONTH_START.has(token.lower.slice(0, 3))) return null;
  const month = MONTHS.find(([pattern]) => pattern.test(token.lower))?.[1] ?? null;
  if (month === null) return null;
  if (!withDay && (token.lower === "may" || token.lower === "mar") && token.text[0] === token.text[0].toLowerCase())
    return null;
  return month;
}

/** Whether `word` (lower case) can be a month's name or abbreviation. */
export const mayBeMonth = (word: string) => MONTH_START.has(word.slice(0, 3));

/** Whether `word` (lower case) is a month's name or its abbreviation ("march", "sept"), whatever its case was. */
export const isMonthName = (word: string) => monthNumber(word) !== null;

/** The month (1–12) a word (lower case) names or abbreviates ("march", "sept"), or null. */
export const monthNumber = (word: string) => MONTHS.find(([pattern]) => pattern.test(word))?.[1] ?? null;

/** Token `i` plus a glued full stop after it ("Jan."), for the next index. */
function afterMonth(tokens: Token[], i: number): number {
  // "Jan. 6", "Sept. 14": an abbreviation's full stop; not "normal in May. 6/52 of feeling hot", a sentence's.
  const abbreviated = tokens[i].text.length <= 4 && !FULL_NAMES.has(tokens[i].lower);
  return tokens[i + 1]?.lower === "." && tokens[i + 1].gap === "" && abbreviated ? i + 2 : i + 1;
}

const isInteger = (token: Token | undefined): token is Token =>
  token?.kind === "number" && Number.isInteger(token.value) && !token.text.includes(".");

function asDay(token: Token | undefined): number | null {
  if (!token || token.kind !== "number" || !Number.isInteger(token.value)) return null;
  return token.value >= 1 && token.value <= 31 ? token.value : null;
}

/** A year: 1900–2099 written with four digits or said ("twenty twenty five"), or '25. */
function asYear(tokens: Token[], i: number): { year: number; next: number } | null {
  const token = tokens[i];
  if (token?.lower === "'" && isInteger(tokens[i + 1]) && tokens[i + 1].text.length === 2) {
    return { year: 2000 + tokens[i + 1].value, next: i + 2 };
  }
  if (!isInteger(token) || token.ordinal || token.value < 1900 || token.value > 2099) return null;
  if (!token.spoken && token.text.length !== 4) return null;
  return { year: token.value, next: i + 1 };
}

const glued = (tokens: Token[], i: number) => tokens[i] !== undefined && tokens[i].gap === "";

function numericDate(tokens: Token[], i: number): { date: DateParts; next: number } | null {
  const [a, sep, b, sep2, c] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3], tokens[i + 4]];
  if (!isInteger(a) || a.spoken || !sep || !["/", ".", "-"].includes(sep.lower) || !glued(tokens, i + 1)) return null;
  if (!isInteger(b) || !glued(tokens, i + 2)) return null;
  // 2025-02-14
  if (a.text.length === 4 && sep.lower === "-" && sep2?.lower === "-" && isInteger(c) && glued(tokens, i + 3)) {
    if (b.value >= 1 && b.value <= 12 && c.value >= 1 && c.value <= 31 && glued(tokens, i + 4)) {
      return { date: { year: a.value, month: b.value, day: c.value }, next: i + 5 };
    }
    return null;
  }
  // 03/2023: a month and a year ("fitted 03/2023").
  const more = glued(tokens, i + 3) && (sep2?.kind === "number" || ["/", ".", "-"].includes(sep2?.lower ?? ""));
  const yearAfter = b.text.length === 4 && b.value >= 1900 && b.value <= 2100 && !(more && isInteger(c));
  if (sep.lower === "/" && a.value >= 1 && a.value <= 12 && a.text.length <= 2 && yearAfter) {
    return { date: { month: a.value, year: b.value }, next: i + 3 };
  }
  const day = asDay(a);
  const month = b.value >= 1 && b.value <= 12 ? b.value : null;
  if (day === null || month === null) return null;
  // 14/02/2025, 14.2.25
  if (sep2?.lower === sep.lower && glued(tokens, i + 3) && isInteger(c) && glued(tokens, i + 4)) {
    if (c.text.length === 4) return { date: { day, month, year: c.value }, next: i + 5 };
    if (c.text.length === 2) return { date: { day, month, year: 2000 + c.value }, next: i + 5 };
    return null;
  }
  // 02/05: a day and a month written with two digits each, and nothing more glued on (12/12 is GP shorthand
  // for twelve months).
  // "born 4/10": a day or month with one digit, after a word that introduces a date (not a score, "pain 4/10").
  const before = tokens[i - 1]?.lower ?? "";
  // …and "Sat 05/12", "Fri 4/12": after a day of the week, a date (not five months).
  const weekday = i > 0 && relativeDateAt(tokens, i - 1)?.weekday === true;
  const introduced = weekday || BEFORE_DATE.has(before) || (BEFORE_DATE_OR_SCORE.has(before) && b.text !== "10");
  if (sep.lower !== "/" || (b.text === "12" && !weekday) || b.text.length > 2) return null;
  // Not "since 3/7" (three days, as GPs write it).
  if ((a.text.length !== 2 || b.text.length !== 2) && (!introduced || b.text === "7")) return null;
  if (glued(tokens, i + 3) && (sep2?.lower === "/" || sep2?.kind === "number")) return null;
  return { date: { day, month }, next: i + 3 };
}

/** Words after which numbers with one digit are a date ("born 4/10", "LMP 3/9"). */
const BEFORE_DATE = new Set(["born", "dob", "lmp", "dated", "edd"]);
/** …and words after which they are a date unless out of ten ("on 8/6", not "pain from 8/10"). */
const BEFORE_DATE_OR_SCORE = new Set(["on", "since", "from", "until", "till"]);

/** A year written after a date: "14 February 2025", "14 Feb, 2025", "the twelfth of march twenty twenty five". */
function withYear(tokens: Token[], date: DateParts, next: number): { date: DateParts; next: number } {
  const at = tokens[next]?.lower === "," ? next + 1 : next;
  const year = asYear(tokens, at);
  return year ? { date: extended(date, { year: year.year }), next: year.next } : { date, next };
}

/** The date written at token `i`, and the index after it; null when there is none. */
export function dateAt(tokens: Token[], i: number): { date: DateParts; next: number } | null {
  const token = tokens[i];
  if (token?.kind === "number") {
    const numeric = numericDate(tokens, i);
    if (numeric) return numeric;
    // 14 February, 14th of Feb, the twelfth of march
    const day = asDay(token);
    if (day === null) return null;
    const at = tokens[i + 1]?.lower === "of" ? i + 2 : i + 1;
    const month = monthAt(tokens, at, true);
    if (month === null) return null;
    return withYear(tokens, { day, month }, afterMonth(tokens, at));
  }
  const month = monthAt(tokens, i, false) ?? monthAt(tokens, i, true);
  if (month === null) return null;
  const afterName = afterMonth(tokens, i);
  // March 12th, march the twelfth, May 5 (a lower-case "may" needs an ordinal: "she may 5 times a day")
  const dayAt = tokens[afterName]?.lower === "the" ? afterName + 1 : afterName;
  const day = asDay(tokens[dayAt]);
  const capitalised = token.text[0] !== token.text[0].toLowerCase();
  const ambiguous = token.lower === "may" || token.lower === "mar";
  // …not "in Sept. 2-3/wk": a count's range after the month, not its day.
  const ranged = ["-", "–"].includes(tokens[dayAt + 1]?.lower ?? "") && tokens[dayAt + 2]?.kind === "number";
  if (day !== null && !ranged && (tokens[dayAt].ordinal || capitalised || !ambiguous)) {
    return withYear(tokens, { day, month }, dayAt + 1);
  }
  // March 2023
  if (monthAt(tokens, i, false) === null) return null;
  const year = asYear(tokens, tokens[afterName]?.lower === "," ? afterName + 1 : afterName);
  return year ? { date: { month, year: year.year }, next: year.next } : null;
}

/** A year on its own ("since 2015", "twenty nineteen"). */
export function yearAt(tokens: Token[], i: number): { year: number; next: number } | null {
  return asYear(tokens, i);
}

/**
 * The years a day of a month (or a month) written without the year the dictation gave it falls in, read from when
 * the document was written: the last time it fell on or before that day, and the first time after. "Review 5/1/27"
 * in a letter of 4 December 2026 for "review on the fifth of january"; "LMP 06/05/26" for "her last period started
 * on the sixth of may". Which of the two the clinician meant the words alone do not say, so either is read as said.
 */
export function yearsNear(written: Date, month: number, day = 1): [number, number] {
  const year = written.getFullYear();
  const passed = month < written.getMonth() + 1 || (month === written.getMonth() + 1 && day <= written.getDate());
  return passed ? [year, year + 1] : [year - 1, year];
}

/** "14 February 2025", "February 2025", "14 February", "2015". */
export function formatDate(date: DateParts): string {
  // A day of a month unnamed: "the 2nd".
  if (date.day !== undefined && !date.month && !date.year) return `the ${date.day}${ordinalSuffix(date.day)}`;
  return [date.day, date.month ? MONTH_NAMES[date.month - 1] : undefined, date.year]
    .filter((part) => part !== undefined)
    .join(" ");
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return "th";
  return ["th", "st", "nd", "rd"][day % 10] ?? "th";
}

/** Words before a month named on its own that show it is the month ("in May", "since March", "(Oct"). */
const BEFORE_MONTH = new Set([
  ...["in", "since", "from", "until", "till", "by", "of", "during", "last", "next", "this", "early", "late"],
  ...["mid", "end", "start", "beginning", "(", "given", "done", "seen", "booked", "on", "before", "after"],
  // "Returned Aug", "Admitted Mar": what happened then, as notes write it
  ...["returned", "back", "started", "stopped", "diagnosed", "admitted", "discharged", "travelled", "began"],
]);

/** Words that put a time in a month ("in may", "since may", "early may"). */
const IN_A_MONTH = new Set([
  "in",
  "since",
  "from",
  "until",
  "till",
  "by",
  "during",
  "of",
  "early",
  "late",
  "mid",
  "end",
]);

/** Verbs said after "may" the modal ("may be", "may need", "may well"). */
const AFTER_MAY = new Set([
  ...["be", "have", "not", "need", "also", "well", "help", "cause", "take", "get", "become", "require", "settle"],
  ...["improve", "return", "worsen", "feel", "go", "come", "want", "wish", "benefit", "affect", "recur"],
]);
/** Adverbs between "may" the modal and its verb, after who or what may ("this may still be developmental"). */
const ADVERBS_AFTER_MAY = new Set(["still", "just", "only", "even", "possibly", "already", "sometimes", "simply"]);
const SUBJECTS_OF_MAY = new Set(["this", "it", "that", "he", "she", "they", "you", "we", "i", "which", "there"]);

/**
 * A month named on its own ("diagnosed in August", "since March", "flu vaccine given Oct"): a full name after a
 * word that introduces a date, or capitalised; "May" and "March", which are words too, only after such a word.
 */
export function monthAloneAt(tokens: Token[], i: number): { month: number; next: number } | null {
  const token = tokens[i];
  const month = monthAt(tokens, i, true);
  if (month === null) return null;
  const introduced = BEFORE_MONTH.has(tokens[i - 1]?.lower ?? "");
  const capitalised = token.text[0] !== token.text[0].toLowerCase();
  const ambiguous = token.lower === "may" || token.lower === "mar" || token.lower === "march";
  const abbreviated = token.lower.length <= 4 && !FULL_NAMES.has(token.lower);
  // "(may worsen symptoms)": a bracket introduces "May" only as a capital.
  const bracketed = tokens[i - 1]?.lower === "(" && !capitalised;
  // "written on the MAR", "(on MAR)": the medication administration record, in capitals, not March ("Review in MAR").
  const record = token.text === "MAR" && ["on", "the"].includes(tokens[i - 1]?.lower ?? "");
  // "this may be benign", "so this may be bilateral": a verb after a lower-case "may" makes it one.
  // …not "started in may have been fine" (unpunctuated).
  // …and "this may still be", not "stopped it last may just before his exams".
  const after = tokens[i + 1]?.lower ?? "";
  const modal =
    token.lower === "may" &&
    !capitalised &&
    (AFTER_MAY.has(after) || (ADVERBS_AFTER_MAY.has(after) && SUBJECTS_OF_MAY.has(tokens[i - 1]?.lower ?? ""))) &&
    !IN_A_MONTH.has(tokens[i - 1]?.lower ?? "");
  if (
    bracketed ||
    record ||
    modal ||
    (ambiguous || abbreviated ? !introduced || (abbreviated && !capitalised) : !introduced && !capitalised)
  ) {
    return null;
  }
  return { month, next: afterMonth(tokens, i) };
}
