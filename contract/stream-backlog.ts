/**
 * How a recording catches up after an outage (decision 040): what the browser recorded while its connection was
 * down is sent to the sidecar as a *backlog*, on the same /ws-proxy socket as the live audio, and the sidecar
 * transcribes it in a second provider session of its own, paced at the rate the provider accepts, while the live
 * session goes on with what is said now. The browser places the backlog's words where they were spoken.
 *
 * On the socket (JSON text messages; audio stays binary):
 *
 * | Direction          | Message                                                    | Meaning                                                                                                                 |
 * | ------------------ | ---------------------------------------------------------- | ----------------------------------------------------------------------------------------------------------------------- |
 * | browser → sidecar  | `{"type":"BacklogAudio"}`, then one binary frame           | that frame is backlog audio (up to 1 s), for the backlog session; every other binary frame is live audio                |
 * | browser → sidecar  | `{"type":"BacklogEnd"}`                                    | the backlog is complete: the sidecar finishes the backlog session (Terminate) once it has sent it all                   |
 * | sidecar → browser  | `{"type":"Backlog","message":{…}}`                         | a message of the backlog session (its Begin, Turns, Termination), as the provider sent it                               |
 * | sidecar → browser  | `{"type":"BacklogClosed","code":n,"complete":true\|false}` | the backlog session has ended; `complete` when every frame of it was transcribed (it ended after the browser's BacklogEnd) |
 *
 * One backlog session at a time: the browser sends the next backlog only after the last one's `BacklogClosed`.
 * Dependency-free: the app (app/features/dictation/stream-client.ts) and the sidecar (stream-sidecar/relay.ts)
 * both import it.
 */
export const BACKLOG_AUDIO = "BacklogAudio";
export const BACKLOG_END = "BacklogEnd";
export const BACKLOG = "Backlog";
export const BACKLOG_CLOSED = "BacklogClosed";

/**
 * How far ahead of real time the sidecar lets a provider session's audio run (stream-sidecar/pacer.ts): the
 * provider refuses audio sent faster than real time (docs/speech-provider.md §4.1). The browser starts a new live
 * session with at most this much of what it recorded while reconnecting, so the live session never waits.
 */
export const PACE_AHEAD_MS = 1_000;

/** Audio recorded while the connection is down that a recording keeps for its backlog: a minute. */
export const OUTAGE_KEPT_MS = 60_000;

/**
 * The most audio one backlog session may be sent: the minute kept through an outage, and what the live session had
 * not yet confirmed when the connection went (up to half a minute).
 */
export const MAX_BACKLOG_MS = OUTAGE_KEPT_MS + 30_000;

/** The sidecar's wrapping of one backlog-session message (its text, as the provider sent it). */
export function backlogMessage(providerText: string): string {
  return `{"type":"${BACKLOG}","message":${providerText}}`;
}

/** The sidecar's word that the backlog session has ended. */
export function backlogClosed(code: number, complete: boolean): string {
  return JSON.stringify({ type: BACKLOG_CLOSED, code, complete });
}
