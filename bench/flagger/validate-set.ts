/**
 * Checks the shape of a blind held-out set before its first run (bench/flagger/blind-set-brief.md): nine scenarios,
 * two faithful documents each, eight planted errors each that between them cover every class, each `from` found
 * exactly once in its document and each `flag` inside its `to`. Prints every problem, then OK or how many.
 *
 *   npx tsx bench/flagger/validate-set.ts 135
 */
import { FLAG_CLASSES, type Scenario } from "../../tests/fixtures/flagger/scenario.ts";

const SCENARIOS = 9;
const FAITHFUL = 2;
const PLANTED = 8;
/** The brief asks for 300–500 words. */
const MIN_TRANSCRIPT_WORDS = 300;

const n = process.argv[2];
if (!n || !/^\d+$/.test(n)) {
  console.log("Usage: npx tsx bench/flagger/validate-set.ts <set number>");
  process.exit(1);
}
const set = (await import(`../../tests/fixtures/flagger/held-out-${n}.ts`))[`HELD_OUT_${n}`] as Scenario[] | undefined;
const problems: string[] = [];
const occurrences = (text: string, part: string) => text.split(part).length - 1;

if (!Array.isArray(set)) problems.push(`HELD_OUT_${n} is not exported as an array`);
else {
  if (set.length !== SCENARIOS) problems.push(`expected ${SCENARIOS} scenarios, got ${set.length}`);
  set.forEach((scenario, i) => {
    const at = `scenario ${i + 1}`;
    const documents = Object.keys(scenario.faithful);
    if (documents.length !== FAITHFUL) problems.push(`${at}: expected ${FAITHFUL} faithful documents`);
    if (scenario.transcript.split(/\s+/).length < MIN_TRANSCRIPT_WORDS) problems.push(`${at}: transcript too short`);
    if (scenario.planted.length !== PLANTED) problems.push(`${at}: expected ${PLANTED} planted errors`);
    const classes = new Set<string>();
    for (const planted of scenario.planted) {
      classes.add(planted.class);
      if (!(FLAG_CLASSES as readonly string[]).includes(planted.class))
        problems.push(`${at}: no class "${planted.class}"`);
      const document = scenario.faithful[planted.doc];
      if (document === undefined) problems.push(`${at}: no faithful document "${planted.doc}"`);
      else if (occurrences(document, planted.from) !== 1)
        problems.push(`${at}: "${planted.from}" is not found exactly once in ${planted.doc}`);
      if (!planted.to.includes(planted.flag)) problems.push(`${at}: "${planted.flag}" is not inside "${planted.to}"`);
    }
    const missing = FLAG_CLASSES.filter((name) => !classes.has(name));
    if (missing.length) problems.push(`${at}: no planted error of class ${missing.join(", ")}`);
  });
}
for (const problem of problems) console.log(`PROBLEM: ${problem}`);
console.log(problems.length ? `${problems.length} problems` : "OK");
