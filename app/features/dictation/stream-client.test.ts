import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { CloseCode, Reason, RELAY_ENDING } from "../../../contract/close-codes.ts";
import type { BacklogEvent } from "./kept-audio.ts";
import {
  MESSAGES,
  NETWORK_RETRY_MS,
  RECONNECT_DELAY_MS,
  TranscriptionStream,
  type StreamEvents,
  type StreamProgress,
} from "./stream-client.ts";

/** A WebSocket the test opens, feeds and drops by hand; it records what the stream sent on it. */
class HandSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly opened: HandSocket[] = [];
  readyState = HandSocket.CONNECTING;
  binaryType = "blob";
  bufferedAmount = 0;
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
/** What went out on a socket: a frame by its number, a backlog frame as [numbers…], a text message by its type. */
const sent = (socket: HandSocket) => {
  const out: Array<number | number[] | string> = [];
  let backlog = false;
  for (const data of socket.sent) {
    if (typeof data === "string") {
      const type = (JSON.parse(data) as { type: string }).type;
      if (type === "BacklogAudio") backlog = true;
      else out.push(type);
      continue;
    }
    const samples = new Int16Array(data);
    if (!backlog) out.push(samples[0]);
    else {
      out.push(Array.from({ length: samples.length / 1600 }, (_, i) => samples[i * 1600]));
      backlog = false;
    }
  }
  return out;
};
const frameNumbers = (frames: Array<ArrayBuffer | string>) =>
  frames.map((data) => (typeof data === "string" ? data : new Int16Array(data)[0]));

type Seen = StreamEvents & {
  errors: unknown[];
  backlog: BacklogEvent[];
  backlogTurns: Array<[number, string]>;
  progress: StreamProgress[];
};
function events(): Seen {
  const seen: Seen = {
    errors: [],
    backlog: [],
    backlogTurns: [],
    progress: [],
    onStatus: () => {},
    onTurn: () => {},
    onSessionEnd: () => {},
    onError: (failure) => seen.errors.push(failure),
    onClosed: () => {},
    onWarning: () => {},
    onBacklog: (event) => seen.backlog.push(event),
    onBacklogTurn: (id, turn) => seen.backlogTurns.push([id, turn.transcript]),
    onProgress: (progress) => seen.progress.push(progress),
  };
  return seen;
}

/** Whether Notewell answers (the stream's look before it opens a socket while the network is down). */
let networkUp = true;
const reachable = async () => networkUp;

/** A stream that has connected and begun on its first socket. */
async function streaming(seen = events()) {
  const stream = new TranscriptionStream("ws://notewell.test/ws-proxy", seen, { formatTurns: true, reachable });
  const connecting = stream.connect();
  const socket = HandSocket.opened[0];
  socket.open();
  await connecting;
  socket.receive({ type: "Begin" });
  return { stream, socket, seen };
}

/** A final (formatted) turn whose last word ends at `end` ms of its session's audio. */
const finalTurn = (end: number, transcript = "words") => ({
  type: "Turn",
  transcript,
  end_of_turn: true,
  turn_is_formatted: true,
  turn_order: 0,
  words: [{ start: 0, end }],
});

beforeEach(() => {
  HandSocket.opened.length = 0;
  networkUp = true;
  vi.stubGlobal("WebSocket", HandSocket);
  // The browser's window, for its online event.
  vi.stubGlobal("window", new EventTarget());
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("TranscriptionStream across a sidecar restart", () => {
  test("RelayEnding: Terminate follows the last frame sent, later frames wait and go first on the next connection", async () => {
    const { stream, socket: first, seen } = await streaming();
    stream.send(frame(1));
    stream.send(frame(2));
    first.receive({ type: RELAY_ENDING });
    // Spoken while the sidecar finishes this connection and restarts.
    stream.send(frame(3));
    first.receive({ type: "Termination" });
    first.receive({ type: "RelayClose", code: CloseCode.restarting, reason: Reason.restarting });
    first.drop(CloseCode.restarting, Reason.restarting);
    stream.send(frame(4));
    expect(frameNumbers(first.sent)).toEqual([1, 2, '{"type":"Terminate"}']);

    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_MS);
    const second = HandSocket.opened[1];
    second.open();
    stream.send(frame(5));
    // Nothing goes until the stream has begun: a socket can open and still be refused.
    expect(second.sent).toEqual([]);
    second.receive({ type: "Begin" });
    stream.send(frame(6));
    expect(sent(second)).toEqual([3, 4, 5, 6]);
    expect(seen.errors).toEqual([]);
    stream.abort();
  });

  test("a reconnect refused after its socket opened (a replica still draining) loses nothing: the audio waits for a stream that begins", async () => {
    const { stream, socket, seen } = await streaming();
    stream.send(frame(1));
    socket.drop(1006, "");
    stream.send(frame(2));

    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_MS);
    const draining = HandSocket.opened[1];
    draining.open();
    stream.send(frame(3));
    draining.receive({ type: "RelayClose", code: CloseCode.restarting, reason: Reason.restarting });
    draining.drop(CloseCode.restarting, Reason.restarting);
    expect(draining.sent).toEqual([]);

    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_MS);
    const next = HandSocket.opened[2];
    next.open();
    next.receive({ type: "Begin" });
    // Frame 1 went out before the drop but its words never came back: it is sent again, first.
    expect(sent(next)).toEqual([1, 2, 3]);
    expect(seen.errors).toEqual([]);
    stream.abort();
  });
});

describe("TranscriptionStream through an outage (decisions 040, 041)", () => {
  test("frames whose words the provider confirmed are not sent again; those it had not are", async () => {
    const { stream, socket } = await streaming();
    for (let n = 1; n <= 5; n++) stream.send(frame(n));
    // The provider finished a turn whose last word ends at 230 ms: frames 1–3 (to 300 ms) are its.
    socket.receive(finalTurn(230));
    socket.drop(1006, "");
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_MS);
    const next = HandSocket.opened[1];
    next.open();
    next.receive({ type: "Begin" });
    expect(sent(next)).toEqual([4, 5]);
    stream.abort();
  });

  test("a long outage: the new session starts with the last second (cut at its quietest frame), the rest goes as a backlog whose words fill the outage's slot", async () => {
    const { stream, socket, seen } = await streaming();
    socket.drop(1006, "");
    expect(seen.backlog).toEqual([{ kind: "opened", id: 1 }]);
    // 3 s recorded while away: loud frames, with a quiet one (number 25) in the last second.
    for (let n = 100; n < 130; n++) stream.send(frame(n === 125 ? 1 : n));
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_MS);
    const next = HandSocket.opened[1];
    next.open();
    next.receive({ type: "Begin" });
    const backlog = Array.from({ length: 25 }, (_, i) => 100 + i);
    expect(sent(next)).toEqual([
      // The live session: from the quiet frame on (0.5 s, within the second the provider takes at once)…
      1,
      126,
      127,
      128,
      129,
      // …then the backlog, a second per message.
      backlog.slice(0, 10),
      backlog.slice(10, 20),
      backlog.slice(20),
      "BacklogEnd",
    ]);
    next.receive({ type: "Backlog", message: { type: "Begin" } });
    next.receive({ type: "Backlog", message: { ...finalTurn(900), transcript: "from the outage" } });
    next.receive({ type: "BacklogClosed", code: 1000, complete: true });
    expect(seen.backlogTurns).toEqual([[1, "from the outage"]]);
    expect(seen.backlog).toEqual([
      { kind: "opened", id: 1 },
      { kind: "delivering", id: 1 },
      { kind: "done", id: 1 },
    ]);
    expect(seen.progress.at(-1)).toEqual({ outage: null, backlogMs: 0 });
    stream.abort();
  });

  test("a backlog whose session did not complete is sent again (then marked as a gap after three tries)", async () => {
    const { stream, socket, seen } = await streaming();
    socket.drop(1006, "");
    for (let n = 100; n < 120; n++) stream.send(frame(n));
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_MS);
    const next = HandSocket.opened[1];
    next.open();
    next.receive({ type: "Begin" });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(sent(next).filter((x) => x === "BacklogEnd")).toHaveLength(attempt);
      next.receive({ type: "BacklogClosed", code: CloseCode.providerError, complete: false });
      await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS);
    }
    expect(seen.backlog.map((e) => e.kind)).toEqual(["opened", "delivering", "delivering", "delivering", "lost"]);
    stream.abort();
  });

  test("while the network is down Notewell is looked for every half second, with no growing wait, and at once when the browser is back online; a socket opens only when it answers", async () => {
    let looks = 0;
    networkUp = false;
    const seen = events();
    const stream = new TranscriptionStream("ws://notewell.test/ws-proxy", seen, {
      formatTurns: true,
      reachable: async () => {
        looks++;
        return networkUp;
      },
    });
    const connecting = stream.connect();
    HandSocket.opened[0].open();
    await connecting;
    HandSocket.opened[0].receive({ type: "Begin" });
    HandSocket.opened[0].drop(1006, "");
    await vi.advanceTimersByTimeAsync(10 * NETWORK_RETRY_MS);
    expect(looks).toBe(10);
    // No socket was opened to fail (browsers hold back new sockets after failed ones).
    expect(HandSocket.opened).toHaveLength(1);
    expect(seen.progress.at(-1)?.outage?.losing).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    networkUp = true;
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(looks).toBe(11);
    expect(HandSocket.opened).toHaveLength(2);
    expect(seen.errors).toEqual([]);
    stream.abort();
  });

  test("past a minute down, the recording goes on: the oldest audio goes, and its time is marked as a gap", async () => {
    const { stream, socket, seen } = await streaming();
    networkUp = false;
    socket.drop(1006, "");
    const started = Date.now();
    for (let i = 0; i < 650; i++) {
      stream.send(frame(100));
      await vi.advanceTimersByTimeAsync(100);
    }
    const gaps = seen.backlog.filter((event) => event.kind === "gap");
    expect(gaps.length).toBeGreaterThan(0);
    const last = gaps.at(-1) as { from: number; to: number };
    // About five seconds (50 frames) were let go, from the start of the outage.
    expect(last.from).toBeGreaterThanOrEqual(started - 100);
    expect(last.to - last.from).toBeGreaterThanOrEqual(4_000);
    expect(last.to - last.from).toBeLessThanOrEqual(5_200);
    expect(seen.progress.at(-1)?.outage?.losing).toBe(true);
    expect(seen.errors).toEqual([]);
    stream.abort();
  });

  test("trouble at the provider: tried after 2 s; a second failure within a minute of reconnecting is 'Connection lost'", async () => {
    const { socket, seen } = await streaming();
    const providerDrop = (s: HandSocket) => {
      s.receive({ type: "RelayClose", code: CloseCode.providerUnreachable, reason: Reason.providerUnreachable });
      s.drop(1006, "");
    };
    providerDrop(socket);
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAY_MS - 100);
    expect(HandSocket.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    const second = HandSocket.opened[1];
    second.open();
    second.receive({ type: "Begin" });
    providerDrop(second);
    expect(seen.errors).toEqual([{ title: "Connection Error", message: MESSAGES.lost, signIn: false }]);
  });

  test("Stop asks the provider to end the turn, waits for its final words, then to finish", async () => {
    const { stream, socket } = await streaming();
    stream.send(frame(1));
    socket.receive({ type: "Turn", transcript: "blood pressure", end_of_turn: false, turn_is_formatted: false });
    const stopping = stream.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent(socket)).toEqual([1, "ForceEndpoint"]);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent(socket)).toEqual([1, "ForceEndpoint"]);
    socket.receive(finalTurn(90, "Blood pressure."));
    await vi.advanceTimersByTimeAsync(100);
    expect(sent(socket)).toEqual([1, "ForceEndpoint", "Terminate"]);
    socket.receive({ type: "Termination" });
    await stopping;
  });

  test("Stop during an outage: the audio kept is transcribed once the connection is back, then the stream finishes", async () => {
    const { stream, socket, seen } = await streaming();
    socket.drop(1006, "");
    for (let n = 100; n < 120; n++) stream.send(frame(n));
    const stopping = stream.stop();
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_MS);
    const next = HandSocket.opened[1];
    next.open();
    next.receive({ type: "Begin" });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent(next).at(-1)).toEqual("BacklogEnd");
    expect(sent(next)).not.toContain("Terminate");
    next.receive({ type: "BacklogClosed", code: 1000, complete: true });
    await vi.advanceTimersByTimeAsync(600);
    expect(sent(next).slice(-2)).toEqual(["ForceEndpoint", "Terminate"]);
    next.receive({ type: "Termination" });
    await vi.advanceTimersByTimeAsync(200);
    await stopping;
    expect(seen.backlog.map((e) => e.kind)).toEqual(["opened", "delivering", "done"]);
  });

  test("a refusal while reconnecting ends the recording with its reason, and the audio that could not be sent is marked as a gap", async () => {
    const { stream, socket, seen } = await streaming();
    socket.drop(1006, "");
    stream.send(frame(100));
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_MS);
    expect(HandSocket.opened).toHaveLength(2);
    const refused = HandSocket.opened[1];
    refused.open();
    refused.receive({ type: "RelayClose", code: CloseCode.signedOut, reason: Reason.signedOut });
    refused.drop(CloseCode.signedOut, Reason.signedOut);
    expect(seen.errors).toEqual([{ title: "Signed out", message: Reason.signedOut, signIn: true }]);
    expect(seen.backlog.map((e) => e.kind)).toEqual(["opened", "lost"]);
    stream.abort();
  });

  test("Stop before the stream has begun: the audio kept meanwhile goes before ForceEndpoint and Terminate", async () => {
    const stream = new TranscriptionStream("ws://notewell.test/ws-proxy", events(), { formatTurns: true, reachable });
    const connecting = stream.connect();
    const socket = HandSocket.opened[0];
    socket.open();
    await connecting;
    stream.send(frame(1));
    const stopping = stream.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent(socket)).toEqual([1, "ForceEndpoint", "Terminate"]);
    socket.receive({ type: "Termination" });
    await vi.advanceTimersByTimeAsync(200);
    await stopping;
  });
});
