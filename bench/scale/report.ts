/** The scale-out benchmark's figures: each layout's, side by side, summed over the rounds. */
import { CloseCode } from "../../contract/close-codes.ts";
import type { PageRun } from "./pages.ts";
import type { RecordingRun } from "./recordings.ts";
import type { SharedChecks } from "./shared.ts";

export type LayoutResult = {
  layout: string;
  pairs: number;
  round: number;
  shared: SharedChecks;
  pages50: PageRun;
  pages10: PageRun;
  recordings: RecordingRun;
};

const MB_PER_MIB = 1.048576;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : "—");
const yes = (ok: boolean) => (ok ? "yes" : "**NO**");

function pages(runs: PageRun[]) {
  const ok = runs.reduce((sum, run) => sum + run.ok, 0);
  const elapsed = runs.reduce((sum, run) => sum + run.elapsedMs, 0);
  const latencies = runs.flatMap((run) => run.latencies);
  return {
    perSecond: (ok * 1000) / elapsed,
    median: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    appCpu: runs.reduce((sum, run) => sum + run.appCpuMs, 0) / ok,
    sidecarCpu: runs.reduce((sum, run) => sum + run.sidecarCpuMs, 0) / ok,
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    appMB: Math.max(...runs.map((run) => run.appRssMiB)) * MB_PER_MIB,
    sidecarMB: Math.max(...runs.map((run) => run.sidecarRssMiB)) * MB_PER_MIB,
    busy: runs.map((run) => run.machineBusy),
  };
}

/** "RelayClose 4429 Your practice's limit …" → "4429 tooManyStreams": the close code and its name in the contract. */
function refusal(why: string): string {
  const code = /RelayClose (\d+)/.exec(why)?.[1];
  const name = Object.entries(CloseCode).find(([, value]) => String(value) === code)?.[0];
  return code && name ? `${code} ${name}` : why;
}

const busyRange = (values: number[]) => `${fixed(Math.min(...values), 0)}–${fixed(Math.max(...values), 0)}%`;

/** How a run was asked for (bench/scale/run.ts's options, less where its logs went). */
export type ScaleSetting = {
  rounds: number;
  seconds: number;
  sessions: number;
  limit: number;
  attempts: number;
  audio: number;
};

export function renderReport(results: LayoutResult[], setting: ScaleSetting & { cores: number }): string {
  const layouts = [...new Set(results.map((result) => result.layout))];
  const of = (layout: string) => results.filter((result) => result.layout === layout);
  const header = `| | ${layouts.map((name) => `${name} (${of(name)[0].pairs} app + ${of(name)[0].pairs} sidecar)`).join(" | ")} |`;
  const row = (label: string, cell: (list: LayoutResult[]) => string) =>
    `| ${label} | ${layouts.map((name) => cell(of(name))).join(" | ")} |`;
  const p50 = (list: LayoutResult[]) => pages(list.map((r) => r.pages50));
  const p10 = (list: LayoutResult[]) => pages(list.map((r) => r.pages10));
  const rec = (list: LayoutResult[]) => list.map((r) => r.recordings);

  const lines = [
    `Scale-out on one PostgreSQL, on this machine's ${setting.cores} cores: ${setting.rounds} round(s), each layout started ` +
      `with the launcher's roles (the containers' commands), load spread evenly over its sidecars. Pages: signed-in ` +
      `GET / by ${setting.sessions} clinicians, ${setting.seconds} s at 50 connections, then at 10. Recordings: ` +
      `${setting.attempts} opened at once against a practice limit of ${setting.limit}, then ${setting.audio} s of ` +
      `real-time audio on those that opened (a fake provider echoing every frame).`,
    "",
    header,
    `|---|${layouts.map(() => "---").join("|")}|`,
    row("signed-in GET / at 50 connections, req/s", (l) => fixed(p50(l).perSecond, 0)),
    row("… median / p99 ms", (l) => `${fixed(p50(l).median)} / ${fixed(p50(l).p99)}`),
    row("… at 10 connections, median ms", (l) => fixed(p10(l).median)),
    row("… failed requests", (l) => String(p50(l).failed + p10(l).failed)),
    row("app CPU per request, ms (all apps)", (l) => fixed(p50(l).appCpu, 2)),
    row("sidecar CPU per request, ms (all sidecars)", (l) => fixed(p50(l).sidecarCpu, 2)),
    row("so one core of app serves, req/s", (l) => fixed(1000 / p50(l).appCpu, 0)),
    row("largest app / sidecar RSS, MB", (l) => `${fixed(p50(l).appMB, 0)} / ${fixed(p50(l).sidecarMB, 0)}`),
    row("machine busy during pages", (l) => busyRange([...p50(l).busy, ...p10(l).busy])),
    row(`recordings opened of ${setting.attempts} (per sidecar), each round`, (l) =>
      rec(l)
        .map((r) => `${r.openedBySidecar.reduce((a, b) => a + b, 0)} (${r.openedBySidecar.join(" + ")})`)
        .join("; "),
    ),
    row("refused, and why", (l) =>
      rec(l)
        .map((r) =>
          Object.entries(r.refusals)
            .map(([why, n]) => `${n} × ${refusal(why)}`)
            .join(", "),
        )
        .join("; "),
    ),
    row("lease rows per replica while open; left after", (l) =>
      rec(l)
        .map((r) => `${r.leasesByReplica.join(" + ") || "0"}; ${r.leasesAfter}`)
        .join(" / "),
    ),
    row("stream open (upgrade → Begin) p50 / p99 ms", (l) =>
      rec(l)
        .map((r) => `${fixed(r.connect.p50)} / ${fixed(r.connect.p99)}`)
        .join("; "),
    ),
    row("audio round trip p50 / p99 ms", (l) =>
      rec(l)
        .map((r) => `${fixed(r.roundTrip.p50, 2)} / ${fixed(r.roundTrip.p99, 2)}`)
        .join("; "),
    ),
    row("frames dropped", (l) =>
      rec(l)
        .map((r) => String(r.dropped))
        .join("; "),
    ),
    row("sidecar CPU per stream-second, ms", (l) =>
      rec(l)
        .map((r) => fixed(r.sidecarCpuMsPerStreamSecond, 2))
        .join("; "),
    ),
    row("machine busy during audio", (l) => busyRange(rec(l).map((r) => r.machineBusy))),
    row("signed in through one sidecar, signed in on the other", (l) =>
      l.map((r) => yes(r.shared.sessionOnOtherReplica)).join("; "),
    ),
    row("wrong passwords, alternating sidecars: statuses", (l) =>
      l.map((r) => r.shared.wrongPasswordStatuses.join(" ")).join("; "),
    ),
  ];

  const limitHeld = results.every(
    (r) =>
      r.recordings.openedBySidecar.reduce((a, b) => a + b, 0) === Math.min(setting.limit, setting.attempts) &&
      r.recordings.leasesByReplica.reduce((a, b) => a + b, 0) === Math.min(setting.limit, setting.attempts) &&
      r.recordings.leasesAfter === 0,
  );
  const pair = results.filter((r) => r.pairs > 1);
  const single = results.filter((r) => r.pairs === 1);
  const ratio = single.length && pair.length ? p50(pair).perSecond / p50(single).perSecond : Number.NaN;
  lines.push(
    "",
    "What this shows:",
    `  The practice's limit held exactly in every layout (${setting.limit} of ${setting.attempts} opened, one lease ` +
      `row each, none left after): ${yes(limitHeld)}.`,
    `  Sessions shared (signed in through one sidecar, served by the other): ${yes(results.every((r) => r.shared.sessionOnOtherReplica))}.`,
    `  Sign-in limits shared (the wrong password refused with 429 after the per-minute limit, whichever replica ` +
      `took each attempt): ${yes(results.every((r) => r.shared.refusedAfter !== null))}.`,
    `  Two pairs served ${fixed(ratio, 2)}× the single pair's page throughput on these ${setting.cores} cores. An ` +
      `app is one Node process and uses one core at most, so a second app can use a second core when one is ` +
      `free; past the machine's cores a replica adds nothing. Throughput is the cores the replicas get, at the CPU ` +
      `per request and per stream-second above.`,
  );
  return lines.join("\n");
}
