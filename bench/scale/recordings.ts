/**
 * Recordings through a layout's sidecars, with bench/relay's load generator and fake provider (echo mode): with
 * the practice's limit set to `limit`, `attempts` streams open at once, spread evenly over the sidecars. Exactly
 * `limit` must open, the rest refused with the limit's close code, and while they run the lease table holds one
 * row per open stream, from whichever replica relays it. Then the open streams send real-time audio for a while
 * and each frame's round trip to the provider and back is timed; afterwards no lease is left.
 */
import pg from "pg";
import { giveConsent } from "../relay/database.ts";
import { busyPercent, type MachineCpu, readCpuMs, readMachineCpu } from "../relay/proc.ts";
import type { FailureCounts } from "../relay/protocol.ts";
import { joinSamples, summarize, type LatencySummary } from "../relay/stats.ts";
import type { LoadWorkers } from "../relay/workers.ts";
import type { Layout } from "./layout.ts";

/** What the browser asks for (the sidecar adds the model and passes the rest to the provider). */
const BROWSER_QUERY = "sample_rate=16000&encoding=pcm_s16le&format_turns=false";
const START_DELAY_MS = 1_500;
const DRAIN_MS = 3_000;
const CLOSE_TIMEOUT_MS = 10_000;

export type RecordingRun = {
  attempts: number;
  limit: number;
  /** Streams opened through each sidecar. */
  openedBySidecar: number[];
  refusals: FailureCounts;
  /** Lease rows per replica while the streams ran (the replica ids are the sidecars' own). */
  leasesByReplica: number[];
  leasesAfter: number;
  connect: LatencySummary;
  roundTrip: LatencySummary;
  dropped: number;
  /** Sidecars' CPU (all together) per second of audio relayed, ms. */
  sidecarCpuMsPerStreamSecond: number;
  machineBusy: number;
};

/** Sets the practice's limit to `limit` and lifts the per-account one (every stream is the one benchmark user's). */
export async function setStreamLimits(databaseUrl: string, limit: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const [key, value] of [
      ["maxConcurrentSessions", String(limit)],
      ["maxStreamsPerUser", "100000"],
    ]) {
      await client.query(
        `INSERT INTO system_settings (key, value, type, description) VALUES ($1, $2, 'number', 'Set by bench:scale')
         ON CONFLICT (key) DO UPDATE SET value = $2, updated_at = now()`,
        [key, value],
      );
    }
  } finally {
    await client.end();
  }
}

async function leasesByReplica(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) AS count FROM stream_leases GROUP BY replica_id ORDER BY count(*) DESC",
    );
    return rows.map((row) => Number(row.count));
  } finally {
    await client.end();
  }
}

/** The recording clinician's current consultation holds the patient's consent (decision 060). */
export async function consentFor(databaseUrl: string, userId: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await giveConsent(client, userId);
  } finally {
    await client.end();
  }
}

export async function runRecordings(
  layout: Layout,
  workers: LoadWorkers[],
  options: { databaseUrl: string; cookie: string; attempts: number; limit: number; audioSeconds: number },
): Promise<RecordingRun> {
  const count = layout.sidecars.length;
  const share = (i: number) =>
    Math.floor((options.attempts * (i + 1)) / count) - Math.floor((options.attempts * i) / count);
  const opened = await Promise.all(
    layout.sidecars.map((sidecar, i) =>
      workers[i].open({
        url: `${sidecar.url.replace(/^http/, "ws")}/ws-proxy?${BROWSER_QUERY}`,
        headers: { Cookie: options.cookie, Origin: sidecar.url },
        total: share(i),
        concurrency: 32,
        streamTimeoutMs: 20_000,
        timeoutMs: 120_000,
      }),
    ),
  );
  const leases = await leasesByReplica(options.databaseUrl);
  const refusals: FailureCounts = {};
  for (const outcome of opened) {
    for (const [why, n] of Object.entries(outcome.failures)) refusals[why] = (refusals[why] ?? 0) + n;
  }

  const cpu = () => layout.sidecars.reduce((sum, r) => sum + (readCpuMs(r.pid) ?? 0), 0);
  const measureMs = options.audioSeconds * 1000;
  const startAt = performance.timeOrigin + performance.now() + START_DELAY_MS;
  // The sidecars' CPU and the machine's over the measured window exactly.
  const readingAt = (ms: number) =>
    new Promise<{ cpu: number; machine: MachineCpu }>((resolve) =>
      setTimeout(() => resolve({ cpu: cpu(), machine: readMachineCpu() }), ms),
    );
  const [first, last, results] = await Promise.all([
    readingAt(START_DELAY_MS),
    readingAt(START_DELAY_MS + measureMs),
    Promise.all(
      workers.map((worker) =>
        worker.run(
          { startAt, warmupMs: 0, measureMs, drainMs: DRAIN_MS, closeTimeoutMs: CLOSE_TIMEOUT_MS },
          START_DELAY_MS + measureMs + DRAIN_MS + CLOSE_TIMEOUT_MS + 60_000,
        ),
      ),
    ),
  ]);
  const flat = results.flat();
  const totalOpened = opened.reduce((sum, outcome) => sum + outcome.opened, 0);
  // A stream's lease goes when it closes; give the sidecars a moment to delete the last ones.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = await leasesByReplica(options.databaseUrl);
  return {
    attempts: options.attempts,
    limit: options.limit,
    openedBySidecar: opened.map((outcome) => outcome.opened),
    refusals,
    leasesByReplica: leases,
    leasesAfter: after.reduce((sum, n) => sum + n, 0),
    connect: summarize(joinSamples(opened.map((outcome) => outcome.connectMs))),
    roundTrip: summarize(joinSamples(flat.map((result) => result.latencies))),
    dropped: flat.reduce((sum, result) => sum + result.due - result.answered, 0),
    sidecarCpuMsPerStreamSecond: (last.cpu - first.cpu) / Math.max(1, totalOpened * options.audioSeconds),
    machineBusy: busyPercent(first.machine, last.machine),
  };
}
