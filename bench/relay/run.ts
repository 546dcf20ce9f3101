/**
 * The relay latency benchmark (`npm run bench:relay`): N concurrent real-time audio streams straight to the
 * fake provider (the limit), through a plain Node `ws` relay, through the sidecar (audio alone), and through
 * the sidecar as the whole public entry (the same audio plus page traffic). Prints markdown tables to stdout,
 * progress to stderr, and saves every figure as JSON under bench/results/. Command line: options.ts.
 *
 * Two probes measure one upstream client alone (memory and CPU per stream): probe-upstream.ts (the npm `ws`
 * client, on Node or Deno) and probe-provider-socket.deno.ts (the sidecar's own client).
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../db/local-data.ts";
import { startBenchDatabase } from "./database.ts";
import { type BenchOptions, parseOptions, USAGE } from "./options.ts";
import { measureOpensInTurn } from "./opens-in-turn.ts";
import { type PhaseContext, type PhaseTarget, runPhase, summarizePages } from "./phase.ts";
import { ProcessGroup, runBench, type Stoppable } from "./processes.ts";
import { epochNow } from "./protocol.ts";
import { renderReport } from "./report.ts";
import type {
  BenchResults,
  MachineInfo,
  OpensInTurn,
  PageSummary,
  PathName,
  PhaseResult,
} from "./results.ts";
import {
  denoBinary,
  startFakeProvider,
  startNodeRelay,
  startPageApp,
  startSidecarProcess,
  type Target,
} from "./targets.ts";
import { LoadWorkers, runPageTraffic } from "./workers.ts";

const root = projectRoot();
const SESSION_SECRET = randomBytes(24).toString("hex");
const ENCRYPTION_KEY = randomBytes(24).toString("hex");
const API_KEY = `bench-${randomBytes(8).toString("hex")}`;
/** What the sidecar sends the provider for the browser query below (params.ts); the other paths send it as is. */
const PROVIDER_QUERY =
  "speech_model=universal-streaming-english&sample_rate=16000&encoding=pcm_s16le&format_turns=false";
const BROWSER_QUERY = "sample_rate=16000&encoding=pcm_s16le&format_turns=false";
const PAGE_PATH = "/notes";
const BASELINE_SECONDS = 10;
const DRAIN_SECONDS = 3;

function readOptions(): BenchOptions {
  let parsed: BenchOptions | "help";
  try {
    parsed = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
  if (parsed === "help") {
    console.log(USAGE);
    process.exit(0);
  }
  return parsed;
}

const progress = (line: string) =>
  process.stderr.write(`[bench:relay ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const options = readOptions();
if (options.report) {
  console.log(renderReport(JSON.parse(readFileSync(options.report, "utf8")) as BenchResults));
  process.exit(0);
}
const group = new ProcessGroup(root, options.logs ? path.resolve(options.logs) : null);

function machineInfo(): MachineInfo {
  let deno = "unknown";
  try {
    deno =
      execFileSync(denoBinary(root), ["--version"], { encoding: "utf8" }).split("\n")[0].replace(/^deno /, "")
        .split(" ")[0];
  } catch {
    // reported as unknown
  }
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.cpus().length,
    memoryMiB: Math.round(os.totalmem() / 1024 / 1024),
    kernel: os.release(),
    node: process.version,
    deno,
  };
}

async function pageBaseline(label: string, url: string, rate: number): Promise<PageSummary> {
  progress(`pages ${label}`);
  const outcome = await runPageTraffic(
    group,
    { url, rate, startAt: epochNow() + 500, durationMs: BASELINE_SECONDS * 1000, timeoutMs: 10_000 },
    BASELINE_SECONDS * 1000 + 30_000,
  ).catch((error: unknown) => error);
  return summarizePages(label, url, rate, outcome);
}

async function main(options: BenchOptions, keep: <T extends Stoppable>(started: T) => T): Promise<void> {
  const date = new Date().toISOString();
  const machine = machineInfo();
  progress(`starting: N = ${options.streams.join(", ")}; ${options.measureSeconds} s measured per phase`);

  const db = keep(await startBenchDatabase(SESSION_SECRET));
  const fake = await startFakeProvider(group, root, API_KEY);
  const providerUrl = `ws://127.0.0.1:${fake.port}/v3/ws`;
  const app = await startPageApp(group);
  const appUrl = `http://127.0.0.1:${app.port}`;
  const workers = new LoadWorkers(group, options.loadWorkers);
  await workers.start();
  const startSidecar = () =>
    startSidecarProcess(group, root, {
      appUrl,
      databaseUrl: db.url,
      sessionSecret: SESSION_SECRET,
      encryptionKey: ENCRYPTION_KEY,
      providerUrl,
      apiKey: API_KEY,
    });

  // Page latency without audio, for comparison with the public-entry phases.
  const pageBaselines: PageSummary[] = [];
  if (options.paths.includes("public-entry")) {
    pageBaselines.push(
      await pageBaseline("direct to the stand-in app, no audio", appUrl + PAGE_PATH, options.pageRate),
    );
    const sidecar = await startSidecar();
    const url = `http://127.0.0.1:${sidecar.port}${PAGE_PATH}`;
    pageBaselines.push(await pageBaseline("through the sidecar, no audio", url, options.pageRate));
    await group.stop(sidecar.child);
  }

  const context: PhaseContext = {
    group,
    workers,
    fakePid: fake.child.pid,
    progress,
    settings: {
      warmupMs: options.warmupSeconds * 1000,
      measureMs: options.measureSeconds * 1000,
      drainMs: DRAIN_SECONDS * 1000,
      closeTimeoutMs: 10_000,
      connectConcurrency: 32,
      streamTimeoutMs: 20_000,
      pageRate: options.pageRate,
    },
  };

  /** Runs `use` on a freshly started relay, then stops it. */
  const withRelay = async <R extends Target, T>(start: () => Promise<R>, use: (relay: R) => Promise<T>) => {
    const relay = await start();
    try {
      return await use(relay);
    } finally {
      await group.stop(relay.child);
    }
  };
  /** Runs `use` on what `path` goes through: the provider itself, or a freshly started relay. */
  const onTarget = <T>(path: PathName, use: (target: PhaseTarget) => Promise<T>): Promise<T> => {
    if (path === "direct") {
      const url = `${providerUrl}?${PROVIDER_QUERY}`;
      return use({ path, url, headers: { Authorization: API_KEY }, relayPid: null });
    }
    if (path === "node-relay") {
      return withRelay(() => startNodeRelay(group, providerUrl, API_KEY), (relay) =>
        use({
          path,
          url: `ws://127.0.0.1:${relay.port}/v3/ws?${PROVIDER_QUERY}`,
          headers: {},
          relayPid: relay.child.pid,
        }));
    }
    return withRelay(startSidecar, (sidecar) => {
      const origin = `http://127.0.0.1:${sidecar.port}`;
      return use({
        path,
        url: `ws://127.0.0.1:${sidecar.port}/ws-proxy?${BROWSER_QUERY}`,
        headers: { Cookie: db.cookie, Origin: origin },
        relayPid: sidecar.child.pid,
        pageUrl: path === "public-entry" ? origin + PAGE_PATH : undefined,
        sidecarLog: sidecar.log,
        sidecarVersion: sidecar.version,
      });
    });
  };

  // One clinician pressing Start: streams opened one at a time (the public entry opens as the sidecar does).
  const opensInTurn: OpensInTurn[] = [];
  if (options.opensInTurn > 0) {
    for (const path of options.paths.filter((p) => p !== "public-entry")) {
      opensInTurn.push(
        await onTarget(path, (target) => measureOpensInTurn(context, target, options.opensInTurn)),
      );
    }
  }
  const phases: PhaseResult[] = [];
  for (const n of options.streams) {
    for (const path of options.paths) {
      phases.push(await onTarget(path, (target) => runPhase(context, target, n)));
    }
  }

  const results: BenchResults = {
    date,
    machine,
    settings: {
      streams: options.streams,
      warmupSeconds: options.warmupSeconds,
      measureSeconds: options.measureSeconds,
      drainSeconds: DRAIN_SECONDS,
      loadWorkers: options.loadWorkers,
      pageRate: options.pageRate,
      opensInTurn: options.opensInTurn,
      order: `At each N the paths run one after another (${
        options.paths.join(", ")
      }), each relay freshly started.`,
    },
    pageBaselines,
    opensInTurn,
    phases,
  };
  const out = options.out ?? path.join(root, "bench", "results", `relay-${date.replace(/[:.]/g, "-")}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(results, null, 2) + "\n");
  console.log(renderReport(results));
  console.log(`\nResults saved to ${path.relative(process.cwd(), out)}`);
}

await runBench(group, progress, (keep) => main(options, keep), { stopMs: 3_000 });
