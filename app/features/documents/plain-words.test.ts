import { describe, expect, test } from "vitest";
import { documentFlags, findShorthand } from "./plain-words.ts";

const texts = (text: string) => findShorthand(text).map((flag) => flag.text);

describe("the record's shorthand in a summary for the patient", () => {
  test("capitalised abbreviations, prescription Latin and note shorthand are flagged, with plain words", () => {
    const summary =
      "Your BP was high. We did an ECG. Take amoxicillin 500 mg TDS and paracetamol prn. Come back in 2/52, e.g. sooner if worse.";
    expect(texts(summary)).toEqual(["BP", "ECG", "TDS", "prn", "2/52", "e.g."]);
    const [bp, , tds, prn, weeks, example] = findShorthand(summary);
    expect(bp.explanation).toBe('"BP" is shorthand your patient may not know: write "blood pressure"');
    expect(tds.explanation).toBe('"TDS" is shorthand your patient may not know: write "three times a day"');
    expect(prn.explanation).toContain('"when you need it"');
    expect(weeks.explanation).toContain('"2 weeks"');
    expect(example.explanation).toContain('"for example"');
    expect(summary.slice(tds.start, tds.end)).toBe("TDS");
    expect(bp.kind).toBe("abbreviation");
  });

  test("plain English is left alone: words patients know, units, headings in capitals, dates and readings", () => {
    const summary = [
      "WHAT HAPPENS NEXT",
      "Your GP will see you again. The NHS app shows your results. Go to A&E if you get worse.",
      "Take 500 mg three times a day, with 5 ml of water. Your blood pressure was 150/95 on 12/12/2026.",
      "You can keep taking vitamin B12. It is OK to go to work. I'm glad the COVID-19 test was clear.",
      "Take it once a day, at night. Come back on Monday.",
    ].join("\n");
    expect(findShorthand(summary)).toEqual([]);
  });

  test("a word at the end of a sentence is read without its full stop; offsets are in the whole text", () => {
    const summary = "Why you came:\nYou have a cough.\nWhat to do:\nTake one tablet bd.";
    const [flag] = findShorthand(summary);
    expect(flag).toMatchObject({ text: "bd", kind: "abbreviation" });
    expect(summary.slice(flag.start, flag.end)).toBe("bd");
  });
});

describe("documentFlags: the guards a generated document gets", () => {
  const transcript = "cough for three days chest clear plan amoxicillin 500 mg tds for five days review in 2 weeks";

  test("a summary for the patient: unsupported details and shorthand, in order, never overlapping", () => {
    const summary = "You have had a cough for 3 days. Take amoxicillin 250 mg TDS for 5 days. BP was fine.";
    const flags = documentFlags(transcript, summary, { forPatient: true });
    expect(flags.map((f) => [f.text, f.kind])).toEqual([
      ["250 mg", "dose"],
      ["TDS", "abbreviation"],
      ["BP", "abbreviation"],
    ]);
  });

  test("plain words for what was said in shorthand are the same claim: nothing to check", () => {
    const summary =
      "What to do:\nTake amoxicillin 500 mg three times a day for five days.\nWhat happens next:\nWe will see you again in 2 weeks.";
    expect(documentFlags(transcript, summary, { forPatient: true })).toEqual([]);
  });

  test("a note for the record keeps its shorthand: only unsupported details are flagged", () => {
    const note = "c/o cough 3/7. O/E chest clear. Plan amoxicillin 250 mg TDS.";
    expect(documentFlags(transcript, note, { forPatient: false }).map((f) => f.kind)).toEqual(["dose"]);
  });
});
