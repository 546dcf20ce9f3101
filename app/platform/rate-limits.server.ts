import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { db } from "./db.server.ts";

/**
 * Rate limits kept in PostgreSQL (the `rate_limits` table), so every replica counts together. One limiter per
 * policy; each request takes its point with one atomic `consume` (an upsert that increments and returns the
 * count in one statement), so two requests at once cannot both slip under a limit.
 */
export function postgresLimiter(options: {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration?: number;
}): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: db(),
    storeType: "sequelize",
    tableName: "rate_limits",
    tableCreated: true,
    ...options,
  });
}

/** Takes one point for this key: null when the request may go ahead, otherwise the seconds to wait. */
export async function takePoint(limiter: RateLimiterPostgres, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  }
}
