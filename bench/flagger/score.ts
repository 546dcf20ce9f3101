/**
 * Scores an unsupported-detail checker on the corpus (tests/fixtures/flagger/): the share of planted errors it
 * catches in each class, and the flags it raises on faithful documents. A planted error is caught when a flag
 * overlaps the text a careful colleague would point at. The same code serves the benchmark and its test.
 */
import {
  faithfulCases,
  plantedCases,
  type FaithfulCase,
  type PlantedCase,
} from "../../tests/fixtures/flagger/corpus.ts";
import { FLAG_CLASSES, type FlagClass } from "../../tests/fixtures/flagger/scenario.ts";

type Flag = { text: string; start: number; end: number; explanation: string };
/** `findUnsupportedDetails(transcript, document, options)`, now or as it was. */
export type Checker = (transcript: string, document: string, options?: { written?: Date }) => Flag[];

/**
 * When each document is read as written, as the product reads a document from its draft's date: the sets were
 * written between 27 November and 4 December 2026, each consultation as of its day ("review on the fifth of
 * january" written "5/1/27").
 */
const WRITTEN = { written: new Date(2026, 11, 1) };

type ClassScore = { class: FlagClass; planted: number; caught: number; missed: PlantedCase[] };
type FalseFlag = { name: string; text: string; explanation: string };
export type CorpusScore = {
  classes: ClassScore[];
  faithful: { outputs: number; falseFlags: FalseFlag[] };
  /** Flags in planted documents outside the changed text: false flags too, reported for honesty. */
  collateral: FalseFlag[];
};

const overlaps = (flag: Flag, span: { start: number; end: number }) => flag.start < span.end && span.start < flag.end;

export function scoreCorpus(
  check: Checker,
  cases: { faithful: FaithfulCase[]; planted: PlantedCase[] } = { faithful: faithfulCases(), planted: plantedCases() },
): CorpusScore {
  const classes = FLAG_CLASSES.map((name): ClassScore => ({ class: name, planted: 0, caught: 0, missed: [] }));
  const collateral: FalseFlag[] = [];
  for (const planted of cases.planted) {
    const flags = check(planted.transcript, planted.document, WRITTEN);
    const score = classes.find((entry) => entry.class === planted.class)!;
    score.planted++;
    if (flags.some((flag) => overlaps(flag, planted.target))) score.caught++;
    else score.missed.push(planted);
    for (const flag of flags) {
      if (!overlaps(flag, planted.changed)) collateral.push({ name: planted.name, ...flag });
    }
  }
  const falseFlags = cases.faithful.flatMap((faithful) =>
    check(faithful.transcript, faithful.document, WRITTEN).map((flag) => ({ name: faithful.name, ...flag })),
  );
  return { classes, faithful: { outputs: cases.faithful.length, falseFlags }, collateral };
}
