import { verifySessionCookie } from "../contract/session-cookie.ts";
import { authenticateStream, type AuthResult, type Handshake } from "./auth.ts";
import type { SidecarDb, StreamSettings } from "./db.ts";

/** What an opening recording's checks found: the settings as they are now, who is recording, and their consent. */
export type OpenChecks = {
  settings: StreamSettings;
  auth: AuthResult;
  /** Whether this signed-in user's current consultation holds the clinician's answer about consent. */
  userConsented: (userId: number) => Promise<boolean>;
};

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Never an unhandled rejection: a guess that fails is simply not used. */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then((value) => ({ ok: true, value }), (error: unknown) => ({ ok: false, error }));
}

/** The settings the session check depends on (auth.ts). */
function sameSessionRules(a: StreamSettings, b: StreamSettings): boolean {
  return a.sessionTimeoutMinutes === b.sessionTimeoutMinutes &&
    a.sessionLifetimeHours === b.sessionLifetimeHours &&
    a.enableGuestAccess === b.enableGuestAccess;
}

/**
 * Reads the settings and checks the session (auth.ts) — at the same time rather than one after the other
 * (decision 070). The session check needs three settings (the time-out, the lifetime, guest access); it starts
 * with the ones the previous read found while the fresh read is on its way, and its answer is kept only if the
 * fresh settings agree on those three, else it is checked again with them once the first check is done (both
 * slide the session's expiry; the fresh one must write last). When the practice asks for consent, the
 * session's user's consent is read alongside too, and used only for the user the session check confirms. So every
 * answer still rests on the settings as they are now, and an open costs one round trip where it cost three.
 * Throws when the database cannot answer.
 */
export async function runOpenChecks(
  handshake: Handshake,
  options: { db: SidecarDb; secrets: string[]; allowedOrigins: string[] },
): Promise<OpenChecks> {
  const { db } = options;
  const fresh = db.settings();
  const guess = db.previousSettings;
  const check = (settings: StreamSettings) => authenticateStream(handshake, { ...options, settings });
  const early = guess ? settle(check(guess)) : null;
  const sid = guess?.requireConsent ? verifySessionCookie(handshake.cookie, options.secrets) : null;
  const earlyConsent = sid ? settle(db.sessionUserConsented(sid)) : null;

  const settings = await fresh;
  const kept = guess !== null && sameSessionRules(guess, settings);
  const guessed = early ? await early : null;
  // The early check slides the session by the rules it guessed: when those were stale, the fresh check runs only
  // after it, so that its slide — by the time-out as it is now — is the one the session keeps.
  const auth = kept && guessed?.ok ? guessed.value : await check(settings);
  return {
    settings,
    auth,
    userConsented: async (userId) => {
      const found = earlyConsent ? await earlyConsent : null;
      if (found?.ok && found.value?.userId === userId) return found.value.consented;
      return await db.currentConsultationConsented(userId);
    },
  };
}
