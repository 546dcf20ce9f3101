import type { ConnectionStatus, StreamFailure } from "./stream-client.ts";

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
  /** idle → starting (config check, connection, microphone) → recording → idle. */
  phase: "idle" | "starting" | "recording";
  status: ConnectionStatus;
  /** Whole seconds recorded: moves at each second boundary while recording, then stays where it stopped. */
  elapsedSeconds: number;
  problem: RecordingProblem | null;
  warning: string | null;
  micDialogOpen: boolean;
};

export const IDLE_VIEW: RecordingView = {
  phase: "idle",
  status: "disconnected",
  elapsedSeconds: 0,
  problem: null,
  warning: null,
  micDialogOpen: false,
};
