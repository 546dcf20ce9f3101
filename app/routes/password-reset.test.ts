import { UNLINKED_DELAY_MS } from "~/platform/background.server.ts";
import { beforeEach, describe, expect, test } from "vitest";
import { QueryTypes } from "sequelize";
import { db, User } from "~/platform/db.server.ts";
import { saveSettings } from "~/platform/settings.server.ts";
import { createLocalUser, verifyLogin } from "~/platform/users.server.ts";
import { RESET_LINK_INVALID } from "~/features/accounts/password-reset.server.ts";
import { hashToken } from "~/features/accounts/account-tokens.server.ts";
import { args, formRequest, getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser, testMailbox } from "../../tests/setup/users.ts";
import { action as forgotAction } from "./forgot-password.tsx";
import { action as resetAction, loader as resetLoader } from "./reset-password.tsx";
import { action as forgotApi } from "./api.forgot-password.ts";
import { action as resetApi } from "./api.reset-password.ts";
import { action as authAction } from "./auth.tsx";
import { resetDatabase } from "../../tests/setup/reset.ts";
import { ACCOUNT_THROTTLES } from "~/features/accounts/throttles.server.ts";

beforeEach(resetDatabase);

const forgot = (email: string) => settle(() => forgotAction(args(formRequest("/forgot-password", { email }))));
function forgotFrom(address: string, email: string) {
  const request = formRequest("/forgot-password", { email });
  request.headers.set("X-Forwarded-For", address);
  return settle(() => forgotAction(args(request)));
}
const reset = (fields: Record<string, string>) =>
  settle(() => resetAction(args(formRequest("/reset-password", fields))));

async function resetLinkFor(email: string): Promise<string> {
  const response = await forgot(email);
  expect(await response.json()).toMatchObject({ sent: true });
  const mail = await testMailbox().waitFor(email);
  const link = mail.links.find((l) => l.includes("/reset-password?token="));
  if (!link) throw new Error("no reset link in the mail");
  return new URL(link).searchParams.get("token")!;
}

describe("forgot password", () => {
  test("a known address gets a link by SMTP; the database keeps only its hash", async () => {
    const { user } = await signedInUser();
    const token = await resetLinkFor(user.email);
    const mail = await testMailbox().waitFor(user.email);
    expect(mail.subject).toBe("Reset your Notewell password");
    expect(mail.text).toContain("expires in 1 hour");
    const rows = await db().query<{ token: string; expires_in: number }>(
      "SELECT token, extract(epoch FROM expires_at - now()) AS expires_in FROM password_reset_tokens",
      { type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token).toBe(hashToken(token));
    expect(rows[0].token).not.toContain(token);
    expect(Number(rows[0].expires_in)).toBeGreaterThan(3590);
    expect(Number(rows[0].expires_in)).toBeLessThanOrEqual(3600);
  });

  test("an unknown address gets the same answer and no mail (no account enumeration)", async () => {
    const before = testMailbox().messages.length;
    const response = await forgot("nobody@practice.nhs.uk");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(testMailbox().messages.length).toBe(before);
  });

  test("a bad address is refused with the spec's message", async () => {
    const response = await forgot("not-an-email");
    expect(response.status).toBe(400);
    expect((await response.json()).result.error.email).toEqual(["Please enter a valid email address"]);
  });

  test("at most three reset mails an hour reach one person, from however many addresses they are asked for", async () => {
    const { user } = await signedInUser();
    for (let i = 0; i < 5; i++) expect((await forgotFrom(`198.51.100.${i + 1}`, user.email)).status).toBe(200);
    // Each link is looked up and mailed a moment after the answer (inBackgroundLater): wait out the longest pause.
    await new Promise((r) => setTimeout(r, UNLINKED_DELAY_MS.max + 500));
    expect(testMailbox().for(user.email)).toHaveLength(3);
  });

  test("one person asking again and again is slowed alone: a colleague behind the same address still gets a link", async () => {
    const [{ user }, { user: colleague }] = [await signedInUser(), await signedInUser()];
    const { points } = ACCOUNT_THROTTLES.passwordReset[0];
    for (let i = 0; i < points; i++) expect((await forgotFrom("203.0.113.60", user.email)).status).toBe(200);
    const again = await forgotFrom("203.0.113.60", user.email);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect((await again.json()).result.error[""][0]).toMatch(/^Too many reset links have been asked for\. Please wait/);
    expect((await forgotFrom("203.0.113.60", colleague.email)).status).toBe(200);
    // One address asking for many accounts is held at the address's limit.
    const { points: perAddress } = ACCOUNT_THROTTLES.passwordReset[1];
    const statuses = [];
    for (let i = 0; i < perAddress; i++)
      statuses.push((await forgotFrom("203.0.113.61", `someone${i}@practice.nhs.uk`)).status);
    expect(statuses).toEqual(Array(perAddress).fill(200));
    expect((await forgotFrom("203.0.113.61", "one.more@practice.nhs.uk")).status).toBe(429);
  });
});

describe("reset password", () => {
  test("without a token, or with a bogus one, the page shows Invalid Reset Link", async () => {
    for (const path of ["/reset-password", "/reset-password?token=forged-token"]) {
      const response = await settle(() => resetLoader(args(getRequest(path))));
      expect(await response.json()).toEqual({ token: null, invitation: false });
    }
  });

  test("a live link sets the new password, ends every session and cannot be used twice", async () => {
    const { user, cookie } = await signedInUser();
    const token = await resetLinkFor(user.email);
    const page = await settle(() => resetLoader(args(getRequest(`/reset-password?token=${token}`))));
    expect(await page.json()).toEqual({ token, invitation: false });
    const response = await reset({ token, password: "brand new password", confirmPassword: "brand new password" });
    expect(await response.json()).toMatchObject({ done: true });
    expect(await verifyLogin(user.email, "brand new password")).not.toBeNull();
    expect(await verifyLogin(user.email, "a good password")).toBeNull();
    const [{ count }] = await db().query<{ count: string }>("SELECT count(*) FROM sessions WHERE user_id = $1", {
      bind: [user.id],
      type: QueryTypes.SELECT,
    });
    expect(Number(count)).toBe(0);
    expect(cookie).toBeTruthy();
    const again = await reset({ token, password: "another password", confirmPassword: "another password" });
    expect(again.status).toBe(400);
    expect((await again.json()).result.error[""]).toEqual([RESET_LINK_INVALID]);
  });

  test("a completed reset marks an unverified address verified, so the user can sign in", async () => {
    await saveSettings({ requireEmailVerification: true }, null);
    try {
      const user = await createLocalUser({
        email: "unverified@practice.nhs.uk",
        password: "a good password",
        firstName: "Una",
        lastName: "Verified",
        emailVerified: false,
      });
      const token = await resetLinkFor(user.email);
      // Asking for the link changes nothing; using it proves the address.
      expect((await User.findByPk(user.id))?.emailVerifiedAt).toBeNull();
      expect(
        (await (await reset({ token, password: "brand new password", confirmPassword: "brand new password" })).json())
          .done,
      ).toBe(true);
      expect((await User.findByPk(user.id))?.emailVerifiedAt).toBeInstanceOf(Date);
      const signIn = await settle(() =>
        authAction(args(formRequest("/auth", { intent: "login", email: user.email, password: "brand new password" }))),
      );
      expect(signIn.status).toBe(302);
    } finally {
      await saveSettings({ requireEmailVerification: false }, null);
    }
  });

  test("a reset keeps the date an address was first verified", async () => {
    const { user } = await signedInUser();
    await User.update({ emailVerifiedAt: new Date("2024-01-02T03:04:05Z") }, { where: { id: user.id } });
    const token = await resetLinkFor(user.email);
    await reset({ token, password: "brand new password", confirmPassword: "brand new password" });
    expect((await User.findByPk(user.id))?.emailVerifiedAt?.toISOString()).toBe("2024-01-02T03:04:05.000Z");
  });

  test("an expired link is refused", async () => {
    const { user } = await signedInUser();
    const token = await resetLinkFor(user.email);
    await db().query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'");
    const response = await reset({ token, password: "brand new password", confirmPassword: "brand new password" });
    expect((await response.json()).result.error[""]).toEqual([RESET_LINK_INVALID]);
    expect(await verifyLogin(user.email, "a good password")).not.toBeNull();
  });

  test("only the newest link works once it has been used", async () => {
    const { user } = await signedInUser();
    const first = await resetLinkFor(user.email);
    await new Promise((r) => setTimeout(r, 50));
    testMailbox().messages.length = 0;
    const second = await resetLinkFor(user.email);
    expect(
      (await (await reset({ token: second, password: "password two!", confirmPassword: "password two!" })).json()).done,
    ).toBe(true);
    expect((await reset({ token: first, password: "password one!", confirmPassword: "password one!" })).status).toBe(
      400,
    );
  });

  test.each([
    [{ token: "", password: "long enough", confirmPassword: "long enough" }, "token", "Reset token is required"],
    [{ token: "t", password: "short", confirmPassword: "short" }, "password", "Password must be at least 8 characters"],
    [
      { token: "t", password: "long enough", confirmPassword: "different!" },
      "confirmPassword",
      "Passwords don't match",
    ],
  ])("form errors use the spec's messages (%j)", async (fields, field, message) => {
    const response = await reset(fields);
    expect(response.status).toBe(400);
    expect((await response.json()).result.error[field]).toContain(message);
  });
});

describe("JSON API", () => {
  test("POST /api/forgot-password answers the same for everyone; bad input is a 400 with {error}", async () => {
    const ok = await settle(() => forgotApi(args(jsonRequest("/api/forgot-password", { email: "nobody@x.uk" }))));
    expect(ok.status).toBe(200);
    for (const body of [{}, { email: 42 }, { email: "x".repeat(5000) }]) {
      const bad = await settle(() => forgotApi(args(jsonRequest("/api/forgot-password", body))));
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toBe("email: Please enter a valid email address");
    }
  });

  test("POST /api/reset-password: forged token → 400 {error}; a live one works", async () => {
    const forged = await settle(() =>
      resetApi(
        args(
          jsonRequest("/api/reset-password", { token: "forged", password: "abcdefgh", confirmPassword: "abcdefgh" }),
        ),
      ),
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ error: RESET_LINK_INVALID });
    const { user } = await signedInUser();
    const token = await resetLinkFor(user.email);
    const ok = await settle(() =>
      resetApi(args(jsonRequest("/api/reset-password", { token, password: "abcdefgh", confirmPassword: "abcdefgh" }))),
    );
    expect(ok.status).toBe(200);
    const mismatch = await settle(() =>
      resetApi(args(jsonRequest("/api/reset-password", { token, password: "abcdefgh", confirmPassword: "abcdefgX" }))),
    );
    expect(await mismatch.json()).toMatchObject({ error: "confirmPassword: Passwords don't match" });
  });
});
