import { readFormatTurns } from "~/platform/browser-storage.ts";
import { startMicrophone } from "./recorder.ts";
import { PROBLEMS, RecordingController, type RecordingEvents } from "./recording-controller.ts";
import type { RecordingProblem } from "./recording-view.ts";
import { streamUrl, TranscriptionStream } from "./stream-client.ts";
import type { TranscriptState } from "./transcript.ts";
import {
  applySlotTurn,
  applyTurn,
  beginRecording,
  closeSlot,
  commitPartial,
  loseSlot,
  markGap,
  openSlot,
  restartSlot,
} from "./transcript-changes.ts";
import type { BacklogEvent } from "./kept-audio.ts";

export { lostMessage, recordingState } from "./recording-state.ts";

/** Draws the microphone's level (0–1) into the recording bar's meter (recording-bar.tsx). */
export function drawLevel(meter: HTMLElement, level: number): void {
  (meter.firstChild as HTMLElement).style.transform = `scaleX(${level})`;
  meter.setAttribute("aria-valuenow", String(Math.round(level * 100)));
}

/**
 * The recording as the browser runs it: the controller wired to /api/config, the /ws-proxy stream, the
 * microphone and /api/recording-time. The dictation screen loads this module when recording is first wanted
 * (decision 029), so the screen's first paint carries none of it.
 */

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

/** How an outage's slot in the transcript changes (kept-audio.ts's events, transcript-changes.ts's functions). */
function backlogChange(event: BacklogEvent): (state: TranscriptState) => TranscriptState {
  switch (event.kind) {
    case "opened":
      return (state) => openSlot(state, event.id);
    case "delivering":
      return (state) => restartSlot(state, event.id);
    case "done":
      return (state) => closeSlot(state, event.id);
    case "gap":
      return (state) => markGap(state, event.id, event.from, event.to);
    case "lost":
      return (state) => loseSlot(state, event.id, event.from, event.to);
  }
}

export function createRecording(options: {
  /** Read at each start: the clinician's key terms, and whether this is a guest (whose time is not recorded). */
  keyTerms: () => string[] | undefined;
  guest: () => boolean;
  /** The clinician's answer about consent for this consultation, if any (decision 060). */
  consent: () => string | null;
  /** Each change of the transcript as words arrive (the screen holds the transcript; this says how it changes). */
  onTranscript: (change: (state: TranscriptState) => TranscriptState) => void;
  onView: RecordingEvents["onView"];
  onLevel: RecordingEvents["onLevel"];
}): RecordingController {
  let formatTurns = true;
  const { keyTerms, guest, consent, onTranscript } = options;
  return new RecordingController(
    {
      checkConfig,
      openStream: (streamEvents) => {
        formatTurns = readFormatTurns();
        return new TranscriptionStream(
          streamUrl({ formatTurns, keyterms: keyTerms(), consent: consent() }),
          { ...streamEvents, onTurn: (turn) => onTranscript((state) => applyTurn(state, turn, formatTurns)) },
          { formatTurns },
        );
      },
      startMicrophone,
      now: () => performance.now(),
      recordTime: (seconds) => {
        if (!guest()) postRecordingTime(seconds);
      },
    },
    {
      onView: options.onView,
      onLevel: options.onLevel,
      onSessionEnd: () => onTranscript(commitPartial),
      onRecordingStart: () => onTranscript(beginRecording),
      onBacklog: (event) => onTranscript(backlogChange(event)),
      onBacklogTurn: (id, turn) => onTranscript((state) => applySlotTurn(state, id, turn, formatTurns)),
    },
  );
}
