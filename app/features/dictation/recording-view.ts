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
  /** Recording, but paused: nothing is sent and the timer stands still (decision 061). */
  paused: boolean;
  /** Whole seconds recorded (pauses left out): moves at each second boundary while recording, then stays where it stopped. */
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
  paused: false,
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
 * the connection has been down while it is (recording-state.ts works it out, loaded with the recording).
 */
export type RecordingState = {
  label: string;
  tone: "rest" | "busy" | "live" | "trouble";
  /** "down 00:12" while the connection is down. */
  detail: string | null;
};

/** At rest, before the recording has been loaded. */
export const RESTING_STATE: RecordingState = { label: "Ready", tone: "rest", detail: null };
