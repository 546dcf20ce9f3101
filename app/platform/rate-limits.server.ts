import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Sequelize } from "sequelize";
import { db } from "./db.server.ts";
import { singleton } from "./singleton.server.ts";

/**
 * Rate limits, kept in PostgreSQL (the `rate_limits` table) so every replica counts together. A policy is a number
 * of points in a window; a request takes its point with one atomic `consume` (an upsert that increments and returns
 * the count in one statement), so requests arriving together cannot all slip under a limit — the point is taken
 * *before* the work it guards (a password check, a paid model call). Several policies on one request (a short and
 * a long window; per account and per address) give a back-off rather than a cliff.
 */
export type Policy = {
  name: string;
  points: number;
  seconds: number;
  /**
   * Keyed by a client's address: the machine's own address (127.0.0.1, ::1) is not limited. A request from it
   * comes from the machine Notewell runs on (npm start in a surgery, a health check) or from a reverse proxy on
   * the same host that has not been named in TRUSTED_PROXIES — where every client would share one address and one
   * limit would lock the whole practice out (docs/security.md says to name the proxy). Per-account limits still
   * apply to those requests. Other loopback addresses (127.0.0.2 …) are clients like any other.
   */
  byAddress?: boolean;
};

const THIS_MACHINE = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The one limiter of a policy in this process, made the first time the policy is used and kept as the platform's
 * singletons are (a development rebuild re-evaluates this module; the limiters live on). It keeps no timer:
 * rate-limiter-flexible's own expired-row sweep (a DELETE every 5 minutes, one per limiter) is turned off, because
 * the hourly housekeeping already deletes lapsed counters (housekeeping.server.ts). A limiter holds no connection of
 * its own, only the app's pool, which it asks for on each call.
 */
function limiter(policy: Policy): RateLimiterPostgres {
  const limiters = singleton(
    "rate-limiters",
    () => new Map<string, { pool: Sequelize; limiter: RateLimiterPostgres }>(),
  );
  const pool = db();
  let made = limiters.get(policy.name);
  // Made again only if the pool was replaced (tests close it between files).
  if (made?.pool !== pool) {
    made = {
      pool,
      limiter: new RateLimiterPostgres({
        storeClient: pool,
        storeType: "sequelize",
        tableName: "rate_limits",
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: policy.name,
        points: policy.points,
        duration: policy.seconds,
      }),
    };
    limiters.set(policy.name, made);
  }
  return made.limiter;
}

/**
 * Takes one point from each policy for its key, in the order given (the tightest limit first). Null when the
 * request may go ahead; otherwise the seconds until it may, and the points already taken are given back (the
 * request did not happen). One policy at a time, stopping at the first refusal: taken all at once, a burst's
 * refused requests held points in the looser windows until they gave them back, so a request within every limit
 * could find a looser window momentarily full and be refused too (30 guesses at once checked 4, not 5, on a busy
 * machine).
 */
export async function takePoints(takes: { policy: Policy; key: string }[]): Promise<number | null> {
  const counted = takes.filter(({ policy, key }) => !(policy.byAddress && THIS_MACHINE.has(key)));
  const taken: typeof counted = [];
  for (const take of counted) {
    try {
      await limiter(take.policy).consume(take.key);
      taken.push(take);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      await Promise.all(taken.map(({ policy, key }) => limiter(policy).reward(key, 1)));
      // The longest wait: a policy further down the list that is full too is not tried, only read.
      const rest = counted.slice(taken.length + 1);
      const waits = await Promise.all(
        rest.map(async ({ policy, key }) => {
          const used = await limiter(policy).get(key);
          return used && used.consumedPoints >= policy.points ? used.msBeforeNext : 0;
        }),
      );
      return Math.max(1, Math.ceil(Math.max(error.msBeforeNext, ...waits) / 1000));
    }
  }
  return null;
}

/** Gives a point back (the request turned out not to count, e.g. a successful sign-in). */
export async function givePointBack(policy: Policy, key: string): Promise<void> {
  await limiter(policy).reward(key, 1);
}

/** How many points a key has used in its policy's current window (0 when none). */
export async function pointsUsed(policy: Policy, key: string): Promise<number> {
  return (await limiter(policy).get(key))?.consumedPoints ?? 0;
}

/** Forgets a key's count (e.g. a pair's failed sign-ins, once the right password is given). */
export async function forget(policy: Policy, key: string): Promise<void> {
  await limiter(policy).delete(key);
}

/** "Please wait 2 minutes and try again." */
export function waitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
