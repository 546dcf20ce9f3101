/** Readings from Linux /proc: a process's CPU time and resident memory, and the machine's CPU use. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const TICKS_PER_SECOND = readClockTicks();

function readClockTicks(): number {
  try {
    const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

/**
 * User + system CPU time the process has used so far, all threads, in ms; null once it has gone. With
 * `children`, also what its children that have exited and been waited for used.
 */
export function readCpuMs(pid: number, options: { children?: boolean } = {}): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; fields after it start at the state (field 3).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    let ticks = Number(fields[11]) + Number(fields[12]); // utime (14) + stime (15)
    if (options.children) ticks += Number(fields[13]) + Number(fields[14]); // cutime (16) + cstime (17)
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Resident set size (VmRSS) in KiB; null once the process has gone. */
export function readRssKiB(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Machine-wide CPU time from /proc/stat, in ticks summed over every core. */
export type MachineCpu = { busy: number; total: number };

/** Reads the machine's CPU counters (compare two readings with `busyPercent`). */
export function readMachineCpu(): MachineCpu {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0];
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0); // idle + iowait
  const total = values.slice(0, 8).reduce((sum, v) => sum + v, 0);
  return { busy: total - idle, total };
}

/** Share of all cores busy between two readings, 0–100. */
export function busyPercent(before: MachineCpu, after: MachineCpu): number {
  const total = after.total - before.total;
  return total > 0 ? (100 * (after.busy - before.busy)) / total : Number.NaN;
}

/**
 * Waits (up to `maxWaitMs`) until the whole machine uses less than `percentOfCore` % of one core over a
 * second, so a phase does not start while other work (a test run, a build) competes for the cores. Returns
 * the last reading, in % of one core.
 */
export async function waitForQuietMachine(options: {
  percentOfCore: number;
  maxWaitMs: number;
  cores: number;
  onWait: (busyPercentOfCore: number) => void;
}): Promise<number> {
  const deadline = Date.now() + options.maxWaitMs;
  let warned = false;
  for (;;) {
    const before = readMachineCpu();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const busy = busyPercent(before, readMachineCpu()) * options.cores;
    if (busy < options.percentOfCore || Date.now() >= deadline) return busy;
    if (!warned) options.onWait(busy);
    warned = true;
  }
}
