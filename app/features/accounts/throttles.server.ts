import { failure, type Failure } from "~/platform/errors.ts";
import { takePoints, waitMessage, type Policy } from "~/platform/rate-limits.server.ts";

/**
 * How often the account actions that an attacker would repeat may be taken (each answered with 429 and a
 * Retry-After beyond the limit). Keyed so one person's mistakes never lock out a practice behind one address:
 * by address where there is no account yet, by account where there is one; a short and a long window each.
 */
export const ACCOUNT_THROTTLES = {
  /** New accounts from one address. A practice's first morning (a dozen staff) fits; a script does not. */
  signUp: [
    { name: "signup_address_hour", points: 10, seconds: 60 * 60, byAddress: true },
    { name: "signup_address_day", points: 30, seconds: 24 * 60 * 60, byAddress: true },
  ],
  /** Reset links asked for from one address (each account also gets at most 3 e-mails an hour, silently). */
  passwordReset: [{ name: "reset_address_hour", points: 10, seconds: 60 * 60, byAddress: true }],
  /** New verification links asked for from one address. */
  verificationResend: [{ name: "verify_resend_address_hour", points: 10, seconds: 60 * 60, byAddress: true }],
  /** E-mails to one account, silently (an answer saying so would tell whether the account exists). */
  resetMail: [{ name: "reset_mail_account_hour", points: 3, seconds: 60 * 60 }],
  verificationMail: [{ name: "verify_mail_account_hour", points: 3, seconds: 60 * 60 }],
  /** Checks of a signed-in user's current password (changing the password or the e-mail): 5 a quarter, 20 a day. */
  currentPassword: [
    { name: "current_password_quarter", points: 5, seconds: 15 * 60 },
    { name: "current_password_day", points: 20, seconds: 24 * 60 * 60 },
  ],
} as const satisfies Record<string, readonly Policy[]>;

const WHAT: Record<keyof typeof ACCOUNT_THROTTLES, string> = {
  signUp: "Too many accounts have been created from your network.",
  passwordReset: "Too many reset links have been asked for from your network.",
  verificationResend: "Too many verification links have been asked for from your network.",
  currentPassword: "Too many attempts with your current password.",
  resetMail: "Too many reset e-mails for this account.",
  verificationMail: "Too many verification e-mails for this account.",
};

/** Takes one of the action's allowance for `key`: null when it may go ahead, otherwise the Failure (429) to answer. */
export async function throttle(action: keyof typeof ACCOUNT_THROTTLES, key: string): Promise<Failure | null> {
  const wait = await takePoints(ACCOUNT_THROTTLES[action].map((policy) => ({ policy, key })));
  if (wait === null) return null;
  return failure("rate-limited", `${WHAT[action]} ${waitMessage(wait)}`, { retryAfterSeconds: wait });
}
