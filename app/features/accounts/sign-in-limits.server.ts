import { forget, givePointBack, takePoints, type Policy } from "~/platform/rate-limits.server.ts";

/**
 * Sign-in attempts are limited before the password is checked: each attempt takes a point first (atomically, in
 * PostgreSQL, so 30 guesses sent at once cannot all be checked), and a success gives it back. The limits are
 * keyed so one clinician's typos never lock out the rest of a practice behind one NAT address:
 *  - one address guessing one account: 5 a minute, 10 in 15 minutes, 20 an hour — a back-off, not a cliff;
 *  - one account from any addresses (a distributed guess): 30 an hour;
 *  - one address, any accounts (credential stuffing): 100 an hour — far above a surgery's honest mistakes.
 */
export const SIGN_IN_POLICIES = {
  pairMinute: { name: "signin_pair_minute", points: 5, seconds: 60 },
  pairQuarter: { name: "signin_pair_quarter", points: 10, seconds: 15 * 60 },
  pairHour: { name: "signin_pair_hour", points: 20, seconds: 60 * 60 },
  account: { name: "signin_account", points: 30, seconds: 60 * 60 },
  address: { name: "signin_address", points: 100, seconds: 60 * 60, byAddress: true },
} as const satisfies Record<string, Policy>;

const keys = (email: string, address: string) => {
  const account = email.trim().toLowerCase();
  return { pair: `${account}|${address}`, account, address };
};

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`;
}

/** Takes an attempt before the password is checked: null when it may go ahead, otherwise the seconds to wait. */
export async function takeSignInAttempt(email: string, address: string): Promise<number | null> {
  const k = keys(email, address);
  const p = SIGN_IN_POLICIES;
  return takePoints([
    { policy: p.pairMinute, key: k.pair },
    { policy: p.pairQuarter, key: k.pair },
    { policy: p.pairHour, key: k.pair },
    { policy: p.account, key: k.account },
    { policy: p.address, key: k.address },
  ]);
}

/**
 * The attempt was not a wrong guess (the right password, or an account that is inactive or unverified): the
 * pair's count is forgotten on success, and the account's and address's points are given back either way.
 */
export async function signInWasNotAGuess(
  email: string,
  address: string,
  options: { succeeded: boolean },
): Promise<void> {
  const k = keys(email, address);
  const p = SIGN_IN_POLICIES;
  if (options.succeeded) {
    await Promise.all([forget(p.pairMinute, k.pair), forget(p.pairQuarter, k.pair), forget(p.pairHour, k.pair)]);
  } else {
    await Promise.all([
      givePointBack(p.pairMinute, k.pair),
      givePointBack(p.pairQuarter, k.pair),
      givePointBack(p.pairHour, k.pair),
    ]);
  }
  await Promise.all([givePointBack(p.account, k.account), givePointBack(p.address, k.address)]);
}
