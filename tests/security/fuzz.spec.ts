import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { changedTables, fingerprint } from "./state.ts";
import {
  createAccount,
  deleteAccounts,
  firstAdmin,
  freshAddress,
  inParallel,
  uniqueAddress,
  send,
  summary,
  type Account,
  type Answer,
  type Outgoing,
} from "./http.ts";
import { unreadableRefusal } from "./judge.ts";
import {
  addressFor,
  ALL_METHODS,
  discoverRoutes,
  fill,
  isAdminRoute,
  routeSource,
  SESSION_ENDING,
  type RouteFile,
} from "./routes.ts";

/**
 * A table-driven fuzz of every route in app/routes (read at test time): wrong methods; wrong, missing and broken
 * content types; oversized bodies (declared and chunked); malformed and deeply nested JSON; NUL, lone surrogates
 * and bytes that are not UTF-8; prototype keys as path segments, query keys, field names and JSON keys — as an
 * anonymous visitor, a signed-in user and an administrator, each with our own Origin. Every answer must be
 * below 500, every refusal readable ({error} from the API, a page otherwise), and a request that is refused must
 * leave the database as it was.
 */

type Role = "anonymous" | "user" | "admin";
const ROLES: Role[] = ["anonymous", "user", "admin"];

/** A well-formed value for each route parameter that names nothing that exists (so nothing can change). */
const PLAUSIBLE: Array<{ param: string; when?: RegExp; value: string }> = [
  { param: "id", when: /\/admin\/users\//, value: "2147483000" },
  { param: "id", when: /consultations|history/, value: "00000000-0000-4000-8000-000000000000" },
  { param: "kind", value: "consultation" },
  { param: "format", value: "markdown" },
  { param: "field", value: "transcript" },
  { param: "*", value: "no-such-page" },
];

/** What a parameter, a path segment, is filled with to attack it. */
const HOSTILE_SEGMENTS = ["%00", "%ED%A0%80", "__proto__", "constructor", "toString", "%2e%2e", "x".repeat(4_000)];

const HOSTILE_QUERIES = [
  "?__proto__[role]=admin&constructor[prototype][polluted]=yes&toString=1&hasOwnProperty=1",
  "?q=%00&token=%00&redirectTo=%00&page=%00&tab=%00&expired=%00",
  "?q=%ED%A0%80&token=%ED%A0%80&redirectTo=%0D%0A%09&tab=%ED%A0%80",
  `?page=1e400&page=-1&q=${"x".repeat(3_000)}`,
];
/** Remix's own data requests, naming a route that is not there. */
const DATA_QUERIES = ["?_data=__proto__", "?_data=constructor"];

/** Fields that hold free text: a hostile value in these alone passes most schemas and reaches the database. */
const TEXT_FIELDS = [
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "firstName",
  "lastName",
  "text",
  "transcript",
  "question",
  "token",
  "maintenanceMessage",
  "consultationNote",
  "referralLetter",
  "exactDictation",
];
/** Fields with a shape of their own (an address, a choice, an id, a number, a switch). */
const SHAPED_FIELDS = [
  "email",
  "intent",
  "consultationFormat",
  "consultationConciseness",
  "redirectTo",
  "tab",
  "consultationId",
  "userId",
  "id",
  "role",
  "isActive",
  "durationSeconds",
];

/** Long enough for every length rule (passwords need 8), so only the hostile character can refuse it. */
const hostileText = (inner: string) => `Dry cough${inner} for three days`;

/**
 * A JSON body with `value` in every free-text field, key terms and the question's context, and a real address (so
 * sign-up, sign-in and reset get past the address check); with `everything`, in the shaped fields too.
 */
function jsonFields(value: string, everything = false): Record<string, unknown> {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, value])),
    ...(everything
      ? Object.fromEntries(SHAPED_FIELDS.map((f) => [f, value]))
      : { email: uniqueAddress("fuzz-hostile") }),
    keyTerms: [value],
    allContent: { transcript: value, consultationNote: value, referralLetter: value, exactDictation: value },
  };
}

/** The same as a form (the value already percent-encoded), for one intent of the action or none. */
function formFields(encoded: string, intent?: string): string {
  const fields = [...TEXT_FIELDS, "keyTerms"].map((f) => `${f}=${encoded}`);
  return [
    ...(intent ? [`intent=${encodeURIComponent(intent)}`] : []),
    `email=${encodeURIComponent(uniqueAddress("fuzz-hostile"))}`,
    ...fields,
  ].join("&");
}

const NOT_UTF8 = Buffer.from([0xed, 0xa0, 0x80]); // a lone surrogate's bytes: not UTF-8
/** The text with each `@@` replaced by bytes that are not UTF-8. */
const withBytes = (text: string) =>
  Buffer.concat(text.split("@@").flatMap((part, i) => (i ? [NOT_UTF8, Buffer.from(part)] : [Buffer.from(part)])));

/** JSON keys that reach an object's prototype (written as text: a `__proto__` key in a JS literal would not be a key). */
const PROTOTYPE_JSON =
  '{"__proto__":{"role":"admin","isAdmin":true,"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},' +
  '"prototype":{"polluted":"yes"},"toString":"x","valueOf":"x","hasOwnProperty":"x","email":"proto@attack.notewell.test",' +
  '"password":"x","intent":"__proto__","kind":"constructor","consultationFormat":"toString","tab":"__proto__",' +
  '"id":"__proto__","keyTerms":["__proto__","constructor"],"isActive":{"__proto__":true}}';
const PROTOTYPE_FORM =
  "__proto__=x&__proto__%5Brole%5D=admin&constructor=x&constructor%5Bprototype%5D%5Bpolluted%5D=yes&toString=x" +
  "&hasOwnProperty=x&intent=__proto__&tab=constructor&consultationFormat=toString&keyTerms=__proto__";

function multipart(fields: Array<[string, string]>, boundary = "----notewell-fuzz"): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}
const MULTIPART_TYPE = "multipart/form-data; boundary=----notewell-fuzz";
const BROKEN_MULTIPART = Buffer.from(
  '------notewell-fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
);

const JSON_TEXT = '{"email":"a@attack.notewell.test","password":"x","text":"x","intent":"x"}';
const NESTED_ARRAYS = "[".repeat(10_000) + "]".repeat(10_000);
const NESTED_OBJECTS = '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000);
const OVERSIZED = 5 * 1024 * 1024;

type Expect =
  /** Any answer below 500 (a refusal readable). */
  | "answered"
  /** Refused: a 4xx, or a guard's redirect to sign-in or to /. */
  | "refused"
  /** 413, unless a guard refused first. */
  | "too large";

type Case = { name: string; role: Role; request: Outgoing; expect: Expect };

function isGuardRedirect(answer: Answer): boolean {
  const location = String(answer.headers.location ?? "");
  return answer.status >= 300 && answer.status < 400 && (location === "/" || /^\/auth(\?|$)/.test(location));
}

function verdict(route: RouteFile, kase: Case, answer: Answer): string | null {
  if (answer.status === 0) return `no answer (${answer.error})`;
  if (answer.status >= 500) return summary(answer);
  // A path that resolves elsewhere (`/api/%2e%2e` is `/`) is answered by wherever it resolves to.
  const api = route.api && new URL(kase.request.path, "http://notewell.test").pathname.startsWith("/api/");
  const unreadable = unreadableRefusal(answer, { api, method: kase.request.method });
  if (unreadable) return `${answer.status}: ${unreadable}`;
  // OPTIONS may be answered with what is allowed (an empty 2xx), never with the resource itself.
  const allowAnswer = kase.request.method === "OPTIONS" && answer.status < 300 && answer.text.trim() === "";
  if (kase.expect === "refused" && answer.status < 400 && !isGuardRedirect(answer) && !allowAnswer)
    return `accepted: ${summary(answer)}`;
  // Too large: 413, unless the request was refused for who sent it or where it went before its body mattered — or,
  // for a chunked DELETE, refused unread at the door (400): the front door's parser (Node's server as Deno provides
  // it, decision 036) does not take a chunked body on DELETE at all.
  const chunkedDelete = kase.request.method === "DELETE" && kase.request.stream !== undefined && answer.status === 400;
  if (
    kase.expect === "too large" &&
    ![401, 403, 404, 405, 413].includes(answer.status) &&
    !isGuardRedirect(answer) &&
    !chunkedDelete
  )
    return `expected 413: ${summary(answer)}`;
  return null;
}

/** Who gets past the route's guard: an administrator for admin routes, a user for signed-in ones, anyone else. */
function reachingRole(route: RouteFile): Role {
  if (isAdminRoute(route)) return "admin";
  return /requireUser|requireProcessingUser|requireUserOrGuest/.test(routeSource(route)) ? "user" : "anonymous";
}

function plausibleParams(route: RouteFile): Record<string, string> {
  return Object.fromEntries(
    route.params.map((param) => {
      const value = PLAUSIBLE.find((p) => p.param === param && (!p.when || p.when.test(route.pattern)))?.value;
      if (value === undefined) {
        throw new Error(
          `${route.file}: give $${param} a plausible value in PLAUSIBLE (tests/security/fuzz.spec.ts) so the fuzz can reach it`,
        );
      }
      return [param, value];
    }),
  );
}

/** Roles a method may be sent as: a session-ending action only anonymously (it would end the suite's own sessions). */
function rolesFor(route: RouteFile, method: string): Role[] {
  return SESSION_ENDING[route.file]?.includes(method) ? ["anonymous"] : ROLES;
}

/** The cases that must change nothing: wrong methods, hostile URLs, and bodies no action may accept. */
function invalidCases(route: RouteFile): Case[] {
  const cases: Case[] = [];
  const plausible = fill(route, plausibleParams(route));
  for (const method of ALL_METHODS.filter((m) => !route.methods.includes(m))) {
    for (const role of ROLES) {
      cases.push({
        name: `wrong method ${method}`,
        role,
        request: { method, path: addressFor(route, method, plausible) },
        expect: "refused",
      });
    }
  }
  const emptyBody = (method: string): Partial<Outgoing> =>
    method === "GET" || method === "HEAD"
      ? {}
      : route.body === "form"
        ? { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" }
        : { headers: { "Content-Type": "application/json" }, body: "{}" };
  const firstMethod = route.methods.includes("GET") ? "GET" : route.actionMethods[0];
  for (const param of route.params) {
    for (const segment of HOSTILE_SEGMENTS) {
      const hostile = fill(route, { ...plausibleParams(route), [param]: segment });
      for (const method of route.methods.filter((m) => m !== "HEAD")) {
        for (const role of rolesFor(route, method)) {
          cases.push({
            name: `${method} with $${param}=${segment.slice(0, 20)}`,
            role,
            request: { method, path: addressFor(route, method, hostile), ...emptyBody(method) },
            expect: "answered",
          });
        }
      }
    }
  }
  if (firstMethod) {
    const queries = [...HOSTILE_QUERIES, ...(route.page ? DATA_QUERIES : [])];
    for (const query of queries) {
      for (const role of rolesFor(route, firstMethod)) {
        cases.push({
          name: `${firstMethod} ${query.slice(0, 40)}`,
          role,
          request: {
            method: firstMethod,
            path: addressFor(route, firstMethod, plausible + query),
            ...emptyBody(firstMethod),
          },
          expect: "answered",
        });
      }
    }
  }
  if (!route.readsBody) return cases;
  const bodies: Array<{
    name: string;
    headers: Record<string, string>;
    body?: string | Buffer;
    stream?: Outgoing["stream"];
    expect: Expect;
  }> =
    route.body === "json"
      ? [
          {
            name: "a form",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: "email=a%40b.c&password=x&text=x",
            expect: "refused",
          },
          {
            name: "multipart",
            headers: { "Content-Type": MULTIPART_TYPE },
            body: multipart([
              ["email", "a@b.c"],
              ["text", "x"],
            ]),
            expect: "refused",
          },
          {
            name: "broken multipart",
            headers: { "Content-Type": MULTIPART_TYPE },
            body: BROKEN_MULTIPART,
            expect: "refused",
          },
          { name: "JSON as text/plain", headers: { "Content-Type": "text/plain" }, body: JSON_TEXT, expect: "refused" },
          { name: "JSON without a type", headers: {}, body: JSON_TEXT, expect: "refused" },
          {
            name: "malformed JSON",
            headers: { "Content-Type": "application/json" },
            body: '{"email":"a@b.c","password":',
            expect: "refused",
          },
          // Well-formed JSON: an API that ignores unknown keys may accept it; it must not fail on its depth.
          {
            name: "10,000 nested arrays",
            headers: { "Content-Type": "application/json" },
            body: NESTED_ARRAYS,
            expect: "answered",
          },
          {
            name: "10,000 nested objects",
            headers: { "Content-Type": "application/json" },
            body: NESTED_OBJECTS,
            expect: "answered",
          },
          {
            name: "5 MB of JSON",
            headers: { "Content-Type": "application/json" },
            body: `{"text":"${"a".repeat(OVERSIZED)}"}`,
            expect: "too large",
          },
          {
            name: "5 MB chunked",
            headers: { "Content-Type": "application/json" },
            stream: { total: OVERSIZED },
            expect: "too large",
          },
        ]
      : [
          { name: "JSON", headers: { "Content-Type": "application/json" }, body: JSON_TEXT, expect: "refused" },
          {
            name: "text/plain",
            headers: { "Content-Type": "text/plain" },
            body: "intent=x&email=a%40b.c",
            expect: "refused",
          },
          { name: "a form without a type", headers: {}, body: "intent=x&email=a%40b.c", expect: "refused" },
          {
            name: "broken multipart",
            headers: { "Content-Type": MULTIPART_TYPE },
            body: BROKEN_MULTIPART,
            expect: "refused",
          },
          {
            name: "malformed JSON",
            headers: { "Content-Type": "application/json" },
            body: '{"intent":',
            expect: "refused",
          },
          {
            name: "10,000 nested objects",
            headers: { "Content-Type": "application/json" },
            body: NESTED_OBJECTS,
            expect: "refused",
          },
          {
            name: "a 5 MB form",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: `intent=x&text=${"a".repeat(OVERSIZED)}`,
            expect: "too large",
          },
          {
            name: "a 5 MB chunked form",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            stream: { total: OVERSIZED },
            expect: "too large",
          },
        ];
  for (const method of route.actionMethods) {
    for (const body of bodies) {
      // Oversized bodies go to whoever gets past the guard, and to an anonymous visitor (5 MB each: sampled).
      const roles = body.expect === "too large" ? [...new Set<Role>(["anonymous", reachingRole(route)])] : ROLES;
      for (const role of roles.filter((r) => rolesFor(route, method).includes(r))) {
        cases.push({
          name: `${method} ${body.name}`,
          role,
          request: {
            method,
            path: addressFor(route, method, plausible),
            headers: body.headers,
            body: body.body,
            stream: body.stream,
          },
          expect: body.expect,
        });
      }
    }
  }
  return cases;
}

/** The intents a page action branches on (`intent === "…"`), read from its file. */
function intentsOf(route: RouteFile): string[] {
  const text = readFileSync(path.join(import.meta.dirname, "..", "..", "app", "routes", route.file), "utf8");
  const intents = [...text.matchAll(/intent\s*===\s*"([^"]+)"/g)].map((m) => m[1]);
  return [...new Set(intents)].filter((intent) => !NO_FIELDS_INTENTS[route.file]?.includes(intent));
}

/** Intents that read no fields and act on the caller's own account: nothing to fuzz, and the suite's user to lose. */
const NO_FIELDS_INTENTS: Record<string, string[]> = { "profile.tsx": ["delete"] };

/** Hostile values in the fields the app reads: a request refused with 4xx must still change nothing. */
function hostileCases(route: RouteFile): Case[] {
  if (!route.readsBody) return [];
  const plausible = fill(route, plausibleParams(route));
  type Body = { name: string; type: string; body: () => string | Buffer; roles: Role[] };
  const everyone = ROLES;
  const reaching = [reachingRole(route)];
  const bodies: Body[] =
    route.body === "json"
      ? [
          {
            name: "NUL in the text fields",
            type: "application/json",
            body: () => JSON.stringify(jsonFields(hostileText("\u0000"))),
            roles: everyone,
          },
          {
            name: "a lone surrogate in the text fields",
            type: "application/json",
            body: () => JSON.stringify(jsonFields(hostileText("\ud800"))),
            roles: everyone,
          },
          {
            name: "bytes that are not UTF-8 in the text fields",
            type: "application/json",
            body: () => withBytes(JSON.stringify(jsonFields(hostileText("@@")))),
            roles: everyone,
          },
          {
            name: "NUL in every field",
            type: "application/json",
            body: () => JSON.stringify(jsonFields(hostileText("\u0000"), true)),
            roles: everyone,
          },
          { name: "prototype keys", type: "application/json", body: () => PROTOTYPE_JSON, roles: everyone },
        ]
      : [
          ...[undefined, ...intentsOf(route)].flatMap((intent): Body[] => [
            {
              name: `NUL in the text fields${intent ? ` (intent ${intent})` : ""}`,
              type: "application/x-www-form-urlencoded",
              body: () => formFields(encodeURIComponent(hostileText("\u0000")), intent),
              roles: intent ? reaching : everyone,
            },
            {
              name: `bytes that are not UTF-8 in the text fields${intent ? ` (intent ${intent})` : ""}`,
              type: "application/x-www-form-urlencoded",
              body: () => formFields(encodeURIComponent(hostileText("@")).replace("%40", "%ED%A0%80"), intent),
              roles: intent ? reaching : everyone,
            },
          ]),
          {
            name: "prototype keys as field names",
            type: "application/x-www-form-urlencoded",
            body: () => PROTOTYPE_FORM,
            roles: everyone,
          },
          {
            name: "multipart with NUL and prototype names",
            type: MULTIPART_TYPE,
            body: () =>
              multipart([
                ...[...TEXT_FIELDS, ...SHAPED_FIELDS].map((f): [string, string] => [f, hostileText("\u0000")]),
                ["__proto__", "x"],
                ["constructor", "x"],
              ]),
            roles: everyone,
          },
        ];
  return route.actionMethods.flatMap((method) =>
    bodies.flatMap((body) =>
      body.roles
        .filter((role) => rolesFor(route, method).includes(role))
        .map((role) => ({
          name: `${method} ${body.name}`,
          role,
          request: {
            method,
            path: addressFor(route, method, plausible),
            headers: { "Content-Type": body.type },
            body: body.body(),
          },
          expect: "answered" as const,
        })),
    ),
  );
}

let firstAdministrator: Account;
let accounts: Record<Exclude<Role, "anonymous">, Account>;

test.beforeAll(async () => {
  firstAdministrator = await firstAdmin();
  accounts = {
    user: await createAccount(firstAdministrator, { prefix: "fuzz-user" }),
    admin: await createAccount(firstAdministrator, { prefix: "fuzz-admin", role: "admin" }),
  };
});

test.afterAll(async () => {
  await deleteAccounts(firstAdministrator, Object.values(accounts));
});

const cookieOf = (role: Role) => (role === "anonymous" ? null : accounts[role].cookie);
const describeCase = (route: RouteFile, kase: Case) => `${kase.name} as ${kase.role}`;

for (const route of discoverRoutes()) {
  test(`${route.file} (${route.pattern})`, async () => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    // One client address per route, so limits counted per address (sign-in, sign-up) start afresh for each.
    const from = freshAddress();

    // Everything that must change nothing, four at a time, with the database compared before and after.
    const invalid = invalidCases(route);
    const before = await fingerprint();
    await inParallel(invalid, 4, async (kase) => {
      const answer = await send({ ...kase.request, cookie: cookieOf(kase.role), from });
      const problem = verdict(route, kase, answer);
      if (problem) problems.push(`${describeCase(route, kase)}: ${problem}`);
    });
    const changed = changedTables(before, await fingerprint());
    if (changed.length) problems.push(`requests that must change nothing changed ${changed.join(", ")}`);

    // Hostile values one at a time, so a change is pinned to the request that made it.
    let previous = await fingerprint();
    const hostile = hostileCases(route);
    for (const kase of hostile) {
      const answer = await send({ ...kase.request, cookie: cookieOf(kase.role), from });
      const problem = verdict(route, kase, answer);
      if (problem) problems.push(`${describeCase(route, kase)}: ${problem}`);
      const now = await fingerprint();
      const touched = changedTables(previous, now);
      if (answer.status >= 400 && touched.length) {
        problems.push(`${describeCase(route, kase)}: refused (${answer.status}) but changed ${touched.join(", ")}`);
      }
      previous = now;
    }

    // Nothing was polluted or escalated: the user is still a user, and an anonymous visitor still nobody.
    const me = await send({ path: "/api/user", cookie: accounts.user.cookie });
    expect(me.status, summary(me)).toBe(200);
    expect(me.json).toMatchObject({ role: "user" });
    expect(me.json).not.toHaveProperty("polluted");
    expect((await send({ path: "/api/admin/settings", cookie: accounts.user.cookie })).status).toBe(403);
    expect((await send({ path: "/api/user" })).status).toBe(401);

    const sent = invalid.length + hostile.length;
    test
      .info()
      .annotations.push({ type: "fuzz", description: `${invalid.length} + ${hostile.length} = ${sent} requests` });
    expect(
      problems,
      `${invalid.length} requests that must change nothing, then ${hostile.length} hostile ones`,
    ).toEqual([]);
  });
}
