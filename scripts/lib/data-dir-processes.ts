import { readdirSync, readFileSync } from "node:fs";

/**
 * The live processes started for a data directory — the launcher passes NOTEWELL_DATA_DIR to everything it starts
 * (PostgreSQL, the app, the sidecar, the build) — found by their environment in /proc; zombies and this process
 * left out. For tests and benches that must prove a start left nothing running, or clean up after one.
 */
export function processesOf(dataDir: string): number[] {
  const marker = `NOTEWELL_DATA_DIR=${dataDir}`;
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      const state = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]?.[0];
      if (environ.includes(marker) && state !== "Z") pids.push(Number(entry));
    } catch {
      // gone already, or not ours to read
    }
  }
  return pids;
}

/** A process's command line, its arguments joined by spaces; "" once it has gone. */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim();
  } catch {
    return "";
  }
}
