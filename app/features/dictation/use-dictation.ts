import { useCallback, useEffect, useRef, useState } from "react";
import { readFormatTurns } from "./preferences.ts";
import { startMicrophone } from "./recorder.ts";
import { IDLE_VIEW, PROBLEMS, RecordingController, type RecordingProblem } from "./recording-controller.ts";
import { streamUrl, TranscriptionStream, type ConnectionStatus } from "./stream-client.ts";
import { applyTurn, commitPartial, displayedText, emptyTranscript, type TranscriptState } from "./transcript.ts";

/** Asks the server whether streaming is configured (product.md §7 GET /api/config), before any connection. */
async function checkConfig(): Promise<RecordingProblem | null> {
  let response: Response;
  try {
    response = await fetch("/api/config", { credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    return PROBLEMS.configFailed;
  }
  if (response.status === 401) return PROBLEMS.signedOut;
  if (!response.ok) return PROBLEMS.configFailed;
  try {
    const body = (await response.json()) as { hasApiKey?: unknown };
    return body.hasApiKey === true ? null : PROBLEMS.noKey;
  } catch {
    return PROBLEMS.configFailed;
  }
}

function postRecordingTime(durationSeconds: number): void {
  if (durationSeconds <= 0) return;
  void fetch("/api/recording-time", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ durationSeconds }),
    keepalive: true,
  }).catch(() => {});
}

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
 * already there. A guest's recording time is not recorded (guest work is never stored).
 */
export function useDictation(initialText: string, options: { keyTerms?: string[]; guest?: boolean } = {}): Dictation {
  const [transcript, setTranscript] = useState<TranscriptState>(() => emptyTranscript(initialText));
  const [view, setView] = useState(IDLE_VIEW);
  const keyTermsRef = useRef(options.keyTerms);
  keyTermsRef.current = options.keyTerms;
  const guestRef = useRef(options.guest === true);
  guestRef.current = options.guest === true;

  const [controller] = useState(
    () =>
      new RecordingController(
        {
          checkConfig,
          openStream: (events) => {
            const formatTurns = readFormatTurns();
            return new TranscriptionStream(streamUrl({ formatTurns, keyterms: keyTermsRef.current }), {
              ...events,
              onTurn: (turn) => setTranscript((state) => applyTurn(state, turn, formatTurns)),
            });
          },
          startMicrophone,
          now: () => performance.now(),
          recordTime: (seconds) => {
            if (!guestRef.current) postRecordingTime(seconds);
          },
        },
        {
          onView: setView,
          onSessionEnd: () => setTranscript((state) => commitPartial(state)),
        },
      ),
  );

  // Leaving the page mid-recording: stop the microphone and the stream.
  useEffect(() => () => controller.dispose(), [controller]);

  const start = useCallback(() => controller.start(), [controller]);
  const stop = useCallback(() => controller.stop(), [controller]);
  const toggle = useCallback(() => controller.toggle(), [controller]);

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
    start,
    stop,
    toggle,
    tryAgain: () => {
      controller.clearProblem();
      void controller.toggle();
    },
    dismissError: () => controller.clearProblem(),
    allowMicrophone: () => void controller.start(),
    declineMicrophone: () => controller.declineMicrophone(),
    setText: (text) => setTranscript(emptyTranscript(text)),
    clear: () => setTranscript(emptyTranscript()),
  };
}

export function formatTimer(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
