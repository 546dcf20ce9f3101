import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CloseCode, Reason, RELAY_ENDING } from "../../../contract/close-codes.ts";
import { RECONNECT_DELAY_MS, TranscriptionStream, type StreamEvents } from "./stream-client.ts";

/** A WebSocket the test opens, feeds and drops by hand; it records what the stream sent on it. */
class HandSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly opened: HandSocket[] = [];
  readyState = HandSocket.CONNECTING;
  binaryType = "blob";
  readonly sent: Array<ArrayBuffer | string> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    HandSocket.opened.push(this);
  }

  send(data: ArrayBuffer | string): void {
    this.sent.push(data);
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    this.readyState = HandSocket.OPEN;
    this.onopen?.();
  }

  receive(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  drop(code: number, reason: string): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const frame = (n: number) => new Int16Array(1600).fill(n).buffer;
const frameNumbers = (sent: Array<ArrayBuffer | string>) =>
  sent.map((data) => (typeof data === "string" ? data : new Int16Array(data)[0]));

function events(): StreamEvents & { errors: unknown[] } {
  const errors: unknown[] = [];
  return {
    errors,
    onStatus: () => {},
    onTurn: () => {},
    onSessionEnd: () => {},
    onError: (failure) => errors.push(failure),
    onClosed: () => {},
    onWarning: () => {},
  };
}

beforeEach(() => {
  HandSocket.opened.length = 0;
  vi.stubGlobal("WebSocket", HandSocket);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("TranscriptionStream across a sidecar restart", () => {
  test("RelayEnding: Terminate follows the last frame sent, later frames wait and go first on the next connection", async () => {
    const seen = events();
    const stream = new TranscriptionStream("ws://notewell.test/ws-proxy", seen);
    const connecting = stream.connect();
    const first = HandSocket.opened[0];
    first.open();
    await connecting;
    first.receive({ type: "Begin" });
    stream.send(frame(1));
    stream.send(frame(2));
    first.receive({ type: RELAY_ENDING });
    // Spoken while the sidecar finishes this connection and restarts.
    stream.send(frame(3));
    first.receive({ type: "RelayClose", code: CloseCode.restarting, reason: Reason.restarting });
    first.drop(CloseCode.restarting, Reason.restarting);
    stream.send(frame(4));
    expect(frameNumbers(first.sent)).toEqual([1, 2, '{"type":"Terminate"}']);

    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    const second = HandSocket.opened[1];
    second.open();
    stream.send(frame(5));
    // Nothing goes until the stream has begun: a socket can open and still be refused.
    expect(second.sent).toEqual([]);
    second.receive({ type: "Begin" });
    stream.send(frame(6));
    expect(frameNumbers(second.sent)).toEqual([3, 4, 5, 6]);
    expect(seen.errors).toEqual([]);
    stream.abort();
  });

  test("a reconnect refused after its socket opened (a replica still draining) loses nothing: the audio waits for a stream that begins", async () => {
    const seen = events();
    const stream = new TranscriptionStream("ws://notewell.test/ws-proxy", seen);
    const connecting = stream.connect();
    HandSocket.opened[0].open();
    await connecting;
    HandSocket.opened[0].receive({ type: "Begin" });
    stream.send(frame(1));
    HandSocket.opened[0].drop(1006, "");
    stream.send(frame(2));

    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    const draining = HandSocket.opened[1];
    draining.open();
    stream.send(frame(3));
    draining.receive({ type: "RelayClose", code: CloseCode.restarting, reason: Reason.restarting });
    draining.drop(CloseCode.restarting, Reason.restarting);
    expect(draining.sent).toEqual([]);

    await vi.advanceTimersByTimeAsync(2 * RECONNECT_DELAY_MS);
    const next = HandSocket.opened[2];
    next.open();
    next.receive({ type: "Begin" });
    expect(frameNumbers(next.sent)).toEqual([2, 3]);
    expect(seen.errors).toEqual([]);
    stream.abort();
  });

  test("Stop before the stream has begun: the audio kept meanwhile goes before Terminate", async () => {
    const stream = new TranscriptionStream("ws://notewell.test/ws-proxy", events());
    const connecting = stream.connect();
    const socket = HandSocket.opened[0];
    socket.open();
    await connecting;
    stream.send(frame(1));
    const stopping = stream.stop();
    expect(frameNumbers(socket.sent)).toEqual([1, '{"type":"Terminate"}']);
    socket.receive({ type: "Termination" });
    await stopping;
  });
});
