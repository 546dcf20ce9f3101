/**
 * One start of the real launcher, `node --import tsx scripts/start.ts` (what `npm start` runs), in a copy of the
 * checkout: the time from spawning it to the first 200 of a page (`GET /auth`, the sign-in page) through the
 * public port, the launcher's own "Ready in" line and its steps, and the time from Ctrl-C (SIGINT) to its exit.
 */
import { spawn } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { commandOf, processesOf } from "../../scripts/lib/data-dir-processes.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { busyPercent, readCpuMs, readMachineCpu, waitForQuietMachine } from "../relay/proc.ts";
import type { Checkout } from "./checkout.ts";

export type StartKind = "cold" | "warm";

export type StartRun = {
  /** What was started: "working tree", or the git ref given to compare with. */
  version: string;
  kind: StartKind;
  /** Spawn → the first 200 of `GET /auth` through the public port, its body read whole. */
  firstPageMs: number;
  /**
   * CPU time every process of this start had used by then (the launcher, the build, initdb, PostgreSQL, the app,
   * the sidecar): what the start costs whatever else the machine is doing.
   */
  cpuMs: number;
  /** The launcher's "Ready in": from its own process start (before decision 035, from its first line's run). */
  readyMs: number;
  /**
   * The launcher's steps, ms (launcher, initdb, PostgreSQL, migrations, first admin, build, app, sidecar); none
   * from a launcher older than its step timings.
   */
  steps: Record<string, number>;
  /** SIGINT → the launcher has exited, everything stopped. */
  stopMs: number;
  /** Machine-wide CPU use from spawn to first page, % of all cores (other people's work included). */
  machineBusy: number;
  /** The 1-minute load average when the start began. */
  loadAverage: number;
  /** What the rest of the machine used in the second before the start, % of one core. */
  othersBefore: number;
};

const POLL_MS = 20;
/**
 * Before a start, wait (up to a minute) for the rest of the machine to use less than this share of one core; a
 * start that began so is a quiet one (the report gives their figures apart).
 */
export const QUIET_PERCENT = 30;
const QUIET_MAX_WAIT_MS = 60_000;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;
/** What a variable of the caller's could change about a start; the launcher gets none of them. */
const UNSET = [
  "DATABASE_URL",
  "NODE_ENV",
  "SESSION_SECRET",
  "ENCRYPTION_KEY",
  "APP_PORT",
  "PUBLIC_URL",
  "HOST",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the checkout's launcher, waits for its first page, stops it with SIGINT; throws with its output on failure. */
export async function startOnce(checkout: Checkout, version: string, kind: StartKind): Promise<StartRun> {
  const othersBefore = await waitForQuietMachine({
    percentOfCore: QUIET_PERCENT,
    maxWaitMs: QUIET_MAX_WAIT_MS,
    cores: cpus().length,
    onWait: () => {},
  });
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of UNSET) delete env[name];
  const port = await freePort();
  const pagesUrl = `http://127.0.0.1:${port}/auth`;
  const machineBefore = readMachineCpu();
  const loadAverage = loadavg()[0];
  const spawned = performance.now();
  const launcher = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: checkout.root,
    env: {
      ...env,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      NOTEWELL_DATA_DIR: checkout.dataDir,
      TMPDIR: checkout.tmpDir,
      DENO_DIR: checkout.denoDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  launcher.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => launcher.once("exit", (code) => resolve(code)));
  const failed = (why: string) => new Error(`${kind} start of ${version}: ${why}. The launcher's output:\n${output}`);

  try {
    const firstPageMs = (await firstPage(pagesUrl, () => launcher.exitCode === null, failed)) - spawned;
    const machineBusy = busyPercent(machineBefore, readMachineCpu());
    const cpuMs = processesOf(checkout.dataDir).reduce(
      (sum, pid) => sum + (readCpuMs(pid, { children: true }) ?? 0),
      0,
    );
    const ready = await waitForLine(() => output, /Ready in ([\d.]+) s(?: \(([^)]*)\))?\n/, failed);

    const stopping = performance.now();
    launcher.kill("SIGINT");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), STOP_TIMEOUT_MS)));
    const code = await Promise.race([exited, late]);
    clearTimeout(timer);
    const stopMs = performance.now() - stopping;
    if (code === "late") throw failed(`it did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGINT`);
    if (code !== 0 || !output.includes("[notewell] Stopped.")) throw failed(`it exited with ${code} on SIGINT`);
    // Helpers that end when their parent does (tsx's and Remix's esbuild services) may take a moment more.
    const left = await goneWithin(checkout.dataDir, 3_000);
    if (left.length) throw failed(`these were still running 3 s after it stopped: ${left.join("; ")}`);
    return {
      version,
      kind,
      firstPageMs,
      cpuMs,
      readyMs: Number(ready[1]) * 1000,
      steps: parseSteps(ready[2] ?? ""),
      stopMs,
      machineBusy,
      loadAverage,
      othersBefore,
    };
  } finally {
    // Whatever happened, nothing of this start keeps running.
    if (launcher.exitCode === null) launcher.kill("SIGKILL");
    killStarts(checkout);
  }
}

/** SIGKILL to every process a start in this checkout left running (the benchmark interrupted, a start failed). */
export function killStarts(checkout: Checkout): void {
  for (const pid of processesOf(checkout.dataDir)) process.kill(pid, "SIGKILL");
}

/** Polls `url` until it answers 200 with the sign-in page; returns when its body had arrived (performance.now). */
async function firstPage(url: string, alive: () => boolean, failed: (why: string) => Error): Promise<number> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (!alive()) throw failed("it exited before serving a page");
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
      const body = await response.text();
      if (response.status === 200) {
        const at = performance.now();
        if (!body.includes("Sign In")) throw failed(`GET /auth answered 200 without the sign-in page`);
        return at;
      }
    } catch (error) {
      if (error instanceof Error && error.message.includes("GET /auth")) throw error;
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  throw failed(`no page within ${START_TIMEOUT_MS / 1000} s`);
}

async function waitForLine(
  text: () => string,
  pattern: RegExp,
  failed: (why: string) => Error,
): Promise<RegExpExecArray> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  for (;;) {
    const found = pattern.exec(text());
    if (found) return found;
    if (performance.now() > deadline) throw failed(`it printed no line matching ${pattern}`);
    await sleep(POLL_MS);
  }
}

/** "launcher 0.52 s, PostgreSQL 0.31 s" → { launcher: 520, PostgreSQL: 310 }. */
function parseSteps(text: string): Record<string, number> {
  const steps: Record<string, number> = {};
  for (const part of text.split(", ")) {
    const found = /^(.+) ([\d.]+) s$/.exec(part.trim());
    if (found) steps[found[1]] = Number(found[2]) * 1000;
  }
  return steps;
}

/** Waits for every process of this start to end; returns the command lines of those still there after `ms`. */
async function goneWithin(dataDir: string, ms: number): Promise<string[]> {
  const deadline = performance.now() + ms;
  while (processesOf(dataDir).length && performance.now() < deadline) await sleep(50);
  return processesOf(dataDir).map((pid) => commandOf(pid) || String(pid));
}
