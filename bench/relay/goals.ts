/** The goals, checked against a run's phases. */
import type { OpensInTurn, PathName, PhaseResult, RelayPath } from "./results.ts";

/** Added latency above this is "no longer held". */
export const HELD_LIMIT_MS = 20;
/** More dropped frames than this share makes the p99 meaningless (the lost frames never arrive). */
const HELD_MAX_DROPPED = 0.01;
const GOAL_STREAMS = 500;
const MAX_KIB_PER_STREAM = 64;

/** Round trip of a relay minus the direct path's at the same N, same run (difference of percentiles). */
export function addedLatency(
  phases: PhaseResult[],
  path: PathName,
  streams: number,
): { p50: number; p99: number } | null {
  const relay = phases.find((p) => p.path === path && p.streams === streams);
  const direct = phases.find((p) => p.path === "direct" && p.streams === streams);
  if (!relay || !direct || relay.roundTrip.count === 0 || direct.roundTrip.count === 0) return null;
  return { p50: relay.roundTrip.p50 - direct.roundTrip.p50, p99: relay.roundTrip.p99 - direct.roundTrip.p99 };
}

/** Issue 27: opening a stream through the sidecar takes at most this much longer than opening it direct (median). */
const OPEN_LIMIT_MS = 30;

/**
 * How much longer a stream takes to open through `path` than direct: the browser's upgrade request to the
 * provider's Begin (the first moment audio is accepted), median minus median. Streams opened one at a time when
 * the run measured them (what one clinician pressing Start sees), else the smallest N both ran (the least loaded).
 */
function addedOpen(
  phases: PhaseResult[],
  opensInTurn: OpensInTurn[],
  path: PathName,
): { where: string; p50: number } | null {
  const inTurn = (name: PathName) => opensInTurn.find((o) => o.path === name && o.connect.count > 0);
  const relayInTurn = inTurn(path);
  const directInTurn = inTurn("direct");
  if (relayInTurn && directInTurn) {
    return { where: "one at a time", p50: relayInTurn.connect.p50 - directInTurn.connect.p50 };
  }
  const ran = (p: PhaseResult, name: PathName) => p.path === name && p.connect.count > 0;
  const counts = phases.filter((p) => ran(p, path)).map((p) => p.streams).sort((a, b) => a - b);
  for (const streams of counts) {
    const relay = phases.find((p) => ran(p, path) && p.streams === streams);
    const direct = phases.find((p) => ran(p, "direct") && p.streams === streams);
    if (relay && direct) return { where: `@${streams}`, p50: relay.connect.p50 - direct.connect.p50 };
  }
  return null;
}

/** Did `path` hold `streams`: all opened, ≤ 1 % dropped, added p99 ≤ 20 ms? */
function held(phases: PhaseResult[], path: PathName, streams: number): boolean {
  const phase = phases.find((p) => p.path === path && p.streams === streams);
  const added = addedLatency(phases, path, streams);
  if (!phase || !added || phase.failure || phase.opened < streams) return false;
  if (phase.due === 0 || phase.dropped / phase.due > HELD_MAX_DROPPED) return false;
  return added.p99 <= HELD_LIMIT_MS;
}

/** Streams held on the grid of N tested. */
type Held = { streams: number; atLeast: boolean; failedAt: number | null };

/**
 * The largest tested N such that the path held it and every smaller tested N. `atLeast` is true when even
 * the largest N tested was held (the real capacity is higher), `failedAt` the first N not held.
 */
function streamsHeld(phases: PhaseResult[], path: PathName): Held | null {
  const counts = [...new Set(phases.filter((p) => p.path === path).map((p) => p.streams))].sort((a, b) =>
    a - b
  );
  if (counts.length === 0) return null;
  let streams = 0;
  for (const n of counts) {
    if (!held(phases, path, n)) return { streams, atLeast: false, failedAt: n };
    streams = n;
  }
  return { streams, atLeast: true, failedAt: null };
}

/** The sidecar's two ways of being measured, each judged against the goals. */
const JUDGED: ReadonlyArray<Exclude<RelayPath, "node-relay">> = ["sidecar", "public-entry"];

/** One goal: the figure for each relay, and a verdict for each sidecar variant (null: this run cannot tell). */
export type GoalCheck = {
  goal: string;
  target: string;
  figures: Record<RelayPath, string>;
  met: Record<(typeof JUDGED)[number], boolean | null>;
};

const ms = (v: number) => `${v >= 0 ? "+" : ""}${v.toFixed(2)} ms`;
/** Every relay, in the order reports list them. */
export const RELAYS: readonly RelayPath[] = ["sidecar", "public-entry", "node-relay"];

function perRelay<T>(fn: (path: RelayPath) => T): Record<RelayPath, T> {
  return { sidecar: fn("sidecar"), "public-entry": fn("public-entry"), "node-relay": fn("node-relay") };
}

function verdicts(fn: (path: (typeof JUDGED)[number]) => boolean | null): GoalCheck["met"] {
  return { sidecar: fn("sidecar"), "public-entry": fn("public-entry") };
}

/** Checks every goal of the issue. */
export function checkGoals(phases: PhaseResult[], opensInTurn: OpensInTurn[] = []): GoalCheck[] {
  const at500 = perRelay((path) => addedLatency(phases, path, GOAL_STREAMS));
  const added = (pick: "p50" | "p99", limit: number): Omit<GoalCheck, "goal" | "target"> => ({
    figures: perRelay((path) => (at500[path] ? ms(at500[path][pick]) : "not run")),
    met: verdicts((path) => (at500[path] ? at500[path][pick] <= limit : null)),
  });

  const heldBy = perRelay((path) => streamsHeld(phases, path));
  const heldText = (h: Held | null) =>
    h === null ? "not run" : (h.atLeast ? `≥ ${h.streams}` : String(h.streams)) +
      (h.failedAt ? ` (not ${h.failedAt})` : " (every N tested)");
  const ratios = verdicts(() => null);
  const heldFigures = perRelay((path) => heldText(heldBy[path]));
  for (const path of JUDGED) {
    const relay = heldBy[path];
    const node = heldBy["node-relay"];
    if (relay === null) continue;
    const { ratio, met } = node === null
      ? { ratio: "n/a (Node relay not run)", met: null }
      : heldRatio(relay, node);
    heldFigures[path] += `; ratio to Node ${ratio}`;
    ratios[path] = met;
  }

  // Memory and drops are judged at every N the relay held (at least N = 500): beyond that it is overloaded.
  const judgedPhases = (path: RelayPath) =>
    phases.filter((p) => p.path === path && p.streams <= Math.max(GOAL_STREAMS, heldBy[path]?.streams ?? 0));
  const memory = perRelay((path) => {
    const relevant = judgedPhases(path).filter((p) => p.relay && p.streams >= GOAL_STREAMS);
    const worst = relevant.length
      ? Math.max(...relevant.map((p) => p.relay?.rssPerStreamKiB ?? Number.NaN))
      : Number.NaN;
    const text = relevant.length
      ? relevant.map((p) => `${(p.relay?.rssPerStreamKiB ?? Number.NaN).toFixed(0)} KiB @${p.streams}`).join(
        ", ",
      )
      : "not run";
    return { worst, text };
  });
  const drops = perRelay((path) => {
    const relevant = judgedPhases(path);
    const dropped = relevant.reduce((sum, p) => sum + p.dropped, 0);
    const refused = relevant.reduce((sum, p) => sum + (p.streams - p.opened), 0);
    const upTo = Math.max(0, ...relevant.map((p) => p.streams));
    return {
      phases: relevant.length,
      dropped,
      refused,
      text: `${dropped} frames, ${refused} streams not opened (N ≤ ${upTo})`,
    };
  });

  const opens = perRelay((path) => addedOpen(phases, opensInTurn, path));
  return [
    {
      goal: "Stream open added (upgrade → Begin, median; one at a time, else the smallest N)",
      target: `≤ ${OPEN_LIMIT_MS} ms`,
      figures: perRelay((path) => (opens[path] ? `${ms(opens[path].p50)} ${opens[path].where}` : "not run")),
      met: verdicts((path) => (opens[path] ? opens[path].p50 <= OPEN_LIMIT_MS : null)),
    },
    { goal: `Added latency p50 at ${GOAL_STREAMS} streams`, target: "≤ 0.5 ms", ...added("p50", 0.5) },
    { goal: `Added latency p99 at ${GOAL_STREAMS} streams`, target: "≤ 3 ms", ...added("p99", 3) },
    {
      goal: `Streams held before added p99 > ${HELD_LIMIT_MS} ms`,
      target: "≥ 2× the Node relay's",
      figures: heldFigures,
      met: ratios,
    },
    {
      goal: `Memory per stream (RSS growth ÷ N, each held N ≥ ${GOAL_STREAMS})`,
      target: `≤ ${MAX_KIB_PER_STREAM} KiB`,
      figures: perRelay((path) => memory[path].text),
      met: verdicts((
        path,
      ) => (Number.isNaN(memory[path].worst) ? null : memory[path].worst <= MAX_KIB_PER_STREAM)),
    },
    {
      goal: `Dropped frames (each held N, and N ≤ ${GOAL_STREAMS})`,
      target: "0",
      figures: perRelay((path) => drops[path].text),
      met: verdicts((
        path,
      ) => (drops[path].phases === 0 ? null : drops[path].dropped === 0 && drops[path].refused === 0)),
    },
  ];
}

/**
 * A relay's streams held ÷ the Node relay's, on the grid of N tested. A capacity that reached the largest N
 * tested is only a lower bound, so the ratio is then a bound too, and the verdict may be undecided (null).
 */
function heldRatio(relay: Held, node: Held): { ratio: string; met: boolean | null } {
  if (node.streams === 0) {
    return relay.streams > 0 ? { ratio: "∞ ×", met: true } : { ratio: "n/a", met: null };
  }
  const r = relay.streams / node.streams;
  const text = `${r.toFixed(2)}×`;
  if (!node.atLeast && !relay.atLeast) return { ratio: text, met: r >= 2 };
  if (!node.atLeast) return { ratio: `≥ ${text}`, met: r >= 2 ? true : null };
  if (!relay.atLeast) return { ratio: `≤ ${text}`, met: r >= 2 ? null : false };
  return { ratio: `${text} (both held every N)`, met: null };
}
