import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { RecordingController } from "./recording-controller.ts";
import {
  IDLE_VIEW,
  RESTING_STATE,
  startProblem,
  type RecordingProblem,
  type RecordingState,
  type RecordingView,
} from "./recording-view.ts";
import type { ConnectionStatus } from "./stream-client.ts";
import { emptyTranscript, type Segment, type TranscriptState } from "./transcript.ts";

/** What the screen reads from the recording once it is loaded: how to say what it is doing. */
type Engine = Pick<typeof import("./recording-engine.ts"), "recordingState" | "lostMessage">;

export type Dictation = {
  phase: RecordingView["phase"];
  isRecording: boolean;
  /** Recording, but paused (decision 061). */
  paused: boolean;
  /** Stopped, with words recorded during an outage still being transcribed: Start waits. */
  finishing: boolean;
  status: ConnectionStatus;
  /** What the recording bar says the recording is doing. */
  state: RecordingState;
  elapsedSeconds: number;
  /** Final + partial text: what the Transcription tab shows. */
  text: string;
  /** The same text in runs, confirmed or still being recognised (shown differently while recording). */
  segments: Segment[];
  /** The level meter's element, which the recording draws the microphone's level into. */
  meter: RefObject<HTMLDivElement>;
  /** The committed text only (spec's "transcript"). */
  finalText: string;
  /** The most recently finished turn, for a polite screen-reader announcement. */
  lastFinal: string;
  /** Why the last recording could not start or went on: titled for what happened. */
  problem: RecordingProblem | null;
  warning: string | null;
  micDialogOpen: boolean;
  /** Recording is likely to be wanted soon (the pointer is on Start): load it now. */
  prepare: () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  toggle: () => Promise<void>;
  /** Pause, or Resume, a recording (nothing while not recording). */
  togglePause: () => void;
  tryAgain: () => void;
  dismissError: () => void;
  /** Which words of this recording could not be transcribed, until dismissed (or null). */
  lost: { title: string; text: string } | null;
  /** Whether the connection is down now (the message about lost words cannot be dismissed meanwhile). */
  offline: boolean;
  dismissLost: () => void;
  allowMicrophone: () => void;
  declineMicrophone: () => void;
  /** The clinician edited the transcript (only while not recording). */
  setText: (text: string) => void;
  clear: () => void;
};

/**
 * The dictation screen's recording (product.md §4), as React state over a RecordingController: the controller
 * owns start, stop and every failure; this hook owns the transcript. Each recording appends to what is
 * already there. A guest's recording time is not recorded (guest work is never stored). The controller, the
 * stream and the microphone (recording-engine.ts) are loaded when recording is first wanted (decision 029).
 */
export function useDictation(
  initialText: string,
  options: { keyTerms?: string[]; guest?: boolean; consent?: string | null } = {},
): Dictation {
  const [transcript, setTranscript] = useState<TranscriptState>(() => emptyTranscript(initialText));
  const [view, setView] = useState(IDLE_VIEW);
  const keyTermsRef = useRef(options.keyTerms);
  keyTermsRef.current = options.keyTerms;
  const guestRef = useRef(options.guest === true);
  guestRef.current = options.guest === true;
  const consentRef = useRef(options.consent ?? null);
  consentRef.current = options.consent ?? null;

  const meter = useRef<HTMLDivElement>(null);
  const controller = useRef<RecordingController | null>(null);
  const engine = useRef<Engine | null>(null);
  const loading = useRef<Promise<RecordingController | null> | null>(null);
  const mounted = useRef(false);
  const load = useCallback(() => {
    loading.current ??= import("./recording-engine.ts").then(
      ({ createRecording, recordingState, lostMessage, drawLevel }) => {
        engine.current = { recordingState, lostMessage };
        return (controller.current = createRecording({
          keyTerms: () => keyTermsRef.current,
          guest: () => guestRef.current,
          consent: () => consentRef.current,
          onTranscript: (change) => setTranscript(change),
          onView: setView,
          onLevel: (level) => {
            if (meter.current) drawLevel(meter.current, level);
          },
        }));
      },
      () => {
        loading.current = null; // the next press tries again
        return null;
      },
    );
    return loading.current;
  }, []);

  // Leaving the page mid-recording: stop the microphone and the stream (and start nothing still loading).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.dispose();
    };
  }, []);

  /**
   * A press of Start (or Stop), once the recording is loaded. If it cannot be (the connection dropped, or a new
   * version replaced this one) the screen says so, and the next press tries again.
   */
  const press = useCallback(
    async (act: (recording: RecordingController) => Promise<void>) => {
      const recording = await load();
      if (!mounted.current) return;
      if (recording) await act(recording);
      else setView((current) => ({ ...current, problem: startProblem("") }));
    },
    [load],
  );
  const start = useCallback(() => press((recording) => recording.start()), [press]);
  const toggle = useCallback(() => press((recording) => recording.toggle()), [press]);
  const stop = useCallback(async () => {
    await controller.current?.stop();
  }, []);
  const clearProblem = () => {
    if (controller.current) controller.current.clearProblem();
    else setView((current) => ({ ...current, problem: null }));
  };

  return {
    phase: view.phase,
    isRecording: view.phase === "recording",
    paused: view.paused,
    finishing: view.phase === "finishing",
    status: view.status,
    state: engine.current?.recordingState(view) ?? RESTING_STATE,
    elapsedSeconds: view.elapsedSeconds,
    text: transcript.displayedText,
    segments: transcript.segments,
    meter,
    finalText: transcript.finalText,
    lastFinal: transcript.lastAppended ?? "",
    problem: view.problem,
    warning: view.warning,
    micDialogOpen: view.micDialogOpen,
    prepare: () => void load(),
    start,
    stop,
    toggle,
    togglePause: () => controller.current?.togglePause(),
    tryAgain: () => {
      clearProblem();
      void toggle();
    },
    dismissError: clearProblem,
    lost: engine.current?.lostMessage(view) ?? null,
    offline: view.outage !== null,
    dismissLost: () => controller.current?.clearLost(),
    allowMicrophone: () => void start(),
    declineMicrophone: () => controller.current?.declineMicrophone(),
    setText: (text) => setTranscript(emptyTranscript(text)),
    clear: () => setTranscript(emptyTranscript()),
  };
}
