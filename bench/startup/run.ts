/**
 * Start-up (`npm run bench:start`): how long the real `npm start` takes to serve its first page, warm (an
 * installed and built checkout whose data directory is initialised) and cold (a fresh data directory, so initdb,
 * and no build, so the launcher builds), and how long Ctrl-C takes to stop it. It runs the command `npm start`
 * runs (without npm in front of it), in a copy of the checkout made afresh for each round (checkout.ts) with its
 * own data directory, caches and ports: never the developer's `build/` or `.data/`. Prints the figures against
 * issue 14's goals; asserts nothing. Decision 035.
 */
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { projectRoot } from "../../db/local-data.ts";
import { copyCheckout, type Checkout } from "./checkout.ts";
import { killStarts, startOnce, type StartRun } from "./launch.ts";
import { renderReport } from "./report.ts";

const USAGE = `Usage: npm run bench:start -- [options]

  --rounds 3       rounds; each copies the checkout afresh and starts it cold (initdb and the build)
  --warm 2         warm starts of the same copy after each cold one (data initialised, build fresh)
  --compare REF    also start the commit REF (e.g. main) the same way, alternating with the working tree`;

const progress = (line: string) =>
  process.stderr.write(`[bench:start ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

function readOptions(): { rounds: number; warm: number; compare: string | null } {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        rounds: { type: "string", default: "3" },
        warm: { type: "string", default: "2" },
        compare: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const rounds = Number(values.rounds);
    const warm = Number(values.warm);
    if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(warm) || warm < 0) throw new Error(USAGE);
    return { rounds, warm, compare: values.compare ?? null };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

const options = readOptions();
let checkout: Checkout | null = null;
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  // A terminal's Ctrl-C reaches the launcher too; whatever it leaves running is killed, and the copy removed.
  process.on(signal, () => {
    if (checkout) killStarts(checkout);
    checkout?.remove();
    process.exit(code);
  });
}

const WORKING_TREE = "working tree";

async function main(): Promise<void> {
  const runs: StartRun[] = [];
  const versions = options.compare ? [WORKING_TREE, options.compare] : [WORKING_TREE];
  for (let round = 1; round <= options.rounds; round++) {
    // Alternate which version goes first, so a trend in the machine's load favours neither.
    const order = round % 2 ? versions : [...versions].reverse();
    for (const version of order) {
      checkout = copyCheckout(projectRoot(), version === WORKING_TREE ? null : version);
      try {
        progress(`round ${round}/${options.rounds}, ${version}: cold start in ${checkout.root}`);
        runs.push(await startOnce(checkout, version, "cold"));
        for (let i = 1; i <= options.warm; i++) {
          progress(`round ${round}/${options.rounds}, ${version}: warm start ${i}/${options.warm}`);
          runs.push(await startOnce(checkout, version, "warm"));
        }
      } finally {
        checkout.remove();
        checkout = null;
      }
    }
  }
  console.log(renderReport(runs, { ...options, cores: cpus().length }));
}

try {
  await main();
  process.exit(0);
} catch (error) {
  progress(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
