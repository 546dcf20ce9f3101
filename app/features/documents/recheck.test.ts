import { expect, test } from "vitest";
import { recheck, withRecheck } from "./recheck.ts";

const TRANSCRIPT = "cough for three days chest clear plan amoxicillin 500 mg three times a day for five days";
const draft = { generatedAt: "2026-11-24T09:00:00.000Z", model: "gpt-4o-mini" };

test("a fixed detail loses its flag, a newly typed one gains one, and a detail ticked as checked stays ticked", () => {
  const letter = "Amoxicillin 250 mg three times a day. BP 150/95.";
  const first = recheck({
    id: 1,
    transcript: TRANSCRIPT,
    keyTerms: [],
    documents: [{ field: "referralLetter", text: letter, kind: "flags" }],
  });
  const flags = first.results[0].flags!;
  expect(flags.map((f) => f.text)).toEqual(["250 mg", "150/95"]);
  const ticked = {
    referralLetter: { draft, flags: flags.map((f) => (f.text === "150/95" ? { ...f, checked: true } : f)) },
  };

  const fixed = letter.replace("250 mg", "500 mg");
  const again = recheck({
    id: 2,
    transcript: TRANSCRIPT,
    keyTerms: [],
    documents: [{ field: "referralLetter", text: fixed, kind: "flags" }],
  });
  const texts = { consultationNote: "", referralLetter: fixed, exactDictation: "", patientSummary: "" };
  const notes = withRecheck(ticked, again.results, texts);
  expect(notes.referralLetter?.flags?.map((f) => [f.text, f.checked])).toEqual([["150/95", true]]);
  expect(notes.referralLetter?.draft).toEqual(draft);

  // Results for a text edited since are carried onto the text as it is now.
  const edited = `Seen today. ${fixed}`;
  const carried = withRecheck(ticked, again.results, { ...texts, referralLetter: edited });
  const flag = carried.referralLetter!.flags![0];
  expect(edited.slice(flag.start, flag.end)).toBe("150/95");
});

test("an exact dictation keeps its receipt only while its words are the dictation's", () => {
  const verified = { exactDictation: { draft, receipt: { status: "verified" as const, message: "Verified" } } };
  const texts = (exactDictation: string) => ({
    consultationNote: "",
    referralLetter: "",
    exactDictation,
    patientSummary: "",
  });
  const check = (text: string) =>
    recheck({
      id: 1,
      transcript: TRANSCRIPT,
      keyTerms: [],
      documents: [{ field: "exactDictation", text, kind: "words" }],
    }).results;
  const changed = "Cough for four days.";
  expect(withRecheck(verified, check(changed), texts(changed)).exactDictation).toEqual({ draft });
  const same = `${TRANSCRIPT.replace("cough", "Cough")}.`;
  expect(withRecheck({ exactDictation: { draft } }, check(same), texts(same)).exactDictation?.receipt).toEqual({
    status: "verified",
    message: "Verified: every word matches your dictation",
  });
});

test("a patient summary is read again for the record's shorthand too; a note keeps its own", () => {
  const text = "Take amoxicillin 500 mg TDS for five days.";
  const check = (field: "patientSummary" | "consultationNote") =>
    recheck({ id: 3, transcript: TRANSCRIPT, keyTerms: [], documents: [{ field, text, kind: "flags" }] }).results[0]
      .flags;
  expect(check("patientSummary")?.map((f) => [f.text, f.kind])).toEqual([["TDS", "abbreviation"]]);
  expect(check("consultationNote")).toEqual([]);
});

test("an edited document's dates are read as of the day it was drafted: a year not said is that day's", () => {
  const transcript = "review on the fifth of january";
  const check = (written?: string) =>
    recheck({
      id: 4,
      transcript,
      keyTerms: [],
      documents: [{ field: "consultationNote", text: "Review 5/1/27.", kind: "flags", written }],
    }).results[0].flags;
  expect(check("2026-12-04T09:00:00.000Z")).toEqual([]);
  expect(check("2024-12-04T09:00:00.000Z")?.map((flag) => flag.text)).toEqual(["5/1/27"]);
  expect(check()?.map((flag) => flag.text)).toEqual(["5/1/27"]);
  // A date that does not read is no date.
  expect(check("not a date")?.map((flag) => flag.text)).toEqual(["5/1/27"]);
});
