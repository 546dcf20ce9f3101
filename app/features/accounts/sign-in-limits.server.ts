import { forget, givePointBack, pointsUsed, takePoints, type Policy } from "~/platform/rate-limits.server.ts";

/**
 * Sign-in attempts are limited before the password is checked: each attempt takes its points first (atomically, in
 * PostgreSQL, so 30 guesses sent at once cannot all be checked), and an attempt that was not a wrong guess gives
 * them back. The limits are keyed so that one clinician's typos never lock out the rest of a practice behind one
 * NAT address, and so that people guessing from elsewhere cannot lock the account's owner out (decision 033):
 *  - one address guessing one account: 5 a minute, 10 in 15 minutes, 20 an hour — a back-off, not a cliff;
 *  - one address, any accounts (credential stuffing): 100 an hour — far above a surgery's honest mistakes;
 *  - one account from any addresses (a distributed guess): 30 failures an hour are checked as usual. Beyond
 *    that the account is not locked: an address that has failed on it 3 times or more this hour is refused
 *    until the hour is up, and any other address is slowed — one attempt every 30 seconds for the whole
 *    account — so the right password from the owner's own address still signs in, at worst after a short
 *    wait, while guessing stays bounded (30 + 120 guesses an hour, the 120 each from a fresh address).
 */
export const SIGN_IN_POLICIES = {
  pairMinute: { name: "signin_pair_minute", points: 5, seconds: 60 },
  pairQuarter: { name: "signin_pair_quarter", points: 10, seconds: 15 * 60 },
  pairHour: { name: "signin_pair_hour", points: 20, seconds: 60 * 60 },
  address: { name: "signin_address", points: 100, seconds: 60 * 60, byAddress: true },
  account: { name: "signin_account", points: 30, seconds: 60 * 60 },
  accountSlowed: { name: "signin_account_slowed", points: 1, seconds: 30 },
} as const satisfies Record<string, Policy>;

/** While an account is over its failures, an address that has failed on it this often is one of those guessing. */
export const GUESSING_ADDRESS_FAILURES = 3;

const keys = (email: string, address: string) => {
  const account = email.trim().toLowerCase();
  return { pair: `${account}|${address}`, account, address };
};

function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`;
}

function slowedMessage(retryAfterSeconds: number): string {
  return `There have been many failed sign-in attempts on this account, so its sign-ins are slowed. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"} and try again.`;
}

/** Whether the attempt may be checked, and which points it took (given back if it turns out not to be a guess). */
export type SignInAttempt =
  { ok: true; tookAccountPoint: boolean } | { ok: false; retryAfterSeconds: number; message: string };

/** Takes an attempt before the password is checked. */
export async function takeSignInAttempt(email: string, address: string): Promise<SignInAttempt> {
  const k = keys(email, address);
  const p = SIGN_IN_POLICIES;
  const own = [
    { policy: p.pairMinute, key: k.pair },
    { policy: p.pairQuarter, key: k.pair },
    { policy: p.pairHour, key: k.pair },
    { policy: p.address, key: k.address },
  ];
  const ownWait = await takePoints(own);
  if (ownWait !== null) return { ok: false, retryAfterSeconds: ownWait, message: tooManyAttemptsMessage(ownWait) };
  const accountWait = await takePoints([{ policy: p.account, key: k.account }]);
  if (accountWait === null) return { ok: true, tookAccountPoint: true };
  // The account is over its failures: guessing addresses wait for the hour, everyone else is slowed.
  const giveBack = () => Promise.all(own.map(({ policy, key }) => givePointBack(policy, key)));
  const ownFailures = (await pointsUsed(p.pairHour, k.pair)) - 1;
  if (ownFailures >= GUESSING_ADDRESS_FAILURES) {
    await giveBack();
    return { ok: false, retryAfterSeconds: accountWait, message: tooManyAttemptsMessage(accountWait) };
  }
  const slowedWait = await takePoints([{ policy: p.accountSlowed, key: k.account }]);
  if (slowedWait === null) return { ok: true, tookAccountPoint: false };
  await giveBack();
  return { ok: false, retryAfterSeconds: slowedWait, message: slowedMessage(slowedWait) };
}

/**
 * The attempt was not a wrong guess (the right password, or an account that is inactive or unverified): the
 * pair's count is forgotten on success, and the points the attempt took are given back either way.
 */
export async function signInWasNotAGuess(
  email: string,
  address: string,
  options: { succeeded: boolean; tookAccountPoint: boolean },
): Promise<void> {
  const k = keys(email, address);
  const p = SIGN_IN_POLICIES;
  const pairWindows = [p.pairMinute, p.pairQuarter, p.pairHour];
  await Promise.all([
    ...pairWindows.map((policy) => (options.succeeded ? forget(policy, k.pair) : givePointBack(policy, k.pair))),
    givePointBack(p.address, k.address),
    ...(options.tookAccountPoint ? [givePointBack(p.account, k.account)] : []),
  ]);
}
