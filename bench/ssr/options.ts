/** The SSR benchmark's command line. */
import { parseArgs } from "node:util";

export type SsrBenchOptions = {
  /** Interleaved rounds; each round measures both routes at both connection counts. */
  rounds: number;
  /** Measured seconds of each of the four runs in a round. */
  seconds: number;
  /** Distinct signed-in clinicians (each with a session of their own); requests cycle through them. */
  sessions: number;
  /** Where the app's CPU profile goes (node --cpu-prof); no profile without it. */
  profile: string | null;
  /** Folder for the app's and the sidecar's output; none by default. */
  logs: string | null;
};

export const USAGE = `Usage: npm run bench:ssr -- [options]

  --rounds 3        interleaved rounds (each: /healthcheck and / at 50 connections, then at 10, order alternating)
  --seconds 8       measured seconds per run
  --sessions 500    distinct signed-in clinicians, one session each; every request takes the next one's cookie
  --profile DIR     run the app under node --cpu-prof, write the profile to DIR and print where the time went
                    (the profiler slows the app: figures of a profiled run are not the product's)
  --logs DIR        keep the app's and the sidecar's output in DIR`;

function positiveWhole(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number\n\n${USAGE}`);
  return value;
}

/** Parses `argv` (without node and the script); throws a readable message on a bad option. */
export function parseOptions(argv: string[]): SsrBenchOptions | "help" {
  const { values } = parseArgs({
    args: argv,
    options: {
      rounds: { type: "string", default: "3" },
      seconds: { type: "string", default: "8" },
      sessions: { type: "string", default: "500" },
      profile: { type: "string" },
      logs: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) return "help";
  return {
    rounds: positiveWhole("rounds", values.rounds),
    seconds: positiveWhole("seconds", values.seconds),
    sessions: positiveWhole("sessions", values.sessions),
    profile: values.profile ?? null,
    logs: values.logs ?? null,
  };
}
