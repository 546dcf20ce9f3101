/**
 * Replays the recorded first run of each blind held-out set (goals.ts, `HELD_OUT_N_FIRST_RUN`, whose comment names
 * the commit it ran on) on the checker of that commit, and sorts what it flagged by kind: the false flags on faithful
 * documents against the flags that caught a planted error. Then, for each kind, what leaving that kind out would
 * have done to the first runs: how many catches lost, how many false flags gone (decision 034, "Late
 * (2026-12-05)"). Needs the repository's history (`git archive`).
 *
 *   npx tsx bench/flagger/first-runs-by-kind.ts 101 136
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { faithfulCases, plantedCases } from "../../tests/fixtures/flagger/corpus.ts";
import type { Scenario } from "../../tests/fixtures/flagger/scenario.ts";
import type { Checker } from "./score.ts";

type Flag = ReturnType<Checker>[number];

const ROOT = new URL("../../", import.meta.url).pathname;
const WRITTEN = { written: new Date(2026, 11, 1) };
/** A negation cue, in the flagged words or in the dictation's words the flag quotes. */
const NEGATION =
  /\b(no|not|never|nil|none|denies|denied|without|negative|neither|nor|nothing|absent|free|ruled|excluded)\b|n't\b/i;
/** Words that make a sentence advice, a condition or a plan rather than a finding. */
const NOT_A_FINDING =
  /\b(if|any|unless|until|should|would|could|may|might|advised?|advice|explained|reassured|review|return|seek|call|999|111|safety|avoid|risk|whether|becoming|develops?|developing|help|helps|report|instead)\b|→|\?/i;

function sentenceOf(text: string, start: number, end: number) {
  let from = start;
  while (from > 0 && !/[.!?\n;]/.test(text[from - 1])) from--;
  let to = end;
  while (to < text.length && !/[.!?\n;]/.test(text[to])) to++;
  return text.slice(from, to);
}

/** What kind of flag this is, from its explanation (and, for present/absent, which way round and where). */
function kindOf(document: string, flag: Flag): string {
  const explanation = flag.explanation;
  const quoted = explanation.match(/ — dictation says: “([^”]*)”/);
  if (quoted) {
    const written = NEGATION.test(flag.text) ? "written denied" : "written there";
    const said = NEGATION.test(quoted[1]) ? "said denied" : "said there";
    const where = NOT_A_FINDING.test(sentenceOf(document, flag.start, flag.end)) ? ", in advice" : "";
    return `present/absent: ${written}, ${said}${where}`;
  }
  if (/a red flag/.test(explanation)) return "red flag not asked";
  if (/\(the dictation names /.test(explanation)) return "medicine not said (another said)";
  if (/\(no (frequency|route) was said/.test(explanation)) return "frequency or route not said";
  if (/ — the dictation does not say to /.test(explanation)) return "action not said";
  if (/: the dictation gives /.test(explanation)) return "dose with another frequency";
  if (/dictation says (left|right|both sides|bilateral)$/.test(explanation)) return "side";
  if (/dictation says (left|right).* and both sides/.test(explanation)) return "side, and both";
  if (/does not say which side/.test(explanation)) return "which side not said";
  if (/in the dictation .* is (how long|when)/.test(explanation)) return "role of a length";
  if (/not in the dictation \(said:/.test(explanation)) return "value not said (another said)";
  if (/not in the dictation$/.test(explanation)) return /^\D*$/.test(flag.text) ? "word not said" : "value not said";
  if (/ — dictation says [a-z]/i.test(explanation)) return "medicine swapped";
  return "other";
}

type Scored = { planted: { caughtBy: Set<string> }[]; falseFlags: string[] };

/** The commit each set's first run came out on, from the comment above its record in goals.ts. */
function firstRunCommit(goals: string, set: number): string | undefined {
  const at = goals.indexOf(`HELD_OUT_${set}_FIRST_RUN =`);
  if (at < 0) return undefined;
  return [...goals.slice(Math.max(0, at - 1500), at).matchAll(/commit ([0-9a-f]{7,40})/g)].pop()?.[1];
}

async function checkerOf(commit: string, scratch: string): Promise<Checker> {
  const dir = join(scratch, commit);
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync("git", ["archive", commit, "app/features/documents", "app/platform"], {
    cwd: ROOT,
    maxBuffer: 1 << 28,
  });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  const module = await import(pathToFileURL(join(dir, "app/features/documents/unsupported-details.ts")).href);
  return module.findUnsupportedDetails as Checker;
}

function score(check: Checker, scenarios: Scenario[]): Scored {
  const overlaps = (flag: Flag, span: { start: number; end: number }) => flag.start < span.end && span.start < flag.end;
  const planted = plantedCases(scenarios).map((error) => {
    const flags = check(error.transcript, error.document, WRITTEN).filter((flag) => overlaps(flag, error.target));
    return { caughtBy: new Set(flags.map((flag) => kindOf(error.document, flag))) };
  });
  const falseFlags = faithfulCases(scenarios).flatMap((faithful) =>
    check(faithful.transcript, faithful.document, WRITTEN).map((flag) => kindOf(faithful.document, flag)),
  );
  return { planted, falseFlags };
}

const [from, to] = process.argv.slice(2).map(Number);
if (!from || !to) {
  console.log("Usage: npx tsx bench/flagger/first-runs-by-kind.ts <first set> <last set>");
  process.exit(1);
}
const goals = readFileSync(join(ROOT, "bench/flagger/goals.ts"), "utf8");
const scratch = mkdtempSync(join(tmpdir(), "first-runs-"));
const runs: Scored[] = [];
try {
  const checkers = new Map<string, Checker>();
  for (let set = from; set <= to; set++) {
    const commit = firstRunCommit(goals, set);
    if (!commit) continue;
    if (!checkers.has(commit)) checkers.set(commit, await checkerOf(commit, scratch));
    const module = await import(`../../tests/fixtures/flagger/held-out-${set}.ts`);
    const run = score(checkers.get(commit)!, module[`HELD_OUT_${set}`] as Scenario[]);
    const caught = run.planted.filter((error) => error.caughtBy.size > 0).length;
    console.log(
      `held-out-${set} on ${commit}: ${caught}/${run.planted.length} caught, ${run.falseFlags.length} false flags`,
    );
    runs.push(run);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const planted = runs.flatMap((run) => run.planted);
const falseFlags = runs.flatMap((run) => run.falseFlags);
const faithful = runs.length * 18;
const caught = (without: string) => planted.filter((error) => [...error.caughtBy].some((k) => k !== without)).length;
const all = caught("");
console.log(
  `\n${runs.length} first runs: ${all}/${planted.length} caught (${((100 * all) / planted.length).toFixed(1)}%), ` +
    `${falseFlags.length} false flags on ${faithful} faithful documents (${(falseFlags.length / faithful).toFixed(2)} each)\n`,
);
const kinds = [...new Set([...falseFlags, ...planted.flatMap((error) => [...error.caughtBy])])].sort();
console.log("kind of flag".padEnd(58) + "false flags  catches  catches lost without it");
for (const kind of kinds) {
  const flags = falseFlags.filter((k) => k === kind).length;
  const catches = planted.filter((error) => error.caughtBy.has(kind)).length;
  console.log(
    `${kind.padEnd(58)}${String(flags).padStart(11)}${String(catches).padStart(9)}${String(all - caught(kind)).padStart(10)}`,
  );
}
