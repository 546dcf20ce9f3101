import { failure, type Failure } from "~/platform/errors.ts";
import { takePoints, waitMessage, type Policy } from "~/platform/rate-limits.server.ts";

/**
 * What a throttle's policy counts: the client's address, the account (an address typed, or a user id), or the
 * two together — one person asking again and again for one account, which slows that person alone.
 */
type Throttle = Policy & { by: "address" | "account" | "pair" };

/**
 * How often the account actions that an attacker would repeat may be taken (each answered with 429 and a
 * Retry-After beyond the limit). Keyed so one person's mistakes never lock out a practice behind one address
 * (decision 033): by the person asking for one account first, by address behind that, by account where there
 * is one; a short and a long window each, so a limit reached is a back-off, not a cliff.
 */
export const ACCOUNT_THROTTLES = {
  /**
   * New accounts from one address. A practice's clinicians registering on its first morning behind one NAT
   * address (twenty fit in the hour, fifty in the day) get in; a script making accounts does not get far.
   */
  signUp: [
    { name: "signup_address_hour", points: 20, seconds: 60 * 60, byAddress: true, by: "address" },
    { name: "signup_address_day", points: 50, seconds: 24 * 60 * 60, byAddress: true, by: "address" },
  ],
  /**
   * Reset links asked for: one address for one account 3 times in a quarter of an hour (its holder gets at most 3
   * e-mails an hour anyway: resetMail); one address for any accounts 10 in a quarter, 30 in an hour.
   */
  passwordReset: [
    { name: "reset_pair_quarter", points: 3, seconds: 15 * 60, by: "pair" },
    { name: "reset_address_quarter", points: 10, seconds: 15 * 60, byAddress: true, by: "address" },
    { name: "reset_address_hour", points: 30, seconds: 60 * 60, byAddress: true, by: "address" },
  ],
  /** New verification links asked for: as reset links. */
  verificationResend: [
    { name: "verify_resend_pair_quarter", points: 3, seconds: 15 * 60, by: "pair" },
    { name: "verify_resend_address_quarter", points: 10, seconds: 15 * 60, byAddress: true, by: "address" },
    { name: "verify_resend_address_hour", points: 30, seconds: 60 * 60, byAddress: true, by: "address" },
  ],
  /** E-mails to one account, silently (an answer saying so would tell whether the account exists). */
  resetMail: [{ name: "reset_mail_account_hour", points: 3, seconds: 60 * 60, by: "account" }],
  verificationMail: [{ name: "verify_mail_account_hour", points: 3, seconds: 60 * 60, by: "account" }],
  /** Checks of a signed-in user's current password (changing the password or the e-mail): 5 a quarter, 20 a day. */
  currentPassword: [
    { name: "current_password_quarter", points: 5, seconds: 15 * 60, by: "account" },
    { name: "current_password_day", points: 20, seconds: 24 * 60 * 60, by: "account" },
  ],
} as const satisfies Record<string, readonly Throttle[]>;

const WHAT: Record<keyof typeof ACCOUNT_THROTTLES, string> = {
  signUp: "Too many accounts have been created from your network.",
  passwordReset: "Too many reset links have been asked for.",
  verificationResend: "Too many verification links have been asked for.",
  currentPassword: "Too many attempts with your current password.",
  resetMail: "Too many reset e-mails for this account.",
  verificationMail: "Too many verification e-mails for this account.",
};

/**
 * Takes one of the action's allowance for whoever asks (the client's `address`, the `account` it is for: an e-mail
 * address as typed, or a user id): null when it may go ahead, otherwise the Failure (429) to answer.
 */
export async function throttle(
  action: keyof typeof ACCOUNT_THROTTLES,
  who: { address?: string; account?: string },
): Promise<Failure | null> {
  const account = who.account?.trim().toLowerCase();
  const keyOf = (by: Throttle["by"]) =>
    by === "address" ? who.address : by === "account" ? account : account && who.address && `${account}|${who.address}`;
  const takes = ACCOUNT_THROTTLES[action].map((policy: Throttle) => {
    const key = keyOf(policy.by);
    if (!key) throw new Error(`The ${action} throttle needs the ${policy.by} to count by`);
    return { policy, key };
  });
  const wait = await takePoints(takes);
  if (wait === null) return null;
  return failure("rate-limited", `${WHAT[action]} ${waitMessage(wait)}`, { retryAfterSeconds: wait });
}
