/**
 * Close codes the sidecar sends the browser, with the reason as the text to show. Each non-normal close is
 * preceded by a `{"type":"RelayClose","code","reason"}` message carrying the same (see closeBrowser). Codes 4400–4499 are
 * refusals: reconnecting cannot help, so the browser shows the reason and stops. Any other code but 1000 is
 * a dropped connection the browser may reconnect after.
 *
 * This module is dependency-free on purpose: the app imports it too (app/features/dictation/stream-client.ts), so the
 * codes, the reasons and the titles the browser shows over them are defined once.
 */
import { SESSION_EXPIRED_MESSAGE } from "./session-expired.ts";

export const CloseCode = {
  normal: 1000,
  badRequest: 4400,
  signedOut: 4401,
  forbidden: 4403,
  /** A guest session, when the practice does not (or no longer) allow guest access. */
  guestAccessOff: 4406,
  notConfigured: 4412,
  providerRefused: 4460,
  /** The provider ended its session at its own time limit (3008): a new recording is needed. */
  providerSessionExpired: 4440,
  durationLimit: 4408,
  /** The practice's limit of live recordings is reached. */
  tooManyStreams: 4429,
  /** This account already runs as many live recordings as one account may (maxStreamsPerUser). */
  accountStreamLimit: 4428,
  /** The recording went quiet (no audio, or no speech, for too long) and was ended to free its slot. */
  idle: 4410,
  maintenance: 4423,
  /**
   * The practice asks for consent (requireConsent) and this consultation has none recorded: neither the patient's
   * agreement nor "dictation by the clinician alone" (decision 060).
   */
  consentRequired: 4451,
  /** The sidecar is restarting: reconnect (to another replica, or to this one once it is back). */
  restarting: 1012,
  /** This replica is overloaded: try again shortly (the browser reconnects once after 2 s). */
  overloaded: 1013,
  providerError: 4500,
  providerUnreachable: 4502,
  providerTimeout: 4504,
} as const;

export const Reason = {
  signedOut: SESSION_EXPIRED_MESSAGE,
  inactive: "This account has been deactivated. Please contact your practice administrator.",
  foreignOrigin: "Recording was refused because the page came from another site.",
  guestAccessOff: "Guest access has been turned off. Please sign in to record.",
  notConfigured: "AssemblyAI API key not configured on server",
  providerAuth:
    "The transcription service refused Notewell's credentials. Please contact your practice administrator.",
  providerBusy: "The transcription service is busy. Please try again in a minute.",
  providerError: "The transcription service reported an error.",
  providerUnreachable: "Could not reach the transcription service.",
  providerTimeout: "The transcription service did not respond in time.",
  badMessage: "Recording stopped: the browser sent a message the relay does not accept.",
  audioRejected: "Recording stopped: the transcription service rejected the audio format.",
  sessionExpired:
    "The transcription session reached the provider's time limit. Start a new recording to continue.",
  providerStalled: "The transcription service stopped keeping up. Reconnecting…",
  browserStalled: "Your connection is too slow to keep up with the transcription.",
  durationLimit: "This recording reached your practice's time limit. Start a new recording to continue.",
  tooManyStreams:
    "Your practice's limit of simultaneous recordings has been reached. Please try again shortly.",
  guestStreams: "Every recording open to guests is in use. Please try again shortly, or sign in to record.",
  maintenance: "Notewell is undergoing maintenance. Please try again later.",
  consentRequired:
    "Confirm that the patient has agreed to being transcribed, or mark this as dictation alone, before recording.",
  restarting: "Notewell is restarting. Reconnecting…",
  overloaded: "Notewell is busy. Retrying…",
} as const;

/** Why a recording was refused when its account already runs `running` (its limit, maxStreamsPerUser). */
export function accountStreamLimitReason(running: number): string {
  return running === 1
    ? "You already have a recording running. Stop it (perhaps in another tab) to start a new one."
    : `You already have ${running} recordings running. Stop one (perhaps in another tab) to start a new one.`;
}

/**
 * Why a recording was ended for going quiet: no audio frames at all from the browser, or no speech heard by
 * the provider, for `seconds` (said in minutes when it is whole minutes; decision 027).
 */
export function idleReason(quiet: "audio" | "speech", seconds: number): string {
  const [count, unit] = seconds % 60 === 0 ? [seconds / 60, "minute"] : [seconds, "second"];
  return `Recording stopped: no ${quiet} for ${count} ${unit}${
    count === 1 ? "" : "s"
  }. Start a new recording to continue.`;
}

/** The title of the message the browser shows when a connection fails or is lost. */
export const CONNECTION_ERROR_TITLE = "Connection Error";

/**
 * The message the sidecar sends before it ends a stream the browser will carry on over a new connection (a
 * restart): stop sending audio here, keep what the microphone captures from now on for the next connection, and
 * send `{"type":"Terminate"}` after the last frame. The provider then finishes with every frame the browser sent
 * on this connection, and the rest goes first on the next one: no word is lost in between (issue 16).
 */
export const RELAY_ENDING = "RelayEnding";

/** The title the browser shows over each refusal's reason: titled for what happened. */
export const REFUSAL_TITLES: Readonly<Record<number, string>> = {
  [CloseCode.badRequest]: "Recording stopped",
  [CloseCode.signedOut]: "Signed out",
  [CloseCode.forbidden]: "Recording not allowed",
  [CloseCode.guestAccessOff]: "Guest access ended",
  [CloseCode.notConfigured]: "Transcription not set up",
  [CloseCode.providerRefused]: "Transcription service refused",
  [CloseCode.providerSessionExpired]: "Transcription session timed out",
  [CloseCode.durationLimit]: "Recording limit reached",
  [CloseCode.tooManyStreams]: "Service busy",
  [CloseCode.accountStreamLimit]: "Too many recordings",
  [CloseCode.idle]: "Recording idle",
  [CloseCode.maintenance]: "Maintenance",
  [CloseCode.consentRequired]: "Consent needed",
};

/** Closes 4400–4499 are refusals: reconnecting cannot help, so the recording ends with the reason. */
export function isRefusal(code: number): boolean {
  return code >= 4400 && code <= 4499;
}

/** Closes after which signing in (again) is what helps: the browser offers a link to sign in. */
export function needsSignIn(code: number): boolean {
  return code === CloseCode.signedOut || code === CloseCode.guestAccessOff;
}

/** The title for a recording that ended with this close: a refusal's own, else a connection error. */
export function closeTitle(code: number): string {
  return REFUSAL_TITLES[code] ?? CONNECTION_ERROR_TITLE;
}

/** WebSocket close reasons are limited to 123 bytes of UTF-8. */
export function truncateReason(reason: string): string {
  const bytes = new TextEncoder().encode(reason);
  if (bytes.length <= 123) return reason;
  let cut = reason.slice(0, 120);
  while (new TextEncoder().encode(cut + "…").length > 123) cut = cut.slice(0, -1);
  return cut + "…";
}

/** What the browser should see for a close the provider initiated (docs/speech-provider.md §6.1). */
export function mapProviderClose(code: number, reason: string): { code: number; reason: string } {
  if (code === 1000) return { code: CloseCode.normal, reason: "" };
  if (code === 1008 || code === 3009) {
    if (/concurrent|too many/i.test(reason)) {
      return { code: CloseCode.providerError, reason: Reason.providerBusy };
    }
    return { code: CloseCode.providerRefused, reason: Reason.providerAuth };
  }
  if (code === 3006) return { code: CloseCode.providerError, reason: Reason.badMessage };
  if (code === 3007) return { code: CloseCode.providerError, reason: Reason.audioRejected };
  if (code === 3008) return { code: CloseCode.providerSessionExpired, reason: Reason.sessionExpired };
  if (code === 1006) return { code: CloseCode.providerUnreachable, reason: Reason.providerUnreachable };
  return { code: CloseCode.providerError, reason: Reason.providerError };
}
