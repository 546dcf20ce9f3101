import { expect, test } from "vitest";
import { findUnsupportedDetails } from "../../app/features/documents/unsupported-details.ts";
import { CATCH_GOALS, MAX_FALSE_FLAGS_PER_FAITHFUL } from "./goals.ts";
import { scoreCorpus } from "./score.ts";
import { casesOf, scenariosOf, SET_NAMES } from "./sets.ts";

/**
 * The flagger's sets — the corpus, the held-out set of issue 15 and the second to fifth held-out sets of
 * issue 24 — scored as `npm run bench:flagger` scores them (the same code): each class of planted error caught at
 * least as often as its goal over all the sets, and in each set no more false flags on faithful documents than the
 * goal allows. The rates are deterministic; the time is only measured by the benchmark.
 */
const scores = SET_NAMES.map((set) => [set, scoreCorpus(findUnsupportedDetails, casesOf(set))] as const);

const [, all] = scores.find(([set]) => set === "all")!;

test("the corpus is large enough to mean something: 120+ cases, 30+ faithful documents, every class planted", () => {
  const cases = casesOf("all");
  expect(cases.faithful.length).toBeGreaterThanOrEqual(30);
  expect(cases.faithful.length + cases.planted.length).toBeGreaterThanOrEqual(120);
  for (const entry of all.classes) expect(entry.planted, entry.class).toBeGreaterThanOrEqual(15);
});

test.each(all.classes.map((entry) => [entry.class, entry] as const))("%s: caught as often as the goal", (_, entry) => {
  const missed = entry.missed.map((planted) => planted.name);
  expect(entry.caught / entry.planted, `missed: ${missed.join("; ")}`).toBeGreaterThanOrEqual(CATCH_GOALS[entry.class]);
});

test.each(scores)("%s: at most one false flag per ten faithful documents", (_, score) => {
  const flags = score.faithful.falseFlags.map((flag) => `${flag.name}: ${flag.text} (${flag.explanation})`);
  expect(score.faithful.falseFlags.length / score.faithful.outputs, flags.join("; ")).toBeLessThanOrEqual(
    MAX_FALSE_FLAGS_PER_FAITHFUL,
  );
});

test("a transcript or faithful document checked against itself is never flagged", () => {
  for (const scenario of scenariosOf("all")) {
    for (const text of [scenario.transcript, ...Object.values(scenario.faithful)]) {
      expect(findUnsupportedDetails(text, text), text.slice(0, 60)).toEqual([]);
    }
  }
});
