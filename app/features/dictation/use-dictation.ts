import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { RecordingController } from "./recording-controller.ts";
import { IDLE_VIEW, startProblem, type RecordingProblem, type RecordingView } from "./recording-view.ts";
import type { ConnectionStatus } from "./stream-client.ts";
import {
  applySlotTurn,
  applyTurn,
  beginRecording,
  closeSlot,
  commitPartial,
  displayedSegments,
  emptyTranscript,
  loseSlot,
  markGap,
  openSlot,
  restartSlot,
  type Segment,
  type TranscriptState,
} from "./transcript.ts";

export type Dictation = {
  phase: RecordingView["phase"];
  isRecording: boolean;
  /** Stopped, with words recorded during an outage still being transcribed: Start waits. */
  finishing: boolean;
  status: ConnectionStatus;
  /** The connection is down (since when; whether the minute of audio kept has run out), or null. */
  outage: RecordingView["outage"];
  /** Audio recorded during an outage still to be transcribed, in ms. */
  backlogMs: number;
  elapsedSeconds: number;
  /** Final + partial text: what the Transcription tab shows. */
  text: string;
  /** The same text in runs, confirmed or still being recognised (shown differently while recording). */
  segments: Segment[];
  /** Calls `listener` with the microphone's level (0–1) as it changes; returns how to stop. */
  subscribeLevel: (listener: (level: number) => void) => () => void;
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
  /** When words of this recording could not be transcribed (first to last), until dismissed. */
  lost: RecordingView["lost"];
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
export function useDictation(initialText: string, options: { keyTerms?: string[]; guest?: boolean } = {}): Dictation {
  const [transcript, setTranscript] = useState<TranscriptState>(() => emptyTranscript(initialText));
  const [view, setView] = useState(IDLE_VIEW);
  const keyTermsRef = useRef(options.keyTerms);
  keyTermsRef.current = options.keyTerms;
  const guestRef = useRef(options.guest === true);
  guestRef.current = options.guest === true;

  const levelListeners = useRef(new Set<(level: number) => void>());
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
          onBacklogTurn: (id, turn, formatTurns) =>
            setTranscript((state) => applySlotTurn(state, id, turn, formatTurns)),
          onBacklog: (event) =>
            setTranscript((state) => {
              switch (event.kind) {
                case "opened":
                  return openSlot(state, event.id);
                case "delivering":
                  return restartSlot(state, event.id);
                case "done":
                  return closeSlot(state, event.id);
                case "gap":
                  return markGap(state, event.id, event.from, event.to);
                case "lost":
                  return loseSlot(state, event.id, event.from, event.to);
              }
            }),
          onView: setView,
          onSessionEnd: () => setTranscript((state) => commitPartial(state)),
          onRecordingStart: () => setTranscript((state) => beginRecording(state)),
          onLevel: (level) => {
            for (const listener of levelListeners.current) listener(level);
          },
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

  const segments = useMemo(() => displayedSegments(transcript), [transcript]);
  const subscribeLevel = useCallback((listener: (level: number) => void) => {
    levelListeners.current.add(listener);
    return () => void levelListeners.current.delete(listener);
  }, []);

  return {
    phase: view.phase,
    isRecording: view.phase === "recording",
    finishing: view.phase === "finishing",
    status: view.status,
    outage: view.outage,
    backlogMs: view.backlogMs,
    elapsedSeconds: view.elapsedSeconds,
    text: segments.map((segment) => segment.text).join(""),
    segments,
    subscribeLevel,
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
    lost: view.lost,
    dismissLost: () => controller.current?.clearLost(),
    allowMicrophone: () => void start(),
    declineMicrophone: () => controller.current?.declineMicrophone(),
    setText: (text) => setTranscript(emptyTranscript(text)),
    clear: () => setTranscript(emptyTranscript()),
  };
}
