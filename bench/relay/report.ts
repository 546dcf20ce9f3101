/** The printed report: markdown tables a reader can check each goal against. */
import { addedLatency, checkGoals, HELD_LIMIT_MS, RELAYS } from "./goals.ts";
import type { FailureCounts } from "./protocol.ts";
import type { BenchResults, PageSummary, PathName, PhaseResult, RelayPath } from "./results.ts";
import { linearFit } from "./stats.ts";

const PATH_LABEL: Record<PathName, string> = {
  direct: "direct (limit)",
  "node-relay": "plain Node `ws` relay",
  sidecar: "sidecar, audio only",
  "public-entry": "sidecar + pages (public entry)",
};

function num(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "–";
  if (!Number.isFinite(value)) return "∞";
  return Math.abs(value) >= 100
    ? value.toFixed(0)
    : Math.abs(value) >= 10
    ? value.toFixed(1)
    : value.toFixed(digits);
}

function signed(value: number | undefined): string {
  if (value === undefined) return "–";
  return (value >= 0 ? "+" : "") + num(value);
}

function counts(values: FailureCounts | null): string {
  if (!values) return "";
  return Object.entries(values)
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${n} × ${key}`)
    .join("; ");
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function phaseRow(phase: PhaseResult, phases: PhaseResult[], cores: number): string[] {
  const added = phase.path === "direct"
    ? undefined
    : addedLatency(phases, phase.path, phase.streams) ?? undefined;
  const rt = phase.roundTrip;
  return [
    String(phase.streams),
    PATH_LABEL[phase.path] + (phase.failure ? " ⚠" : ""),
    phase.opened === phase.streams ? String(phase.opened) : `**${phase.opened}**`,
    num(rt.p50),
    num(rt.p99),
    num(rt.max),
    signed(added?.p50),
    signed(added?.p99),
    `${phase.answered}/${phase.due}`,
    phase.dropped === 0 ? "0" : `**${phase.dropped}**`,
    num(phase.relay?.cpuPercentOfCore, 1),
    num(phase.relay?.cpuMsPerStreamSecond, 3),
    num(phase.relay?.rssPerStreamKiB, 1),
    num(phase.fakeCpuPercentOfCore, 1),
    num(phase.generatorCpuPercentOfCore, 1),
    num(phase.sendLag.p99),
    num(restOfMachine(phase, cores), 0),
  ];
}

/** Other processes using more than this much of a core during a phase make its figures unreliable. */
const NOISY_PERCENT = 25;

/** CPU used by everything else on the machine (other users included), as % of one core. */
function restOfMachine(phase: PhaseResult, cores: number): number {
  const ours = (phase.relay?.cpuPercentOfCore ?? 0) + phase.fakeCpuPercentOfCore +
    phase.generatorCpuPercentOfCore;
  return Math.max(0, phase.machineBusyPercent * cores - ours);
}

/** Above this added p50 a relay is queueing audio, and its memory holds the queue, not the streams. */
const KEPT_UP_MS = 5;

/** KiB per extra stream: the slope of RSS while streaming against N, over the N where the relay kept up. */
function rssSlope(phases: PhaseResult[], path: RelayPath): string {
  const keptUp = (p: PhaseResult) => (addedLatency(phases, path, p.streams)?.p50 ?? Infinity) <= KEPT_UP_MS;
  const points = phases.flatMap((p) =>
    p.path === path && p.relay && keptUp(p) ? [{ x: p.opened, y: p.relay.rssDuringKiB }] : []
  );
  const fit = linearFit(points);
  return fit
    ? `${fit.slope.toFixed(1)} KiB per stream (+ ${(fit.intercept / 1024).toFixed(0)} MiB fixed)`
    : "–";
}

function pageRow(page: PageSummary): string[] {
  const errors = Object.values(page.errors).reduce((a, b) => a + b, 0);
  return [
    page.label,
    String(page.requests),
    num(page.latency.p50),
    num(page.latency.p99),
    num(page.latency.max),
    String(errors),
  ];
}

/**
 * Opening times, upgrade → Begin: streams opened one at a time (each closed before the next), then every phase's
 * N at once; added = the relay's median − the direct median under the same condition.
 */
function openTable(results: BenchResults): string[] {
  const inTurn = results.opensInTurn ?? [];
  const direct = (condition: { connect: { p50: number }; path: PathName }[]) =>
    condition.find((o) => o.path === "direct")?.connect.p50;
  const row = (
    condition: string,
    o: { path: PathName; connect: PhaseResult["connect"]; opened: number },
    directP50: number | undefined,
    count: number,
  ) => [
    condition,
    PATH_LABEL[o.path],
    o.opened === count ? String(o.opened) : `**${o.opened}**`,
    num(o.connect.p50),
    num(o.connect.p90),
    num(o.connect.max),
    o.path === "direct" || directP50 === undefined || o.connect.count === 0
      ? "–"
      : signed(o.connect.p50 - directP50),
  ];
  const rows = [
    ...inTurn.map((o) =>
      row(
        `one at a time (${o.count}; machine busy ${
          num(o.machineBusyPercent * results.machine.cores, 0)
        } % of a core)`,
        o,
        direct(inTurn),
        o.count,
      )
    ),
    ...results.phases.map((p) =>
      row(
        `${p.streams} at once`,
        p,
        direct(results.phases.filter((q) => q.streams === p.streams)),
        p.streams,
      )
    ),
  ];
  return [
    "### Stream open (upgrade → Begin, ms)",
    table(["condition", "path", "opened", "p50", "p90", "max", "added p50"], rows),
    "",
  ];
}

/** The whole report as markdown. */
export function renderReport(results: BenchResults): string {
  const { machine, settings, phases } = results;
  const out: string[] = [];
  out.push(`## Relay benchmark — ${results.date}`);
  out.push(
    `${machine.cpuModel}, ${machine.cores} cores, ${
      Math.round(machine.memoryMiB / 1024)
    } GiB; Linux ${machine.kernel}; ` +
      `Node ${machine.node}; Deno ${machine.deno}.`,
  );
  out.push(
    `Each stream: 3,200-byte frames (100 ms of 16 kHz PCM) every 100 ms, start times spread over the first 100 ms; ` +
      `round trip = frame sent → provider's Echo received. ${settings.order} ` +
      `Warm-up ${settings.warmupSeconds} s, measured ${settings.measureSeconds} s; ${settings.loadWorkers} load-generator processes. ` +
      `"Public entry": the same sidecar phase with ${settings.pageRate} page requests/s through the sidecar's forwarding ` +
      `while the audio is measured.`,
  );
  const versions = [...new Set(phases.flatMap((p) => (p.sidecarVersion ? [p.sidecarVersion] : [])))];
  if (versions.length === 1) out.push(`Sidecar source (stream-sidecar/*.ts fingerprint): ${versions[0]}.`);
  if (versions.length > 1) {
    const runs = versions.map((v) => {
      const where = phases.filter((p) => p.sidecarVersion === v).map((p) => `${p.path} × ${p.streams}`);
      return `${v}: ${where.join(", ")}`;
    });
    out.push(
      `**The sidecar's source changed during this run; its phases ran different code** — ${runs.join("; ")}.`,
    );
  }
  out.push("");
  out.push("### Round trip (ms) and cost per stream");
  out.push(
    table(
      [
        "N",
        "path",
        "opened",
        "p50",
        "p99",
        "max",
        "added p50",
        "added p99",
        "answered/due",
        "dropped",
        "relay CPU % core",
        "relay CPU ms / stream·s",
        "relay RSS KiB / stream",
        "fake CPU % core",
        "generator CPU % core",
        "generator send lag p99",
        "rest of machine CPU % core",
      ],
      phases.map((phase) => phaseRow(phase, phases, machine.cores)),
    ),
  );
  out.push("");
  out.push(...openTable(results));
  out.push("### Page latency (20 KB page, ms)");
  const pages = [...results.pageBaselines, ...phases.flatMap((p) => (p.pages ? [p.pages] : []))];
  out.push(table(["condition", "requests", "p50", "p99", "max", "errors"], pages.map(pageRow)));
  out.push("");
  out.push("### Goals (2-core machine)");
  const verdict = (met: boolean | null) => (met === null ? "undecided" : met ? "yes" : "**no**");
  out.push(
    table(
      ["goal", "target", ...RELAYS.map((path) => PATH_LABEL[path]), "met? sidecar / public entry"],
      checkGoals(phases, results.opensInTurn).map((g) => [
        g.goal,
        g.target,
        ...RELAYS.map((path) => g.figures[path]),
        `${verdict(g.met.sidecar)} / ${verdict(g.met["public-entry"])}`,
      ]),
    ),
  );
  out.push("");
  out.push(
    `Added = relay percentile − direct percentile at the same N in the same run. Dropped = measured frames with no ` +
      `Echo within ${settings.drainSeconds} s of the last frame (lost, or queued longer than that). "Held" = every stream opened, ≤ 1 % ` +
      `frames dropped and added p99 ≤ ${HELD_LIMIT_MS} ms, at that N and every smaller N tested. RSS per stream = ` +
      `(highest VmRSS while streaming − VmRSS before the streams opened) ÷ N, each relay freshly started per phase. ` +
      `Fitted over the N where the relay kept up (added p50 ≤ ${KEPT_UP_MS} ms), RSS while streaming grows by: ` +
      RELAYS.map((path) => `${PATH_LABEL[path]} ${rssSlope(phases, path)}`).join("; ") +
      ".",
  );
  const notes = phases.flatMap((p) => {
    const lines: string[] = [];
    const where = `${PATH_LABEL[p.path]} × ${p.streams}`;
    const rest = restOfMachine(p, machine.cores);
    if (rest > NOISY_PERCENT) {
      lines.push(
        `- ${where}: **other processes used ${
          rest.toFixed(0)
        } % of a core meanwhile: figures disturbed, rerun**`,
      );
    }
    if (p.failure) lines.push(`- ${where}: **${p.failure}**`);
    if (Object.keys(p.connectFailures).length) {
      lines.push(`- ${where}: streams not opened: ${counts(p.connectFailures)}`);
    }
    if (Object.keys(p.lostStreams).length) {
      lines.push(`- ${where}: streams closed by the far side: ${counts(p.lostStreams)}`);
    }
    if (Object.keys(p.otherMessages).length) {
      lines.push(`- ${where}: other messages: ${counts(p.otherMessages)}`);
    }
    if (p.resized) lines.push(`- ${where}: ${p.resized} Echoes of a frame that was not 3,200 bytes`);
    if (p.closeTimeouts) {
      lines.push(`- ${where}: ${p.closeTimeouts} streams did not finish the close handshake in time`);
    }
    if (p.sidecarLog && Object.keys(p.sidecarLog).length) {
      lines.push(`- ${where}: sidecar log: ${counts(p.sidecarLog)}`);
    }
    if (p.connect.count) {
      lines.push(
        `- ${where}: connect (upgrade → Begin) p50 ${num(p.connect.p50)} ms, p99 ${num(p.connect.p99)} ms`,
      );
    }
    return lines;
  });
  if (notes.length) {
    out.push("");
    out.push("### Notes per phase");
    out.push(...notes);
  }
  return out.join("\n");
}
