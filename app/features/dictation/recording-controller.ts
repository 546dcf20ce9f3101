import { MicrophoneError, type Microphone } from "./recorder.ts";
import type { BacklogEvent } from "./kept-audio.ts";
import { connectionFailure, StreamError, type StreamEvents } from "./stream-client.ts";
import type { TurnMessage } from "./transcript.ts";
import {
  CONFIG_MESSAGES,
  IDLE_VIEW,
  startProblem,
  type RecordingProblem,
  type RecordingView,
} from "./recording-view.ts";

const MICROPHONE_DECLINED = "Microphone permission is required to use this app";

/** The problems the page itself finds (the sidecar's refusals carry their own titles: close-codes.ts). */
export const PROBLEMS = {
  signedOut: { title: "Signed out", message: CONFIG_MESSAGES.unauthorized, signIn: true },
  configFailed: connectionFailure(CONFIG_MESSAGES.failed),
  noKey: { title: "Transcription not set up", message: CONFIG_MESSAGES.noKey, signIn: false },
  microphoneDeclined: { title: "Microphone permission needed", message: MICROPHONE_DECLINED, signIn: false },
} as const satisfies Record<string, RecordingProblem>;

function microphoneProblem(message: string): RecordingProblem {
  return { title: "Microphone unavailable", message, signIn: false };
}

/** The stream as the controller uses it (TranscriptionStream in the browser; a fake in tests). */
export type RecordingStream = {
  connect: () => Promise<void>;
  send: (frame: ArrayBuffer) => void;
  /** Graceful: the provider's last words arrive before it closes. */
  stop: () => Promise<void>;
  /** At once, after a failure. */
  abort: () => void;
  /** Pause (true) or Resume (false): no audio is sent meanwhile, and the relay stops counting the time. */
  setPaused: (paused: boolean) => void;
};

export type RecordingDeps = {
  /** GET /api/config: null when streaming can start, else why not. Never throws. */
  checkConfig: () => Promise<RecordingProblem | null>;
  /** A new stream for one recording (not yet connected); turns go straight to the transcript. */
  openStream: (events: Omit<StreamEvents, "onTurn">) => RecordingStream;
  /** The microphone: 100 ms frames for the stream, and its level (0–1) for the meter. */
  startMicrophone: (onFrame: (frame: ArrayBuffer) => void, onLevel: (level: number) => void) => Promise<Microphone>;
  /** A monotonic clock in milliseconds. */
  now: () => number;
  /** Records the length of a recording that ran (POST /api/recording-time), in whole seconds. */
  recordTime: (seconds: number) => void;
};

export type RecordingEvents = {
  onView: (view: RecordingView) => void;
  /** A provider session ended: partial words become final. */
  onSessionEnd: () => void;
  /** A recording began: partial words become final, and its words start on a new line. */
  onRecordingStart: () => void;
  /** The outage's slots and gaps in the transcript, and the words that fill them (decision 040). */
  onBacklog: (event: BacklogEvent) => void;
  onBacklogTurn: (id: number, turn: TurnMessage) => void;
  /** The microphone's level, 0–1, several times a second while recording (not part of the view: the meter reads it). */
  onLevel: (level: number) => void;
};

/** One press of Start Recording, from the config check until it is over. */
type Attempt = {
  stream: RecordingStream | null;
  microphone: Microphone | null;
  /** When the microphone started (null until it has). */
  startedAt: number | null;
  /** Time recorded before the current stretch (the stretches between pauses), and when that stretch began. */
  recordedMs: number;
  stretchFrom: number;
  paused: boolean;
  tick: ReturnType<typeof setTimeout> | null;
  /** Set once, when the attempt ends (stopped, refused or failed): every later step sees it and cleans up. */
  over: boolean;
};

/**
 * The dictation screen's recording as a state machine (product.md §4). Start clears any error, checks the config,
 * connects the stream and then starts the microphone; Stop stops the microphone and then the stream (so the
 * last words arrive) and records the time. Each start is an attempt: after every await the attempt checks it
 * is still current, so a refusal that arrives while the microphone is still starting (the sidecar accepts
 * the socket and then closes it at once) ends the attempt, and the microphone is released the moment it
 * starts. Every failure ends in the same place: idle, microphone released, timer stopped, problem shown.
 */
export class RecordingController {
  #attempt: Attempt | null = null;
  /** A stopped recording still transcribing what it recorded while the connection was down. */
  #finishing: { attempt: Attempt; done: Promise<void> } | null = null;
  #view: RecordingView = IDLE_VIEW;

  constructor(
    private readonly deps: RecordingDeps,
    private readonly events: RecordingEvents,
  ) {}

  get view(): RecordingView {
    return this.#view;
  }

  /** Starting or recording. */
  get active(): boolean {
    return this.#attempt !== null;
  }

  async start(): Promise<void> {
    if (this.#attempt || this.#finishing) return;
    const attempt: Attempt = {
      stream: null,
      microphone: null,
      startedAt: null,
      recordedMs: 0,
      stretchFrom: 0,
      paused: false,
      tick: null,
      over: false,
    };
    this.#attempt = attempt;
    this.#update({
      phase: "starting",
      paused: false,
      problem: null,
      warning: null,
      micDialogOpen: false,
      lost: null,
    });

    const configProblem = await this.deps.checkConfig();
    if (attempt.over) return;
    if (configProblem) return this.#end(attempt, { problem: configProblem });

    const current = () => this.#attempt === attempt || this.#finishing?.attempt === attempt;
    const stream = this.deps.openStream({
      onStatus: (status) => {
        if (this.#attempt === attempt) this.#update({ status });
      },
      onSessionEnd: () => this.events.onSessionEnd(),
      onError: (failure) => {
        if (this.#finishing?.attempt === attempt) this.#update({ problem: failure });
        else void this.#end(attempt, { problem: failure });
      },
      onClosed: () => void this.#end(attempt, {}),
      onWarning: (warning) => {
        if (this.#attempt === attempt) this.#update({ warning });
      },
      onBacklog: (event) => {
        this.events.onBacklog(event);
        if ((event.kind === "gap" || event.kind === "lost") && current()) {
          const lost = this.#view.lost;
          this.#update({
            lost: {
              from: Math.min(lost?.from ?? event.from, event.from),
              to: Math.max(lost?.to ?? event.to, event.to),
            },
          });
        }
      },
      onBacklogTurn: (id, turn) => this.events.onBacklogTurn(id, turn),
      onProgress: ({ outage, backlogMs }) => {
        if (current()) this.#update({ outage, backlogMs });
      },
    });
    attempt.stream = stream;
    try {
      await stream.connect();
    } catch (error) {
      const problem = error instanceof StreamError ? error.failure : startProblem((error as Error)?.message);
      return this.#end(attempt, { problem });
    }
    if (attempt.over) return;

    let microphone: Microphone;
    try {
      // Paused, the microphone's frames are dropped here: nothing recorded then is sent (decision 061).
      microphone = await this.deps.startMicrophone(
        (frame) => {
          if (!attempt.paused) stream.send(frame);
        },
        (level) => this.events.onLevel(attempt.paused ? 0 : level),
      );
    } catch (error) {
      if (attempt.over) return;
      if (error instanceof MicrophoneError && error.kind === "denied") {
        await this.#end(attempt, { abort: true });
        this.#update({ micDialogOpen: true });
        return;
      }
      return this.#end(attempt, {
        problem: microphoneProblem((error as Error)?.message || "Failed to access microphone"),
      });
    }
    if (attempt.over) {
      // The recording was refused or stopped while the microphone was starting: release it at once.
      await microphone.stop();
      return;
    }
    attempt.microphone = microphone;
    attempt.startedAt = attempt.stretchFrom = this.deps.now();
    this.events.onRecordingStart();
    this.#update({ phase: "recording", elapsedSeconds: 0 });
    this.#tick(attempt);
  }

  /**
   * Stop Recording (or cancelling a start): the last words still arrive, and what was recorded while the
   * connection was down is transcribed first; the time is recorded. Resolves once the words are in.
   */
  async stop(): Promise<void> {
    const attempt = this.#attempt;
    if (attempt) await this.#end(attempt, {});
    else await this.#finishing?.done;
  }

  async toggle(): Promise<void> {
    if (this.#attempt) await this.stop();
    else await this.start();
  }

  /**
   * Pause: the microphone stays open (so Resume loses no first word) but nothing it hears is sent, the timer
   * stops, and the relay stops counting the time against the practice's limit. Resume carries on in the same
   * stream, so the transcript goes on where it was.
   */
  pause(): void {
    const attempt = this.#attempt;
    if (!attempt || attempt.paused || attempt.startedAt === null) return;
    attempt.recordedMs = this.#recorded(attempt);
    attempt.paused = true;
    if (attempt.tick) clearTimeout(attempt.tick);
    attempt.tick = null;
    attempt.stream?.setPaused(true);
    this.events.onLevel(0);
    this.#update({ paused: true, elapsedSeconds: Math.floor(attempt.recordedMs / 1000) });
  }

  resume(): void {
    const attempt = this.#attempt;
    if (!attempt || !attempt.paused) return;
    attempt.paused = false;
    attempt.stretchFrom = this.deps.now();
    attempt.stream?.setPaused(false);
    this.#update({ paused: false });
    this.#tick(attempt);
  }

  togglePause(): void {
    if (this.#attempt?.paused) this.resume();
    else this.pause();
  }

  /** Time recorded so far in this attempt, pauses left out. */
  #recorded(attempt: Attempt): number {
    return attempt.recordedMs + (attempt.paused ? 0 : this.deps.now() - attempt.stretchFrom);
  }

  /** The clinician dismissed the problem, or is about to try again. */
  clearProblem(): void {
    this.#update({ problem: null });
  }

  /** The clinician has read which words could not be transcribed. */
  clearLost(): void {
    this.#update({ lost: null });
  }

  /** The permission dialog's Cancel. */
  declineMicrophone(): void {
    this.#update({ micDialogOpen: false, problem: PROBLEMS.microphoneDeclined });
  }

  /** Leaving the page: everything stops at once. */
  dispose(): void {
    const attempt = this.#attempt;
    if (attempt) void this.#end(attempt, { abort: true });
  }

  /** Updates the timer at each second boundary of recorded time (not by polling), so it never lags the clock. */
  #tick(attempt: Attempt): void {
    if (attempt.over || attempt.startedAt === null || attempt.paused) return;
    const elapsed = this.#recorded(attempt);
    const seconds = Math.floor(elapsed / 1000);
    if (seconds !== this.#view.elapsedSeconds) this.#update({ elapsedSeconds: seconds });
    attempt.tick = setTimeout(() => this.#tick(attempt), 1000 - (elapsed % 1000));
  }

  /**
   * The one way an attempt ends. Synchronously: the attempt is over, the screen is idle, the timer stopped,
   * the problem (if any) shown, and the microphone's tracks stopped. Then the stream: closed at once after a
   * failure, or gracefully (Terminate, then the provider's last words) after Stop.
   */
  async #end(attempt: Attempt, how: { problem?: RecordingProblem; abort?: boolean }): Promise<void> {
    if (attempt.over) return;
    attempt.over = true;
    if (this.#attempt === attempt) this.#attempt = null;
    if (attempt.tick) clearTimeout(attempt.tick);
    const { microphone, stream, startedAt } = attempt;
    attempt.microphone = null;
    const elapsed = startedAt === null ? null : this.#recorded(attempt);
    this.#update({
      phase: "idle",
      paused: false,
      status: "disconnected",
      warning: null,
      ...(elapsed === null ? {} : { elapsedSeconds: Math.floor(elapsed / 1000) }),
      ...(how.problem ? { problem: how.problem, outage: null, backlogMs: 0 } : {}),
    });
    if (elapsed !== null) this.deps.recordTime(Math.round(elapsed / 1000));
    if (how.problem || how.abort) {
      const released = microphone?.stop();
      stream?.abort();
      await released;
    } else {
      // The microphone's last partial frame goes out before the stream is asked to finish. A recording with
      // words still to come from an outage says so (Start waits) until they are in.
      const stopping = (async () => {
        await microphone?.stop();
        await stream?.stop();
      })();
      if (this.#view.outage || this.#view.backlogMs > 0) {
        const finishing = { attempt, done: stopping };
        this.#finishing = finishing;
        this.#update({ phase: "finishing" });
        await stopping;
        if (this.#finishing === finishing) this.#finishing = null;
        this.#update({ phase: "idle", outage: null, backlogMs: 0 });
      } else {
        await stopping;
      }
    }
    this.events.onSessionEnd();
  }

  #update(change: Partial<RecordingView>): void {
    this.#view = { ...this.#view, ...change };
    this.events.onView(this.#view);
  }
}
