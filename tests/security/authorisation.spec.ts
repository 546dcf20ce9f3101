import { expect, test } from "./fixtures.ts";
import { changedTables, fingerprint } from "./state.ts";
import {
  createAccount,
  deleteAccounts,
  errorOf,
  firstAdmin,
  send,
  sendForm,
  sendJson,
  signIn,
  summary,
  type Account,
  type Answer,
} from "./http.ts";
import { unreadableRefusal } from "./judge.ts";
import {
  addressFor,
  discoverRoutes,
  fill,
  isAdminRoute,
  routeSource,
  SESSION_ENDING,
  type RouteFile,
} from "./routes.ts";

/**
 * The authorisation matrix: every route in app/routes (read at test time) × anonymous, a user, an inactive user
 * (deactivated by an administrator after signing in), another user, and an administrator — for its loader and
 * for each of its action's methods. Refused requests must change nothing in the database.
 */

type Access =
  /** Open to everyone: every visitor gets the same answer. */
  | "public"
  /** Sign-in and sign-up: a signed-in visitor is sent to / (pages) or told they are signed in (API). */
  | "signed-out"
  /** Signed-in users: anyone else is sent to /auth (pages) or gets 401 (API). */
  | "signed-in"
  /** One user's consultation: anyone else signed in gets 404, as if it did not exist. */
  | "owner"
  /** Administrators: anyone else is sent to / (pages) or gets 401/403 (API). */
  | "admin";

/**
 * Who may use each route. Admin routes are known by name (`admin`, `admin.*`, `api.admin.*`) and must not be
 * listed; every other route file must be, or its test fails with the exact line to add here (its kind suggested
 * from the guards it calls). Kept by hand, not derived: who *should* be allowed is the thing under test, so it
 * cannot be read from the code that decides it.
 */
const ACCESS: Record<string, Access> = {
  "$.tsx": "public",
  "_index.tsx": "signed-in",
  "api.$.ts": "public",
  "api.auth.google.callback.ts": "public",
  "api.auth.google.ts": "public",
  "api.config.ts": "signed-in",
  "api.consultations.$id.ts": "owner",
  "api.consultations.consent.ts": "signed-in",
  "api.consultations.current.ts": "signed-in",
  "api.consultations.ts": "signed-in",
  "api.forgot-password.ts": "public",
  "api.login.ts": "signed-out",
  "api.logout.ts": "public",
  "api.process.$kind.ts": "signed-in",
  "api.recording-time.ts": "signed-in",
  "api.register.ts": "signed-out",
  "api.reset-password.ts": "public",
  "api.session.ts": "signed-in",
  "api.user.account.ts": "signed-in",
  "api.user.password.ts": "signed-in",
  "api.user.preferences.ts": "signed-in",
  "api.user.profile.ts": "signed-in",
  "api.user.ts": "signed-in",
  "auth.tsx": "signed-out",
  "change-password.tsx": "signed-in",
  "cookie-policy.tsx": "public",
  "download.$field.ts": "signed-in",
  "favicon[.]ico.ts": "public",
  "forgot-password.tsx": "public",
  "healthcheck.ts": "public",
  "help.tsx": "signed-in",
  "history.$id.export.ts": "owner",
  "history.$id.tsx": "owner",
  "history._index.tsx": "signed-in",
  "login.tsx": "public",
  "nhs-standards.tsx": "public",
  "preferences.tsx": "signed-in",
  "privacy-policy.tsx": "public",
  "profile.export.ts": "signed-in",
  "profile.tsx": "signed-in",
  "reset-password.tsx": "public",
  "templates.export.ts": "signed-in",
  "templates.tsx": "signed-in",
  "terms-of-service.tsx": "public",
  "transcription.tsx": "signed-in",
  "verify-email.tsx": "public",
};

type Role = "anonymous" | "user" | "inactive" | "other user" | "admin";
const ROLES: Role[] = ["anonymous", "inactive", "other user", "admin", "user"];

/** A body that would change something if the request were (wrongly) allowed; `{}` or an empty form otherwise. */
function probeBody(route: RouteFile, method: string, target: { userId: number }): Record<string, unknown> {
  const bodies: Record<string, Record<string, Record<string, unknown>>> = {
    "api.consultations.$id.ts": { PATCH: { transcript: "Changed by whoever sent this." } },
    "api.consultations.consent.ts": { POST: { id: null, consent: "patient" } },
    "history.$id.tsx": { POST: { intent: "continue" } },
    "api.admin.users.$id.status.ts": { PUT: { isActive: false } },
    "admin.users.tsx": { POST: { intent: "set-status", userId: String(target.userId), isActive: "false" } },
    "api.user.profile.ts": { PUT: { firstName: "Changed" } },
    "profile.tsx": { POST: { intent: "profile", firstName: "Changed" } },
  };
  return bodies[route.file]?.[method] ?? {};
}

type Identities = Record<Exclude<Role, "anonymous">, Account>;
let firstAdministrator: Account;
let who: Identities;

test.beforeAll(async () => {
  firstAdministrator = await firstAdmin();
  const settings = await send({ path: "/api/admin/settings", cookie: firstAdministrator.cookie });
  // Guests would be let onto the dictation screen: the matrix is for the practice's default.
  expect((settings.json as { enableGuestAccess: boolean }).enableGuestAccess).toBe(false);
  who = {
    user: await createAccount(firstAdministrator, { prefix: "matrix-owner" }),
    inactive: await createAccount(firstAdministrator, { prefix: "matrix-inactive" }),
    "other user": await createAccount(firstAdministrator, { prefix: "matrix-other" }),
    admin: await createAccount(firstAdministrator, { prefix: "matrix-admin", role: "admin" }),
  };
  const deactivated = await sendJson({
    method: "PUT",
    path: `/api/admin/users/${who.inactive.id}/status`,
    cookie: firstAdministrator.cookie,
    data: { isActive: false },
  });
  expect(deactivated.status, summary(deactivated)).toBe(200);
});

test.afterAll(async () => {
  await deleteAccounts(firstAdministrator, Object.values(who));
});

/**
 * What a route's guards suggest, for the message that asks for a new route to be classified: the guard its
 * loader and action start with (requireAdmin, requireAnonymous or the API's "already signed in", requireUser and
 * its kin), and for a signed-in route with an `$id`, one user's record.
 */
function suggestedAccess(route: RouteFile): { access: Access; why: string } {
  const text = routeSource(route);
  if (/requireAdmin\(/.test(text)) return { access: "admin", why: "it calls requireAdmin" };
  if (/requireAnonymous\(|You are already signed in/.test(text))
    return { access: "signed-out", why: "it sends signed-in visitors away" };
  const guard = /require(User|UserOrGuest|ProcessingUser)\(/.exec(text)?.[0].slice(0, -1);
  if (guard && route.params.includes("id"))
    return { access: "owner", why: `it calls ${guard} and shows one record by its id` };
  if (guard) return { access: "signed-in", why: `it calls ${guard}` };
  return { access: "public", why: "it calls no guard" };
}

const KINDS =
  "public: everyone gets the same answer; signed-out: sign-in and sign-up; signed-in: users only; " +
  "owner: one user's record, anyone else signed in gets 404; admin: administrators only";

function accessOf(route: RouteFile): Access {
  const listed = ACCESS[route.file];
  if (isAdminRoute(route)) {
    if (listed) throw new Error(`${route.file} is an admin route by its name: remove it from ACCESS`);
    return "admin";
  }
  if (!listed) {
    const { access, why } = suggestedAccess(route);
    throw new Error(
      `app/routes/${route.file} is a new route. Add this line to ACCESS in tests/security/authorisation.spec.ts:\n` +
        `  "${route.file}": "${access}",\n` +
        `(suggested because ${why}; change it if that is not who may use it — ${KINDS}).`,
    );
  }
  return listed;
}

test("ACCESS classifies every route file that is not an admin route, and nothing else", () => {
  const files = new Set(discoverRoutes().map((route) => route.file));
  const stale = Object.keys(ACCESS).filter((file) => !files.has(file));
  expect(stale, "ACCESS entries whose route file is gone: remove them").toEqual([]);
  const missing = discoverRoutes()
    .filter((route) => !isAdminRoute(route) && !ACCESS[route.file])
    .map((route) => `  "${route.file}": "${suggestedAccess(route).access}",`);
  expect(missing, `add these lines to ACCESS (${KINDS})`).toEqual([]);
});

type Expectation =
  | "allowed"
  | "same as anonymous"
  | "to sign-in"
  | "forbidden"
  | "to the dictation screen"
  | "already signed in"
  | "not found";

function expectationFor(access: Access, role: Role, route: RouteFile): Expectation {
  const signedIn = role !== "anonymous" && role !== "inactive"; // an inactive user is treated as signed out
  switch (access) {
    case "public":
      return "same as anonymous";
    case "signed-out":
      return signedIn ? (route.api ? "already signed in" : "to the dictation screen") : "allowed";
    case "signed-in":
      return signedIn ? "allowed" : "to sign-in";
    case "owner":
      if (!signedIn) return "to sign-in";
      return role === "user" ? "allowed" : "not found";
    case "admin":
      if (role === "admin") return "allowed";
      if (!route.api) return "to the dictation screen";
      return signedIn ? "forbidden" : "to sign-in";
  }
}

/** Why the answer does not meet the expectation, or null. */
function mismatch(expectation: Expectation, answer: Answer, route: RouteFile, anonymous?: Answer): string | null {
  const location = String(answer.headers.location ?? "");
  if (answer.status === 0 || answer.status >= 500) return `failed: ${summary(answer)}`;
  switch (expectation) {
    case "allowed": {
      if (answer.status === 401 || answer.status === 403) return `refused: ${summary(answer)}`;
      if (answer.status === 405) return `the method did not reach the route: ${summary(answer)}`;
      if (answer.status >= 300 && answer.status < 400 && /^\/auth(\?|$)/.test(location))
        return `sent to sign in: ${location}`;
      if (isAdminRoute(route) && answer.status >= 300 && answer.status < 400 && location === "/") return "sent to /";
      return null;
    }
    case "same as anonymous":
      return anonymous && (answer.status !== anonymous.status || location !== String(anonymous.headers.location ?? ""))
        ? `answered ${summary(answer)}, anonymous got ${summary(anonymous)}`
        : null;
    case "to sign-in":
      if (route.api)
        return answer.status === 401 && errorOf(answer) ? null : `expected 401 {error}, got ${summary(answer)}`;
      return answer.status === 302 && /^\/auth(\?|$)/.test(location)
        ? null
        : `expected 302 → /auth, got ${summary(answer)}`;
    case "forbidden":
      return answer.status === 403 && errorOf(answer) ? null : `expected 403 {error}, got ${summary(answer)}`;
    case "to the dictation screen":
      return answer.status === 302 && location === "/" ? null : `expected 302 → /, got ${summary(answer)}`;
    case "already signed in":
      return answer.status === 400 && errorOf(answer) === "You are already signed in."
        ? null
        : `expected 400, got ${summary(answer)}`;
    case "not found":
      if (route.api)
        return answer.status === 404 && errorOf(answer) ? null : `expected 404 {error}, got ${summary(answer)}`;
      return answer.status === 404 && !unreadableRefusal(answer, { api: false })
        ? null
        : `expected a 404 page, got ${summary(answer)}`;
  }
}

async function request(
  route: RouteFile,
  method: string,
  path: string,
  cookie: string | null,
  body: Record<string, unknown>,
) {
  if (method === "GET") return send({ path, cookie });
  if (route.body !== "form") return sendJson({ method, path, cookie, data: body });
  return sendForm({
    method,
    path,
    cookie,
    fields: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
  });
}

// Routes that end the caller's session or account go last, so the identities serve every other route first.
const routes = discoverRoutes().sort((a, b) => Number(a.file in SESSION_ENDING) - Number(b.file in SESSION_ENDING));

for (const route of routes) {
  test(`${route.file} (${route.pattern})`, async () => {
    const access = accessOf(route);
    // Fresh things to aim at: the owner's consultation, and a user for the admin's user routes.
    const target = await createAccount(firstAdministrator, { prefix: "matrix-target", signIn: false });
    const made = await sendJson({
      path: "/api/consultations",
      cookie: who.user.cookie,
      data: { transcript: "Dry cough." },
    });
    expect(made.status, summary(made)).toBe(201);
    const consultationId = (made.json as { id: string }).id;
    const path = fill(route, {
      id: route.pattern.startsWith("/api/admin/users/") ? String(target.id) : consultationId,
      kind: "consultation",
      field: "transcript",
      "*": "no-such-page",
    });
    const problems: string[] = [];
    try {
      for (const method of [...(route.methods.includes("GET") ? ["GET"] : []), ...route.actionMethods]) {
        const endsSession = SESSION_ENDING[route.file]?.includes(method) ?? false;
        const body = probeBody(route, method, { userId: target.id });
        const expectations = ROLES.map((role) => ({ role, expectation: expectationFor(access, role, route) }));
        const refused = expectations.filter(
          (e) => e.expectation !== "allowed" && e.expectation !== "same as anonymous",
        );
        const before = refused.length ? await fingerprint() : null;
        let anonymous: Answer | undefined;
        // Refused roles first (with the database watched), then those allowed.
        for (const { role, expectation } of [...refused, ...expectations.filter((e) => !refused.includes(e))]) {
          const identity = role === "anonymous" ? null : who[role];
          let cookie = identity?.cookie ?? null;
          if (endsSession && identity && role !== "inactive") cookie = await signIn(identity.email);
          const answer = await request(route, method, addressFor(route, method, path), cookie, body);
          if (role === "anonymous") anonymous = answer;
          const problem = mismatch(expectation, answer, route, anonymous);
          if (problem) problems.push(`${method} ${path} as ${role} (${expectation}): ${problem}`);
          if (before && role === refused.at(-1)?.role) {
            const changed = changedTables(before, await fingerprint());
            if (changed.length) problems.push(`${method} ${path}: refused requests changed ${changed.join(", ")}`);
          }
        }
      }
    } finally {
      await deleteAccounts(firstAdministrator, [target]);
    }
    expect(problems, `${route.file} is "${access}"`).toEqual([]);
  });
}
