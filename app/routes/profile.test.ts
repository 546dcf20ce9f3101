import { beforeEach, describe, expect, test } from "vitest";
import { QueryTypes } from "sequelize";
import { db, User } from "~/platform/db.server.ts";
import { verifyLogin } from "~/platform/users.server.ts";
import { WRONG_CURRENT_PASSWORD } from "~/features/accounts/profile.server.ts";
import { LAST_ADMIN } from "~/features/accounts/user-management.server.ts";
import { startUserSession } from "~/platform/guards.server.ts";
import { args, cookieFrom, formRequest, getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser, testMailbox } from "../../tests/setup/users.ts";
import { action } from "./profile.tsx";
import { action as profileApi } from "./api.user.profile.ts";
import { action as passwordApi } from "./api.user.password.ts";
import { action as accountApi } from "./api.user.account.ts";
import { action as preferencesAction, loader as preferencesPage } from "./preferences.tsx";
import { action as preferencesApi, loader as preferencesLoader } from "./api.user.preferences.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(resetDatabase);

const post = (cookie: string, fields: Record<string, string>) =>
  settle(() => action(args(formRequest("/profile", fields, { cookie }))));
const count = async (sql: string, bind: unknown[]) =>
  Number((await db().query<{ count: string }>(sql, { bind, type: QueryTypes.SELECT }))[0].count);

describe("edit profile", () => {
  test("saves name and e-mail (with the current password), with the 'Profile updated' toast; the old address is told", async () => {
    const { user, cookie } = await signedInUser();
    const response = await post(cookie, {
      intent: "profile",
      firstName: "Mary",
      lastName: "Seacole",
      email: "Mary@Practice.nhs.uk",
      currentPassword: "a good password",
    });
    expect(response.headers.get("Location")).toBe("/profile");
    expect(cookieFrom(response)).toContain("en_toast=");
    const saved = await User.findByPk(user.id);
    expect([saved?.firstName, saved?.lastName, saved?.email]).toEqual(["Mary", "Seacole", "mary@practice.nhs.uk"]);
    await expect
      .poll(() =>
        testMailbox()
          .for(user.email)
          .map((m) => m.subject),
      )
      .toContain("Your Notewell email address was changed");
    expect(testMailbox().for(user.email).at(-1)?.text).toContain("was changed to mary@practice.nhs.uk");
  });

  test("a new e-mail needs the current password; a name alone does not; wrong guesses are throttled", async () => {
    const { user, cookie } = await signedInUser();
    const missing = await post(cookie, { intent: "profile", email: "taken.over@practice.nhs.uk" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).result.error.currentPassword).toEqual([
      "Enter your current password to change your email address",
    ]);
    const wrong = await post(cookie, {
      intent: "profile",
      email: "taken.over@practice.nhs.uk",
      currentPassword: "guess",
    });
    expect((await wrong.json()).result.error.currentPassword).toEqual(["Current password is incorrect"]);
    expect((await User.findByPk(user.id))?.email).toBe(user.email);
    expect((await post(cookie, { intent: "profile", firstName: "Florence" })).status).toBe(302);
    for (let i = 0; i < 3; i++)
      await post(cookie, { intent: "profile", email: "x@practice.nhs.uk", currentPassword: "guess" });
    const throttled = await post(cookie, {
      intent: "profile",
      email: "x@practice.nhs.uk",
      currentPassword: "a good password",
    });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  test("an e-mail that belongs to someone else is refused and nothing changes", async () => {
    const other = await signedInUser();
    const { user, cookie } = await signedInUser();
    const response = await post(cookie, {
      intent: "profile",
      firstName: "Changed",
      email: other.user.email.toUpperCase(),
      currentPassword: "a good password",
    });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.result.error.email).toEqual(["An account with this email already exists"]);
    expect(body.message).toBe("An account with this email already exists");
    expect((await User.findByPk(user.id))?.firstName).toBe(user.firstName);
  });

  test("PUT /api/user/profile: fields are optional; bad values are 400 {error}", async () => {
    const { cookie } = await signedInUser();
    const ok = await settle(() =>
      profileApi(args(jsonRequest("/api/user/profile", { lastName: "Nightingale" }, { method: "PUT", cookie }))),
    );
    expect((await ok.json()).lastName).toBe("Nightingale");
    for (const body of [{ email: "nope" }, { firstName: 12 }, { firstName: "x".repeat(101) }]) {
      const bad = await settle(() =>
        profileApi(args(jsonRequest("/api/user/profile", body, { method: "PUT", cookie }))),
      );
      expect(bad.status).toBe(400);
      expect(typeof (await bad.json()).error).toBe("string");
    }
  });
});

describe("change password", () => {
  test("needs the current password; other sessions end, this one stays", async () => {
    const { user, cookie } = await signedInUser();
    await startUserSession(getRequest("/"), user.id); // the same user on another device
    const wrong = await post(cookie, {
      intent: "password",
      currentPassword: "nope",
      newPassword: "secret one",
      confirmPassword: "secret one",
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).result.error.currentPassword).toEqual([WRONG_CURRENT_PASSWORD]);
    expect(await count("SELECT count(*) FROM sessions WHERE user_id = $1", [user.id])).toBe(2);

    const ok = await post(cookie, {
      intent: "password",
      currentPassword: "a good password",
      newPassword: "a fresh secret",
      confirmPassword: "a fresh secret",
    });
    expect(ok.headers.get("Location")).toBe("/profile");
    expect(await verifyLogin(user.email, "a fresh secret")).not.toBeNull();
    expect(await count("SELECT count(*) FROM sessions WHERE user_id = $1", [user.id])).toBe(1);
  });

  test.each([
    [
      { currentPassword: "", newPassword: "secret one", confirmPassword: "secret one" },
      "currentPassword",
      "Current password is required",
    ],
    [
      { currentPassword: "x", newPassword: "1234567", confirmPassword: "1234567" },
      "newPassword",
      "Password must be at least 8 characters",
    ],
    [
      { currentPassword: "a good password", newPassword: "Password1", confirmPassword: "Password1" },
      "newPassword",
      "This password is too common. Choose another.",
    ],
    [
      { currentPassword: "x", newPassword: "secret one", confirmPassword: "secret two" },
      "confirmPassword",
      "Passwords don't match",
    ],
    [
      { currentPassword: "a good password", newPassword: "a good password", confirmPassword: "a good password" },
      "newPassword",
      "New password must be different from your current password",
    ],
  ])("%j → the spec's message", async (fields, field, message) => {
    const { cookie } = await signedInUser();
    const response = await post(cookie, { intent: "password", ...fields });
    expect((await response.json()).result.error[field]).toContain(message);
  });

  test("PUT /api/user/password", async () => {
    const { cookie } = await signedInUser();
    const body = { currentPassword: "a good password", newPassword: "secret one", confirmPassword: "secret one" };
    expect(
      (await settle(() => passwordApi(args(jsonRequest("/api/user/password", body, { method: "PUT", cookie })))))
        .status,
    ).toBe(200);
    const again = await settle(() =>
      passwordApi(args(jsonRequest("/api/user/password", body, { method: "PUT", cookie }))),
    );
    expect(await again.json()).toEqual({ error: WRONG_CURRENT_PASSWORD });
  });

  test("the same password again is refused on the new-password field, and the password is unchanged", async () => {
    const { user, cookie } = await signedInUser();
    const same = {
      currentPassword: "a good password",
      newPassword: "a good password",
      confirmPassword: "a good password",
    };
    const form = await post(cookie, { intent: "password", ...same });
    expect(form.status).toBe(400);
    const body = await form.json();
    expect(body.result.error).toEqual({ newPassword: ["New password must be different from your current password"] });
    // Nothing typed comes back into the page.
    expect(JSON.stringify(body)).not.toContain("a good password");
    const api = await settle(() =>
      passwordApi(args(jsonRequest("/api/user/password", same, { method: "PUT", cookie }))),
    );
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({
      error: "newPassword: New password must be different from your current password",
    });
    expect(await count("SELECT count(*) FROM sessions WHERE user_id = $1", [user.id])).toBe(1);
    expect(await verifyLogin(user.email, "a good password")).not.toBeNull();
  });
});

describe("delete account", () => {
  test("removes the user and everything they own, then signs out with 'Account deleted'", async () => {
    const { user, cookie } = await signedInUser();
    await db().query(`
      INSERT INTO transcripts (user_id, content) VALUES (${user.id}, 'v1:x');
      INSERT INTO recording_sessions (user_id, duration_seconds) VALUES (${user.id}, 30);
      INSERT INTO password_reset_tokens (user_id, token, email, expires_at) VALUES (${user.id}, 'h', '${user.email}', now());
    `);
    const refused = await post(cookie, { intent: "delete" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).result.error.currentPassword).toEqual([
      "Enter your current password to delete your account",
    ]);
    expect(await User.findByPk(user.id)).not.toBeNull();
    const response = await post(cookie, { intent: "delete", currentPassword: "a good password" });
    expect(response.headers.get("Location")).toBe("/auth");
    expect(response.headers.get("Set-Cookie")).toMatch(/__session=;/);
    expect(await User.findByPk(user.id)).toBeNull();
    for (const table of ["sessions", "transcripts", "recording_sessions", "password_reset_tokens"]) {
      expect(await count(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [user.id]), table).toBe(0);
    }
  });

  test("the last administrator cannot delete their account", async () => {
    const { user, cookie } = await signedInUser({ role: "admin" });
    const body = { currentPassword: "a good password" };
    const response = await settle(() =>
      accountApi(args(jsonRequest("/api/user/account", body, { method: "DELETE", cookie }))),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: LAST_ADMIN.delete });
    expect(await User.findByPk(user.id)).not.toBeNull();
  });

  test("DELETE /api/user/account needs the current password; with it, works for a user and clears the cookie", async () => {
    const { user, cookie } = await signedInUser();
    const remove = (body: unknown) =>
      settle(() => accountApi(args(jsonRequest("/api/user/account", body, { method: "DELETE", cookie }))));
    for (const body of [null, { currentPassword: "not mine" }]) {
      const refused = await remove(body);
      expect(refused.status).toBe(400);
      expect(await User.findByPk(user.id)).not.toBeNull();
    }
    const response = await remove({ currentPassword: "a good password" });
    expect(response.status).toBe(200);
    expect(await User.findByPk(user.id)).toBeNull();
  });
});

describe("preferences", () => {
  test("each select saves at once (autosave answers JSON)", async () => {
    const { user, cookie } = await signedInUser();
    const response = await settle(() =>
      preferencesAction(
        args(formRequest("/preferences", { intent: "autosave", consultationFormat: "soap" }, { cookie })),
      ),
    );
    expect(await response.json()).toEqual({
      ok: true,
      description: "Consultation note format: SOAP",
      consultationConciseness: "normal",
      consultationFormat: "soap",
    });
    expect((await User.findByPk(user.id))?.consultationFormat).toBe("soap");
  });

  test("the plain form (no JavaScript) saves both and redirects with a toast; bad values are refused", async () => {
    const { user, cookie } = await signedInUser();
    const ok = await settle(() =>
      preferencesAction(
        args(
          formRequest(
            "/preferences",
            { intent: "save", consultationConciseness: "extended", consultationFormat: "sbar" },
            { cookie },
          ),
        ),
      ),
    );
    expect(ok.headers.get("Location")).toBe("/preferences");
    expect((await User.findByPk(user.id))?.consultationConciseness).toBe("extended");
    const bad = await settle(() =>
      preferencesAction(
        args(formRequest("/preferences", { intent: "autosave", consultationFormat: "poem" }, { cookie })),
      ),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: "Failed to save preference. Please try again." });
  });

  test("key terms: one per line, blanks and repeats ignored, the provider's limits enforced", async () => {
    const { user, cookie } = await signedInUser();
    const save = (keyTerms: string) =>
      settle(() => preferencesAction(args(formRequest("/preferences", { intent: "keyterms", keyTerms }, { cookie }))));
    expect((await save("Ramipril\n\n Dr Okafor \nRamipril")).headers.get("Location")).toBe("/preferences");
    expect((await User.findByPk(user.id))?.keyTerms).toEqual(["Ramipril", "Dr Okafor"]);
    const tooLong = await save("x".repeat(51));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain("Each key term must be at most 50 characters");
    const tooMany = await save(Array.from({ length: 101 }, (_, i) => `term ${i}`).join("\n"));
    expect(JSON.stringify(await tooMany.json())).toContain("Add at most 100 key terms");
    expect((await User.findByPk(user.id))?.keyTerms).toEqual(["Ramipril", "Dr Okafor"]);
  });

  test("a plain form posted after the session ran out goes to sign in again carrying the change, which the page then shows without saving it", async () => {
    const { user, cookie } = await signedInUser();
    await db().query("UPDATE sessions SET expire = now() - interval '1 second' WHERE user_id = $id", {
      bind: { id: user.id },
    });
    const post = (fields: Record<string, string>) =>
      settle(() => preferencesAction(args(formRequest("/preferences", fields, { cookie }))));
    const signIn = (response: Response) => new URL(response.headers.get("Location") ?? "", "http://notewell.test");

    const terms = signIn(await post({ intent: "keyterms", keyTerms: "Ramipril\n\nDr Okafor" }));
    expect(terms.pathname).toBe("/auth");
    expect(terms.searchParams.get("expired")).toBe("1");
    expect(terms.searchParams.get("redirectTo")).toBe("/preferences?keyTerms=Ramipril%0ADr+Okafor");
    const notes = signIn(
      await post({ intent: "save", consultationFormat: "sbar", consultationConciseness: "extended" }),
    );
    expect(notes.searchParams.get("redirectTo")).toBe(
      "/preferences?consultationConciseness=extended&consultationFormat=sbar",
    );
    // The page with JavaScript keeps its own change in the browser; a change too long for an address is not carried.
    expect(signIn(await post({ intent: "autosave", consultationFormat: "soap" })).searchParams.get("redirectTo")).toBe(
      "/preferences",
    );
    const many = Array.from({ length: 100 }, (_, i) => `a long key term number ${i}`).join("\n");
    expect(signIn(await post({ intent: "keyterms", keyTerms: many })).searchParams.get("redirectTo")).toBe(
      "/preferences",
    );

    const { cookie: again } = await signedInUser();
    const page = await settle(() =>
      preferencesPage(
        args(getRequest(`${terms.searchParams.get("redirectTo")}&consultationFormat=poem`, { cookie: again })),
      ),
    );
    expect((await page.json()).carried).toEqual({ keyTerms: ["Ramipril", "Dr Okafor"] });
    expect((await User.findByPk(user.id))?.keyTerms).toEqual([]);
  });

  test("GET and PUT /api/user/preferences", async () => {
    const { cookie } = await signedInUser();
    const get = await settle(() => preferencesLoader(args(getRequest("/api/user/preferences", { cookie }))));
    expect(await get.json()).toEqual({
      consultationConciseness: "normal",
      consultationFormat: "narrative",
      keyTerms: [],
    });
    const put = await settle(() =>
      preferencesApi(
        args(
          jsonRequest("/api/user/preferences", { consultationConciseness: "very-concise" }, { method: "PUT", cookie }),
        ),
      ),
    );
    expect(await put.json()).toEqual({
      consultationConciseness: "very-concise",
      consultationFormat: "narrative",
      keyTerms: [],
    });
    for (const body of [{}, { consultationFormat: "essay" }, { consultationConciseness: 3 }]) {
      const bad = await settle(() =>
        preferencesApi(args(jsonRequest("/api/user/preferences", body, { method: "PUT", cookie }))),
      );
      expect(bad.status).toBe(400);
    }
  });
});
