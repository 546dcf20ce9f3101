import { getSettings } from "~/platform/settings.server.ts";
import { startGuestSession } from "~/platform/guards.server.ts";
import { guestLimitMessage, takeGuestAllowance } from "~/platform/guest-allowance.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import { discardSession } from "~/platform/session.server.ts";

export const GUEST_ACCESS_OFF = "Guest access is not available. Please sign in or create an account.";

export type GuestStart =
  | { ok: true; cookie: string }
  | { ok: false; status: 403; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/**
 * "Continue as guest" (decision 017): a new session with no user, while the practice allows guests, at most
 * GUEST_LIMITS.session a client address an hour. Any session this browser had is replaced.
 */
export async function startGuest(request: Request): Promise<GuestStart> {
  if (!(await getSettings()).enableGuestAccess) return { ok: false, status: 403, message: GUEST_ACCESS_OFF };
  const wait = await takeGuestAllowance("session", clientAddress(request));
  if (wait !== null) return { ok: false, status: 429, message: guestLimitMessage("session", wait), retryAfterSeconds: wait };
  await discardSession(request);
  return { ok: true, cookie: await startGuestSession(request) };
}
