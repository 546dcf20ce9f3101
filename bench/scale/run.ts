/**
 * Scale-out shown (`npm run bench:scale`): one throw-away PostgreSQL, and on it in turn a single pair (one app,
 * one sidecar) and two pairs (two apps, two sidecars, each sidecar forwarding to its own app), started the way the
 * containers start (scripts/start.ts --role app / --role sidecar). Against each layout, spread evenly over its
 * sidecars: signed-in page load (bench/ssr's), recordings up to the practice's limit and past it (bench/relay's
 * load generator and fake provider), and the checks that sessions and sign-in limits are shared. Prints the two
 * layouts side by side; asserts nothing. docs/scaling.md, decision 035.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { projectRoot } from "../../db/local-data.ts";
import { startScratchDatabase } from "../relay/database.ts";
import { ProcessGroup, runBench, type Stoppable } from "../relay/processes.ts";
import { startFakeProvider } from "../relay/targets.ts";
import { LoadWorkers } from "../relay/workers.ts";
import { signInClinicians } from "../ssr/clinicians.ts";
import { startLayout, stopLayout } from "./layout.ts";
import { runPages } from "./pages.ts";
import { consentFor, runRecordings, setStreamLimits } from "./recordings.ts";
import { renderReport, type LayoutResult, type ScaleSetting } from "./report.ts";
import { checkShared, createAccount } from "./shared.ts";

const USAGE = `Usage: npm run bench:scale -- [options]

  --rounds 2        rounds; each starts and measures both layouts (the order alternating)
  --seconds 8       measured seconds of each page run (at 50 connections, then at 10)
  --sessions 500    distinct signed-in clinicians; every page request takes the next one's cookie
  --limit 50        the practice's limit of live recordings (maxConcurrentSessions)
  --attempts 60     recordings opened at once, spread over the sidecars
  --audio 10        seconds of real-time audio on the open recordings
  --logs DIR        keep every process's output in DIR`;

type Options = ScaleSetting & { logs: string | null };

function readOptions(): Options {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        rounds: { type: "string", default: "2" },
        seconds: { type: "string", default: "8" },
        sessions: { type: "string", default: "500" },
        limit: { type: "string", default: "50" },
        attempts: { type: "string", default: "60" },
        audio: { type: "string", default: "10" },
        logs: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const whole = (name: keyof typeof values) => {
      const value = Number(values[name]);
      if (!Number.isInteger(value) || value <= 0)
        throw new Error(`--${name} must be a positive whole number\n\n${USAGE}`);
      return value;
    };
    return {
      rounds: whole("rounds"),
      seconds: whole("seconds"),
      sessions: whole("sessions"),
      limit: whole("limit"),
      attempts: whole("attempts"),
      audio: whole("audio"),
      logs: values.logs ?? null,
    };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

const progress = (line: string) =>
  process.stderr.write(`[bench:scale ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const options = readOptions();
const root = projectRoot();
const SESSION_SECRET = randomBytes(24).toString("hex");
const ENCRYPTION_KEY = randomBytes(24).toString("hex");
const API_KEY = `bench-${randomBytes(8).toString("hex")}`;
const WARM_UP_SECONDS = 3;
const LAYOUTS = [
  { name: "single pair", pairs: 1 },
  { name: "two pairs", pairs: 2 },
] as const;

const group = new ProcessGroup(root, options.logs ? path.resolve(options.logs) : null);
const dataDir = mkdtempSync(path.join(tmpdir(), "notewell-bench-scale-"));

async function main(keep: <T extends Stoppable>(started: T) => T): Promise<void> {
  progress("starting PostgreSQL and the fake speech-to-text provider");
  const { url } = keep(await startScratchDatabase("notewell_bench_scale"));
  progress(`signing in ${options.sessions} clinicians`);
  const clinicians = await signInClinicians(url, { count: options.sessions, sessionSecret: SESSION_SECRET });
  const cookies = clinicians.map((clinician) => clinician.cookie);
  await consentFor(url, clinicians[0].id); // the one who records (runRecordings)
  const account = await createAccount(url);
  await setStreamLimits(url, options.limit);
  const fake = await startFakeProvider(group, root, API_KEY);
  // One load generator per sidecar, so each sidecar's streams come from a process of their own.
  const workers = Array.from({ length: Math.max(...LAYOUTS.map((l) => l.pairs)) }, () => new LoadWorkers(group, 1));
  await Promise.all(workers.map((worker) => worker.start()));
  const environment = {
    databaseUrl: url,
    sessionSecret: SESSION_SECRET,
    encryptionKey: ENCRYPTION_KEY,
    providerUrl: `ws://127.0.0.1:${fake.port}/v3/ws`,
    apiKey: API_KEY,
    dataDir,
  };

  const results: LayoutResult[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    // Alternate which layout goes first, so a trend in the machine's load favours neither.
    const order = round % 2 ? LAYOUTS : [...LAYOUTS].reverse();
    for (const { name, pairs } of order) {
      progress(`round ${round}/${options.rounds}: starting the ${name}`);
      const layout = await startLayout(group, { name, pairs, environment });
      try {
        const shared = await checkShared(layout, account);
        progress(`round ${round}/${options.rounds}, ${name}: signed-in pages`);
        await runPages(layout, { connections: 50, seconds: WARM_UP_SECONDS, cookies });
        const pages50 = await runPages(layout, { connections: 50, seconds: options.seconds, cookies });
        const pages10 = await runPages(layout, { connections: 10, seconds: options.seconds, cookies });
        progress(`round ${round}/${options.rounds}, ${name}: ${options.attempts} recordings, limit ${options.limit}`);
        const recordings = await runRecordings(layout, workers, {
          databaseUrl: url,
          cookie: cookies[0],
          attempts: options.attempts,
          limit: options.limit,
          audioSeconds: options.audio,
        });
        results.push({ layout: name, pairs, round, shared, pages50, pages10, recordings });
      } finally {
        await stopLayout(group, layout);
      }
    }
  }
  console.log(renderReport(results, { ...options, cores: cpus().length }));
}

await runBench(group, progress, main, {
  stopMs: 30_000,
  removeFiles: () => rmSync(dataDir, { recursive: true, force: true }),
});
