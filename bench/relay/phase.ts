/**
 * One measured phase: N streams on one path. Opens the streams, streams audio at real time (warm-up, then
 * the measured window), reads the relay's, the fake's and the generators' CPU and memory from /proc around
 * the measured window, optionally runs page traffic through the same entry meanwhile, and sums it all up.
 */
import os from "node:os";
import {
  busyPercent,
  type MachineCpu,
  readCpuMs,
  readMachineCpu,
  readRssKiB,
  waitForQuietMachine,
} from "./proc.ts";
import type { ProcessGroup } from "./processes.ts";
import { epochNow, type FailureCounts, type LoadResult, tally } from "./protocol.ts";
import type { PageSummary, PathName, PhaseResult, RelayUsage } from "./results.ts";
import { joinSamples, summarize, timeline } from "./stats.ts";
import type { SidecarLog } from "./targets.ts";
import { type LoadWorkers, type OpenOutcome, runPageTraffic } from "./workers.ts";

/** Timings and sizes shared by every phase. */
type PhaseSettings = {
  warmupMs: number;
  measureMs: number;
  drainMs: number;
  closeTimeoutMs: number;
  /** Handshakes in flight at once, per load worker. */
  connectConcurrency: number;
  /** Upgrade → Begin allowance per stream. */
  streamTimeoutMs: number;
  /** Page requests per second while a phase with page traffic runs. */
  pageRate: number;
};

export type PhaseContext = {
  group: ProcessGroup;
  workers: LoadWorkers;
  fakePid: number;
  settings: PhaseSettings;
  /** Progress lines for the operator (stderr). */
  progress: (line: string) => void;
};

/** Where one phase's streams go. */
export type PhaseTarget = {
  path: PathName;
  url: string;
  headers: Record<string, string>;
  /** The relay process measured (null for the direct path). */
  relayPid: number | null;
  /** Page traffic to run through the same entry while the audio is measured. */
  pageUrl?: string;
  sidecarLog?: SidecarLog;
  sidecarVersion?: string;
};

const START_DELAY_MS = 1_500;
/** Before a phase, wait for other work on the machine to drop below this (% of one core), up to a minute. */
const QUIET_PERCENT = 20;
const QUIET_MAX_WAIT_MS = 60_000;

/** Waits (up to a minute) until other processes use less than QUIET_PERCENT of a core, saying so meanwhile. */
export async function waitForQuiet(context: PhaseContext): Promise<void> {
  await waitForQuietMachine({
    percentOfCore: QUIET_PERCENT,
    maxWaitMs: QUIET_MAX_WAIT_MS,
    cores: os.cpus().length,
    onWait: (busy) =>
      context.progress(
        `other processes use ${busy.toFixed(0)} % of a core: waiting (up to a minute) for quiet`,
      ),
  });
}
const RSS_SAMPLE_MS = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
const sleepUntil = (epochMs: number) => sleep(epochMs - epochNow());

type CpuSnapshot = {
  at: number;
  relay: number | null;
  fake: number | null;
  generators: number;
  machine: MachineCpu;
};

function snapshot(context: PhaseContext, target: PhaseTarget): CpuSnapshot {
  return {
    at: epochNow(),
    relay: target.relayPid === null ? null : readCpuMs(target.relayPid),
    fake: readCpuMs(context.fakePid),
    generators: context.workers.pids.reduce((sum, pid) => sum + (readCpuMs(pid) ?? 0), 0),
    machine: readMachineCpu(),
  };
}

function diffCounts(after: FailureCounts, before: FailureCounts): FailureCounts {
  const out: FailureCounts = {};
  for (const [key, n] of Object.entries(after)) {
    if (n - (before[key] ?? 0) > 0) out[key] = n - (before[key] ?? 0);
  }
  return out;
}

/** Runs `streams` streams on `target` and returns every figure of the phase. */
export async function runPhase(
  context: PhaseContext,
  target: PhaseTarget,
  streams: number,
): Promise<PhaseResult> {
  const { settings, workers } = context;
  await waitForQuiet(context);
  const logBefore = { ...(target.sidecarLog?.events ?? {}) };
  const rssBefore = target.relayPid === null ? null : readRssKiB(target.relayPid);
  const base = { ...emptyPhase(target.path, streams), sidecarVersion: target.sidecarVersion ?? null };

  context.progress(`${target.path} × ${streams}: opening`);
  let opened: OpenOutcome;
  try {
    opened = await workers.open({
      url: target.url,
      headers: target.headers,
      total: streams,
      concurrency: settings.connectConcurrency,
      streamTimeoutMs: settings.streamTimeoutMs,
      timeoutMs: 60_000 + streams * 60,
    });
  } catch (error) {
    await workers.start();
    return { ...base, failure: `opening streams: ${message(error)}` };
  }
  const failedCount = streams - opened.opened;
  context.progress(
    `${target.path} × ${streams}: ${opened.opened} open` + (failedCount ? `, ${failedCount} failed` : "") +
      ", streaming",
  );

  const startAt = epochNow() + START_DELAY_MS;
  const measureFrom = startAt + settings.warmupMs;
  const measureTo = measureFrom + settings.measureMs;
  // Settled into a value at once: a worker dying mid-phase must not be an unhandled rejection.
  const running: Promise<LoadResult[] | Error> = workers
    .run(
      {
        startAt,
        warmupMs: settings.warmupMs,
        measureMs: settings.measureMs,
        drainMs: settings.drainMs,
        closeTimeoutMs: settings.closeTimeoutMs,
      },
      START_DELAY_MS + settings.warmupMs + settings.measureMs + settings.drainMs + settings.closeTimeoutMs +
        60_000,
    )
    .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  const pages = target.pageUrl
    ? runPageTraffic(
      context.group,
      {
        url: target.pageUrl,
        rate: settings.pageRate,
        startAt: measureFrom,
        durationMs: settings.measureMs,
        timeoutMs: 10_000,
      },
      START_DELAY_MS + settings.warmupMs + settings.measureMs + 60_000,
    ).catch((error: unknown) => error)
    : null;

  await sleepUntil(measureFrom);
  const before = snapshot(context, target);
  let rssDuring = 0;
  while (epochNow() < measureTo) {
    if (target.relayPid !== null) rssDuring = Math.max(rssDuring, readRssKiB(target.relayPid) ?? 0);
    await sleep(Math.min(RSS_SAMPLE_MS, measureTo - epochNow()));
  }
  const after = snapshot(context, target);
  const measuredMs = after.at - before.at;

  const outcome = await running;
  const results = outcome instanceof Error ? [] : outcome;
  const failure = outcome instanceof Error ? `streaming: ${outcome.message}` : null;
  if (outcome instanceof Error) await workers.start();
  const pageOutcome = pages ? await pages : null;
  await sleep(1_000); // let closes and the sidecar's log settle
  const percentOfCore = (a: number | null, b: number | null) =>
    a === null || b === null ? Number.NaN : (100 * (b - a)) / measuredMs;

  let relay: RelayUsage | null = null;
  if (target.relayPid !== null && before.relay !== null && after.relay !== null && rssBefore !== null) {
    relay = {
      cpuPercentOfCore: percentOfCore(before.relay, after.relay),
      cpuMsPerStreamSecond: (after.relay - before.relay) / (opened.opened * (measuredMs / 1000)),
      rssBeforeKiB: rssBefore,
      rssDuringKiB: rssDuring,
      rssPerStreamKiB: (rssDuring - rssBefore) / Math.max(1, opened.opened),
    };
  }

  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const merge = (pick: (r: LoadResult) => FailureCounts) => {
    const out: FailureCounts = {};
    for (const r of results) for (const [key, n] of Object.entries(pick(r))) tally(out, key, n);
    return out;
  };
  const due = sum((r) => r.due);
  const answered = sum((r) => r.answered);
  return {
    ...base,
    opened: opened.opened,
    connectFailures: opened.failures,
    connect: summarize(opened.connectMs),
    timeline: timeline(
      joinSamples(results.map((r) => r.sentAt)),
      joinSamples(results.map((r) => r.latencies)),
      measureFrom,
      settings.measureMs / 1000,
    ),
    roundTrip: summarize(joinSamples(results.map((r) => r.latencies))),
    due,
    sent: sum((r) => r.sent),
    answered,
    dropped: due - answered,
    resized: sum((r) => r.resized),
    lostStreams: merge((r) => r.lostStreams),
    otherMessages: merge((r) => r.otherMessages),
    closeTimeouts: sum((r) => r.closeTimeouts),
    sendLag: summarize(joinSamples(results.map((r) => r.sendLag))),
    relay,
    fakeCpuPercentOfCore: percentOfCore(before.fake, after.fake),
    generatorCpuPercentOfCore: percentOfCore(before.generators, after.generators),
    machineBusyPercent: busyPercent(before.machine, after.machine),
    measuredMs,
    pages: pageOutcome === null ? null : summarizePages(
      `through the sidecar, ${streams} audio streams`,
      target.pageUrl ?? "",
      settings.pageRate,
      pageOutcome,
    ),
    sidecarLog: target.sidecarLog ? diffCounts(target.sidecarLog.events, logBefore) : null,
    sidecarVersion: target.sidecarVersion ?? null,
    failure,
  };
}

/** A page traffic result (or the error that stopped it) as reported. */
export function summarizePages(label: string, url: string, rate: number, outcome: unknown): PageSummary {
  if (
    outcome instanceof Error || typeof outcome !== "object" || outcome === null || !("latencies" in outcome)
  ) {
    return {
      label,
      url,
      rate,
      requests: 0,
      latency: summarize(new Float64Array()),
      errors: { [message(outcome)]: 1 },
    };
  }
  const result = outcome as { latencies: Float64Array; requests: number; errors: FailureCounts };
  return {
    label,
    url,
    rate,
    requests: result.requests,
    latency: summarize(result.latencies),
    errors: result.errors,
  };
}

function emptyPhase(path: PathName, streams: number): PhaseResult {
  const none = summarize(new Float64Array());
  return {
    path,
    streams,
    opened: 0,
    connectFailures: {},
    connect: none,
    roundTrip: none,
    timeline: [],
    due: 0,
    sent: 0,
    answered: 0,
    dropped: 0,
    resized: 0,
    lostStreams: {},
    otherMessages: {},
    closeTimeouts: 0,
    sendLag: none,
    relay: null,
    fakeCpuPercentOfCore: Number.NaN,
    generatorCpuPercentOfCore: Number.NaN,
    machineBusyPercent: Number.NaN,
    measuredMs: 0,
    pages: null,
    sidecarLog: null,
    sidecarVersion: null,
    failure: null,
  };
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
