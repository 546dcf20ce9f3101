/**
 * The audio load generator: a worker process (forked by run.ts, one of several) that holds its share of the
 * streams. Commands arrive over IPC (protocol.ts): `open` connects the streams and waits for each Begin,
 * `open-in-turn` opens and closes streams one at a time (the open alone, measured), `run` streams real-time audio, waits for the last answers and closes every stream cleanly.
 */
import { AudioStream, type StreamTally } from "./audio-stream.ts";
import {
  type FailureCounts,
  FRAME_MS,
  type LoadCommand,
  type LoadReply,
  type LoadResult,
  type OpenCommand,
  type OpenInTurnCommand,
  type RunCommand,
  tally,
} from "./protocol.ts";

let streams: AudioStream[] = [];
let counts = emptyTally();
/** Where this worker's streams sit among all streams, to spread their start times over one frame. */
let spread = { firstIndex: 0, total: 1 };

function emptyTally(): StreamTally {
  return {
    latencies: [],
    sentAt: [],
    sendLag: [],
    due: 0,
    sent: 0,
    answered: 0,
    resized: 0,
    lostStreams: {},
    otherMessages: {},
  };
}

function reply(message: LoadReply): void {
  process.send?.(message);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function open(command: OpenCommand): Promise<void> {
  counts = emptyTally();
  const failures: FailureCounts = {};
  const connectMs: number[] = [];
  const opened: AudioStream[] = [];
  let nextIndex = 0;
  const openOne = async (): Promise<void> => {
    while (nextIndex < command.count) {
      nextIndex++;
      const outcome = await AudioStream.open(command.url, command.headers, counts, command.timeoutMs);
      if ("failure" in outcome) tally(failures, outcome.failure);
      else {
        opened.push(outcome.stream);
        connectMs.push(outcome.connectMs);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(command.concurrency, command.count) }, openOne));
  streams = opened;
  spread = { firstIndex: command.firstIndex, total: command.total };
  reply({ type: "opened", opened: opened.length, failures, connectMs: Float64Array.from(connectMs) });
}

async function openInTurn(command: OpenInTurnCommand): Promise<void> {
  const failures: FailureCounts = {};
  const connectMs: number[] = [];
  for (let i = 0; i < command.count; i++) {
    const outcome = await AudioStream.open(command.url, command.headers, emptyTally(), command.timeoutMs);
    if ("failure" in outcome) tally(failures, outcome.failure);
    else {
      connectMs.push(outcome.connectMs);
      await outcome.stream.close(command.timeoutMs);
    }
  }
  reply({ type: "opened", opened: connectMs.length, failures, connectMs: Float64Array.from(connectMs) });
}

async function run(command: RunCommand): Promise<void> {
  const origin = command.startAt - performance.timeOrigin;
  const measureFrom = origin + command.warmupMs;
  const stopAt = measureFrom + command.measureMs;
  streams.forEach((stream, i) => {
    const offset = ((spread.firstIndex + i) / spread.total) * FRAME_MS;
    stream.start({ firstFrameAt: origin + offset, measureFrom, stopAt });
  });
  await sleep(Math.max(0, stopAt - performance.now()));
  const drainUntil = performance.now() + command.drainMs;
  while (performance.now() < drainUntil && streams.some((s) => s.unanswered > 0)) await sleep(20);
  // Answers arriving from here on are too late: they count as dropped.
  const result: LoadResult = {
    type: "result",
    latencies: Float64Array.from(counts.latencies),
    sentAt: Float64Array.from(counts.sentAt, (t) => t + performance.timeOrigin),
    due: counts.due,
    sent: counts.sent,
    answered: counts.answered,
    resized: counts.resized,
    sendLag: Float64Array.from(counts.sendLag),
    lostStreams: { ...counts.lostStreams },
    otherMessages: { ...counts.otherMessages },
    closeTimeouts: 0,
  };
  const clean = await Promise.all(streams.map((s) => s.close(command.closeTimeoutMs)));
  result.closeTimeouts = clean.filter((ok) => !ok).length;
  streams = [];
  reply(result);
}

async function handle(command: LoadCommand): Promise<void> {
  try {
    if (command.type === "open") await open(command);
    else if (command.type === "open-in-turn") await openInTurn(command);
    else if (command.type === "run") await run(command);
    else {
      await Promise.all(streams.map((s) => s.close(1000)));
      process.exit(0);
    }
  } catch (error) {
    reply({ type: "error", message: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
}

process.on("message", (command: LoadCommand) => void handle(command));
// The orchestrator is gone (Ctrl-C, crash): never linger.
process.on("disconnect", () => process.exit(0));
process.send?.({ type: "ready" });
