import { describe, expect, test } from "vitest";
import { SCENARIOS } from "../../../tests/fixtures/flagger/corpus.ts";
import { HELD_OUT } from "../../../tests/fixtures/flagger/held-out.ts";
import { wordsOf } from "./exact-dictation.ts";
import { tidyTranscript } from "./tidy-transcript.ts";

/** Every run of letters and digits, as written (case aside): stricter than wordsOf, which also joins across marks. */
const letterRuns = (text: string) => (text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).map((run) => run.toLowerCase());

function expectSameWords(before: string, after: string): void {
  expect(wordsOf(after)).toEqual(wordsOf(before));
  expect(letterRuns(after)).toEqual(letterRuns(before));
}

/** A small seeded generator (mulberry32), so a failure can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "i",
  "plan",
  "On examination",
  "bp",
  "150/95",
  "500mg",
  "500 mg",
  "Dr.",
  "e.g.",
  "don't",
  "follow-up",
  "ß",
  "straße",
  "ǆ",
  "ﬁ",
  "İ",
  "1.5",
  "10,000",
  "café",
  "—",
  "...",
  ".",
  "?",
  "!",
  ",",
  ";",
  ":",
  "\n",
  "\n\n",
  "  ",
  "\t",
  "'",
  "“quoted”",
  "(bracket)",
  "o/e",
  "L knee",
  "x",
  "ok",
  "Safety netting",
  "review in 2/52",
  "ı",
  "ŉ",
  "Ǆ",
];

describe("the transcript as the dictation (tidyTranscript)", () => {
  test("every dictation of the flagger corpus and the held-out set keeps its words, in order", () => {
    const transcripts = [...SCENARIOS, ...HELD_OUT].map((scenario) => scenario.transcript);
    expect(transcripts.length).toBeGreaterThan(25);
    for (const transcript of transcripts) {
      expectSameWords(transcript, tidyTranscript(transcript));
      // As the provider gives it with formatting off: no capitals, no punctuation.
      const bare = transcript.toLowerCase().replace(/[.?!,]/g, "");
      expectSameWords(bare, tidyTranscript(bare));
    }
  });

  test("2,000 random texts of awkward pieces keep their words, in order", () => {
    const next = random(20_26);
    for (let run = 0; run < 2_000; run++) {
      const parts = Array.from(
        { length: 1 + Math.floor(next() * 30) },
        () => PIECES[Math.floor(next() * PIECES.length)],
      );
      const text = parts.join(next() < 0.5 ? " " : "");
      expectSameWords(text, tidyTranscript(text));
    }
  });

  test("adds capitals, full stops and paragraphs, and nothing else", () => {
    expect(tidyTranscript("patient reports a cough. i think it is viral   plan fluids")).toBe(
      "Patient reports a cough. I think it is viral plan fluids.",
    );
    expect(
      tidyTranscript(
        "cough for three days. no fever. on examination chest clear. impression viral cough. plan fluids and rest. review if worse",
      ),
    ).toBe(
      "Cough for three days. No fever.\n\nOn examination chest clear.\n\nImpression viral cough.\n\nPlan fluids and rest. Review if worse.",
    );
    expect(tidyTranscript("first line\r\n\r\n\r\nsecond line!")).toBe("First line.\n\nSecond line!");
    expect(tidyTranscript("seen by Dr. patel today. 5 mg daily")).toBe("Seen by Dr. patel today. 5 mg daily.");
    expect(tidyTranscript("straße closed. ß")).toBe("Straße closed. ß.");
    expect(tidyTranscript("   ")).toBe("");
  });

  test("a long paragraph is broken after every fifth sentence", () => {
    const text = Array.from({ length: 12 }, (_, i) => `sentence ${i + 1}.`).join(" ");
    expect(
      tidyTranscript(text)
        .split("\n\n")
        .map((p) => p.split(". ").length),
    ).toEqual([5, 5, 2]);
  });
});
