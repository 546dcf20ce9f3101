import { describe, expect, test } from "vitest";
import {
  consultationInstructions,
  consultationMessages,
  DETAIL_LEVELS,
  exactMessages,
  NOTE_FORMATS,
  questionMessages,
  referralMessages,
} from "./prompts.ts";

const HEADINGS = {
  narrative: [],
  soap: ["Subjective:", "Objective:", "Assessment:", "Plan:"],
  sbar: ["Situation:", "Background:", "Assessment:", "Recommendation:"],
  structured: ["Presenting Complaint:", "History of Presenting Complaint:", "Examination:", "Plan:", "Safety-netting:"],
} as const;

describe("consultation notes", () => {
  test("twelve distinct instructions, one per format and detail level", () => {
    const all = NOTE_FORMATS.flatMap((f) => DETAIL_LEVELS.map((l) => consultationInstructions(f, l)));
    expect(new Set(all).size).toBe(12);
  });

  for (const format of NOTE_FORMATS) {
    for (const level of DETAIL_LEVELS) {
      test(`${format} / ${level}: the right headings, the detail level, and the ground rules`, () => {
        const text = consultationInstructions(format, level);
        for (const heading of HEADINGS[format]) expect(text).toContain(heading);
        if (format === "narrative") expect(text).toMatch(/without headings/);
        expect(text).toContain(
          `Detail level: ${{ "very-concise": "Very Concise", normal: "Normal", extended: "Extended" }[level]}.`,
        );
        expect(text).toContain("Use only information that is in the transcript");
        expect(text).toContain("UK English");
        expect(text).toMatch(/clinician and the patient .* speak in turn/);
      });
    }
  }

  test("the transcript travels as data between markers, after the instructions", () => {
    const messages = consultationMessages("Patient has a cough.", "soap", "normal");
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[1].content).toContain("<<<TRANSCRIPT\nPatient has a cough.\nTRANSCRIPT>>>");
  });
});

test("referral letter: opens by thanking the colleague, no subheadings, UK spelling, transcript only", () => {
  const [system] = referralMessages("x");
  expect(system.content).toContain("The first line thanks the recipient for seeing the patient");
  expect(system.content).toContain("no headings or subheadings");
  expect(system.content).toContain("UK spelling");
  expect(system.content).toContain("Use only information that is in the transcript");
});

test("exact dictation: punctuation, capitals and paragraphs only", () => {
  const [system, user] = exactMessages("words here");
  expect(system.content).toContain("Add punctuation, capital letters and paragraph breaks, and nothing else.");
  expect(system.content).toContain("Do not add, remove, change, reorder, merge or split any word");
  expect(user.content).toContain("<<<DICTATION\nwords here\nDICTATION>>>");
});

test("question assistant: the question and only the material that exists", () => {
  const [system, user] = questionMessages("  What are the differentials?  ", {
    transcript: "cough for three days",
    consultationNote: "S: cough",
    referralLetter: "",
    exactDictation: "",
  });
  expect(system.content).toContain("differential diagnoses");
  expect(system.content).toContain("SNOMED CT");
  expect(user.content).toContain("Transcript:\n<<<\ncough for three days\n>>>");
  expect(user.content).toContain("Consultation note:");
  expect(user.content).not.toContain("Referral letter:");
  expect(user.content.endsWith("Question: What are the differentials?")).toBe(true);
});
