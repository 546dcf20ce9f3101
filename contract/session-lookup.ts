/**
 * The session lookup, defined once: the app reads a session this way for every request
 * (app/platform/session.server.ts), the sidecar for every recording it accepts (stream-sidecar/db.ts). A
 * session is live while its `expire` is in the future and it is younger than the practice's session lifetime
 * (sessionLifetimeHours: an absolute limit, however active it is); each use slides its expiry to now plus the
 * practice's inactivity time-out (sessionTimeoutMinutes), so a recording counts as activity.
 */

/**
 * Runs one statement with positional parameters ($1, $2…) and gives its rows: pg's `pool.query(...).rows`
 * in the sidecar, Sequelize's `query(text, { bind, type: SELECT })` in the app.
 */
export type QueryRunner = (
  text: string,
  params: unknown[],
) => Promise<ReadonlyArray<Record<string, unknown>>>;

/** What the app keeps in a session's `sess` column: a user's id, or `guest` for a guest session. */
export type SessionData = { userId?: number; guest?: boolean };

/** Who a live session belongs to: a user, or a guest (a session the app started with no user). */
export type SessionOwner = { kind: "user"; userId: number; isActive: boolean } | { kind: "guest" };

/** A live session: its data, and its owner (null for a session that is neither a user's nor a guest's). */
export type LiveSession = { data: SessionData; owner: SessionOwner | null };

/** SQL for a session's new expiry: now plus the time-out in minutes given as parameter `$n`. */
export function slidingExpiry(minutesParameter: number): string {
  return `now() + make_interval(mins => $${minutesParameter})`;
}

/**
 * Reads a live session ($1: its id) and slides its expiry ($2: the time-out in minutes), in one statement; a
 * session older than its lifetime ($3: hours) is not live.
 */
export const TOUCH_SESSION_SQL = `UPDATE sessions s SET expire = ${slidingExpiry(2)}
  WHERE s.sid = $1 AND s.expire > now() AND s.created_at > now() - make_interval(hours => $3)
  RETURNING s.sess, s.user_id, (SELECT u.is_active FROM users u WHERE u.id = s.user_id) AS is_active`;

/**
 * The live session with this id, its expiry slid by `timeoutMinutes`; null when there is no such session, it
 * has expired, or it is older than `lifetimeHours`.
 */
export async function touchSession(
  run: QueryRunner,
  sid: string,
  limits: { timeoutMinutes: number; lifetimeHours: number },
): Promise<LiveSession | null> {
  const [row] = await run(TOUCH_SESSION_SQL, [sid, limits.timeoutMinutes, limits.lifetimeHours]);
  if (!row) return null;
  // The app wrote it (as JSON, in the same statement as user_id): its shape is SessionData.
  const data = (isRecord(row.sess) ? row.sess : {}) as SessionData;
  const userId = row.user_id;
  if (typeof userId === "number") {
    return { data, owner: { kind: "user", userId, isActive: row.is_active === true } };
  }
  return { data, owner: data.guest === true ? { kind: "guest" } : null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
