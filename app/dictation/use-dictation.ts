import { useCallback, useEffect, useRef, useState } from "react";
import { readFormatTurns } from "./preferences.ts";
import { MicrophoneError, startMicrophone, type Microphone } from "./recorder.ts";
import { streamUrl, TranscriptionStream, type ConnectionStatus } from "./stream-client.ts";
import {
  applyTurn,
  commitPartial,
  displayedText,
  emptyTranscript,
  type TranscriptState,
} from "./transcript.ts";

export const CONFIG_MESSAGES = {
  unauthorized: "Authentication required to access transcription service",
  failed: "Failed to get API configuration from server",
  noKey: "AssemblyAI API key not configured on server",
  startFailed: "Failed to start recording",
} as const;

/** Asks the server whether streaming is configured (spec §7 GET /api/config), before any connection. */
async function checkConfig(): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch("/api/config", { credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    return CONFIG_MESSAGES.failed;
  }
  if (response.status === 401) return CONFIG_MESSAGES.unauthorized;
  if (!response.ok) return CONFIG_MESSAGES.failed;
  try {
    const body = (await response.json()) as { hasApiKey?: unknown };
    return body.hasApiKey === true ? null : CONFIG_MESSAGES.noKey;
  } catch {
    return CONFIG_MESSAGES.failed;
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
  error: string | null;
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
 * The dictation screen's recording logic (spec §4): Start clears any error, connects the stream, then starts
 * the microphone; Stop sends the elapsed seconds, stops the microphone and disconnects; each recording
 * appends to what is already there.
 */
export function useDictation(initialText: string, options: { keyTerms?: string[] } = {}): Dictation {
  const [transcript, setTranscript] = useState<TranscriptState>(() => emptyTranscript(initialText));
  const [isRecording, setRecording] = useState(false);
  const [status, setStatus] = useState<ConnectionStatus>("disconnected");
  const [elapsedSeconds, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [micDialogOpen, setMicDialogOpen] = useState(false);

  const stream = useRef<TranscriptionStream | null>(null);
  const microphone = useRef<Microphone | null>(null);
  const startedAt = useRef<number | null>(null);
  const busy = useRef(false);
  const keyTermsRef = useRef(options.keyTerms);
  keyTermsRef.current = options.keyTerms;

  useEffect(() => {
    if (!isRecording) return;
    const tick = () => startedAt.current && setElapsed(Math.floor((Date.now() - startedAt.current) / 1000));
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [isRecording]);

  /** Ends the recording (normally or after a failure): keeps every word, records the time. */
  const finish = useCallback(async (how: { failed?: string } = {}) => {
    const mic = microphone.current;
    const current = stream.current;
    microphone.current = null;
    stream.current = null;
    if (startedAt.current !== null) {
      postRecordingTime(Math.round((Date.now() - startedAt.current) / 1000));
      startedAt.current = null;
    }
    await mic?.stop();
    setRecording(false);
    setWarning(null);
    if (how.failed) setError(how.failed);
    // The last words arrive after Terminate: the stream is closed only once the provider has sent them.
    if (current) {
      if (how.failed) current.abort();
      else await current.stop();
    }
    setTranscript((state) => commitPartial(state));
  }, []);

  const start = useCallback(async () => {
    if (busy.current || stream.current) return;
    busy.current = true;
    setError(null);
    setMicDialogOpen(false);
    try {
      const configProblem = await checkConfig();
      if (configProblem) {
        setError(configProblem);
        return;
      }
      const formatTurns = readFormatTurns();
      const connection = new TranscriptionStream(streamUrl({ formatTurns, keyterms: keyTermsRef.current }), {
        onStatus: setStatus,
        onTurn: (turn) => setTranscript((state) => applyTurn(state, turn, formatTurns)),
        onSessionEnd: () => setTranscript((state) => commitPartial(state)),
        onError: (message) => void finish({ failed: message }),
        onClosed: () => void finish(),
        onWarning: setWarning,
      });
      try {
        await connection.connect();
      } catch (failure) {
        setError((failure as Error).message || CONFIG_MESSAGES.startFailed);
        return;
      }
      stream.current = connection;
      try {
        microphone.current = await startMicrophone((frame) => connection.send(frame));
      } catch (failure) {
        stream.current = null;
        connection.abort();
        if (failure instanceof MicrophoneError && failure.kind === "denied") setMicDialogOpen(true);
        else setError((failure as Error).message || CONFIG_MESSAGES.startFailed);
        return;
      }
      // Each recording appends to what is already there.
      setTranscript((state) => commitPartial(state));
      startedAt.current = Date.now();
      setElapsed(0);
      setRecording(true);
    } catch (failure) {
      setError((failure as Error)?.message || CONFIG_MESSAGES.startFailed);
    } finally {
      busy.current = false;
    }
  }, [finish]);

  const stop = useCallback(async () => {
    if (!stream.current) return;
    await finish();
  }, [finish]);

  const toggle = useCallback(async () => {
    if (stream.current) await stop();
    else await start();
  }, [start, stop]);

  useEffect(
    () => () => {
      // Leaving the page mid-recording: stop the microphone and the stream.
      void microphone.current?.stop();
      stream.current?.abort();
    },
    [],
  );

  return {
    isRecording,
    status,
    elapsedSeconds,
    text: displayedText(transcript),
    finalText: transcript.finalText,
    lastFinal: transcript.lastAppended ?? "",
    error,
    warning,
    micDialogOpen,
    start,
    stop,
    toggle,
    tryAgain: () => {
      setError(null);
      void toggle();
    },
    dismissError: () => setError(null),
    allowMicrophone: () => void start(),
    declineMicrophone: () => {
      setMicDialogOpen(false);
      setError("Microphone permission is required to use this app");
    },
    setText: (text) => setTranscript(emptyTranscript(text)),
    clear: () => setTranscript(emptyTranscript()),
  };
}

export function formatTimer(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
