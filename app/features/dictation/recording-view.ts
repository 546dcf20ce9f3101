import type { ConnectionStatus, StreamFailure, StreamProgress } from "./stream-client.ts";

/**
 * What the dictation screen shows about recording, before anything is recorded: the screen renders this much at
 * once, and loads the recording itself (recording-engine.ts) when it is first wanted (decision 029).
 */

/** What the recording alert shows: a title for what happened, the message, and whether signing in helps. */
export type RecordingProblem = StreamFailure;

export const CONFIG_MESSAGES = {
  unauthorized: "Authentication required to access transcription service",
  failed: "Failed to get API configuration from server",
  noKey: "AssemblyAI API key not configured on server",
  startFailed: "Failed to start recording",
} as const;

export function startProblem(message: string): RecordingProblem {
  return { title: "Recording failed", message: message || CONFIG_MESSAGES.startFailed, signIn: false };
}

/** Everything the screen shows about recording; replaced as a whole on every change. */
export type RecordingView = {
  /**
   * idle → starting (config check, connection, microphone) → recording → idle; after Stop, "finishing" while what
   * was recorded during an outage is still being transcribed.
   */
  phase: "idle" | "starting" | "recording" | "finishing";
  status: ConnectionStatus;
  /** Whole seconds recorded: moves at each second boundary while recording, then stays where it stopped. */
  elapsedSeconds: number;
  problem: RecordingProblem | null;
  warning: string | null;
  micDialogOpen: boolean;
  /** The connection is down (since when; whether the minute of audio kept has run out), or null. */
  outage: StreamProgress["outage"];
  /** Audio recorded during an outage still to be transcribed, in ms. */
  backlogMs: number;
  /** When the words that could not be transcribed in this recording were spoken (first to last), or null. */
  lost: { from: number; to: number } | null;
};

export const IDLE_VIEW: RecordingView = {
  phase: "idle",
  status: "disconnected",
  elapsedSeconds: 0,
  problem: null,
  warning: null,
  micDialogOpen: false,
  outage: null,
  backlogMs: 0,
  lost: null,
};

/** Minutes and seconds, as the recording timer shows them ("01:05"). */
export function formatTimer(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/**
 * What the recording bar says about the recording (decision 042): a short state, a tone for its dot, and how long
 * the connection has been down while it is. At rest it is "Ready"; "Connection lost" is never said while an
 * outage is within the minute its audio is kept.
 */
export type RecordingState = {
  label: string;
  tone: "rest" | "busy" | "live" | "trouble";
  /** "down 0:12" while the connection is down. */
  detail: string | null;
};

export const STATE_LABELS = {
  ready: "Ready",
  connecting: "Connecting…",
  connected: "Connected",
  reconnecting: "Reconnecting — still recording; your words are kept",
  losing: "Connection lost for over a minute — still recording; the last minute is kept",
  catchingUp: (seconds: number) => `Connected — catching up on ${seconds} s recorded while offline`,
  finishingOffline: "Reconnecting to transcribe the words recorded while offline",
  finishing: (seconds: number) => `Finishing — transcribing ${seconds} s recorded while offline`,
} as const;

export function recordingState(
  view: Pick<RecordingView, "phase" | "status" | "outage" | "backlogMs">,
  now = Date.now(),
): RecordingState {
  const down = view.outage ? `down ${formatTimer(Math.max(0, Math.floor((now - view.outage.since) / 1000)))}` : null;
  const backlogSeconds = Math.max(1, Math.ceil(view.backlogMs / 1000));
  switch (view.phase) {
    case "idle":
      return { label: STATE_LABELS.ready, tone: "rest", detail: null };
    case "starting":
      return { label: STATE_LABELS.connecting, tone: "busy", detail: null };
    case "finishing":
      return view.outage
        ? { label: STATE_LABELS.finishingOffline, tone: "trouble", detail: down }
        : { label: STATE_LABELS.finishing(backlogSeconds), tone: "busy", detail: null };
    case "recording":
      if (view.outage) {
        const label = view.outage.losing ? STATE_LABELS.losing : STATE_LABELS.reconnecting;
        return { label, tone: "trouble", detail: down };
      }
      if (view.status !== "connected") return { label: STATE_LABELS.connecting, tone: "busy", detail: null };
      if (view.backlogMs > 0) return { label: STATE_LABELS.catchingUp(backlogSeconds), tone: "live", detail: null };
      return { label: STATE_LABELS.connected, tone: "live", detail: null };
  }
}
