/**
 * One simulated dictation for the load generator: a `ws` client that waits for the provider's Begin, then
 * sends 100 ms PCM frames on a real-time schedule and times each frame's round trip to its Echo.
 */
import WebSocket, { type RawData } from "ws";
import { type FailureCounts, FRAME_BYTES, FRAME_MS, tally } from "./protocol.ts";

/** Low-level noise, so the audio is not silence; shared by every stream (ws copies it when masking). */
const FRAME = Buffer.alloc(FRAME_BYTES);
for (let i = 0; i < FRAME_BYTES; i += 2) FRAME.writeInt16LE(Math.round(Math.sin(i / 7) * 800), i);

/** Where the measured numbers go; one per worker, shared by its streams. */
export type StreamTally = {
  latencies: number[];
  /** When each answered frame was sent (performance.now), in the same order as `latencies`. */
  sentAt: number[];
  sendLag: number[];
  due: number;
  sent: number;
  answered: number;
  resized: number;
  lostStreams: FailureCounts;
  otherMessages: FailureCounts;
};

/** The frame schedule of one run, in this process's `performance.now()` time. */
export type Schedule = { firstFrameAt: number; measureFrom: number; stopAt: number };

type Message = { type?: unknown; seq?: unknown; bytes?: unknown; code?: unknown; reason?: unknown };

function parse(data: RawData): Message | null {
  try {
    const value: unknown = JSON.parse(data.toString());
    return typeof value === "object" && value !== null ? (value as Message) : null;
  } catch {
    return null;
  }
}

/** A stream that reached Begin; `open` resolves to it or to the reason it failed. */
export class AudioStream {
  /** Send time (performance.now) of frame `seq`, at index seq − 1. */
  readonly #sentAt: number[] = [];
  readonly #answered = new Set<number>();
  #firstMeasured = Number.POSITIVE_INFINITY;
  #lastMeasured = 0;
  #closing = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly closed: Promise<void>;

  private constructor(
    readonly socket: WebSocket,
    private readonly counts: StreamTally,
  ) {
    this.closed = new Promise((resolve) => socket.once("close", () => resolve()));
    socket.on("message", (data) => this.#onMessage(data));
    // A stream lost mid-run keeps its schedule: its remaining frames still fall due, and count as dropped.
    socket.on("close", (code, reason) => {
      if (!this.#closing) tally(this.counts.lostStreams, `${code} ${reason.toString()}`.trim());
    });
  }

  /**
   * Opens `url` and waits for Begin. Resolves `{ stream, connectMs }` or `{ failure }` (a short reason:
   * an HTTP status, a close code and reason, or a time-out).
   */
  static open(
    url: string,
    headers: Record<string, string>,
    counts: StreamTally,
    timeoutMs: number,
  ): Promise<{ stream: AudioStream; connectMs: number } | { failure: string }> {
    const started = performance.now();
    const socket = new WebSocket(url, { headers, perMessageDeflate: false, skipUTF8Validation: true });
    return new Promise((resolve) => {
      let settled = false;
      let relayClose = "";
      const fail = (failure: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.removeAllListeners("message");
        socket.terminate();
        resolve({ failure });
      };
      const timer = setTimeout(() => fail("no Begin in time"), timeoutMs);
      socket.on("error", (error) => fail(`error: ${error.message}`));
      socket.on("unexpected-response", (_request, response) => fail(`HTTP ${response.statusCode ?? "?"}`));
      socket.on("close", (code, reason) => fail(relayClose || `closed ${code} ${reason.toString()}`.trim()));
      socket.on("message", (data) => {
        const message = parse(data);
        if (message?.type === "RelayClose") {
          relayClose = `RelayClose ${String(message.code)} ${String(message.reason)}`;
        }
        if (message?.type !== "Begin" || settled) return;
        settled = true;
        clearTimeout(timer);
        socket.removeAllListeners();
        socket.on("error", () => {});
        resolve({ stream: new AudioStream(socket, counts), connectMs: performance.now() - started });
      });
    });
  }

  /**
   * Sends frame k at `firstFrameAt + k × 100 ms` until `stopAt`. Frames scheduled from `measureFrom` on are
   * measured; earlier ones are warm-up.
   */
  start(schedule: Schedule): void {
    let k = 0;
    const next = () => {
      const due = schedule.firstFrameAt + k * FRAME_MS;
      if (due >= schedule.stopAt) return;
      this.#timer = setTimeout(() => {
        this.#send(due, due >= schedule.measureFrom);
        k++;
        next();
      }, Math.max(0, due - performance.now()));
    };
    next();
  }

  /** Measured frames sent whose Echo has not arrived. */
  get unanswered(): number {
    if (this.#lastMeasured === 0) return 0;
    return this.#lastMeasured - this.#firstMeasured + 1 - this.#answered.size;
  }

  /** Closes cleanly (1000); drops the connection if the close handshake has not finished in `timeoutMs`. */
  async close(timeoutMs: number): Promise<boolean> {
    this.#closing = true;
    clearTimeout(this.#timer);
    if (this.socket.readyState === WebSocket.CLOSED) return true;
    this.socket.close(1000);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const clean = await Promise.race([this.closed.then(() => true as const), late]);
    clearTimeout(timer);
    if (!clean) this.socket.terminate();
    return clean;
  }

  #send(due: number, measured: boolean): void {
    if (measured) this.counts.due++;
    if (this.socket.readyState !== WebSocket.OPEN) return;
    const now = performance.now();
    this.#sentAt.push(now);
    this.socket.send(FRAME, { binary: true });
    if (!measured) return;
    const seq = this.#sentAt.length;
    this.#firstMeasured = Math.min(this.#firstMeasured, seq);
    this.#lastMeasured = seq;
    this.counts.sent++;
    this.counts.sendLag.push(now - due);
  }

  #onMessage(data: RawData): void {
    const received = performance.now();
    const message = parse(data);
    if (message?.type !== "Echo" || typeof message.seq !== "number") {
      tally(this.counts.otherMessages, String(message?.type ?? "unparsable"));
      return;
    }
    const seq = message.seq;
    if (message.bytes !== FRAME_BYTES) this.counts.resized++;
    if (seq < this.#firstMeasured || seq > this.#lastMeasured || this.#answered.has(seq)) return;
    this.#answered.add(seq);
    this.counts.answered++;
    this.counts.latencies.push(received - this.#sentAt[seq - 1]);
    this.counts.sentAt.push(this.#sentAt[seq - 1]);
  }
}
