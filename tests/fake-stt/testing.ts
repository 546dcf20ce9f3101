/** Helpers for tests that talk to the fake over a real socket, with the npm `ws` client. */
// @ts-types="@types/ws"
import WebSocket from "ws";
import type { ScriptTurn } from "./script.ts";
import { type FakeStt, type FakeSttOptions, startFakeStt } from "./server.ts";

/** A parsed server message. */
export type ServerMessage = { type: string; [field: string]: unknown };

/** How a client socket ended. */
export type CloseInfo = { code: number; reason: string };

/** Two short turns (100 ms words, 200 ms silence) so a test needs only ~1 s of audio. */
export const QUICK_SCRIPT: ScriptTurn[] = [
  {
    words: ["patient", "reports", "cough"],
    formatted: "Patient reports cough.",
    wordMs: 100,
    silenceAfterMs: 200,
  },
  { words: ["no", "fever"], formatted: "No fever.", wordMs: 100, silenceAfterMs: 200 },
];

/** Runs `test` against a fresh fake, and always closes it. */
export async function withFake(
  options: Partial<FakeSttOptions>,
  test: (fake: FakeStt) => Promise<void>,
): Promise<void> {
  const fake = await startFakeStt({ apiKey: "test-key", script: QUICK_SCRIPT, ...options });
  try {
    await test(fake);
  } finally {
    await fake.close();
  }
}

/** A `ws` client that keeps every message and can wait for one. */
export class TestClient {
  /** The underlying `ws` socket, for raw sends. */
  readonly socket: WebSocket;
  /** Every text message received, parsed, in order. */
  readonly messages: ServerMessage[] = [];
  /** Raw text of each message, to check key order. */
  readonly raw: string[] = [];
  /** Resolves true on open, false if the handshake failed. */
  readonly opened: Promise<boolean>;
  /** Resolves once the socket is fully closed. */
  readonly closed: Promise<CloseInfo>;
  /** Set if the socket reported an error (e.g. "Unexpected server response: 401"). */
  error: Error | null = null;
  readonly #changed = new Set<() => void>();
  #isClosed = false;

  /** Starts connecting; see `opened`. */
  constructor(url: string, options: { headers?: Record<string, string> } = {}) {
    this.socket = new WebSocket(url, { headers: options.headers });
    this.socket.on("message", (data: WebSocket.RawData, isBinary: boolean) => {
      if (isBinary) return;
      const text = data.toString();
      this.raw.push(text);
      this.messages.push(JSON.parse(text));
      this.#notify();
    });
    this.socket.on("error", (error: Error) => this.error = error);
    this.opened = new Promise((resolve) => {
      this.socket.once("open", () => resolve(true));
      this.socket.once("close", () => resolve(false));
    });
    this.closed = new Promise((resolve) => {
      this.socket.once("close", (code: number, reason: Buffer) => {
        this.#isClosed = true;
        this.#notify();
        resolve({ code, reason: reason.toString() });
      });
    });
  }

  /** Opens a client and waits for the handshake; throws if it failed. */
  static async connect(url: string, options: { headers?: Record<string, string> } = {}): Promise<TestClient> {
    const client = new TestClient(url, options);
    if (!(await client.opened)) throw new Error(`Handshake failed: ${client.error?.message}`);
    return client;
  }

  /** Sends each frame as a binary message. */
  sendAudio(frames: Uint8Array[]): void {
    for (const frame of frames) this.socket.send(frame);
  }

  /** Sends a JSON control message. */
  sendJson(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message (from the start) matching `match`; waits for it up to `timeoutMs`. */
  waitFor(match: (message: ServerMessage) => boolean, timeoutMs = 3000): Promise<ServerMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(match);
        if (!found && !this.#isClosed) return;
        clearTimeout(timer);
        this.#changed.delete(check);
        if (found) resolve(found);
        else reject(new Error(`Closed before the awaited message; got ${JSON.stringify(this.types())}`));
      };
      const timer = setTimeout(() => {
        this.#changed.delete(check);
        reject(new Error(`Timed out waiting for a message; got ${JSON.stringify(this.types())}`));
      }, timeoutMs);
      this.#changed.add(check);
      check();
    });
  }

  /** Closes from the client side (1000) and waits until the socket is gone. */
  close(): Promise<CloseInfo> {
    if (!this.#isClosed) this.socket.close(1000);
    return this.closed;
  }

  /** The `type` of each message, in order. */
  types(): string[] {
    return this.messages.map((m) => m.type);
  }

  /** The `Turn` messages, in order. */
  turns(): ServerMessage[] {
    return this.messages.filter((m) => m.type === "Turn");
  }

  #notify(): void {
    for (const check of [...this.#changed]) check();
  }
}

/** `count` consecutive frames of a 440 Hz s16le tone at half scale, `frameMs` each. */
export function toneFrames(
  count: number,
  options: { frameMs?: number; sampleRate?: number } = {},
): Uint8Array[] {
  const sampleRate = options.sampleRate ?? 16000;
  const perFrame = Math.round((options.frameMs ?? 100) * sampleRate / 1000);
  const frames: Uint8Array[] = [];
  for (let f = 0; f < count; f++) {
    const samples = new Int16Array(perFrame);
    for (let i = 0; i < perFrame; i++) {
      samples[i] = Math.round(16384 * Math.sin(2 * Math.PI * 440 * (f * perFrame + i) / sampleRate));
    }
    frames.push(new Uint8Array(samples.buffer));
  }
  return frames;
}

/** `count` frames of digital silence (zero samples), s16le at 16 kHz. */
export function silentFrames(count: number, frameMs = 100): Uint8Array[] {
  return Array.from({ length: count }, () => new Uint8Array(frameMs * 32));
}

/** Resolves after `ms`. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
