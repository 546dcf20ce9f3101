/** The SSR benchmark's figures: runs added up per route and connection count, printed against the goals. */
import type { LoadRun } from "./load.ts";

export type Route = "health" | "page";
export const ROUTE_LABEL: Record<Route, string> = { health: "GET /healthcheck", page: "signed-in GET /" };

/** One measured run, with what the processes used during it. */
export type Measured = LoadRun & {
  route: Route;
  connections: number;
  round: number;
  appCpuMs: number;
  sidecarCpuMs: number;
  walBytes: number;
  appRssMiB: number;
  sidecarRssMiB: number;
  /** Machine-wide CPU use during the run, % of all cores. */
  machineBusy: number;
};

const GOALS = { throughputShare: 0.4, medianRatio: 3, appRssMB: 250 };

const MB_PER_MIB = 1.048576;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;
}

type Totals = {
  ok: number;
  failed: number;
  elapsedMs: number;
  latencies: number[];
  appCpuMs: number;
  sidecarCpuMs: number;
  walBytes: number;
  appRssMiB: number;
  sidecarRssMiB: number;
};

function totals(runs: Measured[]): Totals {
  return {
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    elapsedMs: runs.reduce((sum, run) => sum + run.elapsedMs, 0),
    latencies: runs.flatMap((run) => run.latencies),
    appCpuMs: runs.reduce((sum, run) => sum + run.appCpuMs, 0),
    sidecarCpuMs: runs.reduce((sum, run) => sum + run.sidecarCpuMs, 0),
    walBytes: runs.reduce((sum, run) => sum + run.walBytes, 0),
    appRssMiB: Math.max(0, ...runs.map((run) => run.appRssMiB)),
    sidecarRssMiB: Math.max(0, ...runs.map((run) => run.sidecarRssMiB)),
  };
}

const perSecond = (t: Totals) => (t.ok * 1000) / t.elapsedMs;
const verdict = (met: boolean) => (met ? "met" : "NOT met");
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "—");

export function renderReport(runs: Measured[], setting: { sessions: number; seconds: number; rounds: number }): string {
  const pick = (route: Route, connections: number) =>
    totals(runs.filter((run) => run.route === route && run.connections === connections));
  const lines: string[] = [];
  lines.push(
    `Signed-in SSR through the front door: ${setting.rounds} interleaved rounds of ${setting.seconds} s runs, ` +
      `${setting.sessions} distinct signed-in clinicians (one session each, a different one every request)`,
    "",
    "| route | connections | req/s | median ms | p90 ms | p99 ms | app CPU ms/req | sidecar CPU ms/req | WAL bytes/req | failed |",
    "|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const connections of [50, 10]) {
    for (const route of ["health", "page"] as const) {
      const t = pick(route, connections);
      lines.push(
        `| ${ROUTE_LABEL[route]} | ${connections} | ${fixed(perSecond(t), 0)} | ${fixed(median(t.latencies), 2)} | ` +
          `${fixed(percentile(t.latencies, 90), 2)} | ${fixed(percentile(t.latencies, 99), 2)} | ` +
          `${fixed(t.appCpuMs / t.ok, 2)} | ${fixed(t.sidecarCpuMs / t.ok, 2)} | ${fixed(t.walBytes / t.ok, 0)} | ${t.failed} |`,
      );
    }
  }

  lines.push("", "Each round on its own (the spread between rounds is the noise of this machine):");
  const rounds = [...new Set(runs.map((run) => run.round))];
  for (const round of rounds) {
    const of = (route: Route, connections: number) =>
      totals(runs.filter((run) => run.round === round && run.route === route && run.connections === connections));
    const share = perSecond(of("page", 50)) / perSecond(of("health", 50));
    const ratio = median(of("page", 10).latencies) / median(of("health", 10).latencies);
    const busy = runs.filter((run) => run.round === round).map((run) => run.machineBusy);
    lines.push(
      `  round ${round}: / at 50 connections ${fixed(100 * share, 0)}% of /healthcheck; median at 10 ` +
        `connections ${fixed(ratio, 2)}×; machine ${fixed(Math.min(...busy), 0)}–${fixed(Math.max(...busy), 0)}% busy`,
    );
  }

  const share = perSecond(pick("page", 50)) / perSecond(pick("health", 50));
  const ratio = median(pick("page", 10).latencies) / median(pick("health", 10).latencies);
  const page50 = pick("page", 50);
  const appMB = page50.appRssMiB * MB_PER_MIB;
  const sidecarMB = page50.sidecarRssMiB * MB_PER_MIB;
  lines.push(
    "",
    "Against the goals (issue 14, items 2 and 3):",
    `  Throughput at 50 connections: signed-in / at ${fixed(100 * share, 0)}% of /healthcheck ` +
      `(goal ≥ ${100 * GOALS.throughputShare}%): ${verdict(share >= GOALS.throughputShare)}`,
    `  Median at 10 connections: ${fixed(ratio, 2)}× /healthcheck's ` +
      `(goal ≤ ${GOALS.medianRatio}×): ${verdict(ratio <= GOALS.medianRatio)}`,
    `  App RSS, peak during / at 50 connections: ${fixed(appMB, 0)} MB ` +
      `(goal ≤ ${GOALS.appRssMB} MB): ${verdict(appMB <= GOALS.appRssMB)}`,
    `  Sidecar RSS, peak during / at 50 connections: ${fixed(sidecarMB, 0)} MB (reported, no goal)`,
  );
  return lines.join("\n");
}
