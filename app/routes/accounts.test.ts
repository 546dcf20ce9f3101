import { UNLINKED_DELAY_MS } from "~/platform/background.server.ts";
import { beforeEach, describe, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { createLocalUser } from "~/platform/users.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { ACCOUNT_THROTTLES } from "~/features/accounts/throttles.server.ts";
import { GUESSING_ADDRESS_FAILURES, SIGN_IN_POLICIES } from "~/features/accounts/sign-in-limits.server.ts";
import { action as authAction } from "~/routes/auth.tsx";
import { loader as verifyLoader } from "~/routes/verify-email.tsx";
import { action as loginApi } from "~/routes/api.login.ts";
import { action as registerApi } from "~/routes/api.register.ts";
import { loader as userApi } from "~/routes/api.user.ts";
import { args, cookieFrom, formRequest, getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { testMailbox } from "../../tests/setup/users.ts";
import { UNVERIFIED_MESSAGE } from "~/features/accounts/email-verification.server.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ enableRegistration: true, requireEmailVerification: false }, null);
});

const grace = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@practice.nhs.uk",
  password: "cobol rules",
  confirmPassword: "cobol rules",
};

function loginFrom(address: string, email: string, password: string) {
  const request = formRequest("/auth", { intent: "login", email, password });
  request.headers.set("X-Forwarded-For", address);
  return settle(() => authAction(args(request)));
}

describe("e-mail verification (requireEmailVerification on)", () => {
  test("a new account gets a link, cannot sign in until it is used, then can", async () => {
    await saveSettings({ requireEmailVerification: true }, null);
    const registered = await settle(() => authAction(args(formRequest("/auth", { intent: "register", ...grace }))));
    expect(registered.headers.get("Location")).toBe("/auth");
    expect(cookieFrom(registered)).not.toContain("__session");
    const blocked = await loginFrom("10.0.0.1", grace.email, grace.password);
    expect(blocked.status).toBe(401);
    const body = await blocked.json();
    expect(body.result.error[""]).toEqual([UNVERIFIED_MESSAGE]);
    expect(body.unverified).toBe(true);

    const mail = await testMailbox().waitFor(grace.email);
    expect(mail.subject).toBe("Verify your Notewell email address");
    const link = new URL(mail.links.find((l) => l.includes("/verify-email?token="))!);
    const verified = await settle(() => verifyLoader(args(getRequest(link.pathname + link.search))));
    expect(verified.headers.get("Location")).toBe("/auth");
    expect((await loginFrom("10.0.0.1", grace.email, grace.password)).status).toBe(302);
    // The link is single-use.
    expect((await settle(() => verifyLoader(args(getRequest(link.pathname + link.search))))).status).toBe(400);
  });

  test("an unverified user can ask for a new link, and nobody learns whether an address exists", async () => {
    await saveSettings({ requireEmailVerification: true }, null);
    await createLocalUser({ ...grace, emailVerified: false });
    for (const email of [grace.email, "stranger@practice.nhs.uk"]) {
      const response = await settle(() =>
        authAction(args(formRequest("/auth", { intent: "resend-verification", email }))),
      );
      expect(response.headers.get("Location")).toBe("/auth");
    }
    expect((await testMailbox().waitFor(grace.email)).subject).toBe("Verify your Notewell email address");
    await new Promise((r) => setTimeout(r, 100));
    expect(testMailbox().for("stranger@practice.nhs.uk")).toHaveLength(0);
  });

  test("an administrator is never locked out, even with an unverified address (form and JSON API)", async () => {
    await saveSettings({ requireEmailVerification: true }, null);
    await createLocalUser({ ...grace, role: "admin", emailVerified: false });
    await createLocalUser({ ...grace, email: "ada@practice.nhs.uk", emailVerified: false });
    const admin = await loginFrom("10.0.0.2", grace.email, grace.password);
    expect(admin.status).toBe(302);
    expect(cookieFrom(admin)).toContain("__session=");
    const api = await settle(() =>
      loginApi(args(jsonRequest("/api/login", { email: grace.email, password: grace.password }))),
    );
    expect(api.status).toBe(200);
    expect((await api.json()).role).toBe("admin");
    // A clinician with an unverified address is still held back.
    const clinician = await loginFrom("10.0.0.2", "ada@practice.nhs.uk", grace.password);
    expect(clinician.status).toBe(401);
    expect((await clinician.json()).result.error[""]).toEqual([UNVERIFIED_MESSAGE]);
  });

  test("new verification links are throttled: at most three mails an hour, and the page answers the same", async () => {
    await saveSettings({ requireEmailVerification: true }, null);
    const email = "throttled@practice.nhs.uk";
    await createLocalUser({ ...grace, email, emailVerified: false });
    const resendFrom = (address: string) => {
      const request = formRequest("/auth", { intent: "resend-verification", email });
      request.headers.set("X-Forwarded-For", address);
      return settle(() => authAction(args(request)));
    };
    // Asked for from five addresses: every answer the same, three mails.
    for (let i = 0; i < 5; i++) {
      const response = await resendFrom(`198.51.100.${i + 1}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/auth");
    }
    // Each link is looked up and mailed a moment after the answer (inBackgroundLater): wait out the longest pause.
    await new Promise((r) => setTimeout(r, UNLINKED_DELAY_MS.max + 500));
    await expect.poll(() => testMailbox().for(email).length).toBe(3);
    await new Promise((r) => setTimeout(r, 200));
    expect(testMailbox().for(email)).toHaveLength(3);
    // From one address, one person's clicks are slowed after three (429 with Retry-After).
    const { points } = ACCOUNT_THROTTLES.verificationResend[0];
    for (let i = 0; i < points; i++) expect((await resendFrom("203.0.113.70")).status).toBe(302);
    const again = await resendFrom("203.0.113.70");
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
  });

  test("with verification off, accounts are verified at creation", async () => {
    await settle(() => authAction(args(formRequest("/auth", { intent: "register", ...grace }))));
    expect((await User.findOne({ where: { email: grace.email } }))?.emailVerifiedAt).toBeInstanceOf(Date);
  });
});

describe("failed sign-ins are rate limited", () => {
  test("five wrong passwords block that account from that address, without locking out anyone else", async () => {
    await createLocalUser(grace);
    await createLocalUser({ ...grace, email: "ada@practice.nhs.uk" });
    for (let i = 0; i < 5; i++) expect((await loginFrom("203.0.113.7", grace.email, "wrong")).status).toBe(401);
    const blocked = await loginFrom("203.0.113.7", grace.email, grace.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await blocked.json()).result.error[""][0]).toMatch(
      /^Too many failed sign-in attempts\. Please wait 1 minute/,
    );
    // Another user from the same address, and the same user from another address, still get in.
    expect((await loginFrom("203.0.113.7", "ada@practice.nhs.uk", grace.password)).status).toBe(302);
    expect((await loginFrom("198.51.100.2", grace.email, grace.password)).status).toBe(302);
  });

  test("a success clears the count", async () => {
    await createLocalUser(grace);
    for (let i = 0; i < 4; i++) await loginFrom("203.0.113.8", grace.email, "wrong");
    expect((await loginFrom("203.0.113.8", grace.email, grace.password)).status).toBe(302);
    for (let i = 0; i < 4; i++) await loginFrom("203.0.113.8", grace.email, "wrong");
    expect((await loginFrom("203.0.113.8", grace.email, grace.password)).status).toBe(302);
  });
});

describe("the sign-in limits hold under load and back off", () => {
  test("30 wrong passwords sent at once: only the limit's worth is checked, the rest are refused unchecked", async () => {
    await createLocalUser(grace);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => loginFrom("203.0.113.30", grace.email, "wrong")),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_POLICIES.pairMinute.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - SIGN_IN_POLICIES.pairMinute.points);
  });

  test("guessing from many addresses cannot lock the owner out: past the account's failures, the guessers wait and the owner signs in", async () => {
    await createLocalUser(grace);
    const { account } = SIGN_IN_POLICIES;
    const guessers = Array.from(
      { length: account.points / GUESSING_ADDRESS_FAILURES },
      (_, i) => `198.51.100.${i + 1}`,
    );
    for (const address of guessers) {
      for (let i = 0; i < GUESSING_ADDRESS_FAILURES; i++) {
        expect((await loginFrom(address, grace.email, "wrong")).status).toBe(401);
      }
    }
    // A guessing address is refused, even with the right password, for the rest of the account's hour.
    const guesser = await loginFrom(guessers[0], grace.email, grace.password);
    expect(guesser.status).toBe(429);
    expect(Number(guesser.headers.get("Retry-After"))).toBeGreaterThan(60);
    // The owner, from an address with no failures of its own, signs in.
    expect((await loginFrom("203.0.113.50", grace.email, grace.password)).status).toBe(302);
    // Anyone else new is slowed: one attempt on the account every 30 seconds.
    const slowed = await loginFrom("203.0.113.51", grace.email, "wrong");
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("Retry-After"))).toBeLessThanOrEqual(SIGN_IN_POLICIES.accountSlowed.seconds);
    expect((await slowed.json()).result.error[""][0]).toMatch(/^There have been many failed sign-in attempts/);
  });

  test("guessing stays bounded: of 60 wrong passwords at once from 60 addresses, the account's 30 and one slowed attempt are checked", async () => {
    await createLocalUser(grace);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => loginFrom(`192.0.2.${i + 1}`, grace.email, "wrong")),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_POLICIES.account.points + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - SIGN_IN_POLICIES.account.points - 1);
  });

  test("the wait grows with repeated failures: a minute, then a quarter of an hour", async () => {
    await createLocalUser(grace);
    const pair = `${grace.email}|203.0.113.31`;
    for (let i = 0; i < 5; i++) await loginFrom("203.0.113.31", grace.email, "wrong");
    expect(
      Number((await loginFrom("203.0.113.31", grace.email, "wrong")).headers.get("Retry-After")),
    ).toBeLessThanOrEqual(60);
    // A minute later (the minute's window moved on), five more failures reach the quarter-hour limit.
    await db().query("DELETE FROM rate_limits WHERE key = $1", { bind: [`signin_pair_minute:${pair}`] });
    for (let i = 0; i < 5; i++) await loginFrom("203.0.113.31", grace.email, "wrong");
    await db().query("DELETE FROM rate_limits WHERE key = $1", { bind: [`signin_pair_minute:${pair}`] });
    const waited = await loginFrom("203.0.113.31", grace.email, "wrong");
    expect(waited.status).toBe(429);
    expect(Number(waited.headers.get("Retry-After"))).toBeGreaterThan(60);
  });

  test("sign-ups from one address are throttled (429 with Retry-After)", async () => {
    const limit = ACCOUNT_THROTTLES.signUp[0].points;
    const answers = [];
    for (let i = 0; i <= limit; i++) {
      answers.push(
        await settle(() =>
          registerApi(
            args(
              jsonRequest(
                "/api/register",
                { ...grace, email: `new${i}@practice.nhs.uk` },
                { forwardedFor: "203.0.113.40" },
              ),
            ),
          ),
        ),
      );
    }
    expect(answers.slice(0, limit).map((a) => a.status)).toEqual(Array(limit).fill(201));
    expect(answers[limit].status).toBe(429);
    expect(answers[limit].headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await answers[limit].json()).error).toMatch(/^Too many accounts have been created from your network\./);
  });
});

describe("JSON API", () => {
  test("POST /api/register then GET /api/user with the cookie; POST /api/login", async () => {
    const created = await settle(() => registerApi(args(jsonRequest("/api/register", grace))));
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ email: grace.email, firstName: "Grace", role: "user", verificationRequired: false });
    expect(body).not.toHaveProperty("password");
    const me = await settle(() => userApi(args(getRequest("/api/user", { cookie: cookieFrom(created) }))));
    expect((await me.json()).email).toBe(grace.email);

    const login = await settle(() =>
      loginApi(args(jsonRequest("/api/login", { email: grace.email, password: grace.password }))),
    );
    expect(login.status).toBe(200);
    expect(cookieFrom(login)).toContain("__session=");
  });

  test.each([
    [{ email: "grace@practice.nhs.uk", password: "wrong" }, 401, "Invalid email or password"],
    [{ email: "bad", password: "x" }, 400, "email: Please enter a valid email address"],
    [{ email: ["grace@practice.nhs.uk"], password: "x" }, 400, "email: Please enter a valid email address"],
    [{}, 400, "email: Please enter a valid email address"],
  ])("POST /api/login %j → %i {error}", async (body, status, error) => {
    await createLocalUser(grace);
    const response = await settle(() => loginApi(args(jsonRequest("/api/login", body))));
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(error);
  });

  test("malformed JSON and huge bodies are 4xx, never 500", async () => {
    const broken = await settle(() => loginApi(args(jsonRequest("/api/login", null, { raw: '{"email":' }))));
    expect(broken.status).toBe(400);
    const huge = await settle(() =>
      registerApi(args(jsonRequest("/api/register", { ...grace, firstName: "x".repeat(2_000_000) }))),
    );
    expect(huge.status).toBe(413);
    expect(await User.count()).toBe(0);
  });

  test("POST /api/register refuses a taken e-mail and a closed registration", async () => {
    await createLocalUser(grace);
    const taken = await settle(() =>
      registerApi(args(jsonRequest("/api/register", { ...grace, email: "GRACE@practice.nhs.uk" }))),
    );
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe("An account with this email already exists");
    await saveSettings({ enableRegistration: false }, null);
    const closed = await settle(() =>
      registerApi(args(jsonRequest("/api/register", { ...grace, email: "new@practice.nhs.uk" }))),
    );
    expect(closed.status).toBe(403);
  });

  test("GET /api/user with no session is 401", async () => {
    expect((await settle(() => userApi(args(getRequest("/api/user"))))).status).toBe(401);
  });
});

describe("registration tells nobody who has an account (verification on)", () => {
  test("a taken address gets the same answer as a new one; its holder is told by e-mail", async () => {
    await saveSettings({ requireEmailVerification: true }, null);
    await createLocalUser(grace);
    const taken = await settle(() => registerApi(args(jsonRequest("/api/register", grace))));
    const fresh = await settle(() =>
      registerApi(args(jsonRequest("/api/register", { ...grace, email: "new.person@practice.nhs.uk" }))),
    );
    expect([taken.status, fresh.status]).toEqual([202, 202]);
    expect(await taken.json()).toEqual({ email: grace.email, verificationRequired: true });
    expect(await fresh.json()).toEqual({ email: "new.person@practice.nhs.uk", verificationRequired: true });
    await expect
      .poll(() =>
        testMailbox()
          .for(grace.email)
          .map((m) => m.subject),
      )
      .toContain("Someone tried to register with your Notewell address");
    await expect
      .poll(() =>
        testMailbox()
          .for("new.person@practice.nhs.uk")
          .map((m) => m.subject),
      )
      .toContain("Verify your Notewell email address");
  });
});
