/**
 * The orchestrator's side of the worker processes: splits the streams between load generators, sends them
 * commands and gathers their replies, with time limits so a saturated machine cannot hang the run.
 */
import { type Child, nextMessage, type ProcessGroup } from "./processes.ts";
import {
  type FailureCounts,
  type LoadReply,
  type LoadResult,
  type OpenedReply,
  type PageCommand,
  type PageResult,
  type RunCommand,
  tally,
} from "./protocol.ts";
import { joinSamples } from "./stats.ts";

function isReply<T extends LoadReply["type"]>(type: T) {
  return (
    message: unknown,
  ): message is Extract<LoadReply, { type: T }> | { type: "error"; message: string } => {
    const t = (message as { type?: unknown } | null)?.type;
    return t === type || t === "error";
  };
}

function unwrap<T>(reply: T | { type: "error"; message: string }): T {
  if ((reply as { type: string }).type === "error") throw new Error((reply as { message: string }).message);
  return reply as T;
}

const STARTUP_TIMEOUT_MS = 30_000;

/** Forks a worker and waits for its `ready` message (a command sent earlier could be lost). */
async function forkReady(group: ProcessGroup, name: string, file: string): Promise<Child> {
  const worker = group.fork(name, file);
  const isReady = (message: unknown): message is { type: "ready" } =>
    (message as { type?: unknown } | null)?.type === "ready";
  await nextMessage(worker, isReady, STARTUP_TIMEOUT_MS);
  return worker;
}

/** What opening the streams gave, summed over the workers. */
export type OpenOutcome = { opened: number; failures: FailureCounts; connectMs: Float64Array };

/** The audio load generators (load.ts), one process each. */
export class LoadWorkers {
  #workers: Child[] = [];

  constructor(
    private readonly group: ProcessGroup,
    private readonly count: number,
  ) {}

  /** Process ids, for CPU readings. */
  get pids(): number[] {
    return this.#workers.map((worker) => worker.pid);
  }

  /** (Re)starts every worker. */
  async start(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => this.group.stop(worker, 1_000)));
    this.#workers = await Promise.all(
      Array.from({ length: this.count }, (_, i) => forkReady(this.group, `load-${i + 1}`, "load.ts")),
    );
  }

  /** Opens `total` streams to `url`, split evenly between the workers. */
  async open(options: {
    url: string;
    headers: Record<string, string>;
    total: number;
    concurrency: number;
    streamTimeoutMs: number;
    timeoutMs: number;
  }): Promise<OpenOutcome> {
    const replies = await Promise.all(
      this.#workers.map((worker, i) => {
        const firstIndex = Math.floor((options.total * i) / this.count);
        const count = Math.floor((options.total * (i + 1)) / this.count) - firstIndex;
        worker.process.send({
          type: "open",
          url: options.url,
          headers: options.headers,
          count,
          firstIndex,
          total: options.total,
          concurrency: options.concurrency,
          timeoutMs: options.streamTimeoutMs,
        });
        return nextMessage(worker, isReply("opened"), options.timeoutMs).then((reply) =>
          unwrap<OpenedReply>(reply)
        );
      }),
    );
    const failures: FailureCounts = {};
    for (const reply of replies) {
      for (const [why, n] of Object.entries(reply.failures)) tally(failures, why, n);
    }
    return {
      opened: replies.reduce((sum, reply) => sum + reply.opened, 0),
      failures,
      connectMs: joinSamples(replies.map((reply) => reply.connectMs)),
    };
  }

  /** Opens and closes `count` streams to `url` one at a time, from the first worker alone. */
  async openInTurn(options: {
    url: string;
    headers: Record<string, string>;
    count: number;
    streamTimeoutMs: number;
    timeoutMs: number;
  }): Promise<OpenOutcome> {
    const worker = this.#workers[0];
    worker.process.send({
      type: "open-in-turn",
      url: options.url,
      headers: options.headers,
      count: options.count,
      timeoutMs: options.streamTimeoutMs,
    });
    const reply = unwrap<OpenedReply>(await nextMessage(worker, isReply("opened"), options.timeoutMs));
    return { opened: reply.opened, failures: reply.failures, connectMs: reply.connectMs };
  }

  /** Streams audio on every open stream and collects each worker's result. */
  run(command: Omit<RunCommand, "type">, timeoutMs: number): Promise<LoadResult[]> {
    return Promise.all(
      this.#workers.map((worker) => {
        worker.process.send({ type: "run", ...command });
        return nextMessage(worker, isReply("result"), timeoutMs).then((reply) => unwrap<LoadResult>(reply));
      }),
    );
  }
}

/** Runs one burst of page traffic in a fresh page-load.ts process. */
export async function runPageTraffic(
  group: ProcessGroup,
  command: Omit<PageCommand, "type">,
  timeoutMs: number,
): Promise<PageResult> {
  const worker = await forkReady(group, "page-load", "page-load.ts");
  try {
    worker.process.send({ type: "pages", ...command });
    const isResult = (message: unknown): message is PageResult =>
      (message as { type?: unknown }).type === "pages";
    return await nextMessage(worker, isResult, timeoutMs);
  } finally {
    await group.stop(worker, 1_000);
  }
}
