/**
 * Everything Notewell keeps in the browser, named once (issue 21: a shared surgery PC), each key a constant of its
 * own (a page's scripts carry only the ones it uses). None of these holds patient text in clear: settings, cookie
 * choices, a preference change waiting for its owner to sign in again, and a consultation's unsaved work — that one
 * only encrypted, with a key the server gives the signed-in page (features/consultations/drafts.ts). Everything else
 * is removed when a session ends (platform/forget-patient-text.ts, whose list is KEPT_KEYS).
 */

/** Cookie choices (features/legal/cookie-preferences.ts); the banner closed for this session (sessionStorage). */
export const COOKIE_PREFERENCES_KEY = "notewell:cookie-preferences";
export const COOKIE_CONSENT_KEY = "notewell:cookie-consent";
export const BANNER_DISMISSED_KEY = "notewell:cookie-banner-dismissed";
/** The dictation screen's own setting (read and written below), and the note style as last loaded (features/accounts/preferences.ts). */
const FORMAT_TURNS_KEY = "formatTurns";
export const CONCISENESS_KEY = "consultationConciseness";
export const FORMAT_KEY = "consultationFormat";
/** A preference change made after the session ran out, saved when its owner signs in again (decision 016). */
export const PENDING_PREFERENCES_KEY = "notewell:pendingPreferences";
/** The consultation's unsaved work, encrypted (features/consultations/drafts.ts). */
export const CONSULTATION_DRAFT_KEY = "notewell:draft";

/** The keys a session's end leaves in place. */
export const KEPT_KEYS: readonly string[] = [
  COOKIE_PREFERENCES_KEY,
  COOKIE_CONSENT_KEY,
  BANNER_DISMISSED_KEY,
  FORMAT_TURNS_KEY,
  CONCISENESS_KEY,
  FORMAT_KEY,
  PENDING_PREFERENCES_KEY,
  CONSULTATION_DRAFT_KEY,
];

/** The browser's local or session storage, or null where it is refused (private mode, policy). */
export function browserStorage(kind: "local" | "session"): Storage | null {
  try {
    return typeof window === "undefined" ? null : kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether this browser keeps a consultation draft (sealed: whose it is and what it holds is known once opened). */
export function draftKept(): boolean {
  return Boolean(browserStorage("local")?.getItem(CONSULTATION_DRAFT_KEY));
}

/** Forgets the consultation draft this browser keeps. */
export function clearDrafts(): void {
  browserStorage("local")?.removeItem(CONSULTATION_DRAFT_KEY);
}

/** Transcription formatting (product.md §3 formatTurns, default on): this browser's setting, which the screen reads. */
export function readFormatTurns(): boolean {
  return browserStorage("local")?.getItem(FORMAT_TURNS_KEY) !== "false";
}

export function writeFormatTurns(value: boolean): void {
  try {
    browserStorage("local")?.setItem(FORMAT_TURNS_KEY, String(value));
  } catch {
    // storage full or refused: the switch still applies to this page
  }
}
