/** The benchmark's command line. */
import { parseArgs } from "node:util";
import type { PathName } from "./results.ts";

const PATHS: readonly PathName[] = ["direct", "node-relay", "sidecar", "public-entry"];

export type BenchOptions = {
  streams: number[];
  /** Which paths to run at each N, in this order (added latency needs "direct"). */
  paths: PathName[];
  warmupSeconds: number;
  measureSeconds: number;
  loadWorkers: number;
  pageRate: number;
  /** Streams opened one at a time on each path before the phases (0: none). */
  opensInTurn: number;
  /** Where the JSON goes; defaults to bench/results/relay-<date>.json. */
  out: string | null;
  /** Folder for every service's raw output (the sidecar's JSON log, the fake's, …); none by default. */
  logs: string | null;
  /** Print the report of a saved results file instead of running. */
  report: string | null;
};

export const USAGE = `Usage: npm run bench:relay -- [options]

  --streams 100,500,1000,2000  stream counts to run (each on every path)
  --paths direct,node-relay,sidecar,public-entry
                                which paths to run (a subset is for diagnostics; "added" needs direct)
  --seconds 20                  measured seconds per phase
  --warmup 3                    warm-up seconds per phase
  --quick                       5 s per phase, N = 100,500 (explicit --streams/--seconds still win)
  --workers 2                   load-generator processes
  --page-rate 20                page requests per second through the sidecar during its phases
  --opens 10                    streams opened one at a time on each path first, each closed before the next
                                (the "Stream open added" goal; 0: none)
  --out FILE                    JSON results file (default bench/results/relay-<date>.json)
  --logs DIR                    keep every service's output (sidecar, fake, relays) in DIR
  --report FILE                 print the tables of a saved results file again (no run)

  Diagnostics: DENO_V8_FLAGS=--trace-gc npm run bench:relay -- --logs DIR shows the sidecar's garbage collections.`;

function positive(name: string, text: string, integer: boolean): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(
      `--${name} must be a positive ${integer ? "whole number" : "number"}, not "${text}"\n\n${USAGE}`,
    );
  }
  return value;
}

/** Parses `argv` (without node and the script); throws a readable message on a bad option. */
export function parseOptions(argv: string[]): BenchOptions | "help" {
  const { values } = parseArgs({
    args: argv,
    options: {
      streams: { type: "string" },
      paths: { type: "string", default: PATHS.join(",") },
      seconds: { type: "string" },
      warmup: { type: "string", default: "3" },
      quick: { type: "boolean", default: false },
      workers: { type: "string", default: "2" },
      "page-rate": { type: "string", default: "20" },
      opens: { type: "string", default: "10" },
      out: { type: "string" },
      logs: { type: "string" },
      report: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) return "help";
  const streamsText = values.streams ?? (values.quick ? "100,500" : "100,500,1000,2000");
  const streams = [...new Set(streamsText.split(",").map((s) => positive("streams", s.trim(), true)))].sort((
    a,
    b,
  ) => a - b);
  const paths = values.paths.split(",").map((p) => p.trim());
  const unknown = paths.filter((p) => !PATHS.includes(p as PathName));
  if (unknown.length) {
    throw new Error(`--paths: unknown ${unknown.join(", ")}; use ${PATHS.join(", ")}\n\n${USAGE}`);
  }
  return {
    streams,
    paths: PATHS.filter((p) => paths.includes(p)),
    warmupSeconds: positive("warmup", values.warmup, false),
    measureSeconds: positive("seconds", values.seconds ?? (values.quick ? "5" : "20"), false),
    loadWorkers: positive("workers", values.workers, true),
    pageRate: positive("page-rate", values["page-rate"], false),
    opensInTurn: values.opens === "0" ? 0 : positive("opens", values.opens, true),
    out: values.out ?? null,
    logs: values.logs ?? null,
    report: values.report ?? null,
  };
}
