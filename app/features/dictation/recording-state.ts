import { gapTime } from "./transcript-changes.ts";
import { formatTimer, type RecordingState, type RecordingView } from "./recording-view.ts";

/**
 * What the recording bar and its alert say about a recording (decisions 041, 042). At rest it is "Ready";
 * "Connection lost" is never said while an outage is within the minute its audio is kept. Loaded with the
 * recording (recording-engine.ts), not with the screen (decision 029).
 */
export const STATE_LABELS = {
  ready: "Ready",
  connecting: "Connecting…",
  connected: "Connected",
  paused: "Paused — nothing is being recorded",
  reconnecting: "Reconnecting — still recording; your words are kept",
  losing: "Connection lost for over a minute — still recording; the last minute is kept",
  catchingUp: (seconds: number) => `Connected — catching up on ${seconds} s recorded while offline`,
  finishingOffline: "Reconnecting to transcribe the words recorded while offline",
  finishing: (seconds: number) => `Finishing — transcribing ${seconds} s recorded while offline`,
} as const;

export function recordingState(
  view: Pick<RecordingView, "phase" | "status" | "outage" | "backlogMs" | "paused">,
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
      if (view.paused) return { label: STATE_LABELS.paused, tone: "busy", detail: down };
      if (view.outage) {
        const label = view.outage.losing ? STATE_LABELS.losing : STATE_LABELS.reconnecting;
        return { label, tone: "trouble", detail: down };
      }
      if (view.status !== "connected") return { label: STATE_LABELS.connecting, tone: "busy", detail: null };
      if (view.backlogMs > 0) return { label: STATE_LABELS.catchingUp(backlogSeconds), tone: "live", detail: null };
      return { label: STATE_LABELS.connected, tone: "live", detail: null };
  }
}

/** The one message about words that could not be transcribed (decision 041), while the outage lasts and after. */
export function lostMessage(view: Pick<RecordingView, "outage" | "lost">): { title: string; text: string } | null {
  if (!view.lost) return null;
  if (view.outage?.losing) {
    return {
      title: "Connection lost for over a minute",
      text: `Recording goes on, and the last minute is kept until the connection is back, but the words spoken from ${gapTime(view.lost.from)} to more than a minute ago cannot be transcribed. The gap is marked in the transcript.`,
    };
  }
  return {
    title: "Some words could not be transcribed",
    text: `The words spoken from ${gapTime(view.lost.from)} to ${gapTime(view.lost.to)} could not be transcribed: the connection was lost. The gap is marked in the transcript.`,
  };
}
