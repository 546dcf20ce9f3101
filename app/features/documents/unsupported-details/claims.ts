import { dateAt, isMonthName, mayBeMonth, monthAloneAt, yearAt, type DateParts } from "./dates.ts";
import { findFindings } from "./findings.ts";
import {
  frequencyAt,
  APPROXIMATELY,
  isIntervalAt,
  mayStartFrequency,
  RANGE_JOINERS,
  routeAt,
  type Frequency,
  type Route,
} from "./frequencies.ts";
import { acuityAt, gestationAt, liquidStrengthAt, timeOfDayAt } from "./notation.ts";
import { sideWord, type Side } from "./sides.ts";
import {
  foundOnce,
  medicineAfter,
  numberSubject,
  subjectBefore,
  companionOf,
  wordJustBefore,
  type ReadText,
  type Subject,
} from "./read-text.ts";
import { isContentWord, IT, negativeWord } from "./negation-cues.ts";
import { COUNTED_TOGETHER, HESITATIONS } from "./negation-words.ts";
import { AFTER_SHORT_DAY, isWeekday, mayStartRelativeDate, relativeDateAt } from "./relative-dates.ts";
import { phraseAt, withoutPossessive, type Token } from "./tokens.ts";
import { CENTIMETRES, durationUnit, SHORTHAND, unitAt, type Span, type Unit } from "./units.ts";
import { mapped } from "./arrays.ts";
import { extended } from "./objects.ts";

/**
 * The claims a text makes with numbers, each with what it is about: "amlodipine 5 mg" is an amount of 5 mg
 * whose subject is amlodipine; "BP 142/88" a pressure; "review in 2 weeks" a duration whose role is a
 * follow-up; "twice daily" after a medicine that medicine's frequency. A document's claim is supported only by
 * a transcript claim of the same kind about the same thing (checks.ts).
 */
type DoseRole = "current" | "new";
/** Where a measurement was taken: out of clinic (home readings, ambulatory monitoring) or in clinic. */
type Setting = "home" | "clinic";
/**
 * What a duration measures: an age, how long something has gone on, when something happened ("3 days ago"), when
 * to follow up, a course of treatment, how far a pregnancy has gone.
 */
export type DurationRole =
  "age" | "history" | "ago" | "follow-up" | "course" | "gestation" | "onset" | "off work" | "after a dose";

type Place = { start: number; end: number; first: number; last: number };
export type Claim = Place &
  (
    | {
        type: "amount";
        value: number;
        unit: Unit;
        subject: Subject | null;
        doseRole?: DoseRole;
        setting?: Setting;
        /** Doses said a day ("four doses a day", "4 doses/day"): how often, in so many doses. */
        perDay?: boolean;
        /** Said as how much a reading changed ("lost 0.7 kg", "↓0.7 kg", "grown 3.5 cm"). */
        change?: boolean;
      }
    | {
        type: "number";
        value: number;
        subject: Subject | null;
        setting?: Setting;
        /** Half of "5/11", which may be a day and month (5 November) as well as two numbers. */
        dayMonth?: DateParts;
        /** Said as a goal ("target INR 2–3"), which a dictation may give without naming what it is of. */
        target?: boolean;
      }
    | { type: "pressure"; systolic: number; diastolic: number; setting?: Setting }
    | {
        type: "duration";
        span: Span;
        role?: DurationRole;
        subject: Subject | null;
        /** A course read from the medicine named after it ("5 days amoxicillin"): a guess in run-on speech. */
        before?: boolean;
        /** A course of something done that often, said just after how often ("twice a day for twelve weeks"). */
        often?: boolean;
        /** The rest of a course after the trouble clears ("continue for one week after it clears"). */
        rest?: boolean;
        /** Said after "since" a day ("since Monday, 4 days"): how long ago it began, too. */
        since?: boolean;
        /**
         * How long ago something began ("first noticed it four months ago": how long it has gone on, too), a medicine
         * was started ("started omeprazole three months ago": its course so far), or something last happened ("last
         * injected five years ago": how long it has not).
         */
        began?: "onset" | "started" | "last";
        /** How long something has not happened ("not for over five years"). */
        without?: boolean;
        /** How long a treatment's good lasted ("they helped for a week or so"). */
        helped?: boolean;
        /** How long something went on before something else ("3 days of pain before the rash"): not up to now. */
        earlier?: boolean;
        /** Said as the last or past so long ("for the last two years"): up to now, as a course so far is. */
        ongoing?: boolean;
        /** Said as the next so long ("over next 1/52"): the next week or month. */
        next?: boolean;
        /** "last week", "last month": when, not how long — not "a week ago", nor a week of anything. */
        point?: boolean;
      }
    | {
        type: "frequency";
        frequency: Frequency;
        numeric: boolean;
        subject: Subject | null;
        /** The dose it is the frequency of, when written just before it ("15 mg twice a day"). */
        dose?: { value: number; unit: Unit };
        /** How often a dose steps, said after the step ("up by 100 mg every four weeks"). */
        step?: boolean;
      }
    | { type: "route"; route: Route; subject: Subject }
    | {
        type: "date";
        date: DateParts;
        /** A decade ("the 1970s"), which a dictation may say without its century ("the seventies"). */
        decade?: boolean;
      }
    /** A day said relative to the consultation or by its name ("tomorrow", "next week", "Mondays"). */
    | {
        type: "day";
        term: string;
        weekday: boolean;
        /** Said of seeing the patient ("whom I saw at home today", "home visit yesterday"): ofTheVisit. */
        visit: boolean;
        subject: Subject | null;
      }
    /** A time of day: the minutes after midnight it may mean, and the numbers it is written with. */
    | { type: "time"; minutes: number[]; values: number[] }
    /** Visual acuity: 6/12 is distance 6, line 12. */
    /** …and the eye it is of, when its side is said with it ("R 6/9", "6/18 in the left eye"). */
    | { type: "acuity"; distance: number; line: number; side?: Side }
  );

type Found = { claims: Claim[]; next: number };

const isNumber = (token: Token | undefined): token is Token =>
  token?.kind === "number" && !token.ordinal && !token.inName;
const lower = (read: ReadText, i: number) => read.tokens[i]?.lower;
const glued = (read: ReadText, i: number) => read.tokens[i] !== undefined && read.tokens[i].gap === "";

function place(read: ReadText, first: number, next: number, end?: number): Place {
  return { start: read.tokens[first].start, end: end ?? read.tokens[next - 1].end, first, last: next - 1 };
}

/** The index of the first token at or after character `offset`. */
function tokenFrom(read: ReadText, offset: number, from: number): number {
  let k = from;
  while (k < read.tokens.length && read.tokens[k].start < offset) k++;
  return k;
}

// ---------------------------------------------------------------------------------------------------------
// Numbers that are not details

const HEADINGS = new Set(["problem", "issue", "item", "step", "point", "section", "part", "question"]);

/** Numbers in a term, not a detail of their own: "2WW" (the two-week-wait suspected cancer referral). */
const NUMBERED_TERMS = new Set(["ww"]);
/** …and the months of an age written "2y 3m" (the years before it are the age; "3m" is not three metres). */
const isTermNumber = (read: ReadText, i: number) =>
  (glued(read, i + 1) && NUMBERED_TERMS.has(lower(read, i + 1) ?? "")) ||
  (lower(read, i + 1) === "m" && glued(read, i + 1) && lower(read, i - 1) === "y" && glued(read, i - 1));

/** "1." or "2)" at the start of a line (after a bullet, too), and "Problem 1:" headings. */
function isListNumber(read: ReadText, i: number): boolean {
  const next = lower(read, i + 1);
  const line = read.breakBefore[i] || (/^[-*•>#]+$/.test(lower(read, i - 1) ?? "") && read.breakBefore[i - 1]);
  if (line && (next === "." || next === ")") && glued(read, i + 1) && !glued(read, i + 2)) return true;
  const heading = HEADINGS.has(lower(read, i - 1) ?? "") && read.breakBefore[i - 1];
  return heading && [":", ".", ")", "-", "–"].includes(next ?? "");
}

// ---------------------------------------------------------------------------------------------------------
// Claims starting with a number

/** "12/03/2025" goes on after "12/03"; "1/52." (a full stop) does not. */
function continuesAsDate(read: ReadText, i: number): boolean {
  if (!glued(read, i)) return false;
  const next = lower(read, i);
  return (
    next === "/" ||
    read.tokens[i]?.kind === "number" ||
    (next === "." && glued(read, i + 1) && read.tokens[i + 1]?.kind === "number")
  );
}

function shorthandAt(read: ReadText, i: number, count = read.tokens[i].value): Found | null {
  const over = read.tokens[i + 2];
  if (lower(read, i + 1) !== "/" || !glued(read, i + 1) || !glued(read, i + 2) || !isNumber(over)) return null;
  const unit = SHORTHAND.get(over.text);
  if (!unit || continuesAsDate(read, i + 3)) return null;
  const span = { amount: count * unit.amount, scale: unit.scale };
  return { claims: [{ type: "duration", span, subject: null, ...place(read, i, i + 3) }], next: i + 3 };
}

function pressureAt(read: ReadText, i: number): Found | null {
  const joiner = lower(read, i + 1);
  const second = read.tokens[i + 2];
  if ((joiner !== "/" && joiner !== "over") || !isNumber(second)) return null;
  if (continuesAsDate(read, i + 3)) return null;
  const [systolic, diastolic] = [read.tokens[i].value, second.value];
  if (systolic < 50 || systolic > 300 || diastolic < 20 || diastolic > 200 || systolic <= diastolic) return null;
  // "co-amoxiclav 250/62 in 5 mL": a medicine's strength, not a blood pressure — unless a reading's name comes between
  // ("the criteria for apixaban BP 128 over 76").
  const named = read.endingAt[i - 1]?.kind === "measurement";
  if (read.endingAt[i - 1]?.kind === "medicine" || (read.endingAt[i - 2]?.kind === "medicine" && !named)) return null;
  if (combinationBefore(read, i)) return null;
  const unit = unitAt(read.text, second.end);
  const withUnit = unit?.unit.id === "mmhg";
  const end = withUnit ? unit.end : second.end;
  const next = withUnit ? tokenFrom(read, unit.end, i + 3) : i + 3;
  return { claims: [{ type: "pressure", systolic, diastolic, ...place(read, i, next, end) }], next };
}

const READING_SAID = new Set(["pressure", "bp", "is", "it's", "was", "reading", "readings"]);
/** How far back a combination's name may be from its strength ("atovaquone proguanil, the adult tablet, 250/100"). */
const STRENGTH_REACH = 8;

/**
 * "switch to atovaquone proguanil, the adult tablet, two fifty over one hundred": two numbers said over each other a
 * few words after a combination's name, with no reading named between, are its two strengths.
 */
function combinationBefore(read: ReadText, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - STRENGTH_REACH && !read.breakBefore[k + 1]; k--) {
    const subject = read.endingAt[k];
    // "on co-amilofruse, pressure one sixty over ninety five": a reading named or said to be between.
    if (subject?.kind === "measurement" || READING_SAID.has(read.tokens[k].lower)) return false;
    if (subject?.kind === "medicine") return subject.id.includes("/") || subject.id.startsWith("co-");
  }
  return false;
}

function timeAt(read: ReadText, i: number): Found | null {
  const found = timeOfDayAt(read.tokens, i);
  if (!found) return null;
  // "6.30": its hour and its minutes, as "six thirty" says them.
  const values = read.tokens.slice(i, found.next).flatMap((token) => {
    if (token.kind !== "number") return [];
    const dotted = /^(\d{1,2})\.(\d{2})$/.exec(token.text);
    return dotted ? [Number(dotted[1]), Number(dotted[2])] : [token.value];
  });
  return {
    claims: [{ type: "time", minutes: found.minutes, values, ...place(read, i, found.next) }],
    next: found.next,
  };
}

/** Notation read as one claim: a liquid's strength, a gestation, a visual acuity (notation.ts). */
function notationAt(read: ReadText, i: number): Found | null {
  const strength = liquidStrengthAt(read, i);
  if (strength) {
    const { value, unit, next, end } = strength;
    return { claims: [{ type: "amount", value, unit, subject: null, ...place(read, i, next, end) }], next };
  }
  const gestation = gestationAt(read.tokens, i);
  if (gestation) {
    const { span, next } = gestation;
    return { claims: [{ type: "duration", span, role: "gestation", subject: null, ...place(read, i, next) }], next };
  }
  const acuity = acuityAt(read, i);
  if (acuity) {
    const { distance, line, next } = acuity;
    const claim: Claim = { type: "acuity", distance, line, ...place(read, i, next) };
    const side = acuitySide(read, i, next);
    return { claims: [side ? extended(claim, { side }) : claim], next };
  }
  return null;
}

function frequencyClaimAt(read: ReadText, i: number): Found | null {
  const found = frequencyAt(read.tokens, i);
  if (!found) return null;
  // "started amoxicillin on 25th for OM": what it is for (otitis media), not when it is taken.
  const abbreviation = found.next === i + 1 && /^[A-Z]{2,3}$/.test(read.tokens[i].text);
  if (abbreviation && lower(read, i - 1) === "for") return { claims: [], next: found.next };
  const { frequency, numeric, next } = found;
  return { claims: [{ type: "frequency", frequency, numeric, subject: null, ...place(read, i, next) }], next };
}

/** The eye an acuity at `i` (ending before `next`) is of: "R 6/9", "right six over nine", "6/18 in the left eye". */
function acuitySide(read: ReadText, i: number, next: number): Side | undefined {
  // "R 6/9", "left eye six over nine"
  const eye = lower(read, i - 1) === "eye" ? 1 : 0;
  const before = read.breakBefore[i] ? undefined : sideWord(read.tokens[i - 1 - eye]);
  // …or after it, "six six right six nine left" (unpunctuated), where a side between two acuities ends the first —
  // unless the first had its side before it too ("right 6/36 left 6/9 right eye injected").
  const after = read.breakBefore[next] ? undefined : sideWord(read.tokens[next]);
  let start = i - 2;
  while (
    start > i - 5 &&
    (read.tokens[start - 1]?.kind === "number" || ["/", "over"].includes(lower(read, start - 1) ?? ""))
  )
    start--;
  const between = read.tokens[i - 2]?.kind === "number" && !sideWord(read.tokens[start - 1]);
  if (before && !(between && after)) return before;
  if (after) return after;
  const inThe = lower(read, next) === "in" && lower(read, next + 1) === "the";
  return inThe && ["eye", "left", "right"].includes(lower(read, next + 3) ?? "")
    ? sideWord(read.tokens[next + 2])
    : undefined;
}

const LENGTHS = new Set(["cm", "mm", "m"]);
/** A length, volume or weight spelled out, which "a" or "an" counts one of ("a centimetre", "a litre", "a kilo"). */
const SPELLED_ONE = /^(?:(?:centi|milli)?met(?:re|er)|lit(?:re|er)|kilo(?:gram)?)$/;

function amountAt(read: ReadText, i: number): Found | null {
  const { tokens, text } = read;
  const first = tokens[i];
  const times = lower(read, i + 1);
  const multiplied = (times === "x" || times === "×" || times === "by") && isNumber(tokens[i + 2]);
  // "half a tablet"; "three quarters of a tablet"
  const ofA = first.value < 1 && lower(read, i + 1) === "of" && ["a", "an"].includes(lower(read, i + 2) ?? "");
  const from =
    first.lower === "half" && lower(read, i + 1) === "a" ? tokens[i + 1].end : ofA ? tokens[i + 2].end : first.end;
  const atSecond = multiplied ? unitAt(text, tokens[i + 2].end) : null;
  // …"three-quarters of a paediatric tablet": what kind of tablet, between.
  const kindOf = ofA && tokens[i + 3]?.kind === "word" ? unitAt(text, tokens[i + 3].end) : null;
  const found =
    atSecond ??
    unitAt(text, from) ??
    (kindOf?.unit.kind === "dose" ? kindOf : null) ??
    carriedUnit(read, i) ??
    unitOfNextStep(read, i);
  if (!found) return null;
  // "so a twenty drop" after two blood pressures: a fall, not drops of a medicine ("3 drop TDS", "a drop").
  const fall = lower(read, i - 1) === "a" && first.value > 1 && /drop$/i.test(text.slice(first.end, found.end));
  if (found.unit.id === "drops" && fall) return null;
  const next = tokenFrom(read, found.end, i + 1);
  // "Biliary colic 2° gallstones": secondary to, not two degrees.
  if (found.unit.id === "degrees" && first.value <= 2 && text.slice(first.end, found.end) === "°") {
    if (read.tokens[next]?.kind === "word") return { claims: [], next };
  }
  // "height one metre sixty one": metres and centimetres said as one height (1.61 m).
  const centimetres = found.unit.id === "m" && !atSecond ? metresAnd(read, next) : null;
  if (centimetres !== null) {
    const value = first.value + centimetres / 100;
    const whole = place(read, i, next + 1);
    return { claims: [{ type: "amount", value, unit: found.unit, subject: null, ...whole }], next: next + 1 };
  }
  const at = place(read, i, next, found.end);
  const amount = (value: number): Claim => ({ type: "amount", value, unit: found.unit, subject: null, ...at });
  if (!atSecond) return { claims: [amount(first.value)], next };
  const second = tokens[i + 2].value;
  // 10 × 8 cm is two lengths; 2 × 500 mg is two of 500 mg.
  if (LENGTHS.has(found.unit.id)) return { claims: [amount(first.value), amount(second)], next };
  return { claims: [amount(second), { type: "number", value: first.value, subject: null, ...at }], next };
}

/** The centimetres said straight after "one metre" ("one metre sixty one"), or null. */
function metresAnd(read: ReadText, next: number): number | null {
  const token = read.tokens[next];
  if (!token || token.kind !== "number" || !token.spoken || read.breakBefore[next]) return null;
  if (!Number.isInteger(token.value) || token.value < 1 || token.value > 99) return null;
  return unitAt(read.text, token.end) ? null : token.value;
}

/** Units that count what is taken: never a measurement's. */
const FORMS = new Set(["tablets", "capsules", "puffs", "drops", "sachets"]);

/** Times of day a dose is given at, said straight after its amount ("eighty in the morning"). */
const DOSE_TIMES = new Set([
  "in the morning",
  "at night",
  "at lunchtime",
  "in the evening",
  "at teatime",
  "at bedtime",
]);

/**
 * "from eighty milligrams in the morning to eighty in the morning and forty at lunchtime": a bare number said with
 * a time of day takes the unit of the dose said a few words before it, in the same sentence.
 */
function carriedUnit(read: ReadText, i: number): { unit: Unit; end: number } | null {
  const { tokens, text } = read;
  const timed = [2, 3].some((n) => DOSE_TIMES.has(mapped(tokens.slice(i + 1, i + 1 + n), (t) => t.lower).join(" ")));
  if (!timed) return null;
  for (let k = i - 1; k >= 0 && k >= i - 12 && !read.breakBefore[k + 1]; k--) {
    if (tokens[k].kind !== "number") continue;
    const earlier = unitAt(text, tokens[k].end);
    if (earlier?.unit.kind === "dose") return { unit: earlier.unit, end: tokens[i].end };
  }
  return null;
}

/** "two point five then five milligrams once a week": a dose's steps, said with the unit once, after the last. */
function unitOfNextStep(read: ReadText, i: number): { unit: Unit; end: number } | null {
  const then =
    lower(read, i + 1) === "then" ? i + 2 : lower(read, i + 1) === "and" && lower(read, i + 2) === "then" ? i + 3 : -1;
  const next = read.tokens[then];
  if (then < 0 || next?.kind !== "number" || read.breakBefore[then]) return null;
  // Not which day or week it is ("200 mg day 1 then 100 mg OD").
  if (WHICH_ONE.has(lower(read, i - 1) ?? "")) return null;
  const later = unitAt(read.text, next.end);
  return later?.unit.kind === "dose" ? { unit: later.unit, end: read.tokens[i].end } : null;
}

const AGE_UNITS = /^(?:years?|yrs?|months?|weeks?|days?)$/;
const COPULAS = new Set(["is", "are", "was", "were", "'s"]);
/** Things said to be so old ("the wound is ten days old"), which is how long they have been there. */
const AGED_THINGS = new Set([
  ...["wound", "rash", "lump", "cut", "bruise", "burn", "ulcer", "injury", "scar", "bite", "swelling", "blister"],
  ...["graze", "laceration", "fracture", "lesion", "mole", "spot", "symptoms", "pain"],
]);

function ageAt(read: ReadText, i: number): Found | null {
  const value = read.tokens[i].value;
  let j = lower(read, i + 1) === "-" ? i + 2 : i + 1;
  const word = lower(read, j) ?? "";
  const age = (span: Span, next: number): Found => ({
    claims: [{ type: "duration", span, role: "age", subject: null, ...place(read, i, next) }],
    next,
  });
  if (AGE_UNITS.test(word)) {
    const unit = durationUnit(word.replace(/^yrs?$/, "year"))!;
    j++;
    if (lower(read, j) === "-") j++;
    if (lower(read, j) !== "old") return null;
    const span = { amount: value * unit.amount, scale: unit.scale };
    // "the wound is about ten days old": how long a thing has been there, not anyone's age (not "a rash in a two
    // year old").
    const copula = saidJustBefore(read, i - 1, 3, (before) => COPULAS.has(before));
    if (copula && saidJustBefore(read, i - 1, 5, (before) => AGED_THINGS.has(before))) {
      return {
        claims: [{ type: "duration", span, role: "history", subject: null, ...place(read, i, j + 1) }],
        next: j + 1,
      };
    }
    return age(span, j + 1);
  }
  const years = { amount: value * 12, scale: "months" as const };
  if (word === "yo" && glued(read, i + 1)) return age(years, i + 2);
  if (word === "y" && lower(read, i + 2) === "/" && lower(read, i + 3) === "o") return age(years, i + 4);
  const sex = read.tokens[i + 1];
  if (sex && glued(read, i + 1) && (sex.text === "M" || sex.text === "F")) return age(years, i + 2);
  return null;
}

function durationAt(read: ReadText, i: number): Found | null {
  const tokens = read.tokens;
  let j = lower(read, i + 1) === "-" && glued(read, i + 1) ? i + 2 : i + 1;
  // "half an hour", "half a day"
  if (tokens[i].lower === "half" && (lower(read, j) === "a" || lower(read, j) === "an")) j++;
  // "once a day for four more days": four days, more of them; "twenty odd years", "thirty-odd years": a few more.
  if ((FURTHER.has(lower(read, j) ?? "") || lower(read, j) === "odd") && durationUnit(lower(read, j + 1) ?? "")) j++;
  const word = lower(read, j);
  // "24 h" and "12h" are hours; "2 H. pylori" is not.
  if (word === "h" && (lower(read, j + 1) === "pylori" || lower(read, j + 2) === "pylori")) return null;
  const unit = word === undefined ? null : durationUnit(word);
  if (!unit) {
    // "pain for about five weeks and a limp for the last two": the unit said a few words before, left out.
    const elided = elidedSpan(read, i) ?? guessedSpan(read, i);
    if (!elided) return null;
    const span = { amount: tokens[i].value * elided.amount, scale: elided.scale };
    return { claims: [{ type: "duration", span, subject: null, ...place(read, i, i + 1) }], next: i + 1 };
  }
  j++;
  // "100 mg/24 h": the period of a rate, not a length of time.
  if (lower(read, i - 1) === "/" && glued(read, i)) return { claims: [], next: j };
  const span = { amount: tokens[i].value * unit.amount, scale: unit.scale };
  return { claims: [{ type: "duration", span, subject: null, ...place(read, i, j) }], next: j };
}

/** Words between a number and a length's unit that say it is on top of one before ("four more days"). */
const FURTHER = new Set(["more", "further", "extra"]);

/** Words after a number whose unit was left out ("not the usual seven for chlamydia"). */
const ELISION_ENDS = new Set(["for", "and", "but", "so", "as", "then"]);

/**
 * The unit of the length of time said just before "the last two" or "the usual seven" (same sentence, a few words
 * back), or null.
 */
function elidedSpan(read: ReadText, i: number): Span | null {
  const { tokens } = read;
  const which = lower(read, i - 1) === "last" || lower(read, i - 1) === "usual";
  const ends = tokens[i + 1]?.kind !== "word" || ELISION_ENDS.has(lower(read, i + 1) ?? "");
  if (!which || lower(read, i - 2) !== "the" || !ends) return null;
  for (let k = i - 3; k >= 0 && k >= i - 12 && !read.breakBefore[k + 1]; k--) {
    const unit = tokens[k - 1]?.kind === "number" ? durationUnit(tokens[k].lower) : null;
    if (unit) return unit;
  }
  return null;
}

/** Words that count a length only roughly ("a few minutes", "a couple of weeks", "several days"). */
const ROUGH_COUNTS = new Set(["few", "couple", "several"]);

/**
 * The unit of a rough length that a number just after it guesses at ("lasts a few minutes, maybe five or ten": five
 * or ten minutes), or null.
 */
function guessedSpan(read: ReadText, i: number): Span | null {
  // …a number alone, its clause ending or going on with "then" (not "five or six so far", "seven out of ten").
  const next = lower(read, i + 1);
  if (!clauseEndsAt(read, i + 1) && next !== "then") return null;
  let k = i - 1;
  // …the second of two ("maybe five or ten"),
  if (RANGE_JOINERS.has(lower(read, k) ?? "") && isNumber(read.tokens[k - 1])) k -= 2;
  // …after a "maybe" ("a few days, maybe three or four"): without it, a count of something else may follow.
  if (!SECOND_GUESS.has(lower(read, k) ?? "")) return null;
  k--;
  if (lower(read, k) !== ",") return null;
  const unit = durationUnit(lower(read, k - 1) ?? "");
  const count = lower(read, k - 2) === "of" ? lower(read, k - 3) : lower(read, k - 2);
  return unit && ROUGH_COUNTS.has(count ?? "") ? unit : null;
}

/** A range: "6–8 weeks", "1–2 sprays", "two to three times a day", "three or four times a night", "4–6/52". */
function rangeAt(read: ReadText, i: number): Found | null {
  // …or a second guess after it: "eleven, maybe twelve hours a day", "six or possibly seven weeks".
  const joiner = lower(read, i + 1) ?? "";
  const guessed = (joiner === "," || joiner === "or") && SECOND_GUESS.has(lower(read, i + 2) ?? "");
  const j = guessed ? i + 3 : i + 2;
  // …"between six and eighteen months".
  const between = joiner === "and" && lower(read, i - 1) === "between";
  if ((!guessed && !between && !RANGE_JOINERS.has(joiner)) || !isNumber(read.tokens[j])) return null;
  const second = typedAt(read, j);
  const main = second?.claims[0];
  if (!second || !main) return null;
  const [a, b] = [read.tokens[i].value, read.tokens[j].value];
  const at = place(read, i, i + 1);
  switch (main.type) {
    case "amount":
      return { claims: [{ ...main, ...at, value: a }, ...second.claims], next: second.next };
    case "duration":
      if (main.role === "age") return null;
      return {
        claims: [{ ...main, ...at, span: { ...main.span, amount: (main.span.amount * a) / b } }, ...second.claims],
        next: second.next,
      };
    case "frequency": {
      // "2–3 times a day": two or three doses a day; "4–6 hourly": every four or every six hours.
      const scale = isIntervalAt(read.tokens, j) ? b / a : a / b;
      const rates = [...mapped(main.frequency.rates, (rate) => rate * scale), ...main.frequency.rates];
      const frequency = { ...main.frequency, rates };
      return { claims: [{ ...main, frequency, start: at.start, first: i }], next: second.next };
    }
    default:
      return null;
  }
}

/** Lengths said "a good" one of ("for a good minute"): not a day or night, which "a good" says how it went. */
const GOOD_SPANS = new Set(["minute", "hour", "week", "fortnight", "month", "year"]);

/** Words that give a second guess at a length just said ("six weeks, probably eight"). */
/** …and "two hours, sometimes three": what it comes to at times. */
const SECOND_GUESS = new Set(["probably", "maybe", "possibly", "perhaps", "sometimes", "occasionally"]);

/**
 * A number alone after a length of time and "probably" or "maybe": a second guess at it, in its unit ("no football
 * for at least six weeks, probably eight" is eight weeks).
 */
function revisedLengthAt(read: ReadText, i: number): Found | null {
  if (!SECOND_GUESS.has(lower(read, i - 1) ?? "")) return null;
  // …a number alone: not "maybe two more", "possibly two of those", "maybe three paracetamol".
  if (!clauseEndsAt(read, i + 1)) return null;
  const unit = lower(read, i - 2) === "," ? i - 3 : i - 2;
  if (!isNumber(read.tokens[unit - 1])) return null;
  const main = durationAt(read, unit - 1)?.claims[0];
  if (main?.type !== "duration" || main.last !== unit || main.role === "age") return null;
  const amount = (main.span.amount * read.tokens[i].value) / read.tokens[unit - 1].value;
  const claim: Claim = { ...main, span: { ...main.span, amount }, ...place(read, i, i + 1) };
  return { claims: [claim], next: i + 1 };
}

/** A claim that gives a number a type: a duration, frequency, amount or age. */
function typedAt(read: ReadText, i: number): Found | null {
  return (
    shorthandAt(read, i) ?? frequencyClaimAt(read, i) ?? ageAt(read, i) ?? amountAt(read, i) ?? durationAt(read, i)
  );
}

function numberAt(read: ReadText, i: number): Found | null {
  const token = read.tokens[i];
  if (token.inName || isListNumber(read, i) || isTermNumber(read, i)) return { claims: [], next: i + 1 };
  const date = dateAt(read.tokens, i);
  if (date) return { claims: [{ type: "date", date: date.date, ...place(read, i, date.next) }], next: date.next };
  if (token.ordinal) return { claims: [], next: i + 1 };
  const found =
    fractionAt(read, i) ??
    notationAt(read, i) ??
    shorthandAt(read, i) ??
    pressureAt(read, i) ??
    timeAt(read, i) ??
    frequencyClaimAt(read, i) ??
    rangeAt(read, i) ??
    typedAt(read, i);
  if (found) return found;
  const revised = revisedLengthAt(read, i);
  if (revised) return revised;
  const year = yearAt(read.tokens, i);
  if (year && lower(read, i + 1) === "s" && glued(read, i + 1)) {
    const at = place(read, i, i + 2);
    return { claims: [{ type: "date", date: { year: year.year }, decade: true, ...at }], next: i + 2 };
  }
  if (year) return { claims: [{ type: "date", date: { year: year.year }, ...place(read, i, year.next) }], next: i + 1 };
  // "hepatitis A dose 1", said "first dose of hepatitis A": which dose of a course, not a strength.
  if (lower(read, i - 1) === "dose" && Number.isInteger(token.value) && token.value <= 5) {
    return { claims: [], next: i + 1 };
  }
  // "3-0 Vicryl", said "three oh vicryl": a suture's size, its number and the zero after it.
  const suture =
    lower(read, i + 1) === "-" && glued(read, i + 1) && glued(read, i + 2) && read.tokens[i + 2]?.text === "0";
  if (suture && Number.isInteger(token.value) && token.value <= 10) {
    return { claims: [{ type: "number", value: token.value, subject: null, ...place(read, i, i + 3) }], next: i + 3 };
  }
  // "power 5/5 in all four limbs": how many limbs a body has is not a detail.
  if (token.value === 4 && lower(read, i + 1) === "limbs") return { claims: [], next: i + 1 };
  // "one" and "zero" on their own are words ("no one else", "one of her concerns").
  if (token.spoken && /^(?:one|zero|nought|a)$/.test(token.lower)) return { claims: [], next: i + 1 };
  // "not to take the two together", "the two of them": the things named before, counted.
  const counted = lower(read, i - 1) === "the" && COUNTED_TOGETHER.has(lower(read, i + 1) ?? "");
  if (token.spoken && counted) return { claims: [], next: i + 1 };
  const dayMonth = dayMonthAround(read, i);
  const at = place(read, i, i + 1);
  const claim: Claim = dayMonth
    ? { type: "number", value: token.value, subject: null, dayMonth, ...at }
    : { type: "number", value: token.value, subject: null, ...at };
  return { claims: [claim], next: i + 1 };
}

/** "1/8 sachet", "2/3 tab": a fraction of one written with a slash, before the thing it is a fraction of. */
function fractionAt(read: ReadText, i: number): Found | null {
  const { tokens, text } = read;
  const [part, whole] = [tokens[i], tokens[i + 2]];
  if (lower(read, i + 1) !== "/" || !glued(read, i + 1) || !glued(read, i + 2) || !isNumber(whole)) return null;
  const proper = Number.isInteger(part.value) && Number.isInteger(whole.value) && part.value >= 1;
  if (!proper || part.value >= whole.value || whole.value > 10) return null;
  const found = unitAt(text, whole.end);
  // Of a thing counted, not of a mass or volume ("6/9 L" is an eye's acuity).
  const counted = found?.unit.kind === "dose" && found.unit.dimension !== "mass" && found.unit.dimension !== "volume";
  if (!found || !counted) return null;
  const next = tokenFrom(read, found.end, i + 3);
  const at = place(read, i, next, found.end);
  return {
    claims: [{ type: "amount", value: part.value / whole.value, unit: found.unit, subject: null, ...at }],
    next,
  };
}

/** The day and month "5/11" may be, when token `i` is one of its numbers. */
function dayMonthAround(read: ReadText, i: number): DateParts | null {
  const first = lower(read, i + 1) === "/" ? i : lower(read, i - 1) === "/" ? i - 2 : -1;
  if (first < 0 || !glued(read, first + 1) || !glued(read, first + 2)) return null;
  const [day, month] = [read.tokens[first], read.tokens[first + 2]];
  if (!isNumber(day) || !isNumber(month) || lower(read, first + 3) === "/") return null;
  const between = (value: number, low: number, high: number) =>
    Number.isInteger(value) && value >= low && value <= high;
  return between(day.value, 1, 31) && between(month.value, 1, 12) ? { day: day.value, month: month.value } : null;
}

// ---------------------------------------------------------------------------------------------------------
// Claims starting with a word

const BEFORE_A_SPAN = new Set([
  "in",
  // "if it keeps happening beyond a month"
  "beyond",
  "for",
  "within",
  "after",
  "over",
  "about",
  "around",
  "than",
  "of",
  "nearly",
  "almost",
  // "he thinks nearer an hour", "maybe a week", "roughly a month"
  "nearer",
  "closer",
  "roughly",
  "approximately",
  "maybe",
  "under",
  // "enough for the trip plus a week spare"
  "plus",
  "+",
  // "showering takes an hour", "the pain lasts a day"
  "takes",
  "took",
  "lasts",
  "lasted",
  "lasting",
  // "well, more like an hour"
  "like",
  // "the hand is still weak at a month"
  "at",
  // "no strenuous exercise for at least a month"
  "least",
  // "most clear up by a year", "until a week after the last dose"
  "by",
  "until",
  // "go in half an hour, sometimes an hour"
  "sometimes",
  "usually",
  "often",
]);
/** Words before "the next week" that make it a length from now ("for at least the next week"). */
const FOR_NEXT = new Set(["for", "least"]);
/** Who something takes a while ("takes him an hour"), and the verbs it is said with. */
const OBJECTS = new Set(["him", "her", "them", "me", "us"]);
const TAKES_TIME = new Set(["takes", "took", "taking", "take"]);
/** "an hour and a half", "a litre and a half": one and a half of the unit. */
const AND_A_HALF = ["and", "a", "half"];
const SINGULAR_SPANS = new Set(["day", "week", "fortnight", "month", "year", "hour", "night", "minute"]);

const WORD_CLAIM_STARTS = new Set(["aged", "age", "a", "an", "another", "last", "past", "fortnight", "hour"]);

/** Whether a claim can begin at this word: a quick test, as most words begin none. */
function mayStartClaim(token: Token): boolean {
  const word = token.lower;
  return (
    WORD_CLAIM_STARTS.has(word) ||
    TIMES.test(word) ||
    mayBeMonth(word) ||
    mayStartFrequency(word) ||
    mayStartRelativeDate(token)
  );
}

/**
 * "a week or two", "an hour or two", "the first week or two" (from the word before the unit at `i`): one to two of
 * them, as "1–2/52" writes it.
 */
function oneOrTwoAt(read: ReadText, i: number): Found | null {
  const unitWord = lower(read, i + 1) ?? "";
  const orTwo = lower(read, i + 2) === "or" && ["two", "2"].includes(lower(read, i + 3) ?? "");
  if (!orTwo || !SINGULAR_SPANS.has(unitWord)) return null;
  const one = durationUnit(unitWord)!;
  const at = place(read, i, i + 4);
  const claims: Claim[] = [
    { type: "number", value: 1, subject: null, ...at },
    { type: "duration", span: one, subject: null, ...at },
    { type: "duration", span: { ...one, amount: one.amount * 2 }, subject: null, ...at },
  ];
  return { claims, next: i + 4 };
}

function firstOrTwoAt(read: ReadText, i: number): Found | null {
  return read.tokens[i].lower === "first" ? oneOrTwoAt(read, i) : null;
}

/** "expecting her now, within the hour": within one hour (and "within the day", "within the week", "over the hour"). */
function withinTheAt(read: ReadText, i: number): Found | null {
  const unitWord = lower(read, i + 1) ?? "";
  // …and "a litre of dioralyte over the hour" (not "over the week", which may be when).
  const over = lower(read, i - 1) === "over" && unitWord === "hour";
  if ((lower(read, i - 1) !== "within" && !over) || !["hour", "day", "week"].includes(unitWord)) return null;
  const span = durationUnit(unitWord)!;
  return { claims: [{ type: "duration", span, subject: null, ...place(read, i, i + 2) }], next: i + 2 };
}

/** "x1/52": a course of one week, written as how many times the shorthand's unit. */
const TIMES = /^[x×](\d{1,2})$/;

function wordAt(read: ReadText, i: number): Found | null {
  if (read.tokens[i].lower === "the") return withinTheAt(read, i);
  if (!mayStartClaim(read.tokens[i])) return null;
  const times = TIMES.exec(read.tokens[i].lower);
  if (times) return shorthandAt(read, i, Number(times[1]));
  const date = dateAt(read.tokens, i);
  if (date) return { claims: [{ type: "date", date: date.date, ...place(read, i, date.next) }], next: date.next };
  const month = monthAloneAt(read.tokens, i);
  if (month) {
    return {
      claims: [{ type: "date", date: { month: month.month }, ...place(read, i, month.next) }],
      next: month.next,
    };
  }
  const day = relativeDateAt(read.tokens, i);
  // "no smoking for at least the next week": how long from now, as well as when.
  const forNext = lower(read, i) === "next" && lower(read, i - 1) === "the" && FOR_NEXT.has(lower(read, i - 2) ?? "");
  if (forNext && day && SINGULAR_SPANS.has(lower(read, i + 1) ?? "")) {
    const span = durationUnit(lower(read, i + 1)!)!;
    const { term, weekday, next } = day;
    return {
      claims: [
        { type: "duration", span, subject: null, ...place(read, i, i + 2) },
        { type: "day", term, weekday, visit: false, subject: null, ...place(read, i, next) },
      ],
      next: Math.max(next, i + 2),
    };
  }
  if (day) {
    const { term, weekday, next } = day;
    const visit = !weekday && ofTheVisit(read, i, next);
    const named: Claim = { type: "day", term, weekday, visit, subject: null, ...place(read, i, next) };
    // "since Tuesday 17th", "Thursday the nineteenth": a day of the month, its month unsaid.
    const at = lower(read, next) === "the" ? next + 1 : next;
    const ordinal = read.tokens[at];
    if (weekday && ordinal?.ordinal && ordinal.value >= 1 && ordinal.value <= 31 && !dateAt(read.tokens, at)) {
      const date: Claim = { type: "date", date: { day: ordinal.value }, ...place(read, at, at + 1) };
      return { claims: [named, date], next: at + 1 };
    }
    return { claims: [named], next };
  }
  const word = read.tokens[i].lower;
  if ((word === "aged" || word === "age") && isNumber(read.tokens[i + 1])) {
    // "aged 4/12", "aged 4 months": an age in the unit written with it, not in years.
    const given = durationUnit(lower(read, i + 2) ?? "") ? durationAt(read, i + 1) : shorthandAt(read, i + 1);
    const length = given?.claims[0];
    if (given && length?.type === "duration") {
      const age = extended(length, { role: "age" as const, ...place(read, i, given.next) });
      return { claims: [age], next: given.next };
    }
    const span = { amount: read.tokens[i + 1].value * 12, scale: "months" as const };
    return { claims: [{ type: "duration", span, role: "age", subject: null, ...place(read, i, i + 2) }], next: i + 2 };
  }
  const frequency = frequencyClaimAt(read, i);
  if (frequency) return frequency;
  // "in a week", "for a fortnight", "for up to a week", "over the last week", "a fortnight"
  const unitWord = lower(read, i + 1) ?? "";
  // "a week" is a length of time after "in", "for" and the like, or before "ago" or "later"; "a fortnight" always is.
  const upTo = lower(read, i - 1) === "to" && lower(read, i - 2) === "up";
  // …and "goes up another kilo": one more of it.
  if (word === "a" || word === "an" || word === "another") {
    const orTwo = word === "another" ? null : oneOrTwoAt(read, i);
    if (orTwo) return orTwo;
    // "about a centimetre apart": one of them; "drinking about a litre and a half a day": one and a half.
    const length = SPELLED_ONE.test(unitWord) ? unitAt(read.text, read.tokens[i].end) : null;
    if (length && (LENGTHS.has(length.unit.id) || length.unit.id === "l" || length.unit.id === "kg")) {
      const after = tokenFrom(read, length.end, i + 1);
      const half = phraseAt(read.tokens, after, AND_A_HALF);
      const next = half ? after + 3 : after;
      const at = half ? place(read, i, next) : place(read, i, next, length.end);
      return { claims: [{ type: "amount", value: half ? 1.5 : 1, unit: length.unit, subject: null, ...at }], next };
    }
  }
  // "listened for a good minute", "for a good week": at least that long — not "hoping for a good night", "a good day".
  const good = word === "a" && unitWord === "good" && lower(read, i - 1) === "for";
  const wished = ["tonight", "tomorrow"].includes(lower(read, i + 3) ?? "");
  if (good && GOOD_SPANS.has(lower(read, i + 2) ?? "") && !wished) {
    const span = durationUnit(lower(read, i + 2)!)!;
    return { claims: [{ type: "duration", span, subject: null, ...place(read, i, i + 3) }], next: i + 3 };
  }
  // "gave him a week of doxycycline": a course.
  const course = lower(read, i + 2) === "of" && read.tokens[i + 3]?.kind === "word";
  // "of about a month's duration", "a year's history": a length of time by its possessive.
  const unitStem = withoutPossessive(unitWord) ?? unitWord;
  // "takes him an hour to get off to sleep": how long it takes someone.
  const takesSomeone = OBJECTS.has(lower(read, i - 1) ?? "") && TAKES_TIME.has(lower(read, i - 2) ?? "");
  const timed =
    unitStem !== unitWord ||
    upTo ||
    takesSomeone ||
    course ||
    BEFORE_A_SPAN.has(lower(read, i - 1) ?? "") ||
    // "six weeks and a day": one more day of a length just said
    (lower(read, i - 1) === "and" && durationUnit(lower(read, i - 2) ?? "") !== null) ||
    unitWord === "fortnight" ||
    lower(read, i + 2) === "ago" ||
    lower(read, i + 2) === "later" ||
    // "back a week or so later"
    (lower(read, i + 2) === "or" && lower(read, i + 3) === "so") ||
    // "a repeat check a week after restarting"
    lower(read, i + 2) === "after" ||
    // "she'd stopped the lansoprazole a month before the test"
    lower(read, i + 2) === "before" ||
    // "a cold since friday, so a week now"
    (lower(read, i + 2) === "now" && read.tokens[i + 3]?.kind !== "word");
  // …and "for the past week", as "the last week" is.
  const past = word === "past" && lower(read, i - 1) === "the";
  // "only for another week": one more.
  const leads = ((word === "a" || word === "an" || word === "another") && timed) || word === "last" || past;
  const lone = word === "fortnight" && lower(read, i - 1) !== "a";
  // "takes him an hour, hour and a half": the article dropped in the second of two.
  const bareHalf = word === "hour" && phraseAt(read.tokens, i + 1, AND_A_HALF);
  if (bareHalf && !["a", "an", "every"].includes(lower(read, i - 1) ?? "") && !isNumber(read.tokens[i - 1])) {
    const span = durationUnit("hour")!;
    return {
      claims: [
        { type: "duration", span: { ...span, amount: span.amount * 1.5 }, subject: null, ...place(read, i, i + 4) },
      ],
      next: i + 4,
    };
  }
  if (lone || (leads && SINGULAR_SPANS.has(unitStem))) {
    const unit = durationUnit(lone ? word : unitStem)!;
    // "an hour and a half": 90 minutes.
    const half = !lone && phraseAt(read.tokens, i + 2, AND_A_HALF);
    const span = half ? { ...unit, amount: unit.amount * 1.5 } : unit;
    const next = lone ? i + 1 : half ? i + 5 : i + 2;
    return { claims: [{ type: "duration", span, subject: null, ...place(read, i, next) }], next };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// What each claim is about

const NEW_DOSE = new Set([
  "increase",
  "increased",
  "increasing",
  "↑",
  "titrate",
  "titrated",
  "switch",
  "switched",
  "change",
  "changed",
  "reduce",
  "reduced",
  "decrease",
  "decreased",
  "↓",
]);
const CURRENT_DOSE = new Set(["on", "taking", "takes", "took", "currently", "current", "prescribed", "using", "uses"]);

/** Words that never describe what is counted ("U&Es in two weeks and fasting lipids in three months"). */
const NOT_DESCRIBING = new Set(["and", "or", "in", "on", "at", "the", "a", "an", "of", "to", "for", "with", "then"]);
/** How doses are counted ("up to four times in 24 hours"): over less than a week, a most, not a history. */
const DOSES_COUNTED = new Set(["times", "doses"]);
/** Words before a count that make it a most ("up to 4 doses", "max 4 doses", "no more than 4 doses"). */
const AT_MOST = new Set(["to", "max", "maximum", "than", "most"]);
/** A week, in minutes. */
export const WEEK_MINUTES = 10080;

/** What leads from an old dose to a new one ("2 mg → 4 mg"). */
const CHANGED_TO = new Set(["→", "->"]);

function doseRole(read: ReadText, subject: Subject, first: number, last: number): DoseRole | undefined {
  // "back to 40 mg" returns to the earlier dose: neither new nor known to be current.
  if (["back", "return", "revert"].includes(lower(read, first - 2) ?? "") && lower(read, first - 1) === "to")
    return undefined;
  // "doxazosin ↑ 2 mg → 4 mg": the dose it was changed from.
  const changedTo = CHANGED_TO.has(lower(read, last + 1) ?? "") && read.tokens[last + 2]?.kind === "number";
  // …not "morphine two point five to five milligrams as needed": a range of one dose, its unit said once.
  // …unless the dose is said to change ("increase the ramipril two point five to five milligrams").
  let change = false;
  for (let j = first - 1; j >= Math.max(0, subject.first - 3) && !read.breakBefore[j + 1]; j--) {
    const word = lower(read, j) ?? "";
    change ||= NEW_DOSE.has(word) || word === "from";
  }
  const rangeStart = changedTo && first === last && lower(read, last + 1) === "to" && !change;
  const number = (k: number) => read.tokens[k]?.kind === "number";
  const rangeEnd = lower(read, first - 1) === "to" && number(first - 2) && !change;
  if (changedTo && !rangeStart && !read.breakBefore[last + 1] && last + 1 > subject.last) return "current";
  if (lower(read, first - 1) === "to" && !rangeEnd && first - 1 > subject.last) return "new";
  if (lower(read, first - 1) === "from" && first - 1 > subject.last) return "current";
  for (let j = first - 1; j >= Math.max(0, subject.first - 3); j--) {
    if (read.breakBefore[j + 1]) break;
    const word = lower(read, j) ?? "";
    if (NEW_DOSE.has(word)) return "new";
    if (CURRENT_DOSE.has(word)) return "current";
  }
  return undefined;
}

function amountSubject(read: ReadText, claim: Claim & { type: "amount" }): Subject | null {
  const medicines = ["medicine"] as const;
  const measurements = ["measurement"] as const;
  const after = () => medicineAfter(read, claim.last + 1);
  const before = (kinds: ReadonlyArray<Subject["kind"]>, window: number) =>
    subjectBefore(read, claim.first, { kinds, window });
  // "smokes ten a day about twenty units of alcohol a week": what the amount is of, named just after "of".
  const of = lower(read, claim.last + 1) === "of" ? claim.last + 2 : -1;
  const named = of >= 0 ? (read.medicineAt[of] ?? read.endingAt[of]) : undefined;
  if (named) return named;
  if (claim.unit.id === "%") {
    // "full blood count clobetasol propionate point zero five percent" (unpunctuated): the nearer of the two.
    const [measured, medicine] = [before(measurements, 3), before(medicines, 3)];
    if (measured && medicine) return medicine.last > measured.last ? medicine : measured;
    return measured ?? after() ?? before(medicines, 12) ?? before(measurements, 8);
  }
  if (claim.unit.kind === "dose") {
    // "bendroflumethiazide two point five milligrams ramipril five milligrams" (unpunctuated): the medicine after is
    // the next one's, with its own dose.
    const following = after();
    const own = following && read.tokens[following.last + 1]?.kind === "number" ? before(medicines, 3) : null;
    // "vitamin D 10 micrograms": what is named just before, then the nearest medicine — and a count of tablets,
    // puffs or drops is never a measurement's ("at his weight that's three quarters of a tablet").
    const counted = FORMS.has(claim.unit.id);
    // "after four puffs of salbutamol the FEV1 went up by three hundred and ninety mls": a volume said after a
    // volume that is measured is the measurement's, not the medicine's.
    const volume = claim.unit.dimension === "volume" ? before(measurements, 8) : null;
    if (volume && MEASURED_IN.get(volume.id)?.has(claim.unit.id)) return volume;
    const measuredNear = counted ? null : before(measurements, 3);
    const near = own ?? following ?? before(medicines, 3) ?? measuredNear ?? before(medicines, 12);
    // "non-smoker, ~6 units/wk": units are never tobacco's — they are alcohol's, which goes unnamed.
    if (near?.id === "smoking" && claim.unit.id === "units") return null;
    if (near) return near;
    // A blood test is never given milligrams: the medicine before it is ("allopurinol if … the urate is high would
    // start at one hundred milligrams").
    const measured = before(measurements, 8);
    return measured && TESTS.has(measured.id) ? (before(medicines, 24) ?? measured) : measured;
  }
  // "weighs 61 kg and is 1.68 m tall": a length is not a weight, nor a weight a height.
  const measured = before(measurements, 8);
  const units = measured ? MEASURED_IN.get(measured.id) : undefined;
  return units && !units.has(claim.unit.id) ? null : measured;
}

/** The heights, in centimetres, a number said after "height" without its unit may be (an adult's or a child's). */
const MIN_HEIGHT_CM = 50;
const MAX_HEIGHT_CM = 230;

/** The units a measurement said with another is given in, for the two said together most. */
const MEASURED_IN = new Map([
  ["weight", new Set(["kg", "g", "stone", "lb"])],
  ["height", new Set(["m", "cm", "mm", "ft", "in"])],
  // "BMI 33, previous baby 4.3 kg": a weight is not a BMI
  ["bmi", new Set(["kg/m2"])],
  ["fev1", new Set(["l", "ml"])],
]);

/** Whether a test, a review or "send" is said in the few words before token `first`, with no mark between. */
function testedInClause(read: ReadText, first: number): boolean {
  const at = wordJustBefore(read, first, 6, (word) => CLAUSE_MARKS.has(word) || REVIEW.has(word) || word === "send");
  return at >= 0 && !CLAUSE_MARKS.has(lower(read, at) ?? "");
}

/** A course ending: "a week after she finishes" is when something follows it. */
const FINISHING = new Set(["finish", "finishes", "finished", "finishing", "completes", "completed", "completing"]);

const REVIEW = new Set([
  "review",
  "reviewed",
  "rv",
  "follow",
  "recheck",
  "re-check",
  "repeat",
  "check",
  "reassess",
  "see",
  "return",
  "appointment",
  "book",
  "collect",
  "tci",
  "repeated",
  "rechecked",
  "checked",
  "redo",
]);
const HISTORY = new Set(["since", "last", "past", "over"]);
/** Words that say something began, before how long ago it did ("first noticed it four months ago"). */
const BEGAN = new Set([
  ...["began", "started", "start", "starting", "noticed", "onset", "developed", "appeared", "first"],
  ...["fitted", "inserted", "put"],
]);
/** Words that say a treatment did good, before how long the good lasted ("each helped for about a week"). */
const HELPED = new Set(["helped", "helping"]);

/**
 * What "… ago" at token `first` says began, when a word before it in its clause says so: a medicine started ("we
 * started omeprazole twenty milligrams once a day three months ago", the medicine named straight after "started"),
 * something else's onset ("first noticed a lump about four months ago"; not a medicine's: "started amoxicillin five
 * days ago" is no length of illness), or the last time something happened ("last injected over five years ago").
 */
function beganAgo(read: ReadText, first: number): { kind: "onset" | "started" | "last"; subject?: Subject } | null {
  const at = wordJustBefore(read, first, 16, (word) => BEGAN.has(word) || word === "last");
  if (at < 0) return null;
  if (read.tokens[at].lower === "last") return { kind: "last" };
  // …the medicine named before "started" in its clause as well ("Amoxicillin 500 mg TDS started two weeks ago").
  // Not past a comma or another thing named ("she takes omeprazole, the pain started three months ago").
  // …or before a comma, when a device is what was put in ("the mirena coil, put in two years ago").
  const fitted = FITTED.has(read.tokens[at].lower);
  const newSubject = (j: number) => NEW_SUBJECT.has(lower(read, j) ?? "") && !(fitted && lower(read, j) === ",");
  let from = at;
  while (from > 0 && at - from < 6 && !read.breakBefore[from] && !newSubject(from - 1)) from--;
  for (let j = from; j < first && j <= at + 3; j++) {
    const medicine = read.medicineAt[j];
    if (medicine) return STARTED.has(read.tokens[at].lower) ? { kind: "started", subject: medicine } : null;
  }
  // "on bendroflumethiazide 2.5 mg once a day, that was started about two years ago": what "that" names is the
  // medicine just before the comma.
  const referring =
    from < at &&
    lower(read, from - 1) === "," &&
    read.tokens.slice(from, at).every((token) => REFERS_BACK.has(token.lower));
  const before = referring ? subjectBefore(read, from - 1, { kinds: ["medicine"], window: 10 }) : null;
  if (before && STARTED.has(read.tokens[at].lower)) return { kind: "started", subject: before };
  // "she takes omeprazole, the pain started three months ago": what started is not the medicine.
  return { kind: "onset" };
}
/** Words that start a clause said of what the one before named ("…, that was started", "…, which was put in"). */
const REFERS_BACK = new Set(["that", "which", "it", "was", "were", "been", "has", "had"]);
/** Words that say a device was put in ("Mirena fitted two years ago"). */
const FITTED = new Set(["fitted", "inserted", "put"]);
const STARTED = new Set(["started", "start", "starting", ...FITTED]);
/** Words before which a clause names another thing than a medicine started just before them. */
const NEW_SUBJECT = new Set([",", "the", "her", "his", "their", "and"]);
/** Words before a number that make it which one, not an amount ("day 1", "week 2", "dose 3"). */
const WHICH_ONE = new Set([
  ...["day", "days", "week", "weeks", "month", "months", "year", "years", "dose", "doses", "cycle", "cycles"],
  // "days 1 to 3 then 100 mg": the end of a range of which ones
  ...["step", "stage", "visit", "session", "to", "-"],
]);
/** Words before "last week" that make it how long something has gone on ("for the last week", "since last week"). */
const SPAN_BEFORE_LAST = new Set(["the", "for", "over", "since", "during", "within", "past", "this"]);
const UP_TO_NOW = new Set(["last", "past"]);
/** Words after which "last" is the verb ("does not last four hours", "won't last a day"), not "the last". */
const LAST_AS_VERB_AFTER = new Set([
  "not",
  "n't",
  "doesn't",
  "didn't",
  "won't",
  "to",
  "will",
  "would",
  "may",
  "should",
]);
/** Light words between a test and when it is done again ("u and e today and again in one week"). */
const AGAIN = new Set(["today", "and", "again", "in", "then", "now", "repeat", "repeated", ",", "+"]);
/** Tests whose timing is a follow-up ("U&Es in 2 weeks", "HbA1c 3/12"). */
const TESTS = new Set([
  "hba1c",
  "egfr",
  "creatinine",
  "cholesterol",
  "tsh",
  "free t4",
  "haemoglobin",
  "ferritin",
  "b12",
  "crp",
  "psa",
  "urate",
  "inr",
  "u&e",
  "lft",
  "tft",
  "fbc",
  "bloods",
  "acr",
]);

/**
 * The medicine a duration is a course of: the nearest before it, reached through its dose ("amoxicillin 500 mg
 * three times a day for 5 days") and at most a few other words ("to the face for up to"); into the sentence
 * before when this one is a dose without its medicine ("Furosemide 40 mg OM. Increase to 80 mg for 3 days").
 */
/** Words that say something is to be gone without for a time ("no padel for six weeks", "avoid sport for …"). */
const WENT_WITHOUT = new Set(["no", "avoid", "avoiding"]);
/** Going away, whose length is the trip's ("travelling to Ghana for three weeks"). */
const AWAY = new Set(["travelling", "traveling", "flying", "visiting", "staying", "holiday"]);
/** How someone is to sit or stand, for so long ("stay upright for 30 minutes after alendronic acid"). */
const POSTURES = new Set(["upright", "standing", "sitting"]);

function courseMedicine(read: ReadText, first: number, dose: boolean[]): Subject | null {
  let others = 0;
  let sawDose = false;
  let crossed = false;
  for (let j = first - 1; j >= 0 && j >= first - 30; j--) {
    if (read.breakBefore[j + 1]) {
      if (!sawDose || crossed) return null;
      crossed = true;
    }
    const found = read.endingAt[j];
    // In the sentence before, only a medicine given a dose ("Furosemide 40 mg OM."), not one merely named; and
    // never one not taken ("not taking aspirin or anti inflammatories vegetarian for twenty years", unpunctuated).
    if (found?.kind === "medicine" && (!crossed || dose[j + 1])) return notTaken(read, found) ? null : found;
    if (found?.kind === "medicine") return null;
    // The words between a medicine and its dose count apart from those between the dose and the course
    // ("Furosemide goes up to 40 mg twice a day, morning and lunchtime, for five days").
    if (dose[j] && !sawDose) others = 0;
    sawDose ||= dose[j];
    // "sulfasalazine one gram twice a day she's had a flare for ten days" (unpunctuated): a new clause.
    // …not the subject of a clause about the medicine ("omeprazole twenty milligrams that he bought himself for the
    // last two weeks").
    // …nor of one that names it straight after ("the Nexplanon she has had for two years").
    const about =
      ["that", "which"].includes(read.tokens[j - 1]?.lower ?? "") || read.endingAt[j - 1]?.kind === "medicine";
    if (CLAUSE_SUBJECTS.has(read.tokens[j].lower) && !about) return null;
    // "mesalazine 2.4 g once daily, and has been flaring for three weeks", "amlodipine 10 mg, travelling to Ghana for
    // three weeks": what the patient has been doing, or where going, is a clause of its own.
    const word = read.tokens[j].lower;
    const doing = word.endsWith("ing") && read.tokens[j - 1]?.lower === "been" && !TAKING.has(word);
    if (doing || AWAY.has(word)) return null;
    // "… the citalopram self refer to physio no padel for six weeks" (unpunctuated): what to go without that long.
    if (j < first - 2 && WENT_WITHOUT.has(read.tokens[j].lower)) return null;
    const light = read.tokens[j].kind === "symbol" || LIGHT_WORDS.has(read.tokens[j].lower);
    if (!dose[j] && !light && ++others > 6) return null;
  }
  return null;
}

/** Whether a clause ends at token `at`: the text's end, a sentence's, or a comma or semicolon. */
function clauseEndsAt(read: ReadText, at: number): boolean {
  return at >= read.tokens.length || read.breakBefore[at] || [",", ";", "."].includes(read.tokens[at].lower);
}

/**
 * The last medicine named before token `first` in its sentence (a semicolon does not end it), within thirty words —
 * not one gone without ("avoid alcohol during the metronidazole and for 48 hours after" is how long to avoid it).
 */
function medicineInSentence(read: ReadText, first: number): Subject | null {
  for (let j = first - 1; j >= 0 && j >= first - 30; j--) {
    if (read.breakBefore[j + 1] && read.tokens[j].lower !== ";") return null;
    const found = read.endingAt[j];
    if (found?.kind === "medicine") return notTaken(read, found) ? null : found;
    const word = read.tokens[j].lower;
    if (WENT_WITHOUT.has(word) || word === "alcohol") return null;
  }
  return null;
}

/**
 * The medicine a length said first in its sentence is the course of: "For about eighteen months, since a dental
 * abscess, he has been buying co-codamol" (as the dictation says "buying co-codamol for about eighteen months").
 */
function medicineLater(read: ReadText, claim: Claim & { type: "duration" }): Subject | null {
  const forAt = lower(read, claim.first - 1) === "for" ? claim.first - 1 : claim.first - 2;
  if (lower(read, forAt) !== "for" || !read.breakBefore[forAt]) return null;
  for (let j = claim.last + 1; j < read.tokens.length && j <= claim.last + 20 && !read.breakBefore[j]; j++) {
    const found = read.endingAt[j];
    if (found?.kind === "medicine") return notTaken(read, found) ? null : found;
  }
  return null;
}

// …and a warning ("stop the hydrocortisone, warned her it may flare for a week or two"): what may happen, not a course.
const CLAUSE_SUBJECTS = new Set(["she", "he", "she's", "he's", "they", "they've", "she'd", "he'd", "warned"]);
const TAKING = new Set(["taking", "take", "takes", "taken", "on", "using", "uses", "use"]);
const NOT = new Set(["not", "no", "never", "denies", "nil"]);

/**
 * A medicine said not to be taken ("not taking aspirin or anti inflammatories", "doesn't take ibuprofen"): it has no
 * course. Read in the few words before it, in its sentence (a whole negation context here cost 5 % of a check).
 */
function notTaken(read: ReadText, medicine: Subject): boolean {
  // The "not" just before the "taking" ("not taking", "doesn't take", "no longer on"), not one before ("didn't lose
  // consciousness takes zopiclone", unpunctuated).
  let taking = -1;
  for (let k = medicine.first - 1; k >= 0 && k >= medicine.first - 6 && !read.breakBefore[k + 1]; k--) {
    const word = read.tokens[k].lower;
    if (TAKING.has(word)) taking = k;
    else if (taking >= 0 && taking - k <= 2 && (NOT.has(word) || word.endsWith("n't"))) return true;
  }
  return false;
}

/** Words after an age ("18/12 girl", "6/52 old"). */
const AGE_WORDS = new Set(["old", "girl", "boy", "baby", "infant", "child", "toddler", "male", "female", "m", "f"]);

/** Whether a duration is written in the shorthand "6/12", "3/7", "2/52". */
const isShorthand = (read: ReadText, claim: Claim) =>
  claim.last === claim.first + 2 && lower(read, claim.first + 1) === "/" && glued(read, claim.first + 1);

/** Words of seeing the patient ("whom I saw at home today", "went out to see her yesterday", "yesterday I saw him"). */
const VISIT = new Set(["saw", "see", "seen", "visited", "visit", "examined", "attended"]);

/**
 * Whether a day is said of the consultation itself: with seeing the patient, a few words before it in its clause
 * ("whom I saw at home today") or just after it ("yesterday I saw him"). A document's "today" said so is the day of
 * the dictation, unless the dictation puts the visit on another day ("visited him yesterday"). Not a step of the plan
 * ("plan to start amoxicillin today"), which may be moved.
 */
function ofTheVisit(read: ReadText, at: number, next: number): boolean {
  for (let j = at - 1; j >= 0 && j >= at - 8 && !clauseEndsAt(read, j + 1); j--) {
    if (VISIT.has(read.tokens[j].lower)) return true;
  }
  for (let j = next; j < read.tokens.length && j <= next + 2 && !clauseEndsAt(read, j); j++) {
    if (VISIT.has(read.tokens[j].lower)) return true;
  }
  return false;
}

/** Whether token `i` starts its sentence or line, or follows a heading's colon. */
const startsClause = (read: ReadText, i: number) => read.breakBefore[i] || lower(read, i - 1) === ":";

const AGE_LIMITS = new Set(["<", "≤", "under", "aged"]);
/** What a length written as an adjective lasts when it is a course ("a 7-day course", "a three-day frequency chart"). */
const COURSE_NOUNS = new Set(["course", "chart", "diary", "supply", "trial", "prescription", "script"]);
/** What is given over so long ("a reducing regime over seven days", "a taper over two weeks"). */
const REGIMES = new Set(["regime", "regimen", "taper", "titration", "detox", "withdrawal"]);
/** Words before a clock hour that make what follows it when, not how often ("until about ten in the morning"). */
const UNTIL = new Set(["until", "till"]);
/** Words for the bowels, whose frequency is not a laxative's ("bowels open alternate days"). */
const BOWELS = new Set(["bowels", "bowel", "bo", "stools", "stool"]);
/** Verbs of checking, whose frequency is not a medicine's ("scanning every four hours", "test twice a day"). */
const CHECKED = new Set([
  ...["scanning", "scan", "scans", "checking", "check", "checks", "testing", "test", "tests", "monitoring", "monitor"],
]);
/** Verbs of missing a dose, whose time is when doses are missed ("forgets in the mornings"), not when it is taken. */
const FORGOTTEN = new Set(["forgets", "forgetting", "forgot", "forget", "misses", "missing", "missed"]);
/** What a patient does for themselves ("she walks every day"): how often is the activity's, not a medicine's. */
const ACTIVITIES = new Set([
  ...["walks", "walk", "walking", "swims", "swimming", "runs", "running", "cycles", "cycling", "exercises"],
  ...["exercising", "gardens", "gardening", "plays", "dances", "works", "working"],
]);
/** Words before a length of time that make it how long a treatment is left on or in ("stays in for three weeks"). */
const LEFT_IN = new Set(["leave", "leaving", "stays", "stay", "kept", "worn"]);
/**
 * Words between a dose and its course that do not count as others ("to the elbow and knee creases for"), and the
 * sounds a speaker makes while finding the next word ("two hundred and fifty milligrams, er, two tablets").
 */
const LIGHT_WORDS = new Set(["the", "to", "a", "of", "each", "both", ...HESITATIONS]);
/** Words before a duration that make it the length of a course already dosed ("to complete five days"). */
const CONTINUE = new Set(["continue", "continuing", "continued"]);
const CARRY = new Set(["carry", "carrying", "carries"]);
const COURSE_BEFORE = new Set(["for", "complete", "completing", "finish", "further", "another", "total"]);

/** "used it", "took them", "tried it" just before `last`. */
function usedIt(read: ReadText, last: number): boolean {
  // "which he has used for a year": what has been used is the medicine named before.
  const hasUsed = ["used", "taken", "been"].includes(lower(read, last) ?? "") && HAVE.has(lower(read, last - 1) ?? "");
  return hasUsed || (["it", "them"].includes(lower(read, last) ?? "") && USED.has(lower(read, last - 1) ?? ""));
}
const HAVE = new Set(["has", "have", "had", "he's", "she's", "they've", "i've"]);
const USED = new Set(["used", "use", "using", "took", "take", "taking", "taken", "tried", "try", "had"]);

/** Whether one of the `count` words up to `last`, in its clause, passes `test` (given the word and its index). */
function saidJustBefore(read: ReadText, last: number, count: number, test: (word: string, j: number) => boolean) {
  return wordJustBefore(read, last + 1, count, test) >= 0;
}

const NEEDED = new Set(["needed", "taken", "used", "required"]);
const NONE = new Set(["none", "no", "not", "nil", "without"]);

/** Whether the few words before `last` say something was not needed or taken ("none needed", "hasn't needed any"). */
function goneWithout(read: ReadText, last: number): boolean {
  const needed = wordJustBefore(read, last + 1, 4, (word) => NEEDED.has(word));
  if (needed < 0) return false;
  return saidJustBefore(read, needed - 1, 2, (word, j) => NONE.has(word) || negativeWord(read.tokens[j]));
}

/** Whether "on and off" or "on/off" comes just before a length, past "for" and how near ("on and off for about"). */
function onAndOffBefore(read: ReadText, first: number): boolean {
  let j = first - 1;
  if (APPROXIMATELY.has(lower(read, j) ?? "")) j--;
  if (lower(read, j) === "for") j--;
  const joiner = lower(read, j - 1);
  return lower(read, j) === "off" && (joiner === "and" || joiner === "/") && lower(read, j - 2) === "on";
}

/** Whether "continue", "carry on" or "keep it going" is among the few words before `last` in its clause. */
const continued = (read: ReadText, last: number) =>
  saidJustBefore(
    read,
    last,
    4,
    (word, j) =>
      CONTINUE.has(word) ||
      (word === "on" && CARRY.has(lower(read, j - 1) ?? "")) ||
      (KEEP_GOING.has(word) && [lower(read, j - 1), lower(read, j - 2)].includes("keep")),
  );
/** What is kept going after "keep" ("keep it going", "keep using it", "keep taking them"). */
const KEEP_GOING = new Set(["going", "using", "taking", "on"]);

function durationRole(read: ReadText, claim: Claim & { type: "duration" }, dose: boolean[]): Claim {
  // "repeat total testosterone in six to eight weeks": the end of a range has the role its start is said with.
  const start = rangeStartBefore(read, claim.first);
  const role =
    start < claim.first
      ? { ...roleOfDuration(read, { ...claim, first: start }, dose), first: claim.first }
      : roleOfDuration(read, claim, dose);
  // "since Monday, 4 days": how long it has gone on, and so when it began.
  const since = saidJustBefore(read, claim.first - 1, 4, (word) => word === "since");
  if (role.type !== "duration" || (role.role !== "history" && role.role !== "course")) return role;
  if (since && role.role === "history") return extended(role, { since: true });
  const earlier = ["before", "prior"].includes(lower(read, claim.last + 1) ?? "");
  if (earlier && role.role === "history") return extended(role, { earlier });
  // "but not for over five years": how long something has not happened.
  const forAt = lower(read, claim.first - 1) === "for" ? claim.first - 1 : claim.first - 2;
  const without = lower(read, forAt) === "for" && lower(read, forAt - 1) === "not";
  if (without && role.role === "history") return extended(role, { without });
  // "for the last two years", "over the past month": up to now (a course so far, too).
  const ongoing = [claim.first, claim.first - 1].some(
    (j) => UP_TO_NOW.has(lower(read, j) ?? "") && !LAST_AS_VERB_AFTER.has(lower(read, j - 1) ?? ""),
  );
  return ongoing ? extended(role, { ongoing: true }) : role;
}

/** Where a range ends at token `first` ("six to eight weeks", "2-4/52"), the index of its first number; else `first`. */
function rangeStartBefore(read: ReadText, first: number): number {
  const joins = RANGE_JOINERS.has(lower(read, first - 1) ?? "");
  return joins && read.tokens[first - 2]?.kind === "number" ? first - 2 : first;
}

function roleOfDuration(read: ReadText, claim: Claim & { type: "duration" }, dose: boolean[]): Claim {
  if (claim.role === "age" || claim.role === "gestation") return claim;
  // "within an hour or so of eating": "or so" is how near, and what follows it is what comes after the length.
  const near = lower(read, claim.last + 1) === "or" && lower(read, claim.last + 2) === "so";
  const next = claim.last + (near ? 3 : 1);
  const after = lower(read, next);
  // "treated as <2 years": an age limit
  if (claim.span.scale === "months" && AGE_LIMITS.has(lower(read, claim.first - 1) ?? "")) {
    return extended(claim, { role: "age" as const });
  }
  // "fourteen weeks pregnant": a point in the pregnancy.
  if (after === "pregnant" && claim.span.scale === "minutes") return extended(claim, { role: "gestation" as const });
  // "repeat a month later was similar": how long after something else, as "ago" is how long before now.
  // …but "on review 40 minutes later": when it was reviewed.
  // …and "Fifteen minutes later his peak flow was 200": when it was measured again.
  const remeasured = [2, 3, 4, 5].some(
    (k) =>
      read.endingAt[next + k]?.kind === "measurement" && !read.breakBefore.slice(next + 1, next + k + 1).some(Boolean),
  );
  const reviewed =
    after === "later" && (saidJustBefore(read, claim.first - 1, 3, (word) => REVIEW.has(word)) || remeasured);
  if (reviewed) return extended({ ...claim, subject: null }, { role: "follow-up" as const });
  if (after === "ago" || after === "later") {
    const began = after === "ago" ? beganAgo(read, claim.first) : null;
    if (!began) return extended(claim, { role: "ago" as const });
    return extended({ ...claim, subject: began.subject ?? claim.subject }, { role: "ago" as const, began: began.kind });
  }
  // ">1 year since LMP", "two years since her last fit", "it's been five days": how long since something, not a
  // course (but "calf stretches TDS for 6/52 since September" is one).
  const forBefore = [claim.first - 1, claim.first - 2].some((j) => lower(read, j) === "for");
  const itsBeen =
    lower(read, claim.first - 1) === "been" && ["it's", "its"].includes(lower(read, claim.first - 2) ?? "");
  if ((after === "since" && !forBefore) || itsBeen) return extended(claim, { role: "history" as const });
  // "took them for three days last week": when, as "a week ago" is — not "for the last week", "since last week".
  const when = lower(read, claim.first) === "last" && !SPAN_BEFORE_LAST.has(lower(read, claim.first - 1) ?? "");
  // …and "it was forty one this time last year": a year ago to the day, as "a year ago" is.
  const thisTime = lower(read, claim.first - 1) === "time" && lower(read, claim.first - 2) === "this";
  if (when && thisTime) return extended(claim, { role: "ago" as const });
  if (when) return extended(claim, { role: "ago" as const, point: true });
  // "since about three weeks of age": an age, as "three weeks old" is.
  if (after === "of" && lower(read, next + 1) === "age") return extended(claim, { role: "age" as const });
  // "continue for one week after it clears": the rest of a course, not the course.
  if (afterItClears(read, claim.last)) {
    return extended(
      { ...claim, subject: courseMedicine(read, claim.first, dose) },
      { role: "course" as const, rest: true },
    );
  }
  // "each helped ~1 week then symptoms returned", "helping for about a week": how long the good lasted, not a course.
  if (saidJustBefore(read, claim.first - 1, 3, (word) => HELPED.has(word))) {
    return extended({ ...claim, subject: null }, { role: "history" as const, helped: true });
  }
  // "sit upright for thirty minutes", "upright 30 min": how long to stay so, not a course.
  const posture = lower(read, claim.first - 1) === "for" ? claim.first - 2 : claim.first - 1;
  if (POSTURES.has(lower(read, posture) ?? ""))
    return extended({ ...claim, subject: null }, { role: "history" as const });
  // "took doxycycline while out there and for four weeks after", "she's had four days of it": the course of the
  // medicine the sentence names.
  const rest = (after === "after" || after === "afterwards") && clauseEndsAt(read, next + 1);
  const ofIt = after === "of" && IT.has(lower(read, next + 1) ?? "");
  const named = rest || ofIt ? medicineInSentence(read, claim.first) : null;
  if (named) return extended({ ...claim, subject: named }, { role: "course" as const });
  // "12 h post-dose", "taken twelve hours after the dose": when a level was taken.
  const afterDose =
    // …not "Cough 12/7 post-coryzal", which is after a cold
    (after === "post" && lower(read, next + 1) === "-" && lower(read, next + 2) === "dose") ||
    // …and "12 h post dose", spaced
    (after === "post" && lower(read, next + 1) === "dose") ||
    after === "post-dose" ||
    (after === "after" && [next + 1, next + 2, next + 3].some((j) => lower(read, j) === "dose"));
  if (afterDose) return extended(claim, { role: "after a dose" as const });
  // "send a urine a week after she finishes", "1/52 after completing the course": when to test again, not a course.
  // Only with a test or review said before it: not "continue omeprazole for four weeks after finishing the
  // eradication", "x4/52 after completing" (a course), nor "abstain for a week after finishing".
  const finished =
    after === "after" &&
    [next + 1, next + 2].some((j) => FINISHING.has(lower(read, j) ?? "")) &&
    testedInClause(read, claim.first) &&
    !["for", "x"].includes(lower(read, claim.first - 1) ?? "") &&
    !/^x/i.test(read.text.slice(claim.start, claim.end));
  if (finished)
    return extended({ ...claim, subject: followUpSubject(read, claim.first) }, { role: "follow-up" as const });
  if (after === "history" || after === "duration" || (after === "-" && lower(read, next + 1) === "history")) {
    return extended(claim, { role: "history" as const });
  }
  // "none needed for 4/7", "hasn't needed any for four days": how long it has gone on without it, not a course.
  // …and "seizure free for three years", "pain-free for a week", "seizure-free 3 yrs".
  if (lower(read, claim.first - 1) === "free") return extended(claim, { role: "history" as const });
  const free = lower(read, claim.first - 2) === "free";
  if (lower(read, claim.first - 1) === "for" && (free || goneWithout(read, claim.first - 2))) {
    return extended(claim, { role: "history" as const });
  }
  // "taking ibuprofen … on and off for about a month", "on/off ~1/12": how long an on-and-off use has gone on.
  if (onAndOffBefore(read, claim.first)) return extended(claim, { role: "history" as const });
  // …"not used Clenil for ~2/12", "hasn't used it for about two months": how near is no part of it.
  const roughly = APPROXIMATELY.has(lower(read, claim.first - 1) ?? "") && lower(read, claim.first - 2) === "for";
  if (roughly && goneWithout(read, claim.first - 3)) return extended(claim, { role: "history" as const });
  const nextWord = read.tokens[next];
  const describes = nextWord?.kind === "word" && !read.breakBefore[next] && !REVIEW.has(nextWord.lower);
  // "a three-day frequency volume chart", "a 7-day course": a length written as an adjective is what it describes
  // lasts, never a time ago or until a review.
  const course = [next, next + 1, next + 2].some((j) => COURSE_NOUNS.has(lower(read, j) ?? ""));
  if (describes && lower(read, claim.first + 1) === "-" && glued(read, claim.first + 1) && course) {
    return extended(claim, { role: "course" as const });
  }
  // "67M. 6/12 poor stream", "3/7 cough": a symptom's length in shorthand, at the start of its sentence (not an
  // age: "18/12 girl").
  const aged = AGE_WORDS.has(nextWord?.lower ?? "");
  // …not under a label that says when to be seen again ("Follow-up: 2/52 with results").
  // …"F/U: 6/52 with diary" too.
  const followUp = lower(read, claim.first - 2) === "u" && lower(read, claim.first - 3) === "/";
  const reviewLabel =
    lower(read, claim.first - 1) === ":" &&
    (followUp || saidJustBefore(read, claim.first - 2, 3, (word) => REVIEW.has(word)));
  if (
    describes &&
    !aged &&
    !reviewLabel &&
    isShorthand(read, claim) &&
    startsClause(read, claim.first) &&
    !read.medicineAt[next]
  ) {
    return extended(claim, { role: "history" as const });
  }
  // "10 days of doxycycline", "5 days amoxicillin" — unless the course belongs to the dose before it ("four times
  // a day for five days paracetamol for the pain", unpunctuated).
  // "…at night for the last eight months amitriptyline ten milligrams" (unpunctuated): the course before.
  // "continue for 48 h after it clears", "carry on the iron for three months": the rest of a course; "only used
  // it for two weeks": a course taken.
  // …"keep it going for at least three months".
  // "condoms for the first two days", "for first 2/7": the first part of what starts now, as long as it lasts.
  const theFirst = lower(read, claim.first - 1) === "first" && lower(read, claim.first - 2) === "the" ? 3 : 2;
  // …not "self-certify for the first 7 days off college", how long off.
  const firstPart = lower(read, claim.first - 1) === "first" && lower(read, claim.first - theFirst) === "for";
  if (firstPart && after !== "off") {
    return extended({ ...claim, subject: courseMedicine(read, claim.first, dose) }, { role: "course" as const });
  }
  // …"carry on for up to twelve weeks".
  const atMost = lower(read, claim.first - 2) === "up" && lower(read, claim.first - 1) === "to";
  const atLeast = lower(read, claim.first - 2) === "at" && lower(read, claim.first - 1) === "least";
  const forAt = claim.first - 1 - (atLeast || atMost ? 2 : 0);
  if (lower(read, forAt) === "for" && (continued(read, forAt - 1) || usedIt(read, forAt - 1))) {
    return extended({ ...claim, subject: courseMedicine(read, claim.first, dose) }, { role: "course" as const });
  }
  const forTheLast =
    ["last", "past"].includes(lower(read, claim.first - 1) ?? "") && lower(read, claim.first - 3) === "for";
  // "for up to two weeks": a course of at most that long.
  const upTo = lower(read, claim.first - 2) === "up" && lower(read, claim.first - 1) === "to";
  const dosedBefore =
    COURSE_BEFORE.has(lower(read, claim.first - (upTo ? 3 : 1)) ?? "") || forTheLast
      ? courseMedicine(read, claim.first, dose)
      : null;
  // "review in six weeks prochlorperazine five milligrams" (unpunctuated): a review's time, not the next medicine's course.
  const review = saidJustBefore(read, claim.first - 1, 3, (word) => REVIEW.has(word));
  // "repeat imaging within seven days co-codamol …" (unpunctuated): a time to be seen by, not the next medicine's course.
  const by = ["in", "within"].includes(lower(read, claim.first - 1) ?? "");
  // "if she vomits within three hours of the tablet": a time after something, neither a course nor a history.
  // …"hypos within ~1 h of eating": how near it is said before the length as well.
  const approximate = APPROXIMATELY.has(lower(read, claim.first - 1) ?? "") ? 1 : 0;
  if (after === "of" && lower(read, claim.first - 1 - approximate) === "within") return claim;
  if (after === "of" || (read.medicineAt[next] && !dosedBefore && !review && !by)) {
    const medicine = medicineAfter(read, next);
    if (!medicine) return extended(claim, { role: "history" as const });
    return extended({ ...claim, subject: medicine }, { role: "course" as const, before: after !== "of" });
  }
  if (after === "course" || lower(read, claim.first - 1) === "course")
    return extended(claim, { role: "course" as const });
  // "a reducing regime over seven days": how long a regime lasts is a course.
  if (lower(read, claim.first - 1) === "over" && REGIMES.has(lower(read, claim.first - 2) ?? ""))
    return extended(claim, { role: "course" as const });
  // "off nursery until 48 h after the last episode": how long to stay off.
  if (lower(read, claim.first - 1) === "until" && after === "after" && offBefore(read, claim.first - 1)) {
    return extended(claim, { role: "off work" as const });
  }
  const role = offWorkOrOnset(read, claim.first, after, lower(read, next + 1));
  if (role) return extended(claim, { role });
  for (let j = claim.first - 1; j >= 0 && j >= claim.first - 4; j--) {
    if (read.breakBefore[j + 1]) break;
    const word = lower(read, j) ?? "";
    const test = read.endingAt[j];
    if (HISTORY.has(word)) {
      // "on Microgynon 30 for the last 6 years": how long a medicine has been taken is its course.
      const taken = word === "last" || word === "past" ? courseMedicine(read, claim.first, dose) : null;
      // "the salbutamol does not last four hours": how long a dose works, as "isn't lasting four hours" says.
      if (word === "last" && LAST_AS_VERB_AFTER.has(lower(read, j - 1) ?? "")) {
        if (taken) return extended({ ...claim, subject: taken }, { role: "course" as const });
        break;
      }
      // …"BD for last 3/52", with the article dropped.
      if (taken && (lower(read, j - 2) === "for" || lower(read, j - 1) === "for"))
        return extended({ ...claim, subject: taken }, { role: "course" as const });
      return extended(claim, { role: "history" as const });
    }
    const shorthand = (word === "v" || word === "u") && lower(read, j - 1) === "/";
    const comeBack = word === "back" && ["come", "bring", "see", "seen"].includes(lower(read, j - 1) ?? "");
    if (REVIEW.has(word) || shorthand || comeBack || (test?.kind === "measurement" && TESTS.has(test.id))) {
      return extended({ ...claim, subject: followUpSubject(read, claim.first) }, { role: "follow-up" as const });
    }
  }
  // "u and e today and again in one week": a test named a few light words before, and done again after so long.
  for (let j = claim.first - 1; j >= 0 && j >= claim.first - 7 && !read.breakBefore[j + 1]; j--) {
    const test = read.endingAt[j];
    if (test?.kind === "measurement" && TESTS.has(test.id)) {
      return extended({ ...claim, subject: followUpSubject(read, claim.first) }, { role: "follow-up" as const });
    }
    if (!AGAIN.has(lower(read, j) ?? "")) break;
  }
  const before = lower(read, claim.first - 1) ?? "";
  // "surgery within 12 weeks" (a Wells criterion): how long ago a recent event was.
  if (before === "within" && RECENT_EVENTS.has(lower(read, claim.first - 2) ?? "")) {
    return extended(claim, { role: "history" as const });
  }
  // "2 falls in 3/52", "three UTIs in six months": how many over so long is a history.
  // …and "3 wet nappies in 24 h", what was counted in that time — not "2 kg in 3 days", an amount.
  const count = (k: number) => read.tokens[k]?.kind === "number" && !read.tokens[k].ordinal;
  // …with up to three words describing what is counted ("5 very loose watery stools in 24 h").
  let countAt = claim.first - 3;
  const describing = (k: number) =>
    /^[a-z]+$/.test(lower(read, k) ?? "") &&
    !NOT_DESCRIBING.has(lower(read, k) ?? "") &&
    !durationUnit(lower(read, k) ?? "");
  while (countAt > claim.first - 6 && !count(countAt) && describing(countAt)) countAt--;
  const events = read.tokens[claim.first - 2];
  let unbroken = true;
  for (let k = countAt + 1; k <= claim.first - 2; k++) unbroken &&= !read.breakBefore[k];
  // "3 breakthrough doses in 24 h": doses given, counted — not "max 4 doses in 24 h".
  const given = events?.lower === "doses" && !AT_MOST.has(lower(read, countAt - 1) ?? "");
  const counted =
    count(countAt) &&
    events !== undefined &&
    /^[a-z]+s$/.test(events.lower) &&
    unbroken &&
    (given ||
      (!unitAt(read.text, events.start) &&
        // …but "up to four times in 24 hours" is a most, not what went before.
        (claim.span.scale === "months" || claim.span.amount >= WEEK_MINUTES || !DOSES_COUNTED.has(events.lower))));
  if (before === "in" && counted) return extended(claim, { role: "history" as const });
  // "weight's gone up about six kilos in two years": over how long a weight changed, not when to weigh again — over
  // months or more ("ring if more than two kilos in three days" is a threshold to act on).
  const weighed = WEIGHT_UNITS.has(events?.lower ?? "") && read.tokens[claim.first - 3]?.kind === "number";
  const long = claim.span.scale === "months" || claim.span.amount >= 4 * WEEK_MINUTES;
  if (before === "in" && weighed && long) return extended(claim, { role: "history" as const });
  if (before === "in" || before === "within") {
    return extended({ ...claim, subject: followUpSubject(read, claim.first) }, { role: "follow-up" as const });
  }
  // "started at 12 weeks": a point in the pregnancy, not a length.
  // …not "regular at 28 days", a cycle's length in days.
  const inDays = /day|\/7/i.test(read.text.slice(claim.start, claim.end));
  const weeks = claim.span.scale === "minutes" && claim.span.amount % 10080 === 0 && !inDays;
  if (before === "at" && weeks && !AGE_WORDS.has(after ?? "")) return extended(claim, { role: "gestation" as const });
  const medicine = courseMedicine(read, claim.first, dose) ?? medicineLater(read, claim);
  if (medicine) return extended({ ...claim, subject: medicine }, { role: "course" as const });
  // "leave it on for five minutes then rinse": how long a treatment is left on is part of its course.
  // …and how long a ring or patch stays in, and its break ("stays in for three weeks, then out for a seven day break").
  const outFor = lower(read, claim.first - 1) === "for" || lower(read, claim.first - 2) === "for";
  const out = outFor && [claim.first - 2, claim.first - 3].some((j) => lower(read, j) === "out");
  if (out || saidJustBefore(read, claim.first - 1, 5, (word) => LEFT_IN.has(word))) {
    return extended(claim, { role: "course" as const });
  }
  // "heel drops twice a day for twelve weeks": how long something is done that often is its course; and "ice for
  // 15–20 minutes a few times a day", said before how often.
  const oftenAfter = !read.breakBefore[next] && timesADayAt(read, next);
  // "smokes twenty a day for forty five years": how long a habit has gone on, not a treatment's course; and so for a
  // symptom ("watery diarrhoea six to eight times a day for three months").
  const habit =
    saidJustBefore(read, claim.first - 1, 6, (word) => HABITS.has(word)) || symptomBefore(read, claim.first);
  if (((before === "for" && frequencyEndsAt(read, claim.first - 2)) || oftenAfter) && habit) {
    return extended(claim, { role: "history" as const });
  }
  if ((before === "for" && frequencyEndsAt(read, claim.first - 2)) || oftenAfter) {
    return extended(claim, { role: "course" as const, often: true });
  }
  // "he's on those for twenty eight days from the operation": how long he is to be on a medicine is its course (not
  // "has been on it for three years" or "was on it for a year", how long he has been or was).
  const onIt =
    before === "for" &&
    ON_WHAT.has(lower(read, claim.first - 2) ?? "") &&
    lower(read, claim.first - 3) === "on" &&
    !WAS_ON.has(lower(read, claim.first - 4) ?? "");
  // "thirty milligrams once a day rather than the usual seventy five, for ten days": the course of the dose and how
  // often, set off by a comma — after an aside, too.
  // …"three times a day, for about a fortnight", too.
  const forWord = APPROXIMATELY.has(before) ? claim.first - 2 : claim.first - 1;
  const often =
    lower(read, forWord) === "for" &&
    lower(read, forWord - 1) === "," &&
    frequencyWithin(read, forWord - 2, COURSE_AFTER_COMMA);
  if (onIt || (often && !habit)) return extended(claim, { role: "course" as const });
  for (let j = claim.first - 1; j >= claim.first - 3 && j >= 0; j--) {
    if (lower(read, j) === "for") return extended(claim, { role: "history" as const });
  }
  // "S: Sore throat 3/7.", "pain R cheek 12/7, worse bending": in the history, shorthand ending a symptom's clause
  // is how long it has gone on.
  const ending = read.breakBefore[next] || CLAUSE_MARKS.has(after ?? "");
  const told = HISTORY_HEADINGS.has(headingBefore(read, claim.first) ?? "");
  // …"Itch ~2/12, mainly arms": how near may stand between (not "Pred 7.5 mg OM ~10/12" or "Pred 5 mg ~8/12", a
  // dose's course).
  const roughlyAfter =
    lower(read, claim.first - 1) === "~" &&
    !frequencyEndsAt(read, claim.first - 2) &&
    !unitAt(read.text, read.tokens[claim.first - 2]?.start ?? 0);
  const what = read.tokens[claim.first - 1 - (roughlyAfter ? 1 : 0)];
  // …not "Baby 6/52, feeding well": how old someone is.
  if (told && isShorthand(read, claim) && ending && what?.kind === "word" && !AGE_WORDS.has(what.lower)) {
    return extended(claim, { role: "history" as const });
  }
  return claim;
}

/** Whether a symptom or sign is named in the ten words before token `first`, in its sentence. */
function symptomBefore(read: ReadText, first: number): boolean {
  // …not one before a dose said between ("can cause drowsiness and dizziness, taper it, ten milligrams at night for
  // two weeks"): the course of that dose.
  return findFindings(read).some(
    (mention) =>
      mention.last < first &&
      mention.last >= first - 10 &&
      !read.breakBefore.slice(mention.last + 1, first + 1).some(Boolean) &&
      !doseBetween(read, mention.last + 1, first),
  );
}

/** Whether a dose ("ten milligrams") is said from token `from` up to `to`. */
function doseBetween(read: ReadText, from: number, to: number): boolean {
  for (let j = from; j < to; j++) {
    if (read.tokens[j].kind === "number" && unitAt(read.text, read.tokens[j].end)?.unit.kind === "dose") return true;
  }
  return false;
}

/** Habits said with how often ("smokes twenty a day", "cannabis daily"): how long is their history. */
const HABITS = new Set([
  ...["smokes", "smoked", "smoking", "smoker", "cigarettes", "roll-ups", "vapes", "tobacco", "cannabis"],
  ...["drinks", "drank", "alcohol", "etoh"],
]);

const CLEARS = new Set([
  ...["clears", "cleared", "clear", "settles", "settled", "resolves", "resolved", "healed", "gone"],
  // "continued for seven days after clearing", "continue for 2 weeks after clearance"
  ...["clearing", "settling", "resolving", "healing", "resolution", "clearance"],
]);

/** Whether the words after a duration say it runs on after the trouble clears ("after it clears", "after healed"). */
function afterItClears(read: ReadText, last: number): boolean {
  if (lower(read, last + 1) !== "after" || read.breakBefore[last + 1]) return false;
  for (let j = last + 2; j <= last + 6 && !read.breakBefore[j]; j++) if (CLEARS.has(lower(read, j) ?? "")) return true;
  return false;
}

/** "a few times a day", "several times a day", "three times daily": how often, said at `i`. */
function timesADayAt(read: ReadText, i: number): boolean {
  for (let j = i; j <= i + 2 && j < read.tokens.length && !read.breakBefore[j]; j++) {
    if (lower(read, j) !== "times") continue;
    const after = lower(read, j + 1) ?? "";
    return after === "daily" || ((after === "a" || after === "per") && lower(read, j + 2) === "day");
  }
  return false;
}

/** Whether a frequency ("BD", "twice a day", "three times daily") ends at token `last`. */
function frequencyEndsAt(read: ReadText, last: number): boolean {
  for (let i = Math.max(0, last - 3); i <= last; i++) {
    if (read.breakBefore[i + 1] && i < last) continue;
    if (frequencyAt(read.tokens, i)?.next === last + 1) return true;
  }
  return false;
}

/** Whether a frequency ends in the `reach` tokens up to `last`, in its sentence. */
function frequencyWithin(read: ReadText, last: number, reach: number): boolean {
  for (let end = last; end >= 0 && end > last - reach; end--) {
    if (read.breakBefore[end + 1] && end < last) return false;
    if (frequencyEndsAt(read, end)) return true;
  }
  return false;
}

/**
 * How many words back a course set off by a comma looks for how often ("four times a day, he's a big lad, a hundred
 * and six kilos, for seven days").
 */
const COURSE_AFTER_COMMA = 16;

/** What someone is on, said after "on" ("on those for 28 days"). */
const ON_WHAT = new Set([...IT, "those", "these"]);
/** Words before "on it" that make how long a history ("had been on it", "was on them"). */
const WAS_ON = new Set(["been", "was", "were", "had"]);

const HISTORY_HEADINGS = new Set(["s", "subjective", "history", "hpc", "pc", "presenting complaint"]);
const CLAUSE_MARKS = new Set([",", ";", ".", ")", "–", "—"]);

/** Whether "off" is among the few words before `last` in its clause ("off nursery until"). */
const offBefore = (read: ReadText, last: number) => saidJustBefore(read, last - 1, 4, (word) => word === "off");

/** Words that certify time off work before its length ("fit note for 2 weeks", "signed off 2/52", "Med3"). */
const CERTIFIES = new Map([
  ["note", ["fit", "sick"]],
  ["off", ["signed"]],
  ["work", ["off"]],
]);

const UNFIT = new Set(["fit", "unfit"]);
/** The words before "note" that make it a fit note. */
const FIT_NOTE = CERTIFIES.get("note")!;
/** How far before "for" and a length a fit note may be named in its sentence. */
const NOTE_REACH = 12;

/**
 * "fit note for two weeks": how long the patient is off work; "it can take four to six weeks to work": how long a
 * treatment takes to work (`then`: the word after `after`). Neither is a course, a history or a follow-up.
 */
function offWorkOrOnset(
  read: ReadText,
  first: number,
  after: string | undefined,
  then: string | undefined,
): DurationRole | undefined {
  let took = false;
  let course = false;
  for (let j = first - 1; j >= 0 && j >= first - 4 && !read.breakBefore[j + 1]; j--) {
    const word = lower(read, j) ?? "";
    if (word === "med3" || CERTIFIES.get(word)?.includes(lower(read, j - 1) ?? "")) return "off work";
    // "not fit for work for two weeks", "unfit for work for 2/52" (not "he's been unfit for work for two weeks").
    const unfit = word === "work" && lower(read, j - 1) === "for" && UNFIT.has(lower(read, j - 2) ?? "");
    const was = [j - 3, j - 4].some((k) => WAS_ON.has(lower(read, k) ?? ""));
    if (unfit && !was) return "off work";
    // "take it for two weeks" is a course
    course ||= word === "for";
    if (!course && j >= first - 3 && (word === "take" || word === "takes")) took = true;
  }
  // "fit note saying may benefit from workplace adaptations, for four weeks": what the note says, then how long it is
  // for, in one sentence.
  // (…not across a comma that starts a clause of its own: "fit note from last week, she's had the pain for three
  // weeks"; but "fit note for amended duties, no driving, no ladders, for three months".)
  if (lower(read, first - 1) === "for") {
    for (let j = first - 2; j >= 1 && j >= first - NOTE_REACH && !read.breakBefore[j + 1]; j--) {
      const word = lower(read, j) ?? "";
      if (word === "," && CLAUSE_SUBJECTS.has(lower(read, j + 1) ?? "")) break;
      if (word === "note" && FIT_NOTE.includes(lower(read, j - 1) ?? "")) return "off work";
    }
  }
  // …not "take it an hour before food": when each dose is taken.
  const dosedBefore = after === "before" && DOSED_BEFORE.has(then ?? "");
  return took && (after === "to" || after === "before") && !dosedBefore ? "onset" : undefined;
}

/** What a dose is taken a time before ("an hour before food", "30 minutes before breakfast"). */
const DOSED_BEFORE = new Set(["food", "meals", "meal", "eating", "breakfast", "lunch", "dinner", "bed", "sex"]);

function followUpSubject(read: ReadText, first: number): Subject | null {
  // "U&Es in 2 weeks", "thyroid function is to be repeated in six weeks"; not across a list ("U&Es in a fortnight
  // and review in six weeks").
  for (let j = first - 1; j >= 0 && j >= first - 8; j--) {
    if (read.breakBefore[j + 1]) return null;
    const test = read.endingAt[j];
    if (test?.kind === "measurement" && TESTS.has(test.id)) return test;
    // …"u and e today and again in one week": the same test again.
    // …"U&E today + 1/52": "+" straight before when is "and again".
    const joiner = read.tokens[j].lower;
    const again = read.tokens[j + 1]?.lower === "again" || (joiner === "+" && j + 1 === first);
    // …not across "+" otherwise ("U&E + calcium in 4/52"), a list written as notes write it.
    // …but "bloods, esr and crp, in four weeks": a pause before when.
    if (joiner === "," && j === first - 2) continue;
    if (((joiner === "and" || joiner === "+") && !again) || joiner === ",") return null;
    // "repeat thyroid function in four weeks review in two weeks" (unpunctuated): the review is the patient's.
    if (SEEING.has(read.tokens[j].lower)) return null;
  }
  return null;
}

const RECENT_EVENTS = new Set(["surgery", "operation", "immobilisation", "immobilization", "travel", "flight"]);
/** Units of a weight, before "in" and how long ("lost 5 kg in 3 months"). */
const WEIGHT_UNITS = new Set(["kg", "kgs", "kilos", "kilo", "kilograms", "stone", "st", "lb", "lbs", "pounds"]);
const SEEING = new Set(["review", "reviewed", "see", "seen", "appointment", "appt", "follow-up", "f/u"]);

const CLINIC_HEADINGS = new Set(["objective", "examination", "exam", "o/e", "o", "on examination"]);

type Heading = { text: string; at: number };

/** For each token, the last section heading before it ("Objective:", "O/E:"), found in one pass over the text. */
function headingsOf(read: ReadText): Array<Heading | null> {
  return foundOnce(read, "headings", findHeadings);
}

function findHeadings(read: ReadText): Array<Heading | null> {
  const { tokens } = read;
  const headings = new Array<Heading | null>(tokens.length);
  let current: Heading | null = null;
  for (let j = 0; j < tokens.length; j++) {
    headings[j] = current;
    if (tokens[j].lower !== ":") continue;
    let k = j - 1;
    while (k > 0 && !read.breakBefore[k] && j - k < 4) k--;
    if (k >= 0 && read.breakBefore[k]) {
      const text = mapped(tokens.slice(k, j), (token) => token.lower)
        .join(" ")
        .replace(/ \/ /g, "/");
      current = { text, at: j };
    }
  }
  return headings;
}

/** The heading of the section token `i` is in, read back to its line's start (within 300 tokens). */
function headingBefore(read: ReadText, i: number): string | null {
  const heading = headingsOf(read)[i];
  return heading && i - heading.at <= 300 ? heading.text : null;
}

/** Home readings and measurements taken at home, or in clinic ("on examination", "today", an Objective section). */
function settingOf(read: ReadText, first: number, last: number): Setting | undefined {
  const cue = (j: number): Setting | undefined => {
    const word = lower(read, j);
    if (word === "home" || word === "ambulatory" || word === "abpm" || word === "hbpm") return "home";
    if (word === "examination" || word === "clinic" || word === "surgery" || word === "today") return "clinic";
    return undefined;
  };
  const before = wordJustBefore(read, first, 8, (_, j) => cue(j) !== undefined);
  if (before >= 0) return cue(before);
  for (let j = last + 1; j < read.tokens.length && j <= last + 4 && !read.breakBefore[j]; j++) {
    if (lower(read, j) === "home") return "home";
  }
  const heading = headingBefore(read, first);
  return heading && CLINIC_HEADINGS.has(heading) ? "clinic" : undefined;
}

function withSetting<T extends Claim>(read: ReadText, claim: T): T {
  const setting = settingOf(read, claim.first, claim.last);
  return setting ? extended(claim, { setting }) : claim;
}

/**
 * The medicine a frequency belongs to: the one named last before it in its sentence ("amlodipine 10 mg and
 * bisoprolol 2.5 mg, each once a day"; "rivaroxaban 15 mg twice a day …, then 20 mg once a day"), or in the
 * sentence or line before when this one gives a dose without a name ("Then 20 mg once a day.").
 */
/**
 * How many words back in its sentence a frequency looks for its medicine: far enough for a titration said step by step
 * ("varenicline, starting on monday the seventh: half a milligram once a day for days one to three, half a milligram
 * twice a day for days four to seven, then one milligram twice a day").
 */
const FREQUENCY_REACH = 60;

function frequencyMedicine(
  read: ReadText,
  first: number,
  last: number,
  dose: boolean[],
  generous = false,
): Subject | null {
  // "NovoRapid with meals as usual, scanning at least every four hours": how often something is checked.
  if (saidJustBefore(read, first - 1, 3, (word) => CHECKED.has(word))) return null;
  // "takes the brown inhaler half the time, forgets in the mornings": when doses are missed.
  if (saidJustBefore(read, first - 1, 2, (word) => FORGOTTEN.has(word))) return null;
  // "not just before bed", "never at night": when not to take it, not when it is taken.
  const notJust = lower(read, first - 1) === "just" ? first - 2 : first - 1;
  const when = ["before", "after", "at", "in", "on", "with"].includes(lower(read, first) ?? "");
  if (when && ["not", "never"].includes(lower(read, notJust) ?? "")) return null;
  // "not at the same time as the alendronic acid, and she already walks every day": the walking's.
  if (saidJustBefore(read, first - 1, 2, (word) => ACTIVITIES.has(word))) return null;
  // "groggy until about ten in the morning": when, not how often.
  const hour = APPROXIMATELY.has(lower(read, first - 2) ?? "") ? first - 3 : first - 2;
  if (read.tokens[first - 1]?.kind === "number" && UNTIL.has(lower(read, hour) ?? "")) return null;
  // "bowels open alternate days", "bowels now loose three or four times a day": how often the bowels go.
  const bowels = wordJustBefore(read, first, 4, (word) => BOWELS.has(word));
  if (bowels >= 0 && !read.medicineAt.slice(bowels, first).some(Boolean)) return null;
  // "a daily chlorhexidine wash", "a weekly methotrexate": the medicine the frequency describes — and "a twice-daily
  // peak flow diary" is the diary's, not a medicine's.
  const hyphened = lower(read, first - 1) === "-" && read.tokens[first - 1].gap === "" ? first - 2 : first;
  const article = ["a", "an"].includes(lower(read, hyphened - 1) ?? "");
  const described = read.breakBefore[last + 1] ? undefined : read.medicineAt[last + 1];
  if (article && described) return described;
  if (article && !read.breakBefore[last + 1] && isThingWord(read, last + 1)) return null;
  // "a 60 mg daily dose of edoxaban": the medicine it is a daily dose of.
  const doseOf = first === last && lower(read, last + 1) === "dose" ? medicineAfter(read, first) : null;
  if (doseOf) return doseOf;
  if (addedThingBefore(read, first)) return null;
  let sawDose = false;
  // The nearest comma passed that starts a thing of its own ("…, warm salt-water soaks for ten minutes").
  let newItem = -1;
  for (let j = first - 1; j >= 0 && j >= first - FREQUENCY_REACH; j--) {
    if (read.breakBefore[j + 1]) {
      if (!sawDose) return null;
      return subjectBefore(read, j + 1, { kinds: ["medicine"], window: 20 });
    }
    const found = read.endingAt[j];
    if (found?.kind === "medicine") {
      if (
        !generous &&
        newItem >= 0 &&
        read.tokens.slice(j + 1, newItem).some((_, k) => frequencyAt(read.tokens, j + 1 + k))
      ) {
        return null;
      }
      return combinationOf(read, found) ?? found;
    }
    sawDose ||= dose[j];
    const next = read.tokens[j + 1];
    if (newItem < 0 && read.tokens[j].lower === "," && j + 1 < first - 1 && isContentWord(next)) {
      if (!STEPS_ON.has(next.lower) && !frequencyAt(read.tokens, j + 1)) newItem = j;
    }
  }
  return null;
}

/**
 * Words after a comma that go on with the medicine before it ("BD for a week, then OD", "…, reducing to 5 mg"):
 * a frequency after them is still its, even when it already has one. After any other word ("clarithromycin 250 mg
 * twice daily for seven days, warm salt-water soaks for ten minutes three times a day") a medicine given its
 * frequency already is not the one a second frequency is of.
 */
const STEPS_ON = new Set([
  ...[
    "then",
    "reducing",
    "increasing",
    "reduce",
    "increase",
    "reduced",
    "increased",
    "up",
    "down",
    "going",
    "stepping",
  ],
  ...["max", "maximum", "if", "when", "as", "for", "continue", "continuing", "later", "thereafter", "after", "until"],
  ...["each", "every", "or", "and", "plus", "titrate", "titrating", "dropping", "weaning", "rising", "usually"],
]);

/** Words that add one more thing to a plan ("together with a saline rinse", "plus an emollient"). */
const PLUS = new Set(["plus", "+"]);
const ADDING = new Set(["with", "and", ...PLUS]);

/**
 * Whether a thing of its own, added with its article, is named just before token `first`: "mometasone spray …
 * together with a saline nasal rinse twice a day" — the rinse's frequency, not the medicine's. Not a dose's form ("with
 * a tablet twice a day") nor a medicine.
 */
function addedThingBefore(read: ReadText, first: number): boolean {
  const { tokens } = read;
  let k = first - 1;
  while (k >= 0 && first - k <= 7 && isThingWord(read, k)) k--;
  if (k === first - 1 || read.breakBefore[first]) return false;
  // "+ lubricating ointment ON": written with a plus, without its article.
  if (PLUS.has(tokens[k]?.lower ?? "")) return true;
  if (!["a", "an"].includes(tokens[k]?.lower ?? "")) return false;
  return ADDING.has(lower(read, k - 1) ?? "") && !read.breakBefore[k];
}

/**
 * Whether token `k` is part of a name of a thing: not a medicine, a dose's form ("tablet") or a function word, with
 * hyphens and brackets ("a non-hormonal moisturiser (Replens)").
 */
function isThingWord(read: ReadText, k: number): boolean {
  const token = read.tokens[k];
  if (["-", "(", ")"].includes(token.lower)) return !read.breakBefore[k + 1];
  const medicine = read.medicineAt[k] ?? read.endingAt[k];
  if (!isContentWord(token) || token.lower.length < 3 || medicine || read.breakBefore[k + 1]) return false;
  return !unitAt(read.text, token.start);
}

/** How far before a medicine the combination it is part of may be named ("Anoro Ellipta (umeclidinium and …"). */
const COMBINATION_REACH = 8;

/**
 * The combination a medicine is named as part of, just after the combination's own name: "Anoro Ellipta
 * (umeclidinium and vilanterol), one inhalation once daily" — the frequency is the combination's.
 */
function combinationOf(read: ReadText, part: Subject): Subject | null {
  for (let j = part.first - 1; j >= 0 && j >= part.first - COMBINATION_REACH; j--) {
    if (read.breakBefore[j + 1]) return null;
    const found = read.endingAt[j];
    if (found?.kind === "medicine" && found.id.split("/").includes(part.id)) return found;
  }
  return null;
}

/**
 * Whether "target" is said in the few words before token `i`, in its clause, with nothing between but what it is
 * of and the start of a range ("target INR 2–3"; not "target fifty three, BMI forty eight").
 */
function targetBefore(read: ReadText, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4 && !clauseEndsAt(read, k + 1); k--) {
    if (read.tokens[k].lower === "target") return true;
    if (read.tokens[k].kind === "number" && !RANGE_JOINERS.has(lower(read, k + 1) ?? "")) return false;
  }
  return false;
}

function withSubject(read: ReadText, claim: Claim, dose: boolean[], generous = false): Claim | null {
  switch (claim.type) {
    case "amount": {
      const subject = amountSubject(read, claim);
      const perDay = claim.unit.id === "doses" && perDayAfter(read, claim.last) ? { perDay: true } : {};
      if (subject?.kind !== "medicine") return withSetting(read, { ...claim, subject, ...perDay });
      const role = doseRole(read, subject, claim.first, claim.last);
      return role ? extended({ ...claim, subject, ...perDay }, { doseRole: role }) : { ...claim, subject, ...perDay };
    }
    case "pressure":
      return withSetting(read, claim);
    case "number": {
      const subject = numberSubject(read, claim.first);
      // "height one sixty three": a height said without its unit, in centimetres.
      if (subject?.id === "height" && claim.value >= MIN_HEIGHT_CM && claim.value <= MAX_HEIGHT_CM) {
        return extended({ ...claim, type: "amount" as const, subject }, { unit: CENTIMETRES });
      }
      return subject?.kind === "measurement" ? withSetting(read, { ...claim, subject }) : { ...claim, subject };
    }
    case "duration": {
      // "wet 5 of 7 nights": how many of so many, not a length of time.
      const of = lower(read, claim.first - 1) === "of" ? claim.first - 2 : -1;
      if (of >= 0 && read.tokens[of].kind === "number" && !read.breakBefore[claim.first - 1]) {
        const { start, end, first, last } = claim;
        return { type: "number", value: read.tokens[claim.first].value, subject: null, start, end, first, last };
      }
      const role = durationRole(read, claim, dose);
      // "stop it over next 1/52": the next week, as "over the next week" says.
      const next = lower(read, claim.first - 1) === "next" && !read.breakBefore[claim.first];
      return next && role.type === "duration" ? extended(role, { next: true }) : role;
    }
    case "day":
      // "folic acid 5 mg once a week (Thursdays)": a medicine's day
      return claim.weekday
        ? { ...claim, subject: subjectBefore(read, claim.first, { kinds: ["medicine"], window: 12 }) }
        : claim;
    case "frequency": {
      const subject = frequencyMedicine(read, claim.first, claim.last, dose, generous);
      // A time of day or "as required" is a frequency only when it is a medicine's ("wakes at night" is not).
      if (!subject && !claim.numeric) return null;
      return stepBefore(read, claim.first) ? extended({ ...claim, subject }, { step: true }) : { ...claim, subject };
    }
    default:
      return claim;
  }
}

type Options = {
  /** Reading a transcript as evidence: a route may be given to a medicine a few words after it. */
  generous?: boolean;
};

/** Routes, each given to the medicine nearest it in the same sentence ("IM hydroxocobalamin", "cream"). */
function routeClaims(read: ReadText, options: Options): Claim[] {
  const claims: Claim[] = [];
  for (let i = 0; i < read.tokens.length; i++) {
    const found = routeAt(read.tokens, i, read.medicineAt[i + 1] !== undefined);
    if (!found) continue;
    // The medicine just before ("hydroxocobalamin 1 mg IM"), else just after ("oral amoxicillin", "blue
    // inhaler, salbutamol"), else the nearest before ("GTN spray, one to two sprays under the tongue"); as
    // evidence, further before and also one a few words after ("injection today, right shoulder, methylprednisolone").
    const after = (reach: number, anyWords: boolean): Subject | null => {
      for (let j = found.next; j <= found.next + reach && j < read.tokens.length && !read.breakBefore[j]; j++) {
        const medicine = read.medicineAt[j];
        if (medicine) return medicine;
        if (!anyWords && read.tokens[j].kind !== "symbol") return null;
      }
      return null;
    };
    // …as evidence, counted from the dose just before it ("buprenorphine …, currently twelve milligrams sublingual").
    const from = options.generous && read.tokens[i - 2]?.kind === "number" ? i - 2 : i;
    // …and as evidence, the medicine that starts the next sentence ("I'll treat orally. terbinafine 250 mg …").
    const next = found.next;
    const opensNext = read.tokens[next]?.lower === "." && read.breakBefore[next + 1] ? read.medicineAt[next + 1] : null;
    const subject =
      subjectBefore(read, i, { kinds: ["medicine"], window: 2 }) ??
      after(2, false) ??
      subjectBefore(read, from, { kinds: ["medicine"], window: options.generous ? 14 : 8 }) ??
      (options.generous ? (after(8, true) ?? opensNext ?? null) : null);
    if (subject) claims.push({ type: "route", route: found.route, subject, ...place(read, i, found.next) });
    i = found.next - 1;
  }
  return claims;
}

/** Words before "the" and a day of the month said on its own ("on the 8th", "since the third"). */
const DAY_PREPOSITIONS = new Set(["on", "since", "from", "until", "till", "by", "before", "after"]);
/** What is booked for a day written alone after it ("gastrostomy team appt 26th", "review 14th"). */
const BOOKED = new Set(["appt", "appointment", "review", "due", "booked"]);
/** What an ordinal counts when it is not a day: "on the 5th centile", "from the third day", "on the 2nd attempt". */
const COUNTED = new Set([
  ...["day", "days", "week", "weeks", "month", "months", "year", "years", "time", "times", "occasion", "attempt"],
  ...["dose", "doses", "cycle", "visit", "centile", "percentile", "line", "floor", "stage", "degree", "toe", "toes"],
  ...["finger", "fingers", "rib", "ribs", "intercostal", "space", "metatarsal", "digit", "cranial", "nerve", "heart"],
  ...["sound", "trimester", "birthday", "round", "course", "session", "injection", "episode", "child", "baby"],
  ...["pregnancy", "generation", "lumbar", "cervical", "thoracic", "to", "-", "few", "couple", "night", "nights"],
  // "90% on the first reading"
  ...["reading", "readings", "measurement", "sample", "check", "trace"],
]);

/** What may follow a day of the month written in words ("the second,", "the twelfth of"). */
const DAY_ENDS = new Set([",", ".", ";", ")", "of", "at", "and", "or", "-", "–"]);
/** …or begin a clause of its own after it ("he thinks the twenty eighth because it was his birthday"). */
const CLAUSE_OPENERS = new Set(["because", "cos", "when", "as", "which", "so", "but", "since"]);

/** …or say how sure someone is of it ("mid october, the nineteenth he thinks"). */
const HEDGERS = new Set(["he", "she", "they", "i", "mum", "dad", "we"]);
const HEDGES = new Set(["thinks", "think", "thought", "reckons", "believes"]);

/** How far back (in words) a day of the month said on its own takes its month from a date. */
const MONTH_REACH = 25;

/**
 * "admitted on the 3rd of October, stented on the 5th": a day of the month said on its own ("the 5th") after a
 * date with its month is a day of that month; "the 2nd of this month" a day of a month unnamed.
 */
function dayOfMonthAt(read: ReadText, i: number, found: Claim[]): Claim | null {
  const token = read.tokens[i];
  if (!token.ordinal || token.value < 1 || token.value > 31) return null;
  // "on the 2nd of this month": a day of a month named by when it is.
  const month = lower(read, i + 3) === "month" && lower(read, i + 1) === "of" ? lower(read, i + 2) : undefined;
  if (month === "this" || month === "last") {
    return { type: "date", date: { day: token.value }, ...place(read, i, i + 4) };
  }
  // "INR 2.6 on 20th", "started 2/52 ago (16th)": a day alone, as notes write it.
  const written =
    DAY_PREPOSITIONS.has(lower(read, i - 1) ?? "") ||
    BOOKED.has(lower(read, i - 1) ?? "") ||
    (lower(read, i - 1) === "(" && lower(read, i + 1) === ")");
  if (lower(read, i - 1) !== "the" && !written) return null;
  // Not "on the 5th centile", nor "during the first week" after "on Tuesday 10 November".
  const counted = read.tokens[i + 1]?.kind === "word" && COUNTED.has(lower(read, i + 1) ?? "");
  if (counted) return null;
  // …nor one of several in words: "the third rabies dose", "the second last Tuesday", "the second with an admission"
  // (a day in words ends its phrase, "on the second", "the second of March").
  const inWords = /^[a-z]/i.test(token.text);
  const next = lower(read, i + 1) ?? "";
  const ends =
    i + 1 >= read.tokens.length ||
    read.breakBefore[i + 1] ||
    DAY_ENDS.has(next) ||
    CLAUSE_OPENERS.has(next) ||
    (HEDGERS.has(next) && HEDGES.has(lower(read, i + 2) ?? "") && DAY_ENDS.has(lower(read, i + 3) ?? "."));
  if (inWords && !ends && !written && !DAY_PREPOSITIONS.has(lower(read, i - 2) ?? "")) return null;
  const earlier = found.at(-1);
  if (written || earlier?.type !== "date" || earlier.date.month === undefined || i - earlier.last > MONTH_REACH) {
    // "delivered on the eighteenth", "since the 3rd": a day of a month unsaid.
    // …"flew home sunday night, the twenty ninth": the day of the month of a weekday just said.
    // (…ending its phrase: not "Sunday, the 3rd fall this year".)
    const ofWeekday = ends && weekdayBefore(read, i - 2);
    if (!(written || DAY_PREPOSITIONS.has(lower(read, i - 2) ?? "") || ofWeekday)) return null;
    return { type: "date", date: { day: token.value }, ...place(read, i, i + 1) };
  }
  const date = {
    day: token.value,
    month: earlier.date.month,
    ...(earlier.date.year ? { year: earlier.date.year } : {}),
  };
  return { type: "date", date, ...place(read, i, i + 1) };
}

/**
 * Whether a weekday ends at token `last`, with a comma after it ("sunday,", "sunday night,"), and no month is named
 * anywhere before it ("in may, on a friday, the twenty eighth" is in May; and a day of no month said would stand for
 * any month's).
 */
function weekdayBefore(read: ReadText, last: number): boolean {
  if (lower(read, last) !== ",") return false;
  const day = AFTER_SHORT_DAY.has(lower(read, last - 1) ?? "") ? last - 2 : last - 1;
  if (day < 0 || !isWeekday(read.tokens[day].lower)) return false;
  for (let k = 0; k < day; k++) if (isMonthName(read.tokens[k].lower)) return false;
  return true;
}

/** Whether the amount at token `first` is said as how much a reading changed ("has lost 0.7 kg", "↓0.7 kg"). */
function changeBefore(read: ReadText, first: number): boolean {
  const before = lower(read, first - 1) === "by" ? first - 2 : first - 1;
  return CHANGED_BY.has(lower(read, before) ?? "") && !read.breakBefore[before + 1];
}
const CHANGED_BY = new Set([
  ...["↓", "↑", "lost", "losing", "gained", "gaining", "grown", "growing", "grew", "dropped", "fallen", "risen"],
  ...["loss", "gain", "drop", "fall", "rise", "increase", "decrease", "increased", "decreased"],
]);

/**
 * The token after a telephone number written at token `i` ("0800 111 999", "01234 567890"), or `i`: its groups of
 * digits are no readings.
 */
function phoneNumberEnd(read: ReadText, i: number): number {
  const { tokens } = read;
  if (tokens[i].kind !== "number" || !/^0\d{3,4}$/.test(tokens[i].text)) return i;
  let j = i + 1;
  while (j < i + 3 && tokens[j]?.kind === "number" && /^\d{3,6}$/.test(tokens[j].text) && !read.breakBefore[j]) j++;
  return j > i + 1 ? j : i;
}

/** Every claim `read` makes, in order, with its subject and role. */
export function extractClaims(read: ReadText, options: Options = {}): Claim[] {
  const found: Claim[] = [];
  for (let i = 0; i < read.tokens.length;) {
    const token = read.tokens[i];
    const phone = phoneNumberEnd(read, i);
    if (phone > i) {
      i = phone;
      continue;
    }
    const next =
      token.kind === "number"
        ? (firstOrTwoAt(read, i) ?? numberAt(read, i))
        : token.kind === "word"
          ? wordAt(read, i)
          : null;
    const day = next?.claims.length ? null : dayOfMonthAt(read, i, found);
    if (day) found.push(day);
    if (!next) {
      i++;
      continue;
    }
    found.push(...next.claims);
    i = Math.max(next.next, i + 1);
  }
  const routes = routeClaims(read, options);
  // The tokens of doses, frequencies and routes, which a course's duration may be reached through.
  const dose = new Array<boolean>(read.tokens.length).fill(false);
  for (const claim of [...found, ...routes]) {
    if (claim.type !== "amount" && claim.type !== "frequency" && claim.type !== "route") continue;
    for (let j = claim.first; j <= claim.last; j++) dose[j] = true;
  }
  const claims: Claim[] = [];
  let lastAmount: (Claim & { type: "amount" }) | null = null;
  for (const claim of withElidedUnits(read, found)) {
    let described = withSubject(read, claim, dose, options.generous);
    if (!described) continue;
    if (described.type === "number" && targetBefore(read, described.first)) {
      described = extended(described, { target: true });
    }
    if (described.type === "amount" && changeBefore(read, described.first)) {
      described = extended(described, { change: true });
    }
    if (described.type === "amount") lastAmount = described;
    // A dose goes with the first frequency after it ("2 puffs when needed, about twice a day").
    if (described.type === "frequency" && lastAmount) {
      if (doseOf(read, lastAmount, described, dose)) {
        described = extended(described, { dose: { value: lastAmount.value, unit: lastAmount.unit } });
      }
      lastAmount = null;
    }
    // "PRN: morphine 7.5 mg SC hourly": as required, as the line's label says.
    if (described.type === "frequency" && !described.frequency.prn && underAsRequiredLabel(read, described.first)) {
      described = { ...described, frequency: { ...described.frequency, prn: true } };
    }
    claims.push(described);
    // As evidence, "ramipril 10 mg and bendroflumethiazide 2.5 mg both once a day": the frequency of each.
    if (options.generous && described.type === "frequency" && described.subject) {
      for (const other of sharedWith(read, described.subject, described.first, dose)) {
        const { dose: _given, ...frequency } = described;
        claims.push({ ...frequency, subject: other });
      }
    }
    // As evidence, "ibuprofen alongside the calpol, two hundred milligrams three times a day": the dose of either.
    if (options.generous && (described.type === "amount" || described.type === "frequency") && described.subject) {
      const companion = companionOf(read, described.subject);
      if (companion && described.first > described.subject.last)
        claims.push(extended(described, { subject: companion }));
    }
    // As evidence, a dose said with a condition ("at night … if the itch stops her sleeping") is as required.
    if (
      options.generous &&
      described.type === "frequency" &&
      !described.frequency.prn &&
      conditional(read, described)
    ) {
      claims.push({ ...described, frequency: { ...described.frequency, prn: true } });
    }
  }
  return [...withAcuitySidesApart(claims), ...routes];
}

/** Whether the line token `first` is on starts with a label saying what follows is as required ("PRN:"). */
function underAsRequiredLabel(read: ReadText, first: number): boolean {
  let start = first;
  while (start > 0 && !read.breakBefore[start]) start--;
  return AS_REQUIRED_LABELS.has(lower(read, start) ?? "") && lower(read, start + 1) === ":";
}
const AS_REQUIRED_LABELS = new Set(["prn", "prns"]);

/** The most tokens between two acuities read as one run ("R 6/6, L 6/9"). */
const ACUITY_RUN_GAP = 3;

/**
 * Two acuities said in one run and read as of the same eye ("right eye red, acuity six nine left six six", unpunctuated)
 * were read wrongly: neither keeps a side.
 */
function withAcuitySidesApart(claims: Claim[]): Claim[] {
  const acuities = claims.filter((claim) => claim.type === "acuity");
  const unsided = new Set<Claim>();
  for (let k = 1; k < acuities.length; k++) {
    const [one, two] = [acuities[k - 1], acuities[k]];
    if (one.type !== "acuity" || two.type !== "acuity" || two.first - one.last > ACUITY_RUN_GAP) continue;
    if (one.side && one.side === two.side) [one, two].forEach((claim) => unsided.add(claim));
  }
  if (!unsided.size) return claims;
  return mapped(claims, (claim) => {
    if (!unsided.has(claim) || claim.type !== "acuity") return claim;
    const { side: _side, ...rest } = claim;
    return rest;
  });
}

/** Whether "a day", "per day", "/day" or "daily" follows token `last` — past what they are doses of ("of OxyNorm"). */
function perDayAfter(read: ReadText, last: number): boolean {
  let k = last + 1;
  // "one or two doses of OxyNorm a day": the first of a range, its unit said with the second.
  const range = ["or", "to", "-"].includes(lower(read, k) ?? "") && read.tokens[k + 1]?.kind === "number";
  if (range && lower(read, k + 2) === "doses") k += 3;
  const of = lower(read, k) === "of" ? read.medicineAt[k + 1] : undefined;
  if (of) k = of.last + 1;
  const next = lower(read, k);
  if (next === "daily") return true;
  return (next === "a" || next === "per" || next === "/") && lower(read, k + 1) === "day";
}

/** Words before a frequency that give it to every medicine just named ("both once a day", "each at night"). */
const SHARED = new Set(["both", "each"]);

/** Words that join two medicines given one frequency ("ibuprofen or paracetamol at bedtime"). */
const JOINING = new Set(["or", "and", "/"]);

/**
 * The other medicines a frequency after "both" or "each" is given to: those named with `subject` in its sentence
 * ("ramipril ten milligrams and bendroflumethiazide two point five milligrams both once a day"); without either, the
 * medicine joined to `subject` by "or" or "and" straight before it ("ibuprofen or paracetamol at bedtime on bad
 * nights" — not "paracetamol one gram and ibuprofen four hundred three times a day", the first with a dose of its own).
 */
function sharedWith(read: ReadText, subject: Subject, first: number, dose: boolean[]): Subject[] {
  const shared = lower(read, first - 1) ?? "";
  if (!SHARED.has(shared)) {
    const joined = JOINING.has(lower(read, subject.first - 1) ?? "") ? read.endingAt[subject.first - 2] : undefined;
    return joined?.kind === "medicine" && joined.id !== subject.id ? [joined] : [];
  }
  const others: Subject[] = [];
  // Back through the list: its medicines, their doses and "and" — not past a frequency or anything else said.
  for (let j = subject.first - 1; j >= 0 && j >= subject.first - 20 && !read.breakBefore[j + 1]; j--) {
    const found = read.endingAt[j];
    if (found?.kind === "medicine") {
      if (found.id !== subject.id) others.push(found);
      if (shared === "both") return others;
      j = found.first;
      continue;
    }
    const token = read.tokens[j];
    const listed = token.lower === "and" || token.lower === "," || token.kind === "number";
    if (!listed && (!dose[j] || frequencyAt(read.tokens, j))) return others;
  }
  return others;
}

/** Whether a dose's step ends just before token `first`: "by 100 mg", "by a hundred milligrams". */
function stepBefore(read: ReadText, first: number): boolean {
  for (let j = first - 1; j >= 0 && j >= first - 5 && !read.breakBefore[j + 1]; j--) {
    if (lower(read, j) === "by") return read.tokens[j + 1]?.kind === "number" || read.tokens[j + 2]?.kind === "number";
  }
  return false;
}

const BETWEEN_DOSE_AND_FREQUENCY = new Set(["by", "via", "as", "a", "an", "the", ","]);

/**
 * Whether `amount` is the dose `frequency` gives the rate of: just before it in its sentence ("1 mg by
 * intramuscular injection three times a week"), for the same medicine.
 */
function doseOf(
  read: ReadText,
  amount: Claim & { type: "amount" },
  frequency: Claim & { type: "frequency" },
  dose: boolean[],
): boolean {
  if (frequency.first <= amount.last) return false;
  let others = 0;
  for (let j = amount.last + 1; j < frequency.first; j++) {
    if (read.breakBefore[j]) return false;
    if (!dose[j] && !BETWEEN_DOSE_AND_FREQUENCY.has(read.tokens[j].lower) && ++others > 1) return false;
  }
  if (read.breakBefore[frequency.first]) return false;
  return amount.unit.kind === "dose" && (!amount.subject || amount.subject.id === frequency.subject?.id);
}

const CONDITIONS = new Set(["if", "when", "unless"]);

/** Whether "if" follows a medicine's frequency in its sentence before another medicine is named. */
function conditional(read: ReadText, claim: Claim): boolean {
  for (let j = claim.last + 1; j < read.tokens.length && j <= claim.last + 12; j++) {
    if (read.breakBefore[j] || read.medicineAt[j]) return false;
    if (CONDITIONS.has(read.tokens[j].lower)) return true;
  }
  return false;
}

const MEALTIMES = new Set(["at", "with", "before", "after", "on", "for", "in"]);
/** Words before "to" and a dose's next step ("go up to", "increase it to", "reduce to"). */
const STEPS = new Set(["increase", "increasing", "increased", "reduce", "reducing", "reduced", "titrate"]);
/** How many words after a dose its next step may be said ("could go up to twenty"). */
const STEP_REACH = 20;
/** Verbs before "up to" or "down to" that make it a dose's next step ("go up to 100"), not a limit ("up to 4 times"). */
const MOVES = new Set(["go", "goes", "going", "step", "move", "come", "cut", "titrate", "bring", "put"]);

/**
 * A unit said once for a list: "6 units at breakfast, 8 at lunch and 10 with the evening meal" — a number
 * written like the amount just before it (followed by "at", "with" …) has that amount's unit.
 */
function withElidedUnits(read: ReadText, found: Claim[]): Claim[] {
  let previous: (Claim & { type: "amount" }) | null = null;
  return mapped(found, (claim) => {
    if (claim.type === "amount") previous = claim;
    if (claim.type !== "number" || !previous) return claim;
    // "sertraline fifty milligrams once a day, may go up to one hundred": the dose's next step.
    // Not "2.5 ml up to 4 times": "up to" is a step only after a verb ("go up to", "cut down to").
    const before = lower(read, claim.first - 2) ?? "";
    const step =
      before === "up" || before === "down"
        ? MOVES.has(lower(read, claim.first - 3) ?? "")
        : STEPS.has(before) || STEPS.has(lower(read, claim.first - 3) ?? "");
    const stepped = previous.unit.kind === "dose" && lower(read, claim.first - 1) === "to" && step;
    // "two two hundred milligram tablets, so four hundred": the dose the tablets make, worked out aloud.
    const workedOut = previous.unit.kind === "dose" && lower(read, claim.first - 1) === "so";
    // "he was about ten units a week, now about twenty eight": what it is now, in the unit it was.
    const nowAt = APPROXIMATELY.has(lower(read, claim.first - 1) ?? "") ? claim.first - 2 : claim.first - 1;
    // …of a size the unit fits (not "one gram, now five hundred", milligrams).
    const near = claim.value <= previous.value * 10 && claim.value * 10 >= previous.value;
    const now =
      near && lower(read, nowAt) === "now" && lower(read, nowAt - 1) === "," && clauseEndsAt(read, claim.last + 1);
    // …"ten milligrams at night, er, he's seventy four so start low, could go up to twenty": a step may come after
    // an aside, in the same sentence, with no other medicine named between.
    if (claim.first - previous.last > (stepped ? STEP_REACH : 6)) return claim;
    for (let j = previous.last + 1; j <= claim.first; j++) {
      if (read.breakBefore[j] || (stepped && read.medicineAt[j])) return claim;
    }
    const between = mapped(read.tokens.slice(previous.last + 1, claim.first), (token) => token.lower);
    const listed = between.includes(",") || between.includes("and");
    const pattern = (last: number) => MEALTIMES.has(lower(read, last + 1) ?? "");
    if (!stepped && !workedOut && !now && (!listed || !pattern(previous.last) || !pattern(claim.last))) return claim;
    const amount: Claim & { type: "amount" } = extended(
      { ...claim, type: "amount" as const, subject: null },
      { unit: previous.unit },
    );
    previous = amount;
    return amount;
  });
}
