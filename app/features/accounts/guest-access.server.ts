import { failure, type Outcome } from "~/platform/errors.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { startGuestSession } from "~/platform/guards.server.ts";
import { guestLimitMessage, takeGuestAllowance } from "~/platform/guest-allowance.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import { discardSession } from "~/platform/session.server.ts";

export const GUEST_ACCESS_OFF = "Guest access is not available. Please sign in or create an account.";

export type GuestStart = Outcome<{ cookie: string }>;

/**
 * "Continue as guest" (decision 017): a new session with no user, while the practice allows guests, at most
 * GUEST_LIMITS.session a client address an hour. Any session this browser had is replaced.
 */
export async function startGuest(request: Request): Promise<GuestStart> {
  if (!(await getSettings()).enableGuestAccess) return failure("forbidden", GUEST_ACCESS_OFF);
  const wait = await takeGuestAllowance("session", clientAddress(request));
  if (wait !== null) return failure("rate-limited", guestLimitMessage("session", wait), { retryAfterSeconds: wait });
  await discardSession(request);
  return { ok: true, cookie: await startGuestSession(request) };
}
