/**
 * Every process the benchmark starts goes through one `ProcessGroup`, so all of them are stopped on the way
 * out — after a normal run, an error, or Ctrl-C — and none is left behind.
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

/** A started process. `tail` keeps its last lines of output, for error messages. */
export type Child = {
  name: string;
  process: ChildProcess;
  pid: number;
  exited: Promise<void>;
  tail: string[];
  /** Called with every line the process prints (stdout and stderr) from now on. */
  lineListeners: Set<(line: string) => void>;
  /** What `stop` sends first. */
  stopSignal: NodeJS.Signals;
};

const TAIL_LINES = 30;

export class ProcessGroup {
  readonly #children = new Set<Child>();
  /** Set by `stopAll`: nothing new starts while (or after) everything is being stopped. */
  #closed = false;
  #started = 0;

  /** With `logDir`, every service's output is also written to `<logDir>/<n>-<name>.log`. */
  constructor(
    private readonly root: string,
    private readonly logDir: string | null = null,
  ) {
    if (logDir) mkdirSync(logDir, { recursive: true });
  }

  /**
   * Starts a service whose stdout and stderr are read line by line (kept in `tail`, given to `lineListeners`).
   * It stays in our process group, so a terminal's Ctrl-C reaches it too.
   */
  spawn(options: {
    name: string;
    command: string;
    args: string[];
    env?: Record<string, string>;
    /** Default SIGTERM. */
    stopSignal?: NodeJS.Signals;
  }): Child {
    this.#refuseIfClosed(options.name);
    const child = spawn(options.command, options.args, {
      cwd: this.root,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const entry = this.#track(options.name, child, options.stopSignal);
    this.#started++;
    const file = this.logDir
      ? createWriteStream(
        path.join(this.logDir, `${String(this.#started).padStart(2, "0")}-${options.name}.log`),
      )
      : null;
    if (file) void entry.exited.then(() => file.end());
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on("line", (line) => {
        file?.write(line + "\n");
        entry.tail.push(line);
        if (entry.tail.length > TAIL_LINES) entry.tail.shift();
        for (const listener of entry.lineListeners) listener(line);
      });
    }
    return entry;
  }

  /** Starts a TypeScript file of this folder as a Node worker with an IPC channel (advanced serialization). */
  fork(name: string, file: string): Child {
    this.#refuseIfClosed(name);
    const child = fork(path.join(this.root, "bench", "relay", file), [], {
      cwd: this.root,
      execArgv: ["--import", "tsx"],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    return this.#track(name, child);
  }

  /** Stops one child: its stop signal, then SIGKILL if it is still there after `graceMs`. */
  async stop(child: Child, graceMs = 5_000): Promise<void> {
    if (isRunning(child.process)) {
      child.process.kill(child.stopSignal);
      const timer = setTimeout(() => child.process.kill("SIGKILL"), graceMs);
      await child.exited;
      clearTimeout(timer);
    }
    this.#children.delete(child);
  }

  /** Stops every child still running, all at once. */
  async stopAll(graceMs = 5_000): Promise<void> {
    this.#closed = true;
    await Promise.all([...this.#children].map((child) => this.stop(child, graceMs)));
  }

  /** Last resort when the process is exiting and cannot wait: SIGKILL to every child. */
  killAllNow(): void {
    for (const child of this.#children) if (isRunning(child.process)) child.process.kill("SIGKILL");
  }

  #refuseIfClosed(name: string): void {
    if (this.#closed) throw new Error(`not starting ${name}: the benchmark is stopping`);
  }

  #track(name: string, child: ChildProcess, stopSignal: NodeJS.Signals = "SIGTERM"): Child {
    if (child.pid === undefined) throw new Error(`${name} did not start`);
    const exited = new Promise<void>((resolve) => {
      if (!isRunning(child)) resolve();
      else child.once("exit", () => resolve());
    });
    const entry: Child = {
      name,
      process: child,
      pid: child.pid,
      exited,
      tail: [],
      lineListeners: new Set(),
      stopSignal,
    };
    this.#children.add(entry);
    void exited.then(() => this.#children.delete(entry));
    return entry;
  }
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Waits for a child's `{"port":N}` line; rejects if it exits or `timeoutMs` passes first. */
export function waitForPort(child: Child, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = () => {
      settled = true;
      clearTimeout(timer);
      child.lineListeners.delete(onLine);
    };
    const fail = (why: string) => {
      if (settled) return;
      settle();
      reject(new Error(`${child.name} ${why}:\n${child.tail.join("\n")}`));
    };
    const onLine = (line: string) => {
      let port: unknown;
      try {
        port = (JSON.parse(line) as { port?: unknown }).port;
      } catch {
        return; // not the port line
      }
      if (settled || typeof port !== "number" || port <= 0) return;
      settle();
      resolve(port);
    };
    const timer = setTimeout(() => fail(`printed no port within ${timeoutMs} ms`), timeoutMs);
    void child.exited.then(() => fail("exited during start-up"));
    child.lineListeners.add(onLine);
  });
}

/** The next IPC message from `child` that `accept` takes; rejects on exit or after `timeoutMs`. */
export function nextMessage<T>(
  child: Child,
  accept: (message: unknown) => message is T,
  timeoutMs: number,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!accept(message)) return;
      done();
      resolve(message);
    };
    const onExit = () => {
      done();
      reject(new Error(`${child.name} exited`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${child.name} did not answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      child.process.off("message", onMessage);
      child.process.off("exit", onExit);
    };
    child.process.on("message", onMessage);
    child.process.once("exit", onExit);
  });
}

/** Something a bench starts and must stop however it ends (its database). */
export type Stoppable = { stop: () => Promise<void> };

/**
 * Runs a bench's `main` and always stops what it started — every process of `group`, the database `main` hands to
 * `keep`, then `removeFiles` — after a normal run (exit 0), a failure or an uncaught error (exit 1, with its stack),
 * or Ctrl-C and SIGTERM (130, 143). A process still alive when this one exits is killed at once.
 */
export async function runBench(
  group: ProcessGroup,
  progress: (line: string) => void,
  main: (keep: <T extends Stoppable>(started: T) => T) => Promise<void>,
  options: { stopMs: number; removeFiles?: () => void },
): Promise<never> {
  let database: Stoppable | null = null;
  let cleaning: Promise<void> | null = null;
  const cleanup = (): Promise<void> =>
    cleaning ??= (async () => {
      await group.stopAll(options.stopMs);
      await database?.stop().catch((error: unknown) =>
        progress(`could not stop the database: ${String(error)}`)
      );
      options.removeFiles?.();
    })();
  const failed = async (what: string, error: unknown): Promise<never> => {
    progress(`${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await cleanup();
    process.exit(1);
  };

  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
    process.on(signal, () => {
      progress(`${signal}: stopping every process and the database`);
      void cleanup().finally(() => process.exit(code));
    });
  }
  for (const event of ["uncaughtException", "unhandledRejection"] as const) {
    process.on(event, (error: unknown) => void failed(event, error));
  }
  process.on("exit", () => group.killAllNow());

  try {
    await main((started) => {
      database = started;
      return started;
    });
  } catch (error) {
    return failed("failed", error);
  }
  await cleanup();
  process.exit(0);
}
