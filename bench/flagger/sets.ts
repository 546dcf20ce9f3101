import {
  faithfulCases,
  plantedCases,
  SCENARIOS,
  type FaithfulCase,
  type PlantedCase,
} from "../../tests/fixtures/flagger/corpus.ts";
import { HELD_OUT } from "../../tests/fixtures/flagger/held-out.ts";
import { HELD_OUT_2 } from "../../tests/fixtures/flagger/held-out-2.ts";
import { HELD_OUT_3 } from "../../tests/fixtures/flagger/held-out-3.ts";
import { HELD_OUT_4 } from "../../tests/fixtures/flagger/held-out-4.ts";
import { HELD_OUT_5 } from "../../tests/fixtures/flagger/held-out-5.ts";
import type { Scenario } from "../../tests/fixtures/flagger/scenario.ts";

/**
 * The flagger's sets, as the benchmark and its test report them: the corpus (tuned on), the held-out set of
 * issue 15 and the second to fifth held-out sets of issue 24 (each tuned on after its first run; decision 034), and
 * all.
 */
export const SET_NAMES = ["corpus", "held-out", "held-out-2", "held-out-3", "held-out-4", "held-out-5", "all"] as const;
export type SetName = (typeof SET_NAMES)[number];

const SCENARIOS_BY_SET: Record<Exclude<SetName, "all">, Scenario[]> = {
  corpus: SCENARIOS,
  "held-out": HELD_OUT,
  "held-out-2": HELD_OUT_2,
  "held-out-3": HELD_OUT_3,
  "held-out-4": HELD_OUT_4,
  "held-out-5": HELD_OUT_5,
};

export function scenariosOf(set: SetName): Scenario[] {
  return set === "all" ? Object.values(SCENARIOS_BY_SET).flat() : SCENARIOS_BY_SET[set];
}

export function casesOf(set: SetName): { faithful: FaithfulCase[]; planted: PlantedCase[] } {
  const scenarios = scenariosOf(set);
  return { faithful: faithfulCases(scenarios), planted: plantedCases(scenarios) };
}
