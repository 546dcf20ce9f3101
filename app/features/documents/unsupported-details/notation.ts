import type { ReadText } from "./read-text.ts";
import type { Token } from "./tokens.ts";
import { HESITATIONS } from "./negation-words.ts";
import { sideWord } from "./sides.ts";
import { MG_PER_5_ML, MG_PER_ML, type Span, type Unit } from "./units.ts";

/**
 * Clinical notation, written and said: a liquid's strength ("250 mg/5 mL" said "two fifty in five ml"),
 * gestation ("28+3/40", "28+3 weeks", "twenty eight plus three weeks", "31/40"), visual acuity ("VA R 6/12" said
 * "right six twelve"), and times of day ("22:00" = "10 pm" = "ten pm"). Each is read into the claim it makes, so
 * that the written and the spoken forms compare alike — and so that 6/12 beside "acuity" is not six months, nor
 * 28/40 two numbers.
 */

const lower = (tokens: Token[], i: number) => tokens[i]?.lower;
const isNumber = (token: Token | undefined): token is Token =>
  token?.kind === "number" && !token.ordinal && !token.inName;
const glued = (tokens: Token[], i: number) => tokens[i] !== undefined && tokens[i].gap === "";

// ---------------------------------------------------------------------------------------------------------
// Liquid strengths said in words: "amoxicillin two fifty in five ml", "calpol one twenty in five"

const MILLIGRAMS = /^(?:mg|mgs|milligrams?)$/;
const MILLILITRES = /^(?:ml|mls|mils?|millilit(?:re|er)s?)$/;

/**
 * The per-volume part of a strength at token `j` ("five", "five ml", "1 ml"): the volume and the index after it.
 * A run of digits said one after another ("in five five ml", read as 55) starts with the volume.
 */
function volumeAt(tokens: Token[], j: number): { volume: number; next: number; consumed: boolean } | null {
  const token = tokens[j];
  if (!isNumber(token)) return null;
  if (token.value === 5 || token.value === 1) {
    const next = MILLILITRES.test(lower(tokens, j + 1) ?? "") ? j + 2 : j + 1;
    return { volume: token.value, next, consumed: true };
  }
  const first = /^(five|one)\s/.exec(token.lower);
  if (token.spoken && first) return { volume: first[1] === "five" ? 5 : 1, next: j, consumed: false };
  return null;
}

/** The forms a liquid medicine is said as, after its strength ("the fifty in five suspension"). */
const LIQUIDS = new Set(["suspension", "solution", "liquid", "syrup", "elixir", "mixture"]);

/**
 * A strength said as "N in 5": N milligrams in 5 mL. Only after a medicine's name, with "mg" or "ml" said, or before
 * the liquid's form ("suspension"), so that "one in five" of anything else is not a dose.
 */
export function liquidStrengthAt(
  read: ReadText,
  i: number,
): { value: number; unit: Unit; next: number; end: number } | null {
  const { tokens } = read;
  if (!isNumber(tokens[i])) return null;
  let j = i + 1;
  const milligrams = MILLIGRAMS.test(lower(tokens, j) ?? "");
  if (milligrams) j++;
  if (lower(tokens, j) !== "in" && lower(tokens, j) !== "per") return null;
  const volume = volumeAt(tokens, j + 1);
  if (!volume) return null;
  const millilitres = volume.consumed && volume.next === j + 3;
  const afterMedicine = read.endingAt[i - 1]?.kind === "medicine";
  // "five mls of the fifty in five suspension": the form it is said with.
  const liquid = LIQUIDS.has(lower(tokens, volume.next) ?? "");
  // "seven and a half mils of the one hundred and twenty per five": a volume of it, said before.
  const ofAt = lower(tokens, i - 1) === "the" ? i - 2 : i - 1;
  const measured = lower(tokens, ofAt) === "of" && MILLILITRES.test(lower(tokens, ofAt - 1) ?? "");
  if (!milligrams && !millilitres && !afterMedicine && !liquid && !measured) return null;
  const end = volume.consumed ? tokens[volume.next - 1].end : tokens[j].end;
  return { value: tokens[i].value, unit: volume.volume === 5 ? MG_PER_5_ML : MG_PER_ML, next: volume.next, end };
}

// ---------------------------------------------------------------------------------------------------------
// Gestation: 28+3/40, 28+3 weeks, 28/40, twenty eight plus three weeks, 28 weeks and 3 days

const WEEK = 10080;
const DAY = 1440;
const WEEKS = /^(?:weeks?|wks?|w)$/;
const DAYS = /^(?:days?|d)$/;

const BORN = new Set(["born", "delivered"]);
/** Words after a gestation said without "weeks" that make it today's ("thirty four plus three today"). */
const NOW = new Set(["today", "now"]);
const PREGNANCY = /^(?:pregnan(?:t|cy)|gestation|g\d|primip|multip|antenatal)$/;

/** "second pregnancy, thirty four plus three today": today's gestation, within eight words of the pregnancy named. */
function pregnantNow(tokens: Token[], i: number, next: number): boolean {
  if (!NOW.has(lower(tokens, next) ?? "")) return false;
  for (let j = i - 1; j >= 0 && j >= i - 8; j--) if (PREGNANCY.test(lower(tokens, j) ?? "")) return true;
  return false;
}
const weeksOfPregnancy = (value: number) => Number.isInteger(value) && value >= 4 && value <= 42;

/** The gestation written or said at token `i`, as a length of time, and the index after it. */
/**
 * How far back from "at" a birth may be said before its gestation ("born on the twentieth of october at …", "born on
 * the twenty seventh, no sorry, the twenty sixth of october, at …").
 */
const BORN_REACH = 15;

/** Whether "born" comes at `j` or in the words before it, in its sentence. */
function bornJustBefore(tokens: Token[], j: number): boolean {
  for (let k = j; k >= 0 && k > j - BORN_REACH; k--) {
    const word = tokens[k].lower;
    if (BORN.has(word)) return true;
    if (word === "." || word === ";") return false;
  }
  return false;
}

export function gestationAt(tokens: Token[], i: number): { span: Span; next: number } | null {
  const weeks = tokens[i];
  if (!isNumber(weeks) || !weeksOfPregnancy(weeks.value)) return null;
  const span = (days: number): Span => ({ amount: weeks.value * WEEK + days * DAY, scale: "minutes" });
  const joiner = lower(tokens, i + 1);
  // 28/40
  if (joiner === "/" && glued(tokens, i + 1) && tokens[i + 2]?.text === "40" && glued(tokens, i + 2)) {
    return { span: span(0), next: i + 3 };
  }
  // 28+3/40, 28+3 weeks, twenty eight plus three weeks
  if (joiner === "+" || joiner === "plus") {
    const days = tokens[i + 2];
    if (!isNumber(days) || !Number.isInteger(days.value) || days.value > 6) return null;
    let next = i + 3;
    if (lower(tokens, next) === "/" && tokens[next + 1]?.text === "40") next += 2;
    else if (WEEKS.test(lower(tokens, next) ?? "")) next += 1;
    // "born at thirty nine plus two": when a baby was born is a gestation, its weeks left unsaid; so is "thirty four
    // plus three today", how far a pregnancy has gone.
    // …"born on the twentieth of october at thirty nine plus two": the birth's date between.
    else if (!(lower(tokens, i - 1) === "at" && bornJustBefore(tokens, i - 2)) && !pregnantNow(tokens, i, next))
      return null;
    return { span: span(days.value), next };
  }
  // 28 weeks and 3 days, 28 weeks plus 3 days, 28 weeks plus 3
  if (WEEKS.test(joiner ?? "") && ["and", "plus", "+"].includes(lower(tokens, i + 2) ?? "")) {
    // …"thirty four weeks and, er, two days": a pause before the days.
    let d = i + 3;
    while (d < i + 8 && (lower(tokens, d) === "," || HESITATIONS.has(lower(tokens, d) ?? ""))) d++;
    if (isNumber(tokens[d]) && tokens[d].value <= 6 && DAYS.test(lower(tokens, d + 1) ?? "")) {
      return { span: span(tokens[d].value), next: d + 2 };
    }
    const days = tokens[i + 3];
    // …and "eighteen weeks plus three today": the days go unsaid after "plus".
    const plus = lower(tokens, i + 2) !== "and";
    if (plus && isNumber(days) && Number.isInteger(days.value) && days.value <= 6 && !isNumber(tokens[i + 4])) {
      return { span: span(days.value), next: i + 4 };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Visual acuity: VA R 6/12, L 6/6; "acuity right six twelve left six six"; "six over nine"

/** Snellen denominators at 6 metres (and 3 metres). */
const SNELLEN = new Set([3, 4, 5, 6, 7.5, 9, 12, 18, 24, 36, 60]);
/** Words before a number that make it a length of time ("for 3/12", "~3/12 ago", "within 6/52"). */
const LENGTH_BEFORE = new Set([
  ...["for", "~", "least", "over", "in", "within", "every", "last", "past", "x"],
  // "refer to the eye clinic if still present at 3/12": when, in months, not an acuity
  ...["at", "after"],
]);
const EYE_WORDS = new Set(["va", "acuity", "acuities", "vision", "snellen", "pinhole", "ph", "eye", "eyes"]);

/** Whether token `i` is in a sentence about the eyes (near "VA", "acuity", "vision", "pinhole", "eye"). */
function aboutEyes(read: ReadText, i: number, afterAcuity = true): boolean {
  // "visual acuity with her glasses, right six over nine, left six over eighteen": a side before it reaches further.
  // …and "her vision's a bit smeary so I checked it, six nine on the left".
  const reach = sideWord(read.tokens[i - 1]) ? 20 : 12;
  for (let j = i - 1; j >= 0 && j >= i - reach; j--) {
    if (EYE_WORDS.has(read.tokens[j].lower.replace(/'s$/, ""))) return true;
    // "six nine on the left, six six on the right": the next eye's, after an acuity (read once, not after another).
    if (afterAcuity && j < i - 2 && read.tokens[j].value === 6 && acuityAt(read, j, false)) return true;
    // "V A right six twelve": the letters said one by one.
    if (read.tokens[j].lower === "a" && read.tokens[j - 1]?.text === "V") return true;
    if (read.breakBefore[j]) break;
  }
  for (let j = i + 1; j < read.tokens.length && j <= i + 6 && !read.breakBefore[j]; j++) {
    if (EYE_WORDS.has(read.tokens[j].lower)) return true;
  }
  return false;
}

/** The acuity at token `i` (distance and line: 6/12) and the index after it. */
export function acuityAt(
  read: ReadText,
  i: number,
  afterAcuity = true,
): { distance: number; line: number; next: number } | null {
  const { tokens } = read;
  const distance = tokens[i];
  if (!isNumber(distance) || (distance.value !== 6 && distance.value !== 3)) return null;
  let j = i + 1;
  const joiner = lower(tokens, j);
  if (joiner === "/" && glued(tokens, j)) j++;
  else if (joiner === "over") j++;
  else if (!(distance.spoken && isNumber(tokens[j]) && tokens[j].spoken)) return null;
  const line = tokens[j];
  if (!isNumber(line) || !SNELLEN.has(line.value) || line.value < distance.value / 2) return null;
  // "scratched ~3/12 ago", "for at least 3/12": a length of time in the shorthand, however near the eye.
  if (lower(tokens, j + 1) === "ago" || LENGTH_BEFORE.has(lower(tokens, i - 1) ?? "")) return null;
  if (!aboutEyes(read, i, afterAcuity)) return null;
  return { distance: distance.value, line: line.value, next: j + 1 };
}

// ---------------------------------------------------------------------------------------------------------
// Times of day: 22:00, 10 pm, 10pm, 10 p.m., ten pm, 10.30 pm

const MERIDIEM = /^(?:am|pm)$/;

/** "am", "pm", "a.m.", "p.m." at token `j`: which, and the index after it. */
function meridiemAt(tokens: Token[], j: number): { pm: boolean; next: number } | null {
  const word = lower(tokens, j);
  if (word && MERIDIEM.test(word)) return { pm: word === "pm", next: j + 1 };
  if ((word === "a" || word === "p") && lower(tokens, j + 1) === "." && lower(tokens, j + 2) === "m") {
    if (!glued(tokens, j + 1) || !glued(tokens, j + 2)) return null;
    return { pm: word === "p", next: lower(tokens, j + 3) === "." && glued(tokens, j + 3) ? j + 4 : j + 3 };
  }
  return null;
}

/** Words before a dotted number that make it a time ("up at 6.30", "until 10.30"). */
const AT_A_TIME = new Set(["at", "until", "till", "by"]);
const AFTER_A_TIME = new Set([
  "so",
  "and",
  "on",
  "then",
  "in",
  "every",
  "each",
  "when",
  "but",
  "to",
  "for",
  "with",
  "am",
  "pm",
]);

/**
 * A time of day at token `i`: the minutes after midnight it may mean (two for "10:30", which may be morning or
 * evening; one for "22:00" or "10.30 pm") and the index after it.
 */
export function timeOfDayAt(tokens: Token[], i: number): { minutes: number[]; next: number } | null {
  const token = tokens[i];
  if (!isNumber(token)) return null;
  // "10.30 pm" is read as one number
  const dotted = /^(\d{1,2})\.(\d{2})$/.exec(token.text);
  let hour = dotted ? Number(dotted[1]) : token.value;
  let minute = dotted ? Number(dotted[2]) : 0;
  if (!Number.isInteger(hour) || minute >= 60) return null;
  let j = i + 1;
  // "up at 6.30", "until 10.30": a dotted number said as when is a time.
  // Not a measurement ("at 1.58 m", "at 0.25 mg"): any word after it must be one a time runs on into ("up at 6.30,
  // so", "at 6.30 and 9") — a word it does not know leaves the number a number.
  const after = tokens[i + 1];
  const measured = after?.kind === "word" && !AFTER_A_TIME.has(after.lower);
  // …nor a value under one ("urate normal at 0.31"): no one writes 00:31 with a dot.
  const belowOne = dotted !== null && dotted[1] === "0";
  let clock = dotted !== null && AT_A_TIME.has(lower(tokens, i - 1) ?? "") && !measured && !belowOne;
  const separator = lower(tokens, j);
  if (!dotted && separator === ":" && glued(tokens, j) && glued(tokens, j + 1)) {
    const minutes = tokens[j + 1];
    if (!isNumber(minutes) || minutes.text.length !== 2 || minutes.value >= 60) return null;
    minute = minutes.value;
    clock = true;
    j += 2;
  }
  const meridiem = meridiemAt(tokens, j);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.pm ? 12 : 0);
    return { minutes: [hour * 60 + minute], next: meridiem.next };
  }
  if (!clock || hour > 23) return null;
  const minutes = [hour * 60 + minute];
  if (hour >= 1 && hour <= 12) minutes.push(((hour % 12) + 12) * 60 + minute);
  return { minutes, next: j };
}

/** "22:00", "9:30 am" */
export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
