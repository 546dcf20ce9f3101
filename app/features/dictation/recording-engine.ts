import { readFormatTurns } from "./preferences.ts";
import { startMicrophone } from "./recorder.ts";
import { PROBLEMS, RecordingController, type RecordingEvents } from "./recording-controller.ts";
import type { RecordingProblem } from "./recording-view.ts";
import { streamUrl, TranscriptionStream } from "./stream-client.ts";
import type { TurnMessage } from "./transcript.ts";

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

export function createRecording(
  options: {
    /** Read at each start: the clinician's key terms, and whether this is a guest (whose time is not recorded). */
    keyTerms: () => string[] | undefined;
    guest: () => boolean;
    onTurn: (turn: TurnMessage, formatTurns: boolean) => void;
    onBacklogTurn: (id: number, turn: TurnMessage, formatTurns: boolean) => void;
  } & Omit<RecordingEvents, "onBacklogTurn">,
): RecordingController {
  let formatTurns = true;
  const { keyTerms, guest, onTurn, onBacklogTurn, ...events } = options;
  return new RecordingController(
    {
      checkConfig,
      openStream: (streamEvents) => {
        formatTurns = readFormatTurns();
        return new TranscriptionStream(
          streamUrl({ formatTurns, keyterms: keyTerms() }),
          { ...streamEvents, onTurn: (turn) => onTurn(turn, formatTurns) },
          { formatTurns },
        );
      },
      startMicrophone,
      now: () => performance.now(),
      recordTime: (seconds) => {
        if (!guest()) postRecordingTime(seconds);
      },
    },
    { ...events, onBacklogTurn: (id, turn) => onBacklogTurn(id, turn, formatTurns) },
  );
}
