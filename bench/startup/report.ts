/** The start-up benchmark's figures: each kind of start's median and spread, where the time went, and the goals. */
import { QUIET_PERCENT, type StartKind, type StartRun } from "./launch.ts";

/** Issue 14, item 6: the first page of a warm start within 3 s, of a cold one (with the build) within 10 s. */
const GOAL_MS: Record<StartKind, number> = { warm: 3_000, cold: 10_000 };
const KINDS: readonly StartKind[] = ["warm", "cold"];
const KIND_LABEL: Record<StartKind, string> = {
  warm: "Warm start (installed and built) to first page",
  cold: "Cold start with the build to first page",
};
/** The launcher's steps in the order it runs them. */
const STEPS = ["launcher", "build", "initdb", "PostgreSQL", "migrations", "first admin", "app", "sidecar"];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seconds = (ms: number, digits = 2) => (Number.isFinite(ms) ? (ms / 1000).toFixed(digits) : "—");
const spread = (values: number[]) =>
  values.length ? `${seconds(Math.min(...values))}–${seconds(Math.max(...values))}` : "—";
const percent = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)}%` : "—");

type Group = { version: string; kind: StartKind; runs: StartRun[] };

const quiet = (runs: StartRun[]) => runs.filter((run) => run.othersBefore < QUIET_PERCENT);

export function renderReport(runs: StartRun[], setting: { rounds: number; warm: number; cores: number }): string {
  const versions = [...new Set(runs.map((run) => run.version))];
  const groups: Group[] = versions
    .flatMap((version) =>
      KINDS.map((kind) => ({ version, kind, runs: runs.filter((r) => r.version === version && r.kind === kind) })),
    )
    .filter((group) => group.runs.length > 0);
  const name = (group: Group) => (versions.length > 1 ? `${group.version}, ${group.kind}` : group.kind);

  const lines: string[] = [
    `Start-up of what \`npm start\` runs (node --import tsx scripts/start.ts): ${setting.rounds} round(s); in each, ` +
      `every version is copied afresh, started cold (no data directory, no build, empty caches), then started ` +
      `warm ${setting.warm} time(s) (data initialised, build fresh). First page: spawn → the first 200 of ` +
      `GET /auth through the public port, its body read. Seconds.`,
    "",
    `"Quiet": the starts that began while the rest of the machine used less than ${QUIET_PERCENT}% of one core ` +
      `(each start waits up to a minute for that). CPU: what every process of the start had used by its first page, ` +
      `whatever else the machine was doing. Others before: the rest of the machine's use, % of one core.`,
    "",
    "| start | runs | first page, median | min–max | quiet: first page, median (runs) | CPU to first page, median | launcher's Ready in, median | Ctrl-C to stopped, median | min–max | machine busy | others before |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const group of groups) {
    const { runs: list } = group;
    const busy = list.map((run) => run.machineBusy);
    const others = list.map((run) => run.othersBefore);
    lines.push(
      `| ${name(group)} | ${list.length} | ${seconds(median(list.map((run) => run.firstPageMs)))} | ` +
        `${spread(list.map((run) => run.firstPageMs))} | ` +
        `${seconds(median(quiet(list).map((run) => run.firstPageMs)))} (${quiet(list).length}) | ` +
        `${seconds(median(list.map((run) => run.cpuMs)))} | ` +
        `${seconds(median(list.map((run) => run.readyMs)), 1)} | ` +
        `${seconds(median(list.map((run) => run.stopMs)))} | ${spread(list.map((run) => run.stopMs))} | ` +
        `${percent(Math.min(...busy))}–${percent(Math.max(...busy))} | ` +
        `${percent(Math.min(...others))}–${percent(Math.max(...others))} |`,
    );
  }

  const timed = groups.filter((group) => group.runs.some((run) => Object.keys(run.steps).length > 0));
  if (timed.length) {
    lines.push(
      "",
      "Where the time goes: the launcher's own steps (its Ready in line), median seconds. Steps overlap: the build " +
        "and the loading of the database code run while PostgreSQL starts, the app beside the sidecar. The last row " +
        "is what Ready in does not count: spawning the launcher and the page's first render (negative: the page " +
        "answered before the launcher saw both processes up).",
      "",
      `| step | ${timed.map(name).join(" | ")} |`,
      `|---|${timed.map(() => "---").join("|")}|`,
    );
    const named = new Set(timed.flatMap((group) => group.runs.flatMap((run) => Object.keys(run.steps))));
    for (const step of [...STEPS.filter((s) => named.has(s)), ...[...named].filter((s) => !STEPS.includes(s))]) {
      const cells = timed.map((group) => {
        const values = group.runs.filter((run) => step in run.steps).map((run) => run.steps[step]);
        return values.length ? seconds(median(values)) : "—";
      });
      lines.push(`| ${step} | ${cells.join(" | ")} |`);
    }
    const rest = timed.map((group) => seconds(median(group.runs.map((run) => run.firstPageMs - run.readyMs))));
    lines.push(`| first page − Ready in | ${rest.join(" | ")} |`);
  }

  lines.push(
    "",
    "Each start, in order: first page, its CPU and the stop, in seconds; the machine's busy share of all " +
      `${setting.cores} cores during the start; what others used of one core just before; the 1-minute load average.`,
  );
  for (const run of runs) {
    lines.push(
      `  ${versions.length > 1 ? `${run.version}, ` : ""}${run.kind}: ${seconds(run.firstPageMs)}, CPU ` +
        `${seconds(run.cpuMs)}, stop ${seconds(run.stopMs)}; ${percent(run.machineBusy)} busy, others ` +
        `${percent(run.othersBefore)}, load ${run.loadAverage.toFixed(1)}`,
    );
  }

  lines.push("", "Against the goals (issue 14, item 6):");
  const verdict = (ms: number, kind: StartKind) =>
    !Number.isFinite(ms) ? "—" : ms <= GOAL_MS[kind] ? "met" : "NOT met";
  for (const group of groups) {
    const all = median(group.runs.map((run) => run.firstPageMs));
    const calm = median(quiet(group.runs).map((run) => run.firstPageMs));
    lines.push(
      `  ${KIND_LABEL[group.kind]}${versions.length > 1 ? ` (${group.version})` : ""} (goal ≤ ${GOAL_MS[group.kind] / 1000} s): ` +
        `quiet starts median ${seconds(calm)} s (${quiet(group.runs).length} of ${group.runs.length}): ` +
        `${verdict(calm, group.kind)}; all starts median ${seconds(all)} s: ${verdict(all, group.kind)}`,
    );
  }
  return lines.join("\n");
}
