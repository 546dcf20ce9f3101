import { describe, expect, test } from "vitest";
import { findUnsupportedDetails } from "../unsupported-details.ts";
import { relativeDateAt } from "./relative-dates.ts";
import { tokenize } from "./tokens.ts";

const term = (text: string, at = 0) => relativeDateAt(tokenize(text), at)?.term ?? null;
const flagged = (transcript: string, document: string) =>
  findUnsupportedDetails(transcript, document).map((detail) => [detail.text, detail.explanation]);

describe("relative dates", () => {
  test("days by name, short or plural, and days relative to the consultation", () => {
    expect(term("Mondays")).toBe("Monday");
    expect(term("seen Mon", 1)).toBe("Monday");
    expect(term("last Tue", 1)).toBe("Tuesday");
    expect(term("Sun exposure")).toBeNull();
    expect(term("tomorrow")).toBe("tomorrow");
    expect(term("next week")).toBe("next week");
    expect(term("this year")).toBe("this year");
    // …not a school year as written ("this Year 11 student"); but "this year two months of …" said unpunctuated is.
    expect(term("this Year 11 student")).toBeNull();
    expect(term("this year two months of burning")).toBe("this year");
    expect(term("This Year\n1. Stop smoking")).toBe("this year");
    expect(term("This Year 2nd Child")).toBe("this year");
  });

  test("a day the dictation does not give is flagged; the same day written another way is not", () => {
    expect(flagged("I saw her on Monday", "First seen on Friday.")).toEqual([
      ["Friday", "Friday not in the dictation (said: Monday)"],
    ]);
    expect(flagged("I saw her on Monday", "Seen Mon.")).toEqual([]);
    expect(flagged("they'll see her tomorrow morning", "Seen tomorrow a.m.")).toEqual([]);
    expect(flagged("they'll see her tomorrow morning", "Seen next week.")).toEqual([
      ["next week", "next week not in the dictation (said: tomorrow)"],
    ]);
    expect(flagged("similar episode in march last year", "Similar episode in March this year.")).toHaveLength(1);
  });

  test("a medicine's day belongs to that medicine", () => {
    const transcript = "methotrexate 15 mg once a week on a monday with folic acid 5 mg once a week on a thursday";
    expect(flagged(transcript, "Methotrexate 15 mg weekly (Mondays), folic acid 5 mg weekly (Thursdays).")).toEqual([]);
    expect(flagged(transcript, "Methotrexate 15 mg weekly (Mondays), folic acid 5 mg weekly (Mondays).")).toEqual([
      ["Mondays", "Mondays: in the dictation Monday is methotrexate's day, not folic acid's"],
    ]);
  });

  test("today is the consultation's day unless the dictation puts it on another", () => {
    expect(flagged("blood pressure one forty over ninety", "BP 140/90 today.")).toEqual([]);
    expect(flagged("the eye unit will see him tomorrow", "Eye unit today.")).toHaveLength(1);
  });
});
