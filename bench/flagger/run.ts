/**
 * How much does the unsupported-detail flagger catch, how often does it cry wolf, and how long does it take?
 * Runs the corpus (tests/fixtures/flagger/) and the held-out set written after the checker (held-out.ts) through
 * `findUnsupportedDetails` and prints, against the goals (goals.ts): the catch rate for each class of planted
 * error, the false flags per faithful document, and the median time to check a document of about 1,000 words
 * against its transcript.
 *
 *   npm run bench:flagger [-- --runs 300] [-- --misses] [-- --module <file exporting findUnsupportedDetails>]
 *
 * `--module` scores another version of the checker, e.g. the one a commit had:
 *   git show <commit>:app/features/documents/unsupported-details.ts > /tmp/old-flagger.ts
 *   npm run bench:flagger -- --module /tmp/old-flagger.ts
 */
import { cpus } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { findUnsupportedDetails } from "../../app/features/documents/unsupported-details.ts";
import { countWords } from "../../app/features/documents/words.ts";
import { faithfulCases, plantedCases, SCENARIOS } from "../../tests/fixtures/flagger/corpus.ts";
import { HELD_OUT } from "../../tests/fixtures/flagger/held-out.ts";
import { CATCH_GOALS, MAX_FALSE_FLAGS_PER_FAITHFUL, MAX_MS_PER_1000_WORDS } from "./goals.ts";
import { scoreCorpus, type Checker, type CorpusScore } from "./score.ts";

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(option("--runs") ?? 300);
const WARM_UP = 20;
const modulePath = option("--module");

const check: Checker = modulePath
  ? ((await import(pathToFileURL(resolve(modulePath)).href)) as { findUnsupportedDetails: Checker })
      .findUnsupportedDetails
  : findUnsupportedDetails;

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : "–");
const mark = (ok: boolean) => (ok ? "met" : "NOT MET");

const sets = {
  corpus: scoreCorpus(check),
  "held-out": scoreCorpus(check, { faithful: faithfulCases(HELD_OUT), planted: plantedCases(HELD_OUT) }),
  all: scoreCorpus(check, {
    faithful: faithfulCases([...SCENARIOS, ...HELD_OUT]),
    planted: plantedCases([...SCENARIOS, ...HELD_OUT]),
  }),
};
const cell = (caught: number, planted: number) => `${caught}/${planted} ${percent(caught, planted)}`;
console.log(`\nUnsupported-detail flagger${modulePath ? ` (${modulePath})` : ""}: planted errors caught, by class\n`);
console.log("| class | corpus | held-out | all | goal (all) | |");
console.log("|---|---|---|---|---|---|");
sets.all.classes.forEach((entry, i) => {
  const [corpus, heldOut] = [sets.corpus.classes[i], sets["held-out"].classes[i]];
  const goal = CATCH_GOALS[entry.class];
  console.log(
    `| ${entry.class} | ${cell(corpus.caught, corpus.planted)} | ${cell(heldOut.caught, heldOut.planted)} | ` +
      `${cell(entry.caught, entry.planted)} | ≥ ${goal * 100}% | ${mark(entry.caught / entry.planted >= goal)} |`,
  );
});
const total = (score: CorpusScore) => {
  const planted = score.classes.reduce((sum, entry) => sum + entry.planted, 0);
  return cell(
    score.classes.reduce((sum, entry) => sum + entry.caught, 0),
    planted,
  );
};
console.log(`| every class | ${total(sets.corpus)} | ${total(sets["held-out"])} | ${total(sets.all)} | | |`);

console.log("\nFalse flags on faithful documents\n");
console.log("| set | documents | false flags | per document | goal | |");
console.log("|---|---|---|---|---|---|");
for (const [name, score] of Object.entries(sets)) {
  const per = score.faithful.falseFlags.length / score.faithful.outputs;
  console.log(
    `| ${name} | ${score.faithful.outputs} | ${score.faithful.falseFlags.length} | ${per.toFixed(2)} | ` +
      `≤ ${MAX_FALSE_FLAGS_PER_FAITHFUL} | ${mark(per <= MAX_FALSE_FLAGS_PER_FAITHFUL)} |`,
  );
}
for (const flag of sets.all.faithful.falseFlags) console.log(`  ${flag.name}: “${flag.text}” — ${flag.explanation}`);
const planted = sets.all.classes.reduce((sum, entry) => sum + entry.planted, 0);
console.log(
  `Flags outside the changed text in the ${planted} planted documents: ${sets.all.collateral.length} ` +
    `(${(sets.all.collateral.length / planted).toFixed(2)} per document)`,
);
if (process.argv.includes("--misses")) {
  for (const entry of sets.all.classes) {
    for (const missed of entry.missed) console.log(`  missed [${entry.class}] ${missed.name}`);
  }
  for (const flag of sets.all.collateral)
    console.log(`  collateral ${flag.name}: “${flag.text}” — ${flag.explanation}`);
}

// About 1,000 words of faithful documents, checked against their transcripts joined the same way.
const long = { transcript: [] as string[], document: [] as string[] };
for (const faithful of faithfulCases()) {
  if (countWords(long.document.join("\n\n")) >= 1_000) break;
  long.transcript.push(faithful.transcript);
  long.document.push(faithful.document);
}
const transcript = long.transcript.join(" ");
const document = long.document.join("\n\n");
for (let i = 0; i < WARM_UP; i++) check(transcript, document);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  check(transcript, document);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const p90 = times[Math.min(times.length - 1, Math.floor(times.length * 0.9))];
console.log(
  `\nA ${countWords(document).toLocaleString("en-GB")}-word document against a ${countWords(transcript).toLocaleString("en-GB")}-word transcript: ` +
    `median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms over ${RUNS} runs (goal < ${MAX_MS_PER_1000_WORDS} ms) — ` +
    `${mark(median < MAX_MS_PER_1000_WORDS)}`,
);
console.log(`${cpus().length} cores, ${cpus()[0]?.model ?? "?"}, Node ${process.version}`);
