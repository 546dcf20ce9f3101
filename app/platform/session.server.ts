import { randomBytes } from "node:crypto";
import { createSessionStorage, type Session as RemixSession } from "@remix-run/node";
import { QueryTypes, type Transaction } from "sequelize";
import {
  liveSession,
  type LiveSession,
  type QueryRunner,
  type SessionData,
  slidingExpiry,
  touchSession,
} from "../../contract/session-lookup.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { db } from "./db.server.ts";
import { parseSessionSecrets } from "../../contract/session-cookie.ts";
import { config } from "./config.server.ts";
import { createSessionCookie } from "./session-cookie.server.ts";
import { endResetLinks, userColumns } from "./users.server.ts";

/** The contract's queries run on the app's connection pool. */
const runQuery: QueryRunner = (text, params) =>
  db().query<Record<string, unknown>>(text, { bind: params, type: QueryTypes.SELECT });

/**
 * The cookie holds only the signed session id (contract/session-cookie.ts, which the sidecar verifies with);
 * the data lives in the `sessions` table, read with the sidecar's lookup (contract/session-lookup.ts). A
 * user's session carries their id; a guest's (when the practice allows guests) carries `guest` and no user.
 */
function createStorage() {
  return createSessionStorage<SessionData>({
    cookie: sessionCookie(),
    async createData(data) {
      const sid = randomBytes(32).toString("base64url");
      await writeSession(sid, data);
      // Expired rows are never read again (readData checks expire); housekeeping deletes them hourly.
      return sid;
    },
    async readData(sid) {
      // Sliding expiry: a use pushes the expiry out by the inactivity time-out (the sidecar's lookup too).
      return (await touchSession(runQuery, sid, await sessionLimits()))?.data ?? null;
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

async function sessionLimits(): Promise<{ timeoutMinutes: number; lifetimeHours: number }> {
  const { sessionTimeoutMinutes, sessionLifetimeHours } = await getSettings();
  return { timeoutMinutes: sessionTimeoutMinutes, lifetimeHours: sessionLifetimeHours };
}

let signedCookie: ReturnType<typeof createSessionCookie> | undefined;
function sessionCookie() {
  // Rotation: new secret first, old ones after it keep existing cookies valid.
  signedCookie ??= createSessionCookie(parseSessionSecrets(config().SESSION_SECRET));
  return signedCookie;
}

/** The session a request carries, as the guards read it. */
export type RequestSession = {
  /** The id its cookie carries (the signature checked), or null: no cookie, or one we did not sign. */
  sid: string | null;
  /** The live session with its user's row; null when there is none (expired, ended, past its lifetime). */
  live: LiveSession | null;
};

/**
 * One lookup per page view, shared by the loaders. Remix runs the root loader and the page's loader side by side,
 * each with its own copy of the request, but with the fetch classes remix-serve installs every copy carries the
 * abort signal of the one HTTP request, so the signal names the request (app/routes/_index.test.ts checks this
 * through Remix's own handler; without it each loader would simply look up again). Only for GET and HEAD: when a
 * form is posted, the action may change the session or the user (sign out, a new name) before the loaders run,
 * and they must read what it left.
 */
const lookups = new WeakMap<AbortSignal, { cookie: string | null; read: Promise<RequestSession> }>();

/**
 * The live session this request carries and its user's row, in one query (the contract's lookup, which slides the
 * expiry at most once a minute), read once per page view however many loaders ask.
 */
export function readRequestSession(request: Request): Promise<RequestSession> {
  const header = request.headers.get("Cookie");
  const shared = request.method === "GET" || request.method === "HEAD";
  const known = shared ? lookups.get(request.signal) : undefined;
  if (known && known.cookie === header) return known.read;
  const read = lookUpSession(header);
  if (shared) lookups.set(request.signal, { cookie: header, read });
  return read;
}

async function lookUpSession(header: string | null): Promise<RequestSession> {
  const sid: unknown = await sessionCookie().parse(header);
  if (typeof sid !== "string" || sid === "") return { sid: null, live: null };
  const live = await touchSession(runQuery, sid, await sessionLimits(), { userColumns: userColumns() });
  return { sid, live };
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
function isSecureRequest(request: Request): boolean {
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

/**
 * Signs a user out everywhere: ends every session of theirs, optionally keeping one (the one making the change), and
 * every reset link still waiting in their mailbox (issue 21: a link dies with what it was sent for). Used for a
 * password change or reset, deactivation, and a deleted account.
 */
export async function endUserSessions(
  userId: number,
  options: { except?: string; transaction?: Transaction } = {},
): Promise<void> {
  await db().query("DELETE FROM sessions WHERE user_id = $1 AND sid <> $2", {
    bind: [userId, options.except ?? ""],
    transaction: options.transaction,
  });
  await endResetLinks(userId, { transaction: options.transaction });
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

/**
 * Whether the session this request carries is a signed-in, active user's and still live — without using it: its
 * inactivity time-out is not extended (an open page asking every half-minute must not keep itself signed in).
 * "none" when the request carries no session of ours at all.
 */
export async function sessionState(request: Request): Promise<"live" | "ended" | "none"> {
  const sid: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  if (typeof sid !== "string" || sid === "") return "none";
  const [row] = await db().query<{ active: boolean }>(
    `SELECT u.is_active AS active FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.sid = $1 AND ${liveSession("s", 2)}`,
    { bind: [sid, (await sessionLimits()).lifetimeHours], type: QueryTypes.SELECT },
  );
  return row?.active ? "live" : "ended";
}
