/**
 * How long each step of a start took, for the launcher's "Ready in" line: an operator whose container is slow to
 * become healthy sees which step it was (the database, migrations, the build, the app or the sidecar), and
 * `npm run bench:start` reads the same line (decision 035).
 */
export type StartSteps = {
  /** Records `ms` under `name` (added to what `name` already took). */
  add(name: string, ms: number): void;
  /** Runs `work` and records its duration under `name` (added to what `name` already took). */
  time<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** "PostgreSQL 0.81 s, migrations 0.30 s, …", in the order the steps first ran. */
  describe(): string;
};

export function startSteps(): StartSteps {
  const took = new Map<string, number>();
  const add = (name: string, ms: number) => void took.set(name, (took.get(name) ?? 0) + ms);
  return {
    add,
    async time(name, work) {
      const began = performance.now();
      try {
        return await work();
      } finally {
        add(name, performance.now() - began);
      }
    },
    describe() {
      return [...took].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`).join(", ");
    },
  };
}

/** For a caller that does not time its steps (`npm run migrate`, `npm run create-admin`). */
export const untimed: Pick<StartSteps, "time"> = { time: (_name, work) => work() };
