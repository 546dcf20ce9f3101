import { getSettings } from "~/platform/settings.server.ts";
import { inBackground } from "~/platform/background.server.ts";
import { publicUrl } from "~/platform/config.server.ts";
import { renderEmail, sendEmail } from "~/platform/email.server.ts";
import { attempt, failure, type Outcome } from "~/platform/errors.ts";
import { createLocalUser, toPublicUser, type PublicUser } from "~/platform/users.server.ts";
import { startUserSession } from "~/platform/guards.server.ts";
import { clientAddress } from "~/platform/request.server.ts";
import { audit } from "~/platform/audit.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { authenticate, SignInRefused } from "./authenticator.server.ts";
import { throttle } from "./throttles.server.ts";
import { sendVerificationEmail } from "./email-verification.server.ts";
import { signInWasNotAGuess, takeSignInAttempt } from "./sign-in-limits.server.ts";

export const REGISTRATION_CLOSED =
  "Registration is currently closed. Please ask your practice administrator for an account.";

/** The practice's allowed e-mail domains for registration (decision 059): none listed means any address. */
export function allowedDomains(settings: { registrationDomains: string }): string[] {
  return settings.registrationDomains.split(/[\s,]+/).filter(Boolean);
}

/** Null when registration accepts this address; otherwise why not, in words that name the domains. */
export function domainRefusal(email: string, settings: { registrationDomains: string }): string | null {
  const domains = allowedDomains(settings);
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  if (domains.length === 0 || domains.includes(domain)) return null;
  const listed = domains.length === 1 ? domains[0] : `${domains.slice(0, -1).join(", ")} or ${domains.at(-1)}`;
  return `Registration is open to addresses at ${listed} only. Please use your practice email address.`;
}

/**
 * Signs in with an e-mail and password (the /auth form and POST /api/login). Failed attempts are counted
 * and limited; on success the Set-Cookie header of a brand-new session is returned.
 */
export async function signIn(
  request: Request,
  credentials: { email: string; password: string },
): Promise<Outcome<{ user: PublicUser; cookie: string }>> {
  const address = clientAddress(request);
  const attempt = await takeSignInAttempt(credentials.email, address);
  if (!attempt.ok) {
    return failure("rate-limited", attempt.message, { retryAfterSeconds: attempt.retryAfterSeconds });
  }
  const { tookAccountPoint } = attempt;
  try {
    const user = await authenticate(request, credentials);
    await signInWasNotAGuess(credentials.email, address, { succeeded: true, tookAccountPoint });
    await recordSignIn(request, user, "password");
    return { ok: true, user, cookie: await startUserSession(request, user.id) };
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error;
    // Only wrong credentials count towards the limit; a deactivated or unverified account is not a guess.
    if (error.reason !== "wrong-credentials")
      await signInWasNotAGuess(credentials.email, address, { succeeded: false, tookAccountPoint });
    await audit(request, "sign-in.failed", { email: credentials.email, details: { reason: error.reason } });
    return failure("unauthenticated", error.message, { reason: error.reason });
  }
}

/** A sign-in that succeeded: when (User Management's "Last sign-in") and, in the audit log, how and from where. */
export async function recordSignIn(request: Request, user: PublicUser, method: "password" | "google"): Promise<void> {
  db();
  await User.update({ lastSignInAt: new Date() }, { where: { id: user.id } });
  await audit(request, "sign-in", { actorId: user.id, email: user.email, details: { method } });
}

/**
 * Creates a local account (the /auth form and POST /api/register).
 *
 * The answer takes the same time whether or not the address already has an account (decision 033): the password
 * is hashed either way and the account's row is tried once; the audit entry and any e-mail are written after the
 * answer, except where the new account's answer writes its session — then the taken address's answer writes its
 * audit entry instead, one write each. With e-mail verification on, the answer is also the same: a new account
 * gets its verification link, an existing one's holder an e-mail saying someone tried — so registration cannot be
 * used to find out who has an account. With verification off, a new account is signed in at once, which an
 * existing address cannot be: then "already exists" is said plainly (docs/security.md).
 */
export async function register(
  request: Request,
  values: { email: string; password: string; firstName: string; lastName: string },
): Promise<Outcome<{ email: string; user: PublicUser | null; cookie: string | null }>> {
  const settings = await getSettings();
  if (!settings.enableRegistration) return failure("forbidden", REGISTRATION_CLOSED);
  const limited = await throttle("signUp", { address: clientAddress(request) });
  if (limited) return { ok: false, ...limited };
  const outsideDomains = domainRefusal(values.email, settings);
  if (outsideDomains) return failure("forbidden", outsideDomains, { field: "email" });
  const created = await attempt(async () => ({
    user: await createLocalUser({ ...values, emailVerified: !settings.requireEmailVerification }),
  }));
  if (!created.ok) {
    if (created.code !== "conflict") return created;
    const email = values.email.trim().toLowerCase();
    const recordAttempt = () => audit(request, "register.email-taken", { email });
    if (!settings.requireEmailVerification) {
      await recordAttempt(); // in the time the new account's answer takes to write its session
      return created;
    }
    inBackground("recording a registration attempt", recordAttempt);
    inBackground("telling an account holder of a registration attempt", () => tellOfRegistrationAttempt(email));
    return { ok: true, email, user: null, cookie: null };
  }
  const { user } = created;
  inBackground("recording a registration", () => audit(request, "register", { actorId: user.id, email: user.email }));
  if (settings.requireEmailVerification) {
    inBackground("a verification link", () => sendVerificationEmail(user));
    return { ok: true, email: user.email, user: toPublicUser(user), cookie: null };
  }
  return { ok: true, email: user.email, user: toPublicUser(user), cookie: await startUserSession(request, user.id) };
}

/** The holder of an address someone tried to register again is told, with the way back in. */
async function tellOfRegistrationAttempt(email: string): Promise<void> {
  const body = renderEmail({
    greeting: "Hello,",
    lines: [
      "Someone tried to create a Notewell account with this email address, which already has one.",
      "If it was you, sign in — or, if you have forgotten your password, reset it from the sign-in page.",
    ],
    action: { label: "Sign in to Notewell", url: `${publicUrl()}/auth` },
    footer: "If it was not you, you can ignore this e-mail: nothing has changed.",
  });
  await sendEmail({ to: email, subject: "Someone tried to register with your Notewell address", ...body });
}
