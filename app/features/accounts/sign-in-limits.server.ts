import { RateLimiterRes, type RateLimiterPostgres } from "rate-limiter-flexible";
import { postgresLimiter } from "~/platform/rate-limits.server.ts";

/**
 * Failed sign-ins are limited three ways, stored in PostgreSQL so every replica sees the same counts:
 *  - one address guessing one account: 5 failures in 15 minutes blocks that pair for 15 minutes;
 *  - one address, any accounts (credential stuffing): 50 failures an hour;
 *  - one account, any addresses (a distributed guess): 20 failures an hour.
 * A success clears the pair's count. Other people, and the same person from another address, are unaffected
 * by one pair's block; only a distributed attack on one account can block that account, and only for an hour.
 */
type Limiters = { pair: RateLimiterPostgres; address: RateLimiterPostgres; account: RateLimiterPostgres };
let limiters: Limiters | undefined;

function getLimiters(): Limiters {
  if (limiters) return limiters;
  limiters = {
    pair: postgresLimiter({ keyPrefix: "signin_pair", points: 5, duration: 15 * 60, blockDuration: 15 * 60 }),
    address: postgresLimiter({ keyPrefix: "signin_address", points: 50, duration: 60 * 60 }),
    account: postgresLimiter({ keyPrefix: "signin_account", points: 20, duration: 60 * 60 }),
  };
  return limiters;
}

const keys = (email: string, address: string) => ({
  pair: `${email.trim().toLowerCase()}|${address}`,
  address,
  account: email.trim().toLowerCase(),
});

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`;
}

/** Null when this attempt may go ahead; otherwise how long to wait. */
export async function signInBlockedFor(email: string, address: string): Promise<number | null> {
  const { pair, address: byAddress, account } = getLimiters();
  const k = keys(email, address);
  const [a, b, c] = await Promise.all([pair.get(k.pair), byAddress.get(k.address), account.get(k.account)]);
  const waits = [
    a && a.remainingPoints <= 0 ? a.msBeforeNext : 0,
    b && b.remainingPoints <= 0 ? b.msBeforeNext : 0,
    c && c.remainingPoints <= 0 ? c.msBeforeNext : 0,
  ];
  const wait = Math.max(...waits);
  return wait > 0 ? Math.ceil(wait / 1000) : null;
}

export async function recordFailedSignIn(email: string, address: string): Promise<void> {
  const { pair, address: byAddress, account } = getLimiters();
  const k = keys(email, address);
  await Promise.all(
    [pair.consume(k.pair), byAddress.consume(k.address), account.consume(k.account)].map((attempt) =>
      attempt.catch((error: unknown) => {
        if (!(error instanceof RateLimiterRes)) throw error; // a limit reached is expected; anything else is not
      }),
    ),
  );
}

export async function recordSuccessfulSignIn(email: string, address: string): Promise<void> {
  await getLimiters().pair.delete(keys(email, address).pair);
}
