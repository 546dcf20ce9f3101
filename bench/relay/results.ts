/** The shape of the benchmark's results (printed by report.ts, saved as JSON by run.ts). */
import type { FailureCounts } from "./protocol.ts";
import type { LatencySummary, TimelinePoint } from "./stats.ts";

/**
 * Where the audio goes: straight to the provider (the limit), through the plain Node relay, through the
 * sidecar with audio alone, and through the sidecar as the whole public entry (audio plus page traffic).
 */
export type PathName = "direct" | "node-relay" | "sidecar" | "public-entry";

/** The relays compared against the direct path. */
export type RelayPath = Exclude<PathName, "direct">;

/** A relay process's cost while the measured streams ran. */
export type RelayUsage = {
  /** CPU (user + system, every thread) as a share of one core. */
  cpuPercentOfCore: number;
  /** CPU milliseconds per stream-second of audio. */
  cpuMsPerStreamSecond: number;
  /** VmRSS before the streams opened, and the highest reading while they ran. */
  rssBeforeKiB: number;
  rssDuringKiB: number;
  /** (during − before) ÷ streams. */
  rssPerStreamKiB: number;
};

/** Page traffic through (or around) the sidecar. */
export type PageSummary = {
  label: string;
  url: string;
  rate: number;
  requests: number;
  latency: LatencySummary;
  errors: FailureCounts;
};

/** One path at one stream count. */
export type PhaseResult = {
  path: PathName;
  streams: number;
  opened: number;
  connectFailures: FailureCounts;
  /** Upgrade → Begin, per opened stream. */
  connect: LatencySummary;
  /** Frame sent → its Echo received, measured frames only. */
  roundTrip: LatencySummary;
  /** The same, second by second of the measured window (JSON only). */
  timeline: TimelinePoint[];
  /** Measured frames: due by the schedule, sent, answered in time; dropped = due − answered. */
  due: number;
  sent: number;
  answered: number;
  dropped: number;
  resized: number;
  /** Streams the far side closed during the run (`code reason` → how many). */
  lostStreams: FailureCounts;
  otherMessages: FailureCounts;
  closeTimeouts: number;
  /** How late the generator sent frames against their schedule. */
  sendLag: LatencySummary;
  relay: RelayUsage | null;
  fakeCpuPercentOfCore: number;
  generatorCpuPercentOfCore: number;
  /** All cores together, 0–100 %. */
  machineBusyPercent: number;
  measuredMs: number;
  pages: PageSummary | null;
  /** The sidecar's log over this phase, counted by event. */
  sidecarLog: FailureCounts | null;
  /** Fingerprint of the sidecar source this phase ran (targets.ts `sidecarSourceVersion`). */
  sidecarVersion: string | null;
  /** Set when the phase could not finish (time-out, crash); the figures are then partial or empty. */
  failure: string | null;
};

/** Streams opened one at a time on one path (each closed before the next): what one clinician pressing Start sees. */
export type OpensInTurn = {
  path: PathName;
  count: number;
  opened: number;
  failures: FailureCounts;
  /** Upgrade → Begin, per opened stream. */
  connect: LatencySummary;
  /** CPU used by everything on the machine meanwhile (all cores together, 0–100 %). */
  machineBusyPercent: number;
  sidecarVersion: string | null;
};

export type MachineInfo = {
  cpuModel: string;
  cores: number;
  memoryMiB: number;
  kernel: string;
  node: string;
  deno: string;
};

type BenchSettings = {
  streams: number[];
  warmupSeconds: number;
  measureSeconds: number;
  /** How long after the last frame answers still count (later ones are dropped). */
  drainSeconds: number;
  loadWorkers: number;
  pageRate: number;
  /** Streams opened one at a time on each path before the phases (0: none). */
  opensInTurn?: number;
  order: string;
};

export type BenchResults = {
  date: string;
  machine: MachineInfo;
  settings: BenchSettings;
  pageBaselines: PageSummary[];
  /** Absent from results saved before the one-at-a-time opens were measured. */
  opensInTurn?: OpensInTurn[];
  phases: PhaseResult[];
};
