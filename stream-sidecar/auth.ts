import { CloseCode, Reason } from "../contract/close-codes.ts";
import { verifySessionCookie } from "../contract/session-cookie.ts";
import type { SidecarDb, StreamSettings } from "./db.ts";

/** What the upgrade request said, read before upgrading (Deno closes the request once it is upgraded). */
export type Handshake = {
  origin: string | null;
  host: string;
  forwardedHost: string | null;
  cookie: string | null;
};

export function readHandshake(request: Request): Handshake {
  return {
    origin: request.headers.get("Origin"),
    host: request.headers.get("Host") ?? new URL(request.url).host,
    forwardedHost: request.headers.get("X-Forwarded-Host"),
    cookie: request.headers.get("Cookie"),
  };
}

/** Who may stream: the session, and its user (null for a guest). */
export type AuthResult =
  | { ok: true; sessionId: string; userId: number | null }
  | { ok: false; code: number; reason: string };

/**
 * Is the page that opened this socket one of ours? Browsers always send Origin on WebSocket upgrades; it must
 * name the host the browser connected to: the Host header (kept by our forwarding and by most ingresses), the
 * X-Forwarded-Host an ingress that rewrites Host sets, or one of the configured extra origins. (A page on
 * another site cannot set X-Forwarded-Host on a WebSocket, so trusting it does not let that page in.)
 */
function isAllowedOrigin(handshake: Handshake, allowedOrigins: string[]): boolean {
  const { origin, host, forwardedHost } = handshake;
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  return originHost === host || (forwardedHost !== null && originHost === forwardedHost.split(",")[0].trim());
}

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
    allowedOrigins: string[];
    settings: Pick<StreamSettings, "sessionTimeoutMinutes" | "sessionLifetimeHours" | "enableGuestAccess">;
  },
): Promise<AuthResult> {
  if (!isAllowedOrigin(handshake, options.allowedOrigins)) {
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
