import { withoutPossessive, type Token } from "./tokens.ts";
import { wordTable } from "./lookup.ts";

/**
 * Dates said relative to the consultation or by the day of the week: "today", "tomorrow a.m.", "yesterday",
 * "tonight", "next week", "this year", "on Monday", "Mondays", "last Tue", "last spring". Each has one name (`term`), so that
 * "tomorrow morning" and "tomorrow a.m." are the same day, and "Fri" is "Friday". "Last week" and "last year"
 * are lengths of time as well and are read as such (claims.ts).
 */
export type RelativeDate = { term: string; weekday: boolean };

/** The days of the week's names, in the order Date.getDay() counts them from 0. */
export const WEEK = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Each day as said, once or every week ("monday", "mondays"). */
const WEEKDAYS = wordTable(
  Object.fromEntries(
    WEEK.flatMap((day) => {
      const said = day.toLowerCase();
      return [
        [said, day],
        [`${said}s`, day],
      ];
    }),
  ),
);
/** Abbreviated days, which are also words ("sun", "sat", "wed"): only with a capital. */
const SHORT_WEEKDAYS = wordTable({
  Mon: "Monday",
  Tue: "Tuesday",
  Tues: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Thur: "Thursday",
  Thurs: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
  Sun: "Sunday",
});
/** The days named from the day they are said on, each with how many days it is from that day. */
export const DAYS_FROM_SAYING = wordTable({ yesterday: -1, today: 0, tonight: 0, tomorrow: 1 });
/** Seasons ("last spring", "in the summer"), each a time of year a document must not move. */
const SEASONS = wordTable({ spring: "spring", summer: "summer", autumn: "autumn", winter: "winter" });
const PERIODS = new Set(["week", "month", "year", "weekend"]);
const PARTS_OF_THE_DAY = new Set(["morning", "afternoon", "evening"]);

/** Words before a short day name that show it is a day ("on Fri", "last Tue", "seen Mon", "(Mon"). */
const BEFORE_SHORT_DAY = new Set(["on", "last", "next", "this", "seen", "by", "from", "until", "(", "every", "since"]);
/** Words after a short day name that show it is a day ("Sun night", "Fri pm"). */
export const AFTER_SHORT_DAY = new Set(["night", "morning", "evening", "afternoon", "am", "pm", "eve"]);

/** Whether a word (lower case) is a day of the week, or its short form as a document writes it ("tue"). */
export const isWeekday = (word: string) =>
  WEEKDAYS.get(word) !== undefined || SHORT_WEEKDAYS.get(word.charAt(0).toUpperCase() + word.slice(1)) !== undefined;

/** Whether a relative date can begin with this token (a quick test before reading one). */
export function mayStartRelativeDate(token: Token): boolean {
  const word = token.lower;
  return (
    WEEKDAYS.get(word) !== undefined ||
    SHORT_WEEKDAYS.get(token.text) !== undefined ||
    DAYS_FROM_SAYING.has(word) ||
    SEASONS.get(word) !== undefined ||
    word === "next" ||
    word === "this" ||
    word === "last" ||
    word === "earlier" ||
    word === "later"
  );
}

/** The relative date at token `i`, and the index after it; null when there is none. */
export function relativeDateAt(tokens: Token[], i: number): (RelativeDate & { next: number }) | null {
  const token = tokens[i];
  if (token.kind !== "word") return null;
  const weekday = WEEKDAYS.get(token.lower);
  if (weekday) return { term: weekday, weekday: true, next: i + 1 };
  const short = SHORT_WEEKDAYS.get(token.text);
  if (short) {
    const next = tokens[i + 1];
    const dotted = next?.lower === "." && next.gap === "";
    const before = tokens[i - 1]?.lower ?? "";
    const after = tokens[i + (dotted ? 2 : 1)];
    if (BEFORE_SHORT_DAY.has(before) || after?.kind === "number" || AFTER_SHORT_DAY.has(after?.lower ?? "")) {
      return { term: short, weekday: true, next: dotted ? i + 2 : i + 1 };
    }
    return null;
  }
  const day = DAYS_FROM_SAYING.has(token.lower) ? token.lower : SEASONS.get(token.lower);
  if (day) return { term: day, weekday: false, next: i + 1 };
  // "next week", "this year": "last week" and "last year" are read as lengths of time.
  // …"this year's the worst": this year, and what it is.
  const period = withoutPossessive(tokens[i + 1]?.lower ?? "") ?? tokens[i + 1]?.lower ?? "";
  // "this morning", "this afternoon": today; "this evening": tonight.
  if (token.lower === "this" && PARTS_OF_THE_DAY.has(period)) {
    return { term: period === "evening" ? "tonight" : "today", weekday: false, next: i + 2 };
  }
  // …not "this Year 11 student": a school year, as a writer writes it (not "put on 10 kilos this year two months …").
  // (…on its line, and no ordinal: "Goals For This Year\n1. Stop smoking", "This Year 2nd Child" are this year.)
  const yearNumber = tokens[i + 2];
  const schoolYear =
    tokens[i + 1]?.text === "Year" &&
    yearNumber?.kind === "number" &&
    yearNumber.value <= 13 &&
    !yearNumber.ordinal &&
    !yearNumber.gap.includes("\n");
  if ((token.lower === "next" || token.lower === "this") && PERIODS.has(period) && !schoolYear) {
    return { term: `${token.lower} ${period}`, weekday: false, next: i + 2 };
  }
  // "last night": yesterday ("bitten at about 8 pm yesterday" for "bit her last night about eight o'clock").
  // …not "on the last night of her holiday".
  const lastNight = token.lower === "last" && period === "night" && tokens[i - 1]?.lower !== "the";
  if (lastNight) return { term: "yesterday", weekday: false, next: i + 2 };
  // "earlier in the year", "later in the month": this year, this month.
  const inThe = tokens[i + 1]?.lower === "in" && tokens[i + 2]?.lower === "the";
  if ((token.lower === "earlier" || token.lower === "later") && inThe && PERIODS.has(tokens[i + 3]?.lower ?? "")) {
    return { term: `this ${tokens[i + 3].lower}`, weekday: false, next: i + 4 };
  }
  return null;
}
