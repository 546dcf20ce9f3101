import { expect, test } from "vitest";
import { findUnsupportedDetails } from "../../app/features/documents/unsupported-details.ts";
import { faithfulCases, plantedCases, SCENARIOS } from "../../tests/fixtures/flagger/corpus.ts";
import { HELD_OUT } from "../../tests/fixtures/flagger/held-out.ts";
import { CATCH_GOALS, MAX_FALSE_FLAGS_PER_FAITHFUL } from "./goals.ts";
import { scoreCorpus } from "./score.ts";

/**
 * The flagger's corpus and held-out set together, scored as `npm run bench:flagger` scores them (the same code):
 * each class of planted error caught at least as often as its goal, and no more false flags on faithful
 * documents than the goal allows. The rates are deterministic; the time is only measured by the benchmark.
 */
const everything = [...SCENARIOS, ...HELD_OUT];
const score = scoreCorpus(findUnsupportedDetails, {
  faithful: faithfulCases(everything),
  planted: plantedCases(everything),
});

test("the corpus is large enough to mean something: 120+ cases, 30+ faithful documents, every class planted", () => {
  expect(faithfulCases().length).toBeGreaterThanOrEqual(30);
  expect(faithfulCases().length + plantedCases().length).toBeGreaterThanOrEqual(120);
  for (const entry of score.classes) expect(entry.planted, entry.class).toBeGreaterThanOrEqual(15);
});

test.each(score.classes.map((entry) => [entry.class, entry] as const))(
  "%s: caught as often as the goal",
  (_, entry) => {
    const missed = entry.missed.map((planted) => planted.name);
    expect(entry.caught / entry.planted, `missed: ${missed.join("; ")}`).toBeGreaterThanOrEqual(
      CATCH_GOALS[entry.class],
    );
  },
);

test("faithful documents: at most one false flag per ten", () => {
  const flags = score.faithful.falseFlags.map((flag) => `${flag.name}: ${flag.text}`);
  expect(score.faithful.falseFlags.length / score.faithful.outputs, flags.join("; ")).toBeLessThanOrEqual(
    MAX_FALSE_FLAGS_PER_FAITHFUL,
  );
});

test("a transcript or faithful document checked against itself is never flagged", () => {
  for (const scenario of everything) {
    for (const text of [scenario.transcript, ...Object.values(scenario.faithful)]) {
      expect(findUnsupportedDetails(text, text), text.slice(0, 60)).toEqual([]);
    }
  }
});
