import { getSettings } from "~/platform/settings.server.ts";
import { attempt, failure, type Outcome } from "~/platform/errors.ts";
import { createLocalUser, toPublicUser, type PublicUser } from "~/platform/users.server.ts";
import { startUserSession } from "~/platform/guards.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import { audit } from "~/platform/audit.server.ts";
import { authenticate, SignInRefused } from "./authenticator.server.ts";
import { throttle } from "./throttles.server.ts";
import { sendVerificationEmail } from "./email-verification.server.ts";
import { signInWasNotAGuess, takeSignInAttempt, tooManyAttemptsMessage } from "./sign-in-limits.server.ts";

export const REGISTRATION_CLOSED =
  "Registration is currently closed. Please ask your practice administrator for an account.";

/**
 * Signs in with an e-mail and password (the /auth form and POST /api/login). Failed attempts are counted
 * and limited; on success the Set-Cookie header of a brand-new session is returned.
 */
export async function signIn(
  request: Request,
  credentials: { email: string; password: string },
): Promise<Outcome<{ user: PublicUser; cookie: string }>> {
  const address = clientAddress(request);
  const waitSeconds = await takeSignInAttempt(credentials.email, address);
  if (waitSeconds !== null) {
    return failure("rate-limited", tooManyAttemptsMessage(waitSeconds), { retryAfterSeconds: waitSeconds });
  }
  try {
    const user = await authenticate(request, credentials);
    await signInWasNotAGuess(credentials.email, address, { succeeded: true });
    await audit(request, "sign-in", { actorId: user.id, email: user.email });
    return { ok: true, user, cookie: await startUserSession(request, user.id) };
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error;
    // Only wrong credentials count towards the limit; a deactivated or unverified account is not a guess.
    if (error.reason !== "wrong-credentials")
      await signInWasNotAGuess(credentials.email, address, { succeeded: false });
    await audit(request, "sign-in.failed", { email: credentials.email, details: { reason: error.reason } });
    return failure("unauthenticated", error.message, { reason: error.reason });
  }
}

/**
 * Creates a local account (the /auth form and POST /api/register). With e-mail verification on, the new
 * account gets a verification link and no session; otherwise it is signed in at once.
 */
export async function register(
  request: Request,
  values: { email: string; password: string; firstName: string; lastName: string },
): Promise<Outcome<{ user: PublicUser; cookie: string | null }>> {
  const settings = await getSettings();
  if (!settings.enableRegistration) return failure("forbidden", REGISTRATION_CLOSED);
  const limited = await throttle("signUp", clientAddress(request));
  if (limited) return { ok: false, ...limited };
  return attempt(async () => {
    const user = await createLocalUser({ ...values, emailVerified: !settings.requireEmailVerification });
    await audit(request, "register", { actorId: user.id, email: user.email });
    if (settings.requireEmailVerification) {
      await sendVerificationEmail(user);
      return { user: toPublicUser(user), cookie: null };
    }
    return { user: toPublicUser(user), cookie: await startUserSession(request, user.id) };
  });
}
