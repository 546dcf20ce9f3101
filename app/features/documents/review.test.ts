import { expect, test } from "vitest";
import { shareOfWordsChanged } from "./review.ts";

const words = (n: number, prefix = "word") => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");

test("the share of the draft's words the clinician changed", () => {
  const draft = words(100);
  expect(shareOfWordsChanged(draft, draft)).toBe(0);
  // Punctuation and capitals are not words changed.
  expect(shareOfWordsChanged("patient is well", "Patient is well.")).toBe(0);
  // 5 of 100 replaced: 5%.
  expect(
    shareOfWordsChanged(
      draft,
      draft.replace(/word1(\d) /g, (_, d: string) => (Number(d) < 5 ? "other " : `word1${d} `)),
    ),
  ).toBeCloseTo(0.05);
  // 10 added to 100: 10 of 110.
  expect(shareOfWordsChanged(draft, `${draft} ${words(10, "extra")}`)).toBeCloseTo(10 / 110);
  // Rewritten: all of it.
  expect(shareOfWordsChanged(draft, words(100, "new"))).toBe(1);
  expect(shareOfWordsChanged("", "")).toBe(0);
});
