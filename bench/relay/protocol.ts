/**
 * Messages between the orchestrator (run.ts) and its worker processes: the audio load generator (load.ts)
 * and the page traffic generator (page-load.ts). Sent over Node's IPC channel with `serialization:
 * "advanced"`, so latency samples travel as Float64Arrays.
 */

/** One 100 ms frame of 16 kHz 16-bit mono PCM. */
export const FRAME_BYTES = 3200;
export const FRAME_MS = 100;

/** Open this worker's share of the streams and wait for each provider's Begin. */
export type OpenCommand = {
  type: "open";
  url: string;
  headers: Record<string, string>;
  /** Streams this worker opens. */
  count: number;
  /** Index of this worker's first stream among all `total` (spreads start times evenly). */
  firstIndex: number;
  total: number;
  /** Handshakes in flight at once, per worker. */
  concurrency: number;
  /** Give up on a stream whose Begin has not arrived by then. */
  timeoutMs: number;
};

/** Stream audio at real time, then close every stream cleanly. Times are epoch ms (`epochNow`). */
export type RunCommand = {
  type: "run";
  startAt: number;
  warmupMs: number;
  measureMs: number;
  /** How long to wait for the last answers after the last frame. */
  drainMs: number;
  closeTimeoutMs: number;
};

/**
 * Open `count` streams one after another, each closed before the next opens (one clinician pressing Start at a
 * time), and report each one's upgrade → Begin. Replied to with an `opened` message.
 */
export type OpenInTurnCommand = {
  type: "open-in-turn";
  url: string;
  headers: Record<string, string>;
  count: number;
  timeoutMs: number;
};

export type LoadCommand = OpenCommand | OpenInTurnCommand | RunCommand | { type: "exit" };

/** Why streams could not be opened (`reason` → how many). */
export type FailureCounts = Record<string, number>;

export type OpenedReply = {
  type: "opened";
  opened: number;
  failures: FailureCounts;
  /** Upgrade request → provider's Begin, per opened stream, in ms. */
  connectMs: Float64Array;
};

export type LoadResult = {
  type: "result";
  /** Round trips of measured frames, ms. */
  latencies: Float64Array;
  /** When each of those frames was sent, epoch ms (`epochNow`), in the same order. */
  sentAt: Float64Array;
  /** Measured frames due (by the schedule), actually sent, and answered in time. */
  due: number;
  sent: number;
  answered: number;
  /** Answers whose `bytes` was not the frame size (the relay re-cut the audio). */
  resized: number;
  /** How late frames left the generator against their schedule, ms (a saturated generator shows here). */
  sendLag: Float64Array;
  /** Streams the other side closed before we did (`code reason` → how many). */
  lostStreams: FailureCounts;
  /** Non-Echo messages received while streaming (`type` → how many). */
  otherMessages: FailureCounts;
  /** Streams whose close handshake did not finish in time (they were dropped). */
  closeTimeouts: number;
};

export type LoadReply = OpenedReply | LoadResult | { type: "error"; message: string };

/** Issue GET requests at a fixed rate (open loop) and report how long each full answer took. */
export type PageCommand = {
  type: "pages";
  url: string;
  /** Requests per second. */
  rate: number;
  startAt: number;
  durationMs: number;
  timeoutMs: number;
};

export type PageResult = {
  type: "pages";
  latencies: Float64Array;
  requests: number;
  /** Non-200 answers, wrong sizes, errors and time-outs (`what` → how many). */
  errors: FailureCounts;
};

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes on one machine. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Adds one to `counts[key]`. */
export function tally(counts: FailureCounts, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}
