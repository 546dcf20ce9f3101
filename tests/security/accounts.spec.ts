import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { SESSION_EXPIRED_MESSAGE } from "../../contract/session-expired.ts";
import { latestMail, mailsTo } from "../e2e/mail.ts";
import { backdateSessionStart, EXPECTED } from "./expectations.ts";
import {
  createAccount,
  deleteAccounts,
  errorOf,
  firstAdmin,
  freshAddress,
  inParallel,
  ORIGIN,
  PASSWORD,
  send,
  sendForm,
  sendJson,
  sessionCookie,
  signIn,
  summary,
  uniqueAddress,
  type Account,
  type Answer,
} from "./http.ts";
import { redirectTarget, unreadableRefusal } from "./judge.ts";
import { mannWhitneyZ, median } from "./statistics.ts";
import { sql } from "../e2e/database.ts";

/**
 * Issue 13's probe findings about accounts, each as a test of the hardened behaviour: reset links (1), sign-up
 * throttling (2), redirects after sign-in (4), the sign-in limiter under a burst (5), account changes and session
 * lifetime (9), and account enumeration by timing (10).
 */

let admin: Account;
const created: Account[] = [];

test.beforeAll(async () => {
  admin = await firstAdmin();
});

test.afterAll(async () => {
  await deleteAccounts(admin, created);
});

async function account(prefix: string, options: { signIn?: boolean } = {}): Promise<Account> {
  const made = await createAccount(admin, { prefix, ...options });
  created.push(made);
  return made;
}

function expectRateLimited(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${summary(answer)}`).toBe(EXPECTED.rateLimited.status);
  expect(Number(answer.headers["retry-after"]), `${what}: Retry-After`).toBeGreaterThanOrEqual(1);
}

test("finding 1: a forged Host or X-Forwarded-Host never puts another address in a reset e-mail", async () => {
  // PUBLIC_URL is not set for the browser tests' server (playwright.config.ts): the case the probe found.
  const forgeries: Array<{ how: string; ask: (email: string) => Promise<Answer> }> = [
    {
      how: "Host on the JSON API",
      ask: (email) =>
        sendJson({ path: "/api/forgot-password", data: { email }, origin: null, headers: { Host: "evil.example" } }),
    },
    {
      how: "X-Forwarded-Host on the JSON API",
      ask: (email) =>
        sendJson({
          path: "/api/forgot-password",
          data: { email },
          origin: null,
          headers: { "X-Forwarded-Host": "evil.example" },
        }),
    },
    {
      how: "Host and X-Forwarded-Host on the form",
      ask: (email) =>
        sendForm({
          path: "/forgot-password",
          fields: { email },
          origin: null,
          headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
        }),
    },
  ];
  for (const { how, ask } of forgeries) {
    const victim = await account("reset-host", { signIn: false });
    const answer = await ask(victim.email);
    expect(answer.status, `${how}: ${summary(answer)}`).toBe(200);
    const mail = await latestMail(victim.email);
    const link = mail.links.find((l) => new URL(l).pathname === "/reset-password");
    expect(link, `${how}: the reset link`).toBeDefined();
    expect(new URL(link!).origin, `${how}: the reset link points at the real address`).toBe(ORIGIN);
    expect(
      mailsTo(victim.email).some((m) => m.text.includes("evil.example")),
      how,
    ).toBe(false);
  }
});

test("finding 2: sign-ups from one address are throttled: 429 with Retry-After after the limit", async () => {
  const from = freshAddress();
  const answers: Answer[] = [];
  const sent = EXPECTED.signUpsPerAddress + 5;
  for (let i = 0; i < sent; i++) {
    const email = uniqueAddress("signup-flood");
    answers.push(
      await sendJson({
        path: "/api/register",
        from,
        data: { firstName: "Flood", lastName: "Test", email, password: PASSWORD, confirmPassword: PASSWORD },
      }),
    );
  }
  for (const answer of answers) {
    if (answer.status === 201) created.push({ ...(answer.json as Account), cookie: "" });
  }
  const limit = EXPECTED.signUpsPerAddress;
  expect(answers.map((a) => a.status)).toEqual([
    ...Array<number>(limit).fill(201),
    ...Array<number>(sent - limit).fill(EXPECTED.rateLimited.status),
  ]);
  for (const answer of answers.slice(limit)) {
    expectRateLimited(answer, "sign-up over the limit");
    expect(errorOf(answer)).toMatch(EXPECTED.rateLimited.message);
  }
  // The sign-up form counts against the same limit.
  const form = await sendForm({
    path: "/auth",
    from,
    fields: {
      intent: "register",
      firstName: "Flood",
      lastName: "Test",
      email: uniqueAddress("signup-flood"),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expectRateLimited(form, "the sign-up form over the limit");
});

/** What `redirectTo` may hold after sign-in: every one must land on our own site, and none may fail. */
const REDIRECTS = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\r\nSet-Cookie: injected=1",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  " //evil.example",
  "/\u0000/evil.example",
  "/%09/evil.example",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "/history?next=//evil.example",
];

test("finding 4: redirectTo after sign-in never leaves the site and never fails", async () => {
  const user = await account("redirect", { signIn: false });
  const problems: string[] = [];
  await inParallel(REDIRECTS, 4, async (redirectTo) => {
    const answer = await sendForm({ path: "/auth", fields: { email: user.email, password: PASSWORD, redirectTo } });
    const target = redirectTarget(answer, ORIGIN);
    const label = JSON.stringify(redirectTo);
    // Refused outright is as good as sent home (NUL is refused in any form field), if it says why.
    if (answer.status >= 400 && answer.status < 500 && !unreadableRefusal(answer, { api: false })) return;
    if (answer.status !== 302) problems.push(`${label}: ${summary(answer)}`);
    else if (!target || target.origin !== ORIGIN) problems.push(`${label}: sent to ${target?.href}`);
    else if ([...String(answer.headers.location)].some((c) => c < " " || c === "\\"))
      problems.push(`${label}: Location ${JSON.stringify(answer.headers.location)}`);
  });
  expect(problems).toEqual([]);
});

async function signInFromAuthPage(page: Page, redirectTo: string, email: string): Promise<void> {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  const form = page.getByRole("tabpanel", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test("finding 4: in the browser, a tab, a backslash or a double slash in redirectTo stays on the site", async ({
  browser,
}) => {
  const user = await account("redirect-browser", { signIn: false });
  for (const redirectTo of ["/\t/evil.example", "/\\evil.example", "//evil.example"]) {
    const context = await browser.newContext();
    const left: string[] = [];
    await context.route(
      (url) => url.hostname.endsWith("evil.example"),
      (route) => {
        left.push(route.request().url());
        return route.abort();
      },
    );
    const page = await context.newPage();
    await signInFromAuthPage(page, redirectTo, user.email);
    // Signed in, the page leaves /auth: for a page of our own, or (the attack) for evil.example.
    await expect
      .poll(
        () => {
          if (left.length) return `left the site for ${left[0]}`;
          const url = new URL(page.url());
          return url.pathname === "/auth" ? "still on /auth" : url.origin;
        },
        { message: JSON.stringify(redirectTo) },
      )
      .toBe(ORIGIN);
    await page.waitForLoadState("load");
    expect(left, JSON.stringify(redirectTo)).toEqual([]);
    await context.close();
  }
});

test("finding 5: of 30 wrong passwords at once, only the limit is checked; the rest are 429", async () => {
  const victim = await account("burst", { signIn: false });
  const from = freshAddress();
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      sendJson({ path: "/api/login", from, data: { email: victim.email, password: "wrong guess" } }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  expect(
    statuses.filter((s) => s !== 401 && s !== 429),
    statuses.join(","),
  ).toEqual([]);
  expect(statuses.filter((s) => s === 401).length, "wrong passwords actually checked").toBe(
    EXPECTED.signInFailuresBeforeBlock,
  );
  for (const answer of answers.filter((a) => a.status === 429)) expectRateLimited(answer, "a blocked guess");
  // Blocked means blocked: the right password from that address is not checked either.
  expectRateLimited(
    await sendJson({ path: "/api/login", from, data: { email: victim.email, password: PASSWORD } }),
    "the right password while blocked",
  );
});

const login = (email: string, password: string, from: string) =>
  sendJson({ path: "/api/login", from, data: { email, password } });

test("finding 5: guessing from several addresses cannot lock the owner out", async () => {
  const victim = await account("spray", { signIn: false });
  const { perHour, guessingAddressFailures, slowedSeconds } = EXPECTED.accountFailures;
  // The probe's attack: a few addresses, a few guesses each, until the account's hour of failures is used up.
  const guessers = Array.from({ length: perHour / guessingAddressFailures }, () => freshAddress());
  for (const from of guessers) {
    for (let i = 0; i < guessingAddressFailures; i++) {
      const guess = await login(victim.email, `guess ${i}`, from);
      expect(guess.status, `a guess from ${from}: ${summary(guess)}`).toBe(401);
    }
  }
  // The guessers are refused, even with the right password, for the rest of the hour.
  const guesser = await login(victim.email, PASSWORD, guessers[0]);
  expectRateLimited(guesser, "a guessing address, even with the right password");
  // The owner, from an address with no failures of its own, signs in with the right password.
  const owner = await login(victim.email, PASSWORD, freshAddress());
  expect(owner.status, `the owner: ${summary(owner)}`).toBe(200);
  expect(sessionCookie(owner)).toBeTruthy();
  // Anyone new right after is slowed, not locked out: a short wait.
  const next = await login(victim.email, "another guess", freshAddress());
  expectRateLimited(next, "a new address while the account is slowed");
  expect(Number(next.headers["retry-after"])).toBeLessThanOrEqual(slowedSeconds);
});

test("finding 5: guessing one account stays bounded: of 60 guesses at once from 60 addresses, the hour's failures and one slowed attempt are checked", async () => {
  const victim = await account("bounded", { signIn: false });
  const { perHour } = EXPECTED.accountFailures;
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => login(victim.email, `guess ${i}`, freshAddress())),
  );
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 401).length, statuses.join(",")).toBe(perHour + 1);
  const refused = answers.filter((a) => a.status !== 401);
  expect(refused.length).toBe(60 - perHour - 1);
  for (const answer of refused) expectRateLimited(answer, "a guess past the account's failures");
});

test("finding 5: behind one NAT address, a colleague signs in after another's typos", async () => {
  const typist = await account("nat-typist", { signIn: false });
  const colleague = await account("nat-colleague", { signIn: false });
  const practice = freshAddress();
  for (let i = 0; i < EXPECTED.signInFailuresBeforeBlock; i++) {
    const typo = await login(typist.email, `typo ${i}`, practice);
    expect(typo.status, summary(typo)).toBe(401);
  }
  expectRateLimited(await login(typist.email, "one typo more", practice), "the typist, after the limit");
  const signedIn = await login(colleague.email, PASSWORD, practice);
  expect(signedIn.status, `the colleague on the same address: ${summary(signedIn)}`).toBe(200);
  // And the typist, from another network (a phone, say), is not held back either.
  expect((await login(typist.email, PASSWORD, freshAddress())).status).toBe(200);
});

test("finding 2: reset and verification links: one person asking again and again gets 429 with Retry-After, a colleague behind the same address does not", async () => {
  const person = await account("links-person", { signIn: false });
  const colleague = await account("links-colleague", { signIn: false });
  const limit = EXPECTED.linksPerPersonBeforeBlock;
  const asks: Array<{ what: string; ask: (email: string, from: string) => Promise<Answer> }> = [
    {
      what: "reset link (JSON API)",
      ask: (email, from) => sendJson({ path: "/api/forgot-password", from, data: { email } }),
    },
    {
      what: "reset link (form)",
      ask: (email, from) => sendForm({ path: "/forgot-password", from, fields: { email } }),
    },
    {
      what: "verification link (form)",
      ask: (email, from) => sendForm({ path: "/auth", from, fields: { intent: "resend-verification", email } }),
    },
  ];
  for (const { what, ask } of asks) {
    const practice = freshAddress();
    for (let i = 0; i < limit; i++) {
      const answer = await ask(person.email, practice);
      expect(answer.status, `${what} ${i + 1}: ${summary(answer)}`).toBeLessThan(400);
    }
    const again = await ask(person.email, practice);
    expectRateLimited(again, `${what}, asked once too often`);
    const other = await ask(colleague.email, practice);
    expect(other.status, `${what} for a colleague on the same address: ${summary(other)}`).toBeLessThan(400);
  }
});

test("finding 9: when the e-mail address changes, the old address is told", async () => {
  const user = await account("email-told");
  const newEmail = uniqueAddress("moved");
  const changed = await sendJson({
    method: "PUT",
    path: "/api/user/profile",
    cookie: user.cookie,
    data: { email: newEmail, currentPassword: PASSWORD },
  });
  expect(changed.status, summary(changed)).toBe(200);
  const mail = await latestMail(user.email);
  expect(mail.subject).toBe("Your Notewell email address was changed");
  expect(mail.text).toContain(`was changed to ${newEmail}`);
});

async function emailOf(id: number): Promise<string> {
  const [row] = await sql<{ email: string }>("SELECT email FROM users WHERE id = $1", [id]);
  return row.email;
}

test("finding 9: the e-mail address cannot be changed without the current password", async () => {
  const user = await account("email-change");
  const newEmail = uniqueAddress("taken-over");
  const withoutPassword = await sendJson({
    method: "PUT",
    path: "/api/user/profile",
    cookie: user.cookie,
    data: { email: newEmail },
  });
  expect(withoutPassword.status, summary(withoutPassword)).toBe(EXPECTED.emailChangeNeedsPassword.status);
  expect(errorOf(withoutPassword)).toBeTruthy();
  const wrongPassword = await sendJson({
    method: "PUT",
    path: "/api/user/profile",
    cookie: user.cookie,
    data: { email: newEmail, currentPassword: "not my password" },
  });
  expect(wrongPassword.status, summary(wrongPassword)).toBe(400);
  const form = await sendForm({
    path: "/profile",
    cookie: user.cookie,
    fields: { intent: "profile", firstName: "Attack", lastName: "Suite", email: newEmail },
  });
  expect(form.status, summary(form)).toBe(EXPECTED.emailChangeNeedsPassword.status);
  expect(await emailOf(user.id)).toBe(user.email);

  // A name alone needs no password; the address with the right password changes.
  const name = await sendJson({
    method: "PUT",
    path: "/api/user/profile",
    cookie: user.cookie,
    data: { firstName: "Renamed" },
  });
  expect(name.status, summary(name)).toBe(200);
  const field = EXPECTED.emailChangeNeedsPassword.field;
  const changed = await sendJson({
    method: "PUT",
    path: "/api/user/profile",
    cookie: user.cookie,
    data: { email: newEmail, [field]: PASSWORD },
  });
  expect(changed.status, summary(changed)).toBe(200);
  expect(await emailOf(user.id)).toBe(newEmail);
});

test("finding 9: wrong current passwords are throttled: 429 with Retry-After after the limit", async () => {
  const user = await account("current-password");
  const limit = EXPECTED.currentPasswordFailuresBeforeBlock;
  const change = (currentPassword: string) =>
    sendJson({
      method: "PUT",
      path: "/api/user/password",
      cookie: user.cookie,
      data: { currentPassword, newPassword: "a new password", confirmPassword: "a new password" },
    });
  for (let i = 0; i < limit; i++) {
    const answer = await change(`guess ${i}`);
    expect(answer.status, `guess ${i + 1}: ${summary(answer)}`).toBe(400);
    expect(errorOf(answer)).toBe("Current password is incorrect");
  }
  expectRateLimited(await change("one guess too many"), "the guess after the limit");
  expectRateLimited(await change(PASSWORD), "the right password while blocked");
  // The password is unchanged: the old one still signs in.
  expect(await signIn(user.email)).toBeTruthy();
});

test("finding 9: a session ends at the absolute lifetime however active it is", async () => {
  const { setting, defaultHours } = EXPECTED.absoluteSessionLifetime;
  const settings = await send({ path: "/api/admin/settings", cookie: admin.cookie });
  expect(settings.json, `the ${setting} setting`).toHaveProperty(setting, defaultHours);

  const user = await account("lifetime");
  await backdateSessionStart(user.email, defaultHours * 60 - 5);
  const young = await send({ path: "/api/user", cookie: user.cookie });
  expect(young.status, `a session ${defaultHours} h less 5 min old: ${summary(young)}`).toBe(200);

  await backdateSessionStart(user.email, defaultHours * 60 + 1);
  const old = await send({ path: "/api/user", cookie: user.cookie });
  expect(old.status, `a session ${defaultHours} h and 1 min old: ${summary(old)}`).toBe(401);
  expect(errorOf(old)).toBe(SESSION_EXPIRED_MESSAGE);
  const page = await send({ path: "/profile", cookie: user.cookie });
  expect(page.status).toBe(302);
  expect(page.headers.location).toMatch(/^\/auth\?.*expired=1/);
});

/**
 * Whether an observer can tell known addresses from unknown ones by how long `ask` takes to answer. Known and
 * unknown addresses are asked in pairs, in random order, one request at a time with a pause between (so one
 * answer's leftover work does not land on the next), each from a client address of its own (so no limit answers
 * instead of the code under test). The 80 answers of each kind are compared by their ranks (Mann–Whitney), which
 * a busy machine slows alike; unknown against unknown, |z| stays under 2.
 */
async function timingTells(known: string[], ask: (email: string) => Promise<Answer>): Promise<string | null> {
  const ROUNDS = 2;
  const timed = async (email: string) => {
    const answer = await ask(email);
    await new Promise((r) => setTimeout(r, 25));
    return answer.ms;
  };
  for (let i = 0; i < 8; i++) await timed(uniqueAddress("warm-up"));
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const email of known) {
      const pair = [
        { kind: "known" as const, email },
        { kind: "unknown" as const, email: uniqueAddress("nobody") },
      ];
      if (Math.random() < 0.5) pair.reverse();
      for (const { kind, email: address } of pair) times[kind].push(await timed(address));
    }
  }
  const knownMedian = median(times.known);
  const unknownMedian = median(times.unknown);
  const z = mannWhitneyZ(times.known, times.unknown);
  const { zLimit, minMs, minFraction } = EXPECTED.enumeration;
  const difference = knownMedian - unknownMedian;
  const told = Math.abs(z) > zLimit && Math.abs(difference) > Math.max(minMs, minFraction * unknownMedian);
  const figures = `median answer: known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms; Mann–Whitney z ${z.toFixed(2)}`;
  test.info().annotations.push({ type: "timing", description: figures });
  return told ? figures : null;
}

const TIMING_PAIRS = 40;

test("finding 10: forgot-password takes as long for a known address as for an unknown one", async () => {
  test.setTimeout(180_000);
  const known = await inParallel(
    Array.from({ length: TIMING_PAIRS }, (_, i) => i),
    4,
    () => account("timing", { signIn: false }),
  );
  const told = await timingTells(
    known.map((k) => k.email),
    async (email) => {
      const answer = await sendJson({ path: "/api/forgot-password", from: freshAddress(), data: { email } });
      expect(answer.status, summary(answer)).toBe(200);
      return answer;
    },
  );
  expect(told, "known and unknown addresses told apart by time").toBeNull();
});

test("finding 10: registering takes as long for a taken address as for a new one (verification off, the default)", async () => {
  test.setTimeout(240_000);
  const settings = (await send({ path: "/api/admin/settings", cookie: admin.cookie })).json as Record<string, unknown>;
  // The default: anyone may register, and a new account is signed in at once (no e-mail to verify), so a taken
  // address is told "already exists" (docs/security.md): the answers differ, the time they take must not.
  expect(settings).toMatchObject({ enableRegistration: true, requireEmailVerification: false });
  const known = await inParallel(
    Array.from({ length: TIMING_PAIRS }, (_, i) => i),
    4,
    () => account("register-timing", { signIn: false }),
  );
  const told = await timingTells(
    known.map((k) => k.email),
    async (email) => {
      const answer = await sendJson({
        path: "/api/register",
        from: freshAddress(),
        data: { firstName: "Timing", lastName: "Test", email, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect([201, 409], summary(answer)).toContain(answer.status);
      if (answer.status === 201) created.push({ ...(answer.json as Account), cookie: "" });
      return answer;
    },
  );
  expect(told, "taken and new addresses told apart by time").toBeNull();
});
