import { afterEach, describe, expect, test, vi } from "vitest";
import { CloseCode } from "../../../contract/close-codes.ts";
import { MicrophoneError, type Microphone } from "./recorder.ts";
import { PROBLEMS, RecordingController, type RecordingDeps, type RecordingStream } from "./recording-controller.ts";
import type { RecordingView } from "./recording-view.ts";
import { closeFailure, connectionFailure, MESSAGES, StreamError, type StreamEvents } from "./stream-client.ts";

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A stream and a microphone whose every step the test controls, and a log of what was done to them. */
/** Starts a recording in `h` with the stream connecting and the microphone starting at once. */
async function startRecording(h: ReturnType<typeof harness>): Promise<void> {
  const starting = h.controller.start();
  h.connecting.resolve();
  h.microphoneStarting.resolve(h.microphone);
  await starting;
}

function harness(options: { config?: RecordingDeps["checkConfig"] } = {}) {
  const log: string[] = [];
  const views: RecordingView[] = [];
  const connecting = deferred<void>();
  const microphoneStarting = deferred<Microphone>();
  let events: Omit<StreamEvents, "onTurn"> | undefined;
  let speak: (frame: ArrayBuffer) => void = () => {};
  const sent: ArrayBuffer[] = [];
  const stream: RecordingStream = {
    connect: () => connecting.promise,
    send: (frame) => sent.push(frame),
    setPaused: (paused) => log.push(paused ? "stream paused" : "stream resumed"),
    stop: async () => {
      log.push("stream stopped gracefully");
    },
    abort: () => log.push("stream aborted"),
  };
  const microphone: Microphone = {
    captureRate: 48_000,
    stop: async () => {
      log.push("microphone stopped");
    },
  };
  const recorded: number[] = [];
  const controller = new RecordingController(
    {
      checkConfig: options.config ?? (async () => null),
      openStream: (e) => {
        events = e;
        log.push("stream opened");
        return stream;
      },
      startMicrophone: (onFrame) => {
        speak = onFrame;
        log.push("microphone requested");
        return microphoneStarting.promise;
      },
      now: () => Date.now(),
      recordTime: (seconds) => recorded.push(seconds),
    },
    {
      onView: (view) => views.push(view),
      onSessionEnd: () => {},
      onRecordingStart: () => log.push("recording started"),
      onBacklog: () => {},
      onBacklogTurn: () => {},
      onLevel: () => {},
    },
  );
  return {
    controller,
    log,
    recorded,
    connecting,
    microphoneStarting,
    microphone,
    stream: () => events!,
    /** The microphone hears one frame. */
    speak: () => speak(new ArrayBuffer(3_200)),
    sent,
    view: () => controller.view,
  };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe("RecordingController", () => {
  test("a refusal that arrives while the microphone is starting: idle at once, and the microphone is released the moment it starts", async () => {
    const h = harness();
    const starting = h.controller.start();
    await settle();
    h.connecting.resolve();
    await settle();
    expect(h.log).toEqual(["stream opened", "microphone requested"]);
    // The sidecar accepted the socket, then closed it with a refusal (maintenance) before getUserMedia returned.
    h.stream().onError(closeFailure(CloseCode.maintenance, "Back at 2pm after an upgrade."));
    expect(h.view()).toMatchObject({
      phase: "idle",
      status: "disconnected",
      problem: { title: "Maintenance", message: "Back at 2pm after an upgrade.", signIn: false },
    });
    expect(h.controller.active).toBe(false);
    h.microphoneStarting.resolve(h.microphone);
    await starting;
    expect(h.log).toEqual(["stream opened", "microphone requested", "stream aborted", "microphone stopped"]);
    expect(h.view().phase).toBe("idle");
    expect(h.recorded).toEqual([]);
  });

  test("a failure mid-recording: idle, microphone stopped, stream closed at once, timer frozen, time recorded", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const h = harness();
    await startRecording(h);
    expect(h.view().phase).toBe("recording");
    await vi.advanceTimersByTimeAsync(2_500);
    expect(h.view().elapsedSeconds).toBe(2);
    h.stream().onError(connectionFailure(MESSAGES.lost));
    expect(h.view()).toMatchObject({
      phase: "idle",
      elapsedSeconds: 2,
      problem: { title: "Connection Error", message: MESSAGES.lost },
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(h.view().elapsedSeconds).toBe(2);
    expect(h.log.slice(2)).toEqual(["recording started", "microphone stopped", "stream aborted"]);
    expect(h.recorded).toEqual([3]);
  });

  test("Stop: the microphone stops first, then the stream finishes gracefully (the last words arrive)", async () => {
    const h = harness();
    await startRecording(h);
    await h.controller.stop();
    expect(h.log.slice(2)).toEqual(["recording started", "microphone stopped", "stream stopped gracefully"]);
    expect(h.view()).toMatchObject({ phase: "idle", problem: null });
  });

  test("Stop while still connecting: the attempt ends, and the microphone is never asked for", async () => {
    const h = harness();
    const starting = h.controller.start();
    await settle();
    await h.controller.stop();
    h.connecting.resolve();
    await starting;
    expect(h.log).toEqual(["stream opened", "stream stopped gracefully"]);
    expect(h.view().phase).toBe("idle");
  });

  test("a start while one is under way is ignored", async () => {
    const h = harness();
    void h.controller.start();
    await settle();
    await h.controller.start();
    expect(h.log).toEqual(["stream opened"]);
  });

  test("a connection that cannot open: its own failure, no microphone", async () => {
    const h = harness();
    const starting = h.controller.start();
    await settle();
    h.connecting.reject(new StreamError(connectionFailure(MESSAGES.timeout)));
    await starting;
    expect(h.view()).toMatchObject({
      phase: "idle",
      problem: { title: "Connection Error", message: "Connection timeout" },
    });
    expect(h.log).toEqual(["stream opened", "stream aborted"]);
  });

  test("signed out before starting: 'Signed out' with the spec's message and a way to sign in", async () => {
    const h = harness({ config: async () => PROBLEMS.signedOut });
    await h.controller.start();
    expect(h.view().problem).toEqual({
      title: "Signed out",
      message: "Authentication required to access transcription service",
      signIn: true,
    });
    expect(h.log).toEqual([]);
  });

  test("microphone permission denied: the dialog opens, the stream is closed; Cancel explains", async () => {
    const h = harness();
    const starting = h.controller.start();
    h.connecting.resolve();
    h.microphoneStarting.reject(new MicrophoneError("denied", "Microphone permission is required to use this app"));
    await starting;
    expect(h.view()).toMatchObject({ phase: "idle", micDialogOpen: true, problem: null });
    expect(h.log).toContain("stream aborted");
    h.controller.declineMicrophone();
    expect(h.view()).toMatchObject({
      micDialogOpen: false,
      problem: { title: "Microphone permission needed", message: "Microphone permission is required to use this app" },
    });
  });

  test("the timer changes at each second boundary from the start, not up to a polling interval later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date("2026-01-01T09:00:00.300Z"));
    const h = harness();
    await startRecording(h);
    const readings: Array<[number, number]> = [];
    for (const at of [999, 1_000, 1_999, 2_000, 59_999, 60_000]) {
      await vi.advanceTimersByTimeAsync(at - (readings.at(-1)?.[0] ?? 0));
      readings.push([at, h.view().elapsedSeconds]);
    }
    expect(readings).toEqual([
      [999, 0],
      [1_000, 1],
      [1_999, 1],
      [2_000, 2],
      [59_999, 59],
      [60_000, 60],
    ]);
    await h.controller.stop();
  });

  test("Pause and Resume: nothing heard while paused is sent, the timer and the recorded time leave the pause out, and the same stream carries on", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const h = harness();
    await startRecording(h);
    h.speak();
    await vi.advanceTimersByTimeAsync(2_500);
    h.controller.pause();
    expect(h.view()).toMatchObject({ phase: "recording", paused: true, elapsedSeconds: 2 });
    h.speak();
    h.speak();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.view().elapsedSeconds).toBe(2);
    expect(h.sent).toHaveLength(1);
    h.controller.togglePause();
    expect(h.view().paused).toBe(false);
    h.speak();
    await vi.advanceTimersByTimeAsync(500);
    expect(h.view().elapsedSeconds).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.view().elapsedSeconds).toBe(4);
    expect(h.sent).toHaveLength(2);
    await h.controller.stop();
    expect(h.recorded).toEqual([4]);
    expect(h.log.filter((line) => line.startsWith("stream"))).toEqual([
      "stream opened",
      "stream paused",
      "stream resumed",
      "stream stopped gracefully",
    ]);
    expect(h.view()).toMatchObject({ phase: "idle", paused: false });
  });

  test("Pause before the microphone has started, or when idle, does nothing", async () => {
    const h = harness();
    h.controller.pause();
    expect(h.view().paused).toBe(false);
    const starting = h.controller.start();
    await settle();
    h.controller.pause();
    expect(h.view().paused).toBe(false);
    h.connecting.resolve();
    h.microphoneStarting.resolve(h.microphone);
    await starting;
    await h.controller.stop();
    expect(h.log).not.toContain("stream paused");
  });
});
