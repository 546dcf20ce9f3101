import { CloseCode, Reason } from "../contract/close-codes.ts";
import { isAllowedOrigin } from "../contract/front-door.ts";
import { verifySessionCookie } from "../contract/session-cookie.ts";
import type { SidecarDb, StreamSettings } from "./db.ts";

/** What the upgrade request said that decides whether it may record. */
export type Handshake = {
  origin: string | null;
  cookie: string | null;
};

export function readHandshake(request: Pick<Request, "headers">): Handshake {
  return { origin: request.headers.get("Origin"), cookie: request.headers.get("Cookie") };
}

/** Who may stream: the session, and its user (null for a guest). */
export type AuthResult =
  | { ok: true; sessionId: string; userId: number | null }
  | { ok: false; code: number; reason: string };

/**
 * Authenticates a /ws-proxy upgrade exactly as the app authenticates a page: the signed session cookie,
 * the session row (unexpired; its expiry slides), and an active user — or a guest session, while the practice
 * allows guest access.
 */
export async function authenticateStream(
  handshake: Handshake,
  options: {
    db: SidecarDb;
    secrets: string[];
    /**
     * The origins a recording may be opened from, compared whole (scheme, host and port) as the API compares them:
     * the one the socket was reached at as the front door states it, PUBLIC_URL's, and ALLOWED_ORIGINS.
     */
    allowedOrigins: string[];
    settings: Pick<StreamSettings, "sessionTimeoutMinutes" | "sessionLifetimeHours" | "enableGuestAccess">;
  },
): Promise<AuthResult> {
  // Browsers always send Origin on a WebSocket upgrade: none, or another site's, is refused.
  if (handshake.origin === null || !isAllowedOrigin(handshake.origin, options.allowedOrigins)) {
    return { ok: false, code: CloseCode.forbidden, reason: Reason.foreignOrigin };
  }
  const sid = verifySessionCookie(handshake.cookie, options.secrets);
  if (!sid) return { ok: false, code: CloseCode.signedOut, reason: Reason.signedOut };
  const owner = await options.db.touchSession(sid, {
    timeoutMinutes: options.settings.sessionTimeoutMinutes,
    lifetimeHours: options.settings.sessionLifetimeHours,
  });
  if (!owner) return { ok: false, code: CloseCode.signedOut, reason: Reason.signedOut };
  if (owner.kind === "guest") {
    if (!options.settings.enableGuestAccess) {
      return { ok: false, code: CloseCode.guestAccessOff, reason: Reason.guestAccessOff };
    }
    return { ok: true, sessionId: sid, userId: null };
  }
  if (!owner.isActive) return { ok: false, code: CloseCode.forbidden, reason: Reason.inactive };
  return { ok: true, sessionId: sid, userId: owner.userId };
}
