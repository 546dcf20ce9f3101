import { describe, expect, test } from "vitest";
import type { DocumentFlag } from "~/platform/document-kinds.ts";
import { documentsToRecheck, editBetween, followEdit } from "./flags-follow-edits.ts";

const flagOf = (text: string, document: string, kind = "dose"): DocumentFlag => {
  const start = document.indexOf(text);
  return { text, start, end: start + text.length, kind, explanation: `${text} not in the dictation` };
};

describe("flags carried onto the text as it is edited (decision 044)", () => {
  const before = "Plan: amlodipine 10 mg daily. BP 150/95 today. Review in 2 weeks.";
  const flags = [
    flagOf("10 mg", before),
    flagOf("150/95", before, "measurement"),
    flagOf("2 weeks", before, "duration"),
  ];

  test("an edit elsewhere moves the flags after it with their words", () => {
    const after = before.replace("Plan:", "Plan agreed:");
    const moved = followEdit(flags, before, after);
    expect(moved.map((f) => after.slice(f.start, f.end))).toEqual(["10 mg", "150/95", "2 weeks"]);
  });

  test("an edit that touches a flagged detail drops its flag, and a highlight never lands on other words", () => {
    const after = before.replace("BP 150/95 today", "BP not measured today");
    const kept = followEdit(flags, before, after);
    expect(kept.map((f) => f.text)).toEqual(["10 mg", "2 weeks"]);
    for (const flag of kept) expect(after.slice(flag.start, flag.end)).toBe(flag.text);
    // Typing right against a detail changes it too ("150/95" → "150/955").
    const typed = before.replace("150/95", "150/955");
    expect(followEdit(flags, before, typed).map((f) => f.text)).toEqual(["10 mg", "2 weeks"]);
  });

  test("the changed stretch between two texts", () => {
    expect(editBetween("abcdef", "abXYef")).toEqual({ start: 2, removedEnd: 4, delta: 0 });
    expect(editBetween("abc", "abc")).toEqual({ start: 3, removedEnd: 3, delta: 0 });
    expect(editBetween("aaa", "aaaa")).toEqual({ start: 3, removedEnd: 3, delta: 1 });
  });

  test("only documents Notewell drafted, flagged or vouched for are checked again", () => {
    const texts = {
      consultationNote: "Note.",
      referralLetter: "Letter.",
      exactDictation: "Words.",
      patientSummary: "",
    };
    expect(documentsToRecheck({}, texts)).toEqual([]);
    expect(
      documentsToRecheck(
        {
          consultationNote: { draft: { generatedAt: "2026-11-24T09:00:00.000Z", model: "m" } },
          exactDictation: { receipt: { status: "verified", message: "ok" } },
        },
        texts,
      ),
    ).toEqual([
      // With the day it was drafted, which its dates are read from.
      { field: "consultationNote", text: "Note.", kind: "flags", written: "2026-11-24T09:00:00.000Z" },
      { field: "exactDictation", text: "Words.", kind: "words" },
    ]);
  });
});
