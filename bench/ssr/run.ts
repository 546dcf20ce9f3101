/**
 * Signed-in server rendering against the app's own health route, through the front door (`npm run bench:ssr`):
 * the product as `npm start` runs it (the sidecar in front of the app's server, a throw-away PostgreSQL), hundreds
 * of signed-in clinicians, and closed-loop load on `GET /` (the dictation screen) and `GET /healthcheck` in
 * interleaved runs — at 50 connections for throughput, at 10 for the median — so that both routes see the same
 * machine, whatever else it is doing. Also the app's and the sidecar's peak resident memory, their CPU time and
 * the database's WAL bytes per request. Prints the figures against issue 14's goals; asserts nothing.
 * Command line: options.ts. With --profile, the app runs under node --cpu-prof and the profile is summarised
 * (cpu-profile.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { projectRoot } from "../../db/local-data.ts";
import { buildIfStale } from "../../scripts/lib/build.ts";
import { startScratchDatabase } from "../relay/database.ts";
import { busyPercent, readCpuMs, readMachineCpu } from "../relay/proc.ts";
import { ProcessGroup, runBench, type Stoppable } from "../relay/processes.ts";
import { signInClinicians, type Clinician } from "./clinicians.ts";
import { readProfile, summarizeProfile } from "./cpu-profile.ts";
import { BROWSER_HEADERS, runLoad } from "./load.ts";
import { sampleRss } from "./memory.ts";
import { parseOptions, USAGE, type SsrBenchOptions } from "./options.ts";
import { startProduct, type Product } from "./product.ts";
import { renderReport, ROUTE_LABEL, type Measured, type Route } from "./report.ts";
import { walPosition } from "./wal.ts";

const root = projectRoot();
const SESSION_SECRET = randomBytes(24).toString("hex");
const ENCRYPTION_KEY = randomBytes(24).toString("hex");
const PATHS: Record<Route, { path: string; status: number }> = {
  health: { path: "/healthcheck", status: 200 },
  page: { path: "/", status: 200 },
};
const WARM_UP_SECONDS = 4;
const PAUSE_MS = 500;

const progress = (line: string) =>
  process.stderr.write(`[bench:ssr ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

function readOptions(): SsrBenchOptions {
  try {
    const parsed = parseOptions(process.argv.slice(2));
    if (parsed === "help") {
      console.log(USAGE);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

const options = readOptions();
const group = new ProcessGroup(root, options.logs ? path.resolve(options.logs) : null);

/** The page is the signed-in dictation screen (not a redirect to sign-in), and a visitor without a cookie is sent away. */
async function checkPages(publicUrl: string, clinician: Clinician): Promise<void> {
  const signedIn = await fetch(`${publicUrl}/`, { headers: { ...BROWSER_HEADERS, cookie: clinician.cookie } });
  const html = await signedIn.text();
  if (signedIn.status !== 200 || !html.includes(clinician.lastName)) {
    throw new Error(
      `GET / with a clinician's cookie answered ${signedIn.status} without their name:\n${html.slice(0, 500)}`,
    );
  }
  const anonymous = await fetch(`${publicUrl}/`, { headers: BROWSER_HEADERS, redirect: "manual" });
  await anonymous.body?.cancel();
  if (anonymous.status !== 302) throw new Error(`GET / without a cookie answered ${anonymous.status}, not 302`);
}

async function measure(
  product: Product,
  wal: pg.Client,
  run: { route: Route; connections: number; round: number; seconds: number; cookies: readonly string[] },
): Promise<Measured> {
  const pids = { app: product.app.pid, sidecar: product.sidecar.pid };
  const before = {
    app: readCpuMs(pids.app) ?? 0,
    sidecar: readCpuMs(pids.sidecar) ?? 0,
    machine: readMachineCpu(),
    wal: await walPosition(wal),
  };
  const stopSampling = sampleRss(pids);
  const load = await runLoad({
    url: product.publicUrl + PATHS[run.route].path,
    connections: run.connections,
    seconds: run.seconds,
    cookies: run.cookies,
    expectStatus: PATHS[run.route].status,
  });
  const rss = stopSampling();
  const measured: Measured = {
    ...load,
    ...run,
    appCpuMs: (readCpuMs(pids.app) ?? 0) - before.app,
    sidecarCpuMs: (readCpuMs(pids.sidecar) ?? 0) - before.sidecar,
    machineBusy: busyPercent(before.machine, readMachineCpu()),
    walBytes: Number((await walPosition(wal)) - before.wal),
    appRssMiB: rss.appMiB,
    sidecarRssMiB: rss.sidecarMiB,
  };
  if (load.failed > 0) progress(`  ${load.failed} failed: ${JSON.stringify(load.statuses)}`);
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  return measured;
}

function newestProfile(dir: string): string | null {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".cpuprofile"))
    .map((file) => path.join(dir, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return files[0] ?? null;
}

async function main(keep: <T extends Stoppable>(started: T) => T): Promise<void> {
  buildIfStale(root, progress);
  progress("starting PostgreSQL");
  const database = keep(await startScratchDatabase("notewell_bench_ssr"));
  progress(`signing in ${options.sessions} clinicians`);
  const clinicians = await signInClinicians(database.url, { count: options.sessions, sessionSecret: SESSION_SECRET });
  const cookies = clinicians.map((clinician) => clinician.cookie);
  if (options.profile) mkdirSync(options.profile, { recursive: true });
  progress("starting the app and the sidecar");
  const product = await startProduct(group, root, {
    databaseUrl: database.url,
    sessionSecret: SESSION_SECRET,
    encryptionKey: ENCRYPTION_KEY,
    cpuProfileDir: options.profile,
  });
  await checkPages(product.publicUrl, clinicians[0]);
  const wal = new pg.Client({ connectionString: database.url });
  // Ctrl-C stops the database under this connection; that ends the run, it is not a second failure to report.
  wal.on("error", (error) => progress(`WAL connection closed: ${error.message}`));
  await wal.connect();
  try {
    progress(`warming up (${WARM_UP_SECONDS} s on each route)`);
    for (const route of ["page", "health"] as const) {
      await measure(product, wal, { route, connections: 50, round: 0, seconds: WARM_UP_SECONDS, cookies });
    }
    const runs: Measured[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      // Alternate which route goes first, so a trend in the machine's load favours neither.
      const order: Route[] = round % 2 === 1 ? ["health", "page"] : ["page", "health"];
      for (const connections of [50, 10]) {
        for (const route of order) {
          progress(`round ${round}/${options.rounds}: ${ROUTE_LABEL[route]} at ${connections} connections`);
          runs.push(await measure(product, wal, { route, connections, round, seconds: options.seconds, cookies }));
        }
      }
    }
    console.log(renderReport(runs, options));
  } finally {
    await wal.end();
  }

  if (options.profile) {
    progress("stopping the app so that it writes its profile");
    await group.stop(product.app, 60_000);
    const file = newestProfile(options.profile);
    if (!file) throw new Error(`The app wrote no profile into ${options.profile}`);
    console.log(`\nCPU profile of the app under this load (${path.relative(process.cwd(), file)}):\n`);
    console.log(summarizeProfile(readProfile(file)));
  }
}

await runBench(group, progress, main, { stopMs: 30_000 });
