/**
 * Signed-in pages through a layout's front doors: bench/ssr's closed-loop load on `GET /`, its connections split
 * evenly over the sidecars (what a load balancer does), every request with the next clinician's cookie — the same
 * clinicians on every sidecar, so each session is used on every replica at once. The CPU and memory of each app
 * and sidecar process are read around the run.
 */
import { busyPercent, readCpuMs, readMachineCpu, readRssKiB } from "../relay/proc.ts";
import { runLoad, type LoadRun } from "../ssr/load.ts";
import type { Layout } from "./layout.ts";

export type PageRun = LoadRun & {
  connections: number;
  /** CPU of all the app processes together, and of all the sidecars, ms. */
  appCpuMs: number;
  sidecarCpuMs: number;
  /** The highest resident memory of any one app, and of any one sidecar, MiB. */
  appRssMiB: number;
  sidecarRssMiB: number;
  machineBusy: number;
};

const RSS_SAMPLE_MS = 200;

export async function runPages(
  layout: Layout,
  options: { connections: number; seconds: number; cookies: readonly string[] },
): Promise<PageRun> {
  const cpu = (replicas: Layout["apps"]) => replicas.reduce((sum, r) => sum + (readCpuMs(r.pid) ?? 0), 0);
  const before = { app: cpu(layout.apps), sidecar: cpu(layout.sidecars), machine: readMachineCpu() };
  const peak = { app: 0, sidecar: 0 };
  const sample = () => {
    for (const r of layout.apps) peak.app = Math.max(peak.app, readRssKiB(r.pid) ?? 0);
    for (const r of layout.sidecars) peak.sidecar = Math.max(peak.sidecar, readRssKiB(r.pid) ?? 0);
  };
  const sampler = setInterval(sample, RSS_SAMPLE_MS);
  const count = layout.sidecars.length;
  const runs = await Promise.all(
    layout.sidecars.map((sidecar, i) =>
      runLoad({
        url: `${sidecar.url}/`,
        connections:
          Math.floor((options.connections * (i + 1)) / count) - Math.floor((options.connections * i) / count),
        seconds: options.seconds,
        cookies: options.cookies,
        expectStatus: 200,
      }),
    ),
  );
  clearInterval(sampler);
  sample();
  const statuses: Record<string, number> = {};
  for (const run of runs)
    for (const [status, n] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  return {
    connections: options.connections,
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    statuses,
    latencies: runs.flatMap((run) => run.latencies),
    elapsedMs: Math.max(...runs.map((run) => run.elapsedMs)),
    appCpuMs: cpu(layout.apps) - before.app,
    sidecarCpuMs: cpu(layout.sidecars) - before.sidecar,
    appRssMiB: peak.app / 1024,
    sidecarRssMiB: peak.sidecar / 1024,
    machineBusy: busyPercent(before.machine, readMachineCpu()),
  };
}
