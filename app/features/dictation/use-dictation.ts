import { useCallback, useEffect, useRef, useState } from "react";
import type { RecordingController } from "./recording-controller.ts";
import { IDLE_VIEW, startProblem, type RecordingProblem } from "./recording-view.ts";
import type { ConnectionStatus } from "./stream-client.ts";
import { applyTurn, commitPartial, displayedText, emptyTranscript, type TranscriptState } from "./transcript.ts";

export type Dictation = {
  isRecording: boolean;
  status: ConnectionStatus;
  elapsedSeconds: number;
  /** Final + partial text: what the Transcription tab shows. */
  text: string;
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
  tryAgain: () => void;
  dismissError: () => void;
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
export function useDictation(initialText: string, options: { keyTerms?: string[]; guest?: boolean } = {}): Dictation {
  const [transcript, setTranscript] = useState<TranscriptState>(() => emptyTranscript(initialText));
  const [view, setView] = useState(IDLE_VIEW);
  const keyTermsRef = useRef(options.keyTerms);
  keyTermsRef.current = options.keyTerms;
  const guestRef = useRef(options.guest === true);
  guestRef.current = options.guest === true;

  const controller = useRef<RecordingController | null>(null);
  const loading = useRef<Promise<RecordingController | null> | null>(null);
  const mounted = useRef(false);
  const load = useCallback(() => {
    loading.current ??= import("./recording-engine.ts").then(
      ({ createRecording }) =>
        (controller.current = createRecording({
          keyTerms: () => keyTermsRef.current,
          guest: () => guestRef.current,
          onTurn: (turn, formatTurns) => setTranscript((state) => applyTurn(state, turn, formatTurns)),
          onView: setView,
          onSessionEnd: () => setTranscript((state) => commitPartial(state)),
        })),
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
    isRecording: view.phase === "recording",
    status: view.status,
    elapsedSeconds: view.elapsedSeconds,
    text: displayedText(transcript),
    finalText: transcript.finalText,
    lastFinal: transcript.lastAppended ?? "",
    problem: view.problem,
    warning: view.warning,
    micDialogOpen: view.micDialogOpen,
    prepare: () => void load(),
    start,
    stop,
    toggle,
    tryAgain: () => {
      clearProblem();
      void toggle();
    },
    dismissError: clearProblem,
    allowMicrophone: () => void start(),
    declineMicrophone: () => controller.current?.declineMicrophone(),
    setText: (text) => setTranscript(emptyTranscript(text)),
    clear: () => setTranscript(emptyTranscript()),
  };
}

export function formatTimer(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
