/**
 * Load shedding: a replica whose event loop keeps falling behind takes no new streams (the browser retries
 * once after 2 s, and a load balancer sends it elsewhere) rather than queueing clinicians' audio.
 *
 * A timer that should fire every 100 ms measures how late it is. One late tick is not overload: a replica's
 * own start-up, a garbage collection or a neighbour's burst on the machine can stall the loop once. Overload
 * is being late again and again: `LATE_TICKS` of the last `WINDOW` ticks more than `LATE_MS` late.
 */
export const LATE_MS = 150;
const WINDOW = 5;
const LATE_TICKS = 3;
const TICK_MS = 100;

/** Whether these lateness samples (ms, oldest first) show a loop that keeps falling behind. */
export function isOverloaded(samples: readonly number[]): boolean {
  return samples.slice(-WINDOW).filter((lateMs) => lateMs > LATE_MS).length >= LATE_TICKS;
}

export function watchEventLoop(): { readonly overloaded: boolean; stop: () => void } {
  const samples: number[] = [];
  let expected = performance.now() + TICK_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    samples.push(Math.max(0, now - expected));
    if (samples.length > WINDOW) samples.shift();
    expected = now + TICK_MS;
  }, TICK_MS);
  return {
    get overloaded() {
      return isOverloaded(samples);
    },
    stop: () => clearInterval(timer),
  };
}
