/**
 * The session lookup, defined once: the app reads a session this way for every request
 * (app/platform/session.server.ts), the sidecar for every recording it accepts (stream-sidecar/db.ts). A
 * session is live while its `expire` is in the future and it is younger than the practice's session lifetime
 * (sessionLifetimeHours: an absolute limit, however active it is). A use slides its expiry to now plus the
 * practice's inactivity time-out (sessionTimeoutMinutes) — but only when the expiry has fallen more than a minute
 * behind that, so a session in use is written at most once a minute, never on every page view (decision 030): the
 * time-out holds to within a minute, never longer. The same statement can bring the user's row along (the app
 * reads it for every page), so a request costs one query.
 */

/**
 * Runs one statement with positional parameters ($1, $2…) and gives its rows: pg's `pool.query(...).rows`
 * in the sidecar, Sequelize's `query(text, { bind, type: SELECT })` in the app.
 */
export type QueryRunner = (
  text: string,
  params: unknown[],
) => Promise<ReadonlyArray<Record<string, unknown>>>;

/**
 * What the app keeps in a session's `sess` column: a user's id, or `guest` for a guest session; for a session a
 * Google sign-in started, when that was (milliseconds since the epoch: a recent one stands for the password).
 */
export type SessionData = { userId?: number; guest?: boolean; googleSignInAt?: number };

/** Who a live session belongs to: a user, or a guest (a session the app started with no user). */
export type SessionOwner = { kind: "user"; userId: number; isActive: boolean } | { kind: "guest" };

/**
 * A live session: its data, its owner (null for a session that is neither a user's nor a guest's), and the
 * columns of its user's row that were asked for (null when none were, or the session has no user).
 */
export type LiveSession = {
  data: SessionData;
  owner: SessionOwner | null;
  user: Record<string, unknown> | null;
};

/** Columns of `users` to read with the session: the name each gets in the result → the column. */
export type UserColumns = Readonly<Record<string, string>>;

/** SQL for a session's new expiry: now plus the time-out in minutes given as parameter `$n`. */
export function slidingExpiry(minutesParameter: number): string {
  return `now() + make_interval(mins => $${minutesParameter})`;
}

/** How far an expiry may fall behind now plus the time-out before a use slides it: a write at most this often. */
const SLIDE_AFTER = "1 minute";

/**
 * SQL that is true when a use must slide the expiry `column` (the time-out in minutes as parameter `$n`): it has
 * fallen more than SLIDE_AFTER behind now plus the time-out, or lies beyond it (the time-out was shortened).
 */
function slideDue(column: string, minutesParameter: number): string {
  const full = slidingExpiry(minutesParameter);
  return `(${column} < ${full} - interval '${SLIDE_AFTER}' OR ${column} > ${full})`;
}

/**
 * SQL that is true for a live session row `alias`: its expiry is in the future and it is younger than the
 * lifetime in hours given as parameter `$n`. The app's lookup and the sidecar's lease heartbeat both use it.
 */
export function liveSession(alias: string, lifetimeHoursParameter: number): string {
  return `${alias}.expire > now() AND ${alias}.created_at > now() - make_interval(hours => $${lifetimeHoursParameter})`;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The lookup as one statement: reads a live session ($1: its id; $3: the lifetime in hours) with its user's
 * `is_active` and any other `userColumns`, and slides its expiry ($2: the time-out in minutes) when that is due.
 * A view that finds nothing due writes nothing.
 */
export function touchSessionSql(userColumns: UserColumns = {}): string {
  const extra = Object.entries(userColumns).map(([name, column]) => {
    if (!IDENTIFIER.test(name) || !IDENTIFIER.test(column)) {
      throw new Error(`Not a column: ${name} → ${column}`);
    }
    return `, u.${column} AS "${name}"`;
  });
  return `WITH live AS (
    SELECT s.sid, s.sess, s.user_id, s.expire FROM sessions s
     WHERE s.sid = $1 AND ${liveSession("s", 3)}
  ), slid AS (
    UPDATE sessions s SET expire = ${slidingExpiry(2)} FROM live
     WHERE s.sid = live.sid AND ${slideDue("live.expire", 2)}
  )
  SELECT live.sess, live.user_id, u.is_active${extra.join("")}
    FROM live LEFT JOIN users u ON u.id = live.user_id`;
}

/** The lookup the sidecar runs: the session and its user's `is_active`. */
export const TOUCH_SESSION_SQL: string = touchSessionSql();

/** Each caller's column list is built into its statement once. */
const statements = new WeakMap<UserColumns, string>();
function sqlWithUserColumns(userColumns: UserColumns): string {
  const known = statements.get(userColumns);
  if (known !== undefined) return known;
  const text = touchSessionSql(userColumns);
  statements.set(userColumns, text);
  return text;
}

/**
 * The live session with this id, its expiry slid by `timeoutMinutes` when that is due; null when there is no such
 * session, it has expired, or it is older than `lifetimeHours`. With `userColumns`, its user's row comes along.
 */
export async function touchSession(
  run: QueryRunner,
  sid: string,
  limits: { timeoutMinutes: number; lifetimeHours: number },
  options: { userColumns?: UserColumns } = {},
): Promise<LiveSession | null> {
  const text = options.userColumns ? sqlWithUserColumns(options.userColumns) : TOUCH_SESSION_SQL;
  const [row] = await run(text, [sid, limits.timeoutMinutes, limits.lifetimeHours]);
  if (!row) return null;
  // The app wrote it (as JSON, in the same statement as user_id): its shape is SessionData.
  const data = (isRecord(row.sess) ? row.sess : {}) as SessionData;
  const userId = row.user_id;
  if (typeof userId === "number") {
    // A user deleted at this moment: the row is gone, the session with it (is_active is null, so not active).
    const user = options.userColumns && row.is_active !== null
      ? Object.fromEntries(Object.keys(options.userColumns).map((name) => [name, row[name]]))
      : null;
    return { data, owner: { kind: "user", userId, isActive: row.is_active === true }, user };
  }
  return { data, owner: data.guest === true ? { kind: "guest" } : null, user: null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
