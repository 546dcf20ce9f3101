/**
 * How long does the server take to prove an Exact Dictation is the clinician's own words, to repair it, or
 * to refuse it? Times `verifyExactDictation` on long dictations (the same texts its tests use) and, in the
 * same process, a baseline: splitting both texts into words and comparing them, the least any word-for-word
 * check must do. Goal: a 5,000-word dictation verified and repaired in well under 100 ms.
 *
 *   npm run bench:exact [-- --runs 15]
 */
import { cpus } from "node:os";
import { verifyExactDictation, wordsOf } from "../../app/features/documents/exact-dictation.ts";
import { longDictation, punctuate, unrelatedWords, withFiveChanges } from "../../tests/fixtures/long-dictation.ts";

const runsAt = process.argv.indexOf("--runs");
const RUNS = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 15;
const WARM_UP = 3;

function timesOf(work: () => unknown): number[] {
  for (let i = 0; i < WARM_UP; i++) work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)];
const p90 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))];

function baseline(transcript: string, output: string): boolean {
  const a = wordsOf(transcript);
  const b = wordsOf(output);
  return a.length === b.length && a.every((word, i) => word === b[i]);
}

type Row = { case: string; words: number; outcome: string; check: number[]; floor: number[] };
const rows: Row[] = [];

function measure(name: string, transcript: string, output: string, expected: string): void {
  const outcome = verifyExactDictation(transcript, output).status;
  if (outcome !== expected) throw new Error(`${name}: expected ${expected}, got ${outcome}`);
  rows.push({
    case: name,
    words: wordsOf(transcript).length,
    outcome,
    check: timesOf(() => verifyExactDictation(transcript, output)),
    floor: timesOf(() => baseline(transcript, output)),
  });
}

for (const words of [1_000, 5_000, 10_000]) {
  const transcript = longDictation(words);
  const formatted = punctuate(transcript);
  measure(`formatted only, ${words.toLocaleString("en-GB")} words`, transcript, formatted, "verified");
  if (words >= 5_000) {
    measure(
      `five words changed, ${words.toLocaleString("en-GB")} words`,
      transcript,
      withFiveChanges(formatted),
      "repaired",
    );
  }
}
const long = longDictation(10_000);
measure("same words reversed, 10,000 words", long, long.split(" ").reverse().join(" "), "refused");
measure("unrelated words, 10,000 words", long, unrelatedWords(10_000), "refused");

console.log(
  `\nExact Dictation check (${RUNS} runs after ${WARM_UP} warm-up, ${cpus().length} cores, ${cpus()[0]?.model ?? "?"}, Node ${process.version})\n`,
);
console.log("| case | transcript words | outcome | median ms | p90 ms | baseline median ms | × baseline |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.case} | ${row.words.toLocaleString("en-GB")} | ${row.outcome} | ${median(row.check).toFixed(2)} | ${p90(row.check).toFixed(2)} | ${median(row.floor).toFixed(2)} | ${(median(row.check) / median(row.floor)).toFixed(1)} |`,
  );
}
console.log("\nBaseline: split both texts into words and compare them in order (no diff, no repair).");
const worst5k = Math.max(...rows.filter((r) => r.words >= 5_000 && r.words < 6_000).map((r) => median(r.check)));
console.log(
  `Goal: 5,000 words verified and repaired well under 100 ms → ${worst5k < 100 ? "met" : "NOT met"} (slower of the two: ${worst5k.toFixed(1)} ms median)`,
);
