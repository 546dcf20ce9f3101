import { describe, expect, test } from "vitest";
import {
  describeFrequency,
  frequencyAt,
  frequencySupports,
  routeAt,
  routeSupports,
  type Frequency,
} from "./frequencies.ts";
import { tokenize } from "./tokens.ts";

const read = (text: string): Frequency | null => frequencyAt(tokenize(text), 0)?.frequency ?? null;

describe("frequencies", () => {
  test.each([
    [["once a day", "once daily", "od", "OD", "o.d.", "daily", "every day", "1 time a day"], "once a day"],
    [
      ["twice a day", "twice daily", "bd", "BD", "b.d.", "bid", "2 times a day", "two times daily", "every 12 hours"],
      "twice a day",
    ],
    [["three times a day", "tds", "t.d.s.", "tid", "3 times daily", "thrice daily", "8 hourly"], "three times a day"],
    [["four times a day", "qds", "q.d.s.", "QDS", "4 times daily", "6-hourly", "every 6 hours"], "four times a day"],
    [["nocte", "at night", "ON", "at bedtime", "every night"], "once a day at night"],
    [["mane", "in the morning", "OM", "each morning", "every morning"], "once a day in the morning"],
    [["as required", "as needed", "when required", "prn", "PRN", "p.r.n.", "if needed"], "as required"],
    [["three times a week", "3x/week", "3 times a week"], "three times a week"],
    [["once a week", "weekly", "every week"], "once a week"],
    [["every 3 months", "3-monthly", "3 monthly"], "every 3 months"],
  ])("%j all read as %s", (spellings, meaning) => {
    for (const spelling of spellings) expect(describeFrequency(read(spelling)!), spelling).toBe(meaning);
  });

  test("what extends a frequency: a range, a time of day, as required", () => {
    expect(describeFrequency(read("BD–TDS")!)).toBe("twice a day or three times a day");
    expect(describeFrequency(read("once a day in the morning")!)).toBe("once a day in the morning");
    expect(describeFrequency(read("four times a day as needed")!)).toBe("four times a day as required");
    expect(describeFrequency(read("QDS PRN")!)).toBe("four times a day as required");
  });

  test("a bare count in a day, week or month is how often, a range of two counts included", () => {
    expect(describeFrequency(read("4 a week")!)).toBe(describeFrequency(read("four times a week")!));
    expect(describeFrequency(read("one or two a month")!)).toBe(describeFrequency(read("once or twice a month")!));
    expect(read("ten a year")).toBeNull();
  });

  test("'on' and 'om' are abbreviations only in capitals", () => {
    expect(read("on")).toBeNull();
    expect(read("om")).toBeNull();
  });

  test("a document's frequency is supported by the same rate, timing and as-required", () => {
    const [od, bd, nocte, prn, qdsPrn, qds] = ["od", "bd", "nocte", "prn", "qds prn", "qds"].map((text) => read(text)!);
    expect(frequencySupports(od, od)).toBe(true);
    expect(frequencySupports(od, bd)).toBe(false);
    // "at night" says more than "once a day": supported by it, not the reverse.
    expect(frequencySupports(nocte, od)).toBe(true);
    expect(frequencySupports(od, nocte)).toBe(false);
    // Regular and as-required are different instructions.
    expect(frequencySupports(qdsPrn, qds)).toBe(false);
    expect(frequencySupports(qds, qdsPrn)).toBe(false);
    expect(frequencySupports(qdsPrn, prn)).toBe(true);
  });
});

describe("routes", () => {
  const route = (text: string) => routeAt(tokenize(text), 0)?.route ?? null;

  test("spellings of one route", () => {
    expect(["orally", "oral", "PO", "by mouth", "tablets"].map(route)).toEqual(Array(5).fill("oral"));
    expect(["IM", "intramuscular", "intramuscularly"].map(route)).toEqual(Array(3).fill("intramuscular"));
    expect(["SL", "sublingually", "under the tongue"].map(route)).toEqual(Array(3).fill("sublingual"));
    expect(["cream", "ointment", "topically"].map(route)).toEqual(Array(3).fill("topical"));
  });

  test("abbreviations only in capitals ('im' and 'po' are not routes)", () => {
    expect(route("im")).toBeNull();
    expect(route("po")).toBeNull();
  });

  test("an injection is IM, SC or IV only until the dictation says which", () => {
    expect(routeSupports(["injection"], "subcutaneous")).toBe(true);
    expect(routeSupports(["intramuscular", "injection"], "subcutaneous")).toBe(false);
    expect(routeSupports(["intramuscular"], "injection")).toBe(true);
    expect(routeSupports(["intramuscular"], "oral")).toBe(false);
  });

  test("a range said with two counts, 'a day' after a dose, and 'via a spacer'", () => {
    expect(read("once or twice a week")?.rates.map((rate) => Math.round(rate * 7))).toEqual([1, 2]);
    expect(describeFrequency(frequencyAt(tokenize("5 mg a day"), 2)!.frequency)).toBe("once a day");
    expect(frequencyAt(tokenize("once in a day"), 1)).toBeNull();
    expect(route("via a spacer")).toBe("inhaled");
    expect(route("via the spacer")).toBe("inhaled");
  });
});

describe("how often a medicine taken as required is needed (2026-12-05)", () => {
  test("'~2x/week' is what 'twice a week as required' says, and another count is not", () => {
    const said = read("twice a week as required")!;
    expect(frequencySupports(said, read("2x/week")!)).toBe(true);
    expect(frequencySupports(said, read("3x/week")!)).toBe(false);
    // A frequency said regularly is not made "as required" by it.
    expect(frequencySupports(read("twice a week")!, read("as required")!)).toBe(false);
  });

  test("'a couple a day' is two a day, as 'a couple of times a day' is", () => {
    expect(describeFrequency(read("a couple a day")!)).toBe("twice a day");
    expect(describeFrequency(read("a couple times a week")!)).toBe("twice a week");
  });
});

describe("nights counted in a week (2026-12-05)", () => {
  test("'3 nights a week' and '3 nights/wk' are three times a week; days are not read so", () => {
    for (const spelling of ["3 nights a week", "three nights a week", "3 nights/wk", "3 nights per week"])
      expect(describeFrequency(read(spelling)!), spelling).toBe("three times a week");
    expect(read("3 days a week")).toBeNull();
  });
});
