/**
 * Benchmark helper processes end when the orchestrator does, even if it was killed outright (no orphans).
 */

/** Calls `stop` once this process's parent has gone (checked every second). */
export function exitWithParent(stop: () => void): void {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(watch);
      stop();
      setTimeout(() => process.exit(0), 2000).unref();
    }
  }, 1000);
  watch.unref();
}
