import { closeAndDrain, dropConnection } from "./deno-socket.ts";
import { type Encoding, frameMs, LevelMeter } from "./audio.ts";
import { AudioWordsPlayer } from "./audio-words.ts";
import { type FormatMode, ScriptPlayer, type ScriptTurn, type TurnMessage } from "./script.ts";
import type { Fault, SessionRecord } from "./types.ts";

/** How a session was authenticated, or why it was not. */
export type SessionAuth =
  | { ok: true; method: "header" | "token"; maxSessionSeconds: number }
  | { ok: false; reason: string };

/** The settings a session runs with, fixed when it opens. */
export type SessionSettings = {
  script: readonly ScriptTurn[];
  formatMode: FormatMode;
  rateLookaheadSeconds: number;
  echo: boolean;
  loopScript: boolean;
  wordsInAudio: boolean;
};

/** Connection parameters a session understands, parsed from the upgrade query. */
type StreamConfig = { sampleRate: number; encoding: Encoding; formatTurns: boolean; keyterms: string[] };

const MAX_RECORDED_MESSAGES = 1000;
const MAX_HEARD_WORDS = 5000;
const MAX_REASON_BYTES = 123;
/** How long a client may take to answer our close frame before the connection is dropped. */
const CLOSE_ANSWER_MS = 2000;

/** One WebSocket session on `/v3/ws`: handshake checks, Begin, audio rules, the script, faults. */
export class FakeSession {
  /** What tests see; updated in place as the session runs. */
  readonly record: SessionRecord;
  readonly #socket: WebSocket;
  readonly #fault: Fault | null;
  readonly #auth: SessionAuth;
  readonly #settings: SessionSettings;
  readonly #config: StreamConfig | { problem: string };
  readonly #meter = new LevelMeter();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  readonly #onEnd: () => void;
  #player: ScriptPlayer | AudioWordsPlayer | null = null;
  #clockStart = 0;
  #beginSent = false;
  #held: TurnMessage[] = [];
  #ended = false;
  readonly #closed: Promise<void>;

  /** Wires the socket's events; the session starts when the socket opens. */
  constructor(options: {
    socket: WebSocket;
    /** The upgrade request's query (repeated parameters intact). */
    params: URLSearchParams;
    record: SessionRecord;
    auth: SessionAuth;
    fault: Fault | null;
    settings: SessionSettings;
    onEnd: () => void;
  }) {
    this.#socket = options.socket;
    this.record = options.record;
    this.#auth = options.auth;
    this.#fault = options.fault;
    this.#settings = options.settings;
    this.#onEnd = options.onEnd;
    this.#config = parseStreamConfig(options.params);
    this.#socket.binaryType = "arraybuffer";
    this.#socket.onopen = () => this.#open();
    this.#socket.onmessage = options.settings.echo ? (e) => this.#echo(e) : (e) => this.#message(e);
    this.#socket.onerror = () => {};
    this.#closed = new Promise((resolve) => {
      this.#socket.onclose = (e) => {
        this.#finish(e);
        resolve();
      };
    });
  }

  /** Closes with 1001 for a server shutdown; drops the connection if the client has not answered in time. */
  async shutdown(graceMs: number): Promise<void> {
    this.#close(1001, "Going Away");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<boolean>((resolve) => timer = setTimeout(() => resolve(true), graceMs));
    const timedOut = await Promise.race([this.#closed.then(() => false), late]);
    clearTimeout(timer);
    if (timedOut) {
      dropConnection(this.#socket);
      await this.#closed;
    }
  }

  #open(): void {
    this.#clockStart = performance.now();
    if (!this.#auth.ok) return this.#close(1008, this.#auth.reason);
    const refuse = this.#fault?.refuse;
    if (refuse && "code" in refuse) {
      if (refuse.errorFrame) this.#sendError(refuse.code, refuse.reason);
      return this.#close(refuse.code, refuse.reason);
    }
    if ("problem" in this.#config) return this.#fail(3006, this.#config.problem, "Invalid Message");
    this.record.keyterms = this.#config.keyterms;
    const { formatTurns, sampleRate } = this.#config;
    this.#player = this.#settings.wordsInAudio
      ? new AudioWordsPlayer({
        formatTurns,
        formatMode: this.#settings.formatMode,
        sampleRate,
        onWord: ({ text, ms, silenceBeforeMs, dropout }) => {
          if (this.record.heard.length >= MAX_HEARD_WORDS) return;
          this.record.heard.push({
            word: text,
            at: Date.now(),
            ms,
            silenceBeforeMs,
            ...(dropout ? { dropout } : {}),
          });
        },
      })
      : new ScriptPlayer(this.#settings.script, {
        formatTurns,
        formatMode: this.#settings.formatMode,
        loop: this.#settings.loopScript,
      });
    const maxSessionSeconds = this.#auth.maxSessionSeconds;
    this.#after(maxSessionSeconds * 1000, () => {
      this.#fail(3008, "Session Expired: Maximum session duration exceeded", "Session Expired");
    });
    if (this.#fault?.noBegin) return;
    const begin = () => {
      this.#clockStart = performance.now();
      this.#send({
        type: "Begin",
        id: this.record.id,
        expires_at: Math.floor(Date.now() / 1000) + maxSessionSeconds,
      });
      this.#beginSent = true;
      for (const turn of this.#held.splice(0)) this.#send(turn);
    };
    if (this.#fault?.delayBeginMs) this.#after(this.#fault.delayBeginMs, begin);
    else begin();
  }

  /** Echo mode: the cheapest path, for latency benchmarks. */
  #echo(event: MessageEvent): void {
    const data = event.data;
    if (typeof data === "string") return this.#text(data);
    if (this.#ended) return;
    const bytes = (data as ArrayBuffer).byteLength;
    this.record.frames++;
    this.record.bytesReceived += bytes;
    this.#socket.send(`{"type":"Echo","seq":${this.record.frames},"bytes":${bytes}}`);
  }

  #message(event: MessageEvent): void {
    if (typeof event.data === "string") this.#text(event.data);
    else this.#audio(event.data as ArrayBuffer);
  }

  #audio(frame: ArrayBuffer): void {
    if (this.#ended || !this.#player || "problem" in this.#config) return;
    const record = this.record;
    const { encoding, sampleRate } = this.#config;
    const ms = frameMs(frame.byteLength, { encoding, sampleRate });
    record.frames++;
    record.bytesReceived += frame.byteLength;
    if (encoding === "pcm_s16le" && frame.byteLength % 2 === 1) record.oddByteFrames++;
    record.minFrameMs = Math.min(record.minFrameMs ?? ms, ms);
    record.maxFrameMs = Math.max(record.maxFrameMs ?? ms, ms);
    if (ms < 50 - 1e-9 || ms > 1000 + 1e-9) {
      const error = `Input Duration Error: Input Duration Violation: ${
        ms.toFixed(1)
      } ms. Expected between 50 and 1000 ms`;
      return this.#fail(3007, error, "Input Duration Violation");
    }
    this.#meter.add(frame, encoding);
    record.audioMs += ms;
    record.peak = this.#meter.peak;
    record.rms = this.#meter.rms;
    record.silent = record.peak < 0.01;

    const audioSeconds = record.audioMs / 1000;
    const wallSeconds = (performance.now() - this.#clockStart) / 1000;
    if (audioSeconds - wallSeconds > this.#settings.rateLookaheadSeconds) {
      const error = `Input Duration Error: Audio Transmission Rate Exceeded: Received ${
        audioSeconds.toFixed(1)
      } sec. audio in ${wallSeconds.toFixed(6)} sec`;
      return this.#fail(3007, error, "Audio Transmission Rate Exceeded");
    }

    const fault = this.#fault;
    if (fault?.dropAfterAudioMs !== undefined && record.audioMs >= fault.dropAfterAudioMs) {
      return this.#drop();
    }
    const closeAfter = fault?.closeAfterAudioMs;
    if (closeAfter && record.audioMs >= closeAfter.ms) {
      if (closeAfter.errorFrame) this.#sendError(closeAfter.code, closeAfter.reason);
      return this.#close(closeAfter.code, closeAfter.reason);
    }
    for (const turn of this.#player.advance(record.audioMs, frame)) this.#sendTurn(turn);
  }

  #text(raw: string): void {
    if (this.#ended) return;
    if (this.record.messagesReceived.length < MAX_RECORDED_MESSAGES) this.record.messagesReceived.push(raw);
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return this.#fail(3006, `Invalid JSON: ${raw}`, "Invalid JSON");
    }
    if (typeof message !== "object" || message === null || Array.isArray(message)) {
      return this.#fail(3006, `Invalid Message: ${raw}`, "Invalid Message");
    }
    const fields = message as Record<string, unknown>;
    switch (fields.type) {
      case "Terminate":
        return this.#terminate();
      case "ForceEndpoint":
        for (const turn of this.#player?.endTurn(this.record.audioMs) ?? []) this.#sendTurn(turn);
        return;
      case "UpdateConfiguration":
        return this.#update(fields);
      case "KeepAlive":
        return;
      default:
        return this.#fail(3006, `Invalid Message Type: ${String(fields.type)}`, "Invalid Message Type");
    }
  }

  #update(fields: Record<string, unknown>): void {
    if ("keyterms_prompt" in fields) {
      const terms = fields.keyterms_prompt;
      if (!Array.isArray(terms) || !terms.every((t) => typeof t === "string")) {
        return this.#fail(
          3006,
          "Invalid Message: keyterms_prompt must be an array of strings",
          "Invalid Message",
        );
      }
      const checked = checkKeyterms(terms);
      if ("problem" in checked) return this.#fail(3006, checked.problem, "Invalid Message");
      this.record.keyterms = checked.terms;
    }
    if (typeof fields.format_turns === "boolean" && this.#player) {
      this.#player.formatTurns = fields.format_turns;
    }
  }

  #terminate(): void {
    this.record.terminated = true;
    for (const turn of this.#player?.endTurn(this.record.audioMs) ?? []) this.#sendTurn(turn);
    this.#send({
      type: "Termination",
      audio_duration_seconds: Math.round(this.record.audioMs / 1000),
      session_duration_seconds: Math.round((Date.now() - this.record.startedAt) / 1000),
    });
    this.#close(1000, "");
  }

  #sendTurn(turn: TurnMessage): void {
    if (this.#beginSent) this.#send(turn);
    else this.#held.push(turn);
  }

  #send(message: object): void {
    if (this.#ended || this.#socket.readyState !== WebSocket.OPEN) return;
    this.#socket.send(JSON.stringify(message));
    this.record.messagesSent++;
  }

  #sendError(code: number, error: string): void {
    this.#send({ type: "Error", error_code: code, error });
  }

  /** Error frame, then close with the same code (protocol §3.4). */
  #fail(code: number, error: string, reason: string): void {
    this.#sendError(code, error);
    this.#close(code, reason);
  }

  #close(code: number, reason: string): void {
    if (this.#ended || this.#socket.readyState !== WebSocket.OPEN) return;
    this.#end({ code, reason });
    if (closeAndDrain(this.#socket, code, truncateReason(reason))) {
      this.#after(CLOSE_ANSWER_MS, () => dropConnection(this.#socket));
    }
  }

  #drop(): void {
    const dropped = dropConnection(this.#socket);
    this.#end({ code: dropped ? 1006 : 1005, reason: "" });
    if (!dropped) this.#socket.close();
  }

  /** Marks the session ended by the server. */
  #end(close: { code: number; reason: string }): void {
    this.#ended = true;
    this.record.closeCode = close.code;
    this.record.closeReason = close.reason;
    this.record.closedBy = "server";
    this.#clearTimers();
  }

  #finish(event: CloseEvent): void {
    this.#ended = true;
    this.#clearTimers();
    const record = this.record;
    if (record.closedBy === null) {
      record.closedBy = "client";
      record.closeCode = event.code;
      record.closeReason = event.reason;
    }
    record.endedAt = Date.now();
    record.wallMs = record.endedAt - record.startedAt;
    this.#onEnd();
  }

  #after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      run();
    }, ms);
    this.#timers.add(timer);
  }

  #clearTimers(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}

/** Reads the connection parameters the fake acts on (protocol §1.4). */
function parseStreamConfig(params: URLSearchParams): StreamConfig | { problem: string } {
  const sampleRate = Number(params.get("sample_rate") ?? 16000);
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) {
    return { problem: `Invalid Message: sample_rate must be a positive integer` };
  }
  const encoding = params.get("encoding") ?? "pcm_s16le";
  if (encoding !== "pcm_s16le" && encoding !== "pcm_mulaw") {
    return { problem: `Invalid Message: unsupported encoding ${encoding}` };
  }
  const values = params.getAll("keyterms_prompt");
  let terms: unknown = values;
  if (values.length === 1) {
    try {
      terms = JSON.parse(values[0]);
    } catch {
      terms = null;
    }
  }
  if (!Array.isArray(terms) || !terms.every((t) => typeof t === "string")) {
    return { problem: "Invalid Message: keyterms_prompt must be a JSON array of strings" };
  }
  const checked = checkKeyterms(terms);
  if ("problem" in checked) return checked;
  return {
    sampleRate,
    encoding,
    formatTurns: params.get("format_turns") === "true",
    keyterms: checked.terms,
  };
}

/** At most 100 terms; terms over 50 characters are ignored (protocol §1.4). */
function checkKeyterms(terms: string[]): { terms: string[] } | { problem: string } {
  if (terms.length > 100) return { problem: "Invalid Message: keyterms_prompt has more than 100 terms" };
  return { terms: terms.filter((t) => t.length <= 50) };
}

/** Close reasons are limited to 123 bytes of UTF-8. */
function truncateReason(reason: string): string {
  const bytes = new TextEncoder().encode(reason);
  if (bytes.length <= MAX_REASON_BYTES) return reason;
  return new TextDecoder().decode(bytes.slice(0, MAX_REASON_BYTES)).replace(/\uFFFD$/, "");
}
