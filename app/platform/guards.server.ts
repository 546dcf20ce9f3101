import { redirect } from "@remix-run/node";
import type { InferAttributes } from "sequelize";
import type { User } from "./db.server.ts";
import { toPublicUser, type PublicUser } from "./users.server.ts";
import { getSettings } from "./settings.server.ts";
import { SESSION_EXPIRED_MESSAGE } from "../../contract/session-expired.ts";
import { assertSameOrigin } from "./request-body.server.ts";
import { failureResponse } from "./http.server.ts";
import {
  commitSession,
  destroySession,
  endUserSessions,
  getSession,
  newSession,
  readRequestSession,
} from "./session.server.ts";

/**
 * Starts a new session for the user and returns the Set-Cookie header value. A Google sign-in says so: the session
 * records when (a recent one confirms who is there, for an account without a password).
 */
export async function startUserSession(
  request: Request,
  userId: number,
  options: { viaGoogle?: boolean } = {},
): Promise<string> {
  const session = await newSession();
  session.set("userId", userId);
  if (options.viaGoogle) session.set("googleSignInAt", Date.now());
  return commitSession(request, session);
}

/** Starts a guest session (no user: nothing the guest does is stored) and returns the Set-Cookie header. */
export async function startGuestSession(request: Request): Promise<string> {
  const session = await newSession();
  session.set("guest", true);
  return commitSession(request, session);
}

/**
 * Who the request's session says is here: the signed-in, active user (or null); whether it is a live guest
 * session; and whether the request carried a user's session that is no longer valid (expired, ended elsewhere,
 * or its user deactivated): that visitor is told to sign in *again*. One query per page view, whichever loaders
 * ask (platform/session.server.ts).
 */
async function readSignIn(request: Request): Promise<{ user: PublicUser | null; guest: boolean; expired: boolean }> {
  const { sid, live } = await readRequestSession(request);
  // No cookie (or one we did not sign): a visitor. A signed cookie whose session is gone: a sign-in that ran out.
  if (sid === null) return { user: null, guest: false, expired: false };
  if (live === null) return { user: null, guest: false, expired: true };
  const guest = live.data.guest === true;
  if (typeof live.data.userId !== "number") return { user: null, guest, expired: !guest };
  if (live.owner?.kind !== "user" || live.user === null) return { user: null, guest: false, expired: true };
  if (!live.owner.isActive) {
    await endUserSessions(live.owner.userId);
    return { user: null, guest: false, expired: true };
  }
  // The lookup selected every column of the user's row (userColumns), named as the model names them.
  return { user: toPublicUser(live.user as InferAttributes<User>), guest: false, expired: false };
}

/** The signed-in, active user, or null. An inactive user's sessions are ended on sight. */
export async function getUser(request: Request): Promise<PublicUser | null> {
  return (await readSignIn(request)).user;
}

/** Who is at the dictation screen: a signed-in user, or a guest (only while the practice allows guests). */
export type Visitor = { kind: "user"; user: PublicUser } | { kind: "guest" };

async function visitorOf(request: Request): Promise<{ visitor: Visitor | null; expired: boolean }> {
  const { user, guest, expired } = await readSignIn(request);
  if (user) return { visitor: { kind: "user", user }, expired };
  // Read at every request (settings are kept 5 s): turning guest access off ends every guest's access.
  if (guest && (await getSettings()).enableGuestAccess) return { visitor: { kind: "guest" }, expired };
  return { visitor: null, expired };
}

function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

/** Nobody we may serve: a redirect to /auth (a 401 JSON error for the API), saying so if their session ran out. */
function unauthenticated(request: Request, expired: boolean): Response {
  if (isApiRequest(request)) {
    return failureResponse({
      code: "unauthenticated",
      message: expired ? SESSION_EXPIRED_MESSAGE : "Authentication required",
    });
  }
  const { pathname, search } = new URL(request.url);
  const params = new URLSearchParams();
  if (pathname !== "/") params.set("redirectTo", pathname + search);
  if (expired) params.set("expired", "1");
  return redirect(params.size ? `/auth?${params}` : "/auth");
}

/** Where a user whose password an administrator set must go first (decision 056), and what the API says. */
const CHANGE_PASSWORD_PATH = "/change-password";
const PASSWORD_CHANGE_REQUIRED = "Please choose your own password before you continue.";

/**
 * A user whose password an administrator set may do nothing but choose their own (and sign out): every guard but
 * the password change's sends them to /change-password (403 with the reason for the API).
 */
function passwordChangeRequired(request: Request): Response {
  if (isApiRequest(request)) return failureResponse({ code: "forbidden", message: PASSWORD_CHANGE_REQUIRED });
  return redirect(CHANGE_PASSWORD_PATH);
}

/** The one exception to the forced password change: the places that change the password (and say who is here). */
type GuardOptions = { passwordChange?: "allowed" };

function checked(request: Request, user: PublicUser, options: GuardOptions): PublicUser {
  if (user.mustChangePassword && options.passwordChange !== "allowed") throw passwordChangeRequired(request);
  return user;
}

/**
 * Protected routes: the user, or a redirect to /auth (a 401 JSON error for the API); guests are sent too. A
 * session that ran out says so (`?expired=1` on the page, the message in the API's error), so the clinician
 * knows to sign in again.
 */
export async function requireUser(request: Request, options: GuardOptions = {}): Promise<PublicUser> {
  assertSameOrigin(request);
  const { user, expired } = await readSignIn(request);
  if (user) return checked(request, user, options);
  throw unauthenticated(request, expired);
}

/**
 * The dictation screen and what it calls (config, documents): the user, or a guest while the practice allows
 * guests (decision 017); anyone else as requireUser.
 */
export async function requireUserOrGuest(request: Request): Promise<Visitor> {
  assertSameOrigin(request);
  const { visitor, expired } = await visitorOf(request);
  if (visitor?.kind === "user") checked(request, visitor.user, {});
  if (visitor) return visitor;
  throw unauthenticated(request, expired);
}

/** Admin-only routes: non-admins (and anonymous visitors) go to / (403 JSON for the API). */
export async function requireAdmin(request: Request): Promise<PublicUser> {
  assertSameOrigin(request);
  const user = await getUser(request);
  if (user?.role === "admin") return checked(request, user, {});
  if (isApiRequest(request)) {
    throw failureResponse(
      user
        ? { code: "forbidden", message: "Administrator access required" }
        : { code: "unauthenticated", message: "Authentication required" },
    );
  }
  throw redirect("/");
}

/** Pages for signed-out visitors (sign-in): a signed-in user is sent to /. */
export async function requireAnonymous(request: Request): Promise<void> {
  assertSameOrigin(request);
  if (await getUser(request)) throw redirect("/");
}

/** Ends this session and returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  return destroySession(request, await getSession(request));
}
