import { randomBytes } from "node:crypto";
import { createSessionStorage, type Session as RemixSession } from "@remix-run/node";
import { QueryTypes, type Transaction } from "sequelize";
import { type SessionData, slidingExpiry, touchSession, type QueryRunner } from "../../contract/session-lookup.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { db } from "./db.server.ts";
import { config } from "./config.server.ts";
import { createSessionCookie } from "./session-cookie.server.ts";

/** The contract's queries run on the app's connection pool. */
const runQuery: QueryRunner = (text, params) =>
  db().query<Record<string, unknown>>(text, { bind: params, type: QueryTypes.SELECT });

/**
 * The cookie holds only the signed session id (contract/session-cookie.ts, which the sidecar verifies with);
 * the data lives in the `sessions` table, read with the sidecar's lookup (contract/session-lookup.ts). A
 * user's session carries their id; a guest's (when the practice allows guests) carries `guest` and no user.
 */
function createStorage() {
  // Rotation: new secret first, old ones after it keep existing cookies valid.
  const cookie = createSessionCookie(config().SESSION_SECRET.split(","));
  return createSessionStorage<SessionData>({
    cookie,
    async createData(data) {
      const sid = randomBytes(32).toString("base64url");
      await writeSession(sid, data);
      // Expired rows are never read again (readData checks expire); housekeeping deletes them hourly.
      return sid;
    },
    async readData(sid) {
      // Sliding expiry: every use pushes the expiry out by the inactivity time-out (the sidecar's lookup too).
      const { sessionTimeoutMinutes, sessionLifetimeHours } = await getSettings();
      const limits = { timeoutMinutes: sessionTimeoutMinutes, lifetimeHours: sessionLifetimeHours };
      return (await touchSession(runQuery, sid, limits))?.data ?? null;
    },
    async updateData(sid, data) {
      await writeSession(sid, data);
    },
    async deleteData(sid) {
      await db().query("DELETE FROM sessions WHERE sid = $1", { bind: [sid] });
    },
  });
}

async function writeSession(sid: string, data: Partial<SessionData>): Promise<void> {
  const minutes = (await getSettings()).sessionTimeoutMinutes;
  await db().query(
    `INSERT INTO sessions (sid, sess, expire, user_id) VALUES ($1, $2, ${slidingExpiry(3)}, $4)
     ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire, user_id = EXCLUDED.user_id`,
    { bind: [sid, JSON.stringify(data), minutes, data.userId ?? null] },
  );
}

let storage: ReturnType<typeof createStorage> | undefined;
export function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

export function getSession(request: Request): Promise<RemixSession<SessionData>> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** Marks the cookie `Secure` whenever the page was served over https (directly or behind a proxy). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("X-Forwarded-Proto") === "https";
}

export function commitSession(request: Request, session: RemixSession<SessionData>): Promise<string> {
  return sessionStorage().commitSession(session, { secure: isSecureRequest(request) });
}

export function destroySession(request: Request, session: RemixSession<SessionData>): Promise<string> {
  return sessionStorage().destroySession(session, { secure: isSecureRequest(request) });
}

/** A brand-new session (never a reused id, so a planted cookie cannot be upgraded by signing in). */
export function newSession(): Promise<RemixSession<SessionData>> {
  return sessionStorage().getSession();
}

/** Ends every session of a user, optionally keeping one (the one making the change). */
export async function endUserSessions(
  userId: number,
  options: { except?: string; transaction?: Transaction } = {},
): Promise<void> {
  await db().query("DELETE FROM sessions WHERE user_id = $1 AND sid <> $2", {
    bind: [userId, options.except ?? ""],
    transaction: options.transaction,
  });
}

/** The id of the session this request carries (to keep it when ending a user's other sessions). */
export async function currentSessionId(request: Request): Promise<string | undefined> {
  const session = await getSession(request);
  return session.id || undefined;
}

/** Deletes this request's session row without touching the cookie (a new session's cookie replaces it). */
export async function discardSession(request: Request): Promise<void> {
  const sid = await currentSessionId(request);
  if (sid) await db().query("DELETE FROM sessions WHERE sid = $1", { bind: [sid] });
}
