import { beforeEach, describe, expect, test } from "vitest";
import { QueryTypes } from "sequelize";
import { saveSettings } from "~/platform/settings.server.ts";
import { createLocalUser } from "~/platform/users.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { args, cookieFrom, formRequest, getRequest, settle } from "../../tests/setup/requests.ts";
import { REGISTRATION_CLOSED } from "~/features/accounts/accounts.server.ts";
import { action, loader } from "./auth.tsx";
import { resetDatabase } from "../../tests/setup/reset.ts";

const register = (fields: Record<string, string>) =>
  settle(() => action(args(formRequest("/auth", { intent: "register", ...fields }))));
const login = (fields: Record<string, string>, origin?: string) =>
  settle(() => action(args(formRequest("/auth", { intent: "login", ...fields }, { origin }))));

const newcomer = {
  firstName: "Asha",
  lastName: "Patel",
  email: "Asha.Patel@Practice.NHS.uk",
  password: "correct horse",
  confirmPassword: "correct horse",
};

beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ enableRegistration: true }, null);
});

describe("register", () => {
  test("creates the account (argon2id), signs in and goes to / with the welcome toast", async () => {
    const response = await register(newcomer);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(cookieFrom(response)).toMatch(/__session=.+; en_toast=/);
    const user = await User.findOne({ where: { email: "asha.patel@practice.nhs.uk" } });
    expect(user?.password).toMatch(/^\$argon2id\$/);
    expect(user?.firstName).toBe("Asha");
    const sessions = await db().query("SELECT user_id FROM sessions", { type: QueryTypes.SELECT });
    expect(sessions).toEqual([{ user_id: user?.id }]);
  });

  test.each([
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ email: "" }, "email", "Please enter a valid email address"],
    [{ confirmPassword: "something else" }, "confirmPassword", "Passwords don't match"],
    [{ password: "short", confirmPassword: "short" }, "password", "Password must be at least 8 characters"],
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "x".repeat(101) }, "lastName", "Last name must be at most 100 characters"],
  ])("refuses %j with the message on %s", async (change, field, message) => {
    const response = await register({ ...newcomer, ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.result.error[field]).toContain(message);
    expect(await User.count()).toBe(0);
  });

  test("an email already registered (in any case) is refused without changing the account", async () => {
    await createLocalUser({ ...newcomer, email: "asha.patel@practice.nhs.uk" });
    const response = await register({ ...newcomer, password: "another pass", confirmPassword: "another pass" });
    expect(response.status).toBe(409);
    expect((await response.json()).result.error.email).toEqual(["An account with this email already exists"]);
    expect(await User.count()).toBe(1);
  });

  test("is refused with a clear message when registration is off", async () => {
    await saveSettings({ enableRegistration: false }, null);
    const response = await register(newcomer);
    expect(response.status).toBe(403);
    expect((await response.json()).result.error[""]).toEqual([REGISTRATION_CLOSED]);
    expect(await User.count()).toBe(0);
  });

  test("the page is told whether registration is open (it hides the Register tab when it is not)", async () => {
    const open = await settle(() => loader(args(getRequest("/auth?tab=register"))));
    expect(await open.json()).toMatchObject({ enableRegistration: true });
    await saveSettings({ enableRegistration: false }, null);
    const closed = await settle(() => loader(args(getRequest("/auth?tab=register"))));
    expect(await closed.json()).toMatchObject({ enableRegistration: false });
  });
});

describe("sign in", () => {
  beforeEach(async () => {
    await createLocalUser({ ...newcomer, email: "asha.patel@practice.nhs.uk" });
  });

  test("the right password starts a session and goes to the page asked for", async () => {
    const response = await login({
      email: "ASHA.PATEL@practice.nhs.uk",
      password: "correct horse",
      redirectTo: "/preferences",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/preferences");
    expect(cookieFrom(response)).toContain("__session=");
  });

  test("never redirects off-site", async () => {
    const response = await login({
      email: "asha.patel@practice.nhs.uk",
      password: "correct horse",
      redirectTo: "//evil.example",
    });
    expect(response.headers.get("Location")).toBe("/");
  });

  test.each([
    [{ email: "asha.patel@practice.nhs.uk", password: "wrong" }, 401],
    [{ email: "nobody@practice.nhs.uk", password: "correct horse" }, 401],
  ])("wrong credentials get one message that does not say which part was wrong (%j)", async (fields, status) => {
    const response = await login(fields);
    expect(response.status).toBe(status);
    expect((await response.json()).result.error[""]).toEqual(["Invalid email or password"]);
  });

  test("form errors use the spec's messages", async () => {
    const response = await login({ email: "nope", password: "" });
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error.email).toEqual(["Please enter a valid email address"]);
    expect(result.error.password).toEqual(["Password is required"]);
  });

  test("an inactive account cannot sign in", async () => {
    await User.update({ isActive: false }, { where: {} });
    const response = await login({ email: "asha.patel@practice.nhs.uk", password: "correct horse" });
    expect(response.status).toBe(401);
    expect((await response.json()).result.error[""][0]).toMatch(/deactivated/);
  });

  test("a post from another site is refused", async () => {
    const response = await login(
      { email: "asha.patel@practice.nhs.uk", password: "correct horse" },
      "https://evil.example",
    );
    expect(response.status).toBe(403);
  });

  test("a signed-in user visiting /auth is sent to /", async () => {
    const signedIn = await login({ email: "asha.patel@practice.nhs.uk", password: "correct horse" });
    const response = await settle(() => loader(args(getRequest("/auth", { cookie: cookieFrom(signedIn) }))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});
