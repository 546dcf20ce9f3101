import { beforeEach, describe, expect, test } from "vitest";
import { CANNOT_DEACTIVATE_SELF, CANNOT_DELETE_SELF } from "~/features/accounts/user-management.server.ts";
import { createLocalUser } from "~/platform/users.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { getToast } from "~/platform/toast.server.ts";
import { args, cookieFrom, formRequest, getRequest, settle } from "../../tests/setup/requests.ts";
import { sessionCount, signedInUser } from "../../tests/setup/users.ts";
import { action, loader } from "./admin.users.tsx";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(resetDatabase);

const post = (fields: Record<string, string>, cookie?: string, origin?: string) =>
  settle(() => action(args(formRequest("/admin/users", fields, { cookie, origin }))));

async function toastOf(response: Response) {
  return (await getToast(getRequest("/", { cookie: cookieFrom(response) }))).toast;
}

async function expectBackWithToast(response: Response, title: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/admin/users");
  expect(response.headers.get("X-Remix-Replace")).toBe("true");
  expect(await toastOf(response)).toMatchObject({ title, type: "success" });
}

const newUser = {
  intent: "create",
  firstName: "Mary",
  lastName: "Seacole",
  email: "Mary.Seacole@Practice.NHS.uk",
  password: "a long password",
  role: "user",
};

describe("who may use it", () => {
  test("anonymous visitors and non-admins are sent to / by the loader and every action", async () => {
    const victim = await createLocalUser({ ...newUser, role: "user", email: "victim@practice.nhs.uk" });
    for (const cookie of [undefined, (await signedInUser()).cookie]) {
      const page = await settle(() => loader(args(getRequest("/admin/users", { cookie }))));
      expect(page.headers.get("Location")).toBe("/");
      const attempts: Array<Record<string, string>> = [
        { ...newUser, email: "intruder@practice.nhs.uk", role: "admin" },
        { intent: "set-status", userId: String(victim.id), isActive: "false" },
        { intent: "delete", userId: String(victim.id) },
      ];
      for (const fields of attempts) {
        const response = await post(fields, cookie);
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/");
      }
    }
    expect(await User.count({ where: { email: "intruder@practice.nhs.uk" } })).toBe(0);
    expect((await User.findByPk(victim.id))?.isActive).toBe(true);
  });

  test("a post from another site is refused", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await post(newUser, cookie, "https://evil.example");
    expect(response.status).toBe(403);
    expect(await User.count({ where: { email: "mary.seacole@practice.nhs.uk" } })).toBe(0);
  });
});

test("the loader lists users as plain objects with their 30-day recording time", async () => {
  const { user: admin, cookie } = await signedInUser({ role: "admin" });
  await db().query("INSERT INTO recording_sessions (user_id, duration_seconds) VALUES ($1, 95)", { bind: [admin.id] });
  const response = await settle(() => loader(args(getRequest("/admin/users", { cookie }))));
  const body = await response.json();
  expect(body.currentUserId).toBe(admin.id);
  expect(body.users).toEqual([
    expect.objectContaining({
      id: admin.id,
      email: admin.email,
      role: "admin",
      isActive: true,
      recordingTime30Days: 95,
    }),
  ]);
  expect(body.users[0]).not.toHaveProperty("password");
});

describe("create", () => {
  test("creates the account with the role and goes back with 'User created'", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await post({ ...newUser, role: "admin" }, cookie);
    await expectBackWithToast(response, "User created");
    const user = await User.findOne({ where: { email: "mary.seacole@practice.nhs.uk" } });
    expect(user).toMatchObject({ firstName: "Mary", lastName: "Seacole", role: "admin", isActive: true });
  });

  test.each([
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ email: "" }, "email", "Please enter a valid email address"],
    [{ password: "short" }, "password", "Password must be at least 8 characters"],
    [{ password: "p".repeat(201) }, "password", "Password must be at most 200 characters"],
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ lastName: "x".repeat(10_000) }, "lastName", "Last name must be at most 100 characters"],
    [{ email: `${"a".repeat(300)}@practice.nhs.uk` }, "email", "Please enter a valid email address"],
    [{ role: "superuser" }, "role", "Role must be User or Admin"],
  ])("refuses %j with the message on %s, and keeps the password out of the reply", async (change, field, message) => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await post({ ...newUser, ...change }, cookie);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.intent).toBe("create");
    expect(body.error).toBe(message);
    expect(body.result.error[field]).toContain(message);
    expect(body.result.initialValue).not.toHaveProperty("password");
    expect(await User.count()).toBe(1);
  });

  test("missing fields are refused", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await post({ intent: "create" }, cookie);
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(Object.keys(result.error).sort()).toEqual(["email", "firstName", "lastName", "password"]);
  });

  test("a duplicate email (in any case) is a 409 with the server's message", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    await createLocalUser({ ...newUser, role: "user", email: "mary.seacole@practice.nhs.uk" });
    const response = await post(newUser, cookie);
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.error).toBe("An account with this email already exists");
    expect(body.result.error.email).toEqual(["An account with this email already exists"]);
  });
});

describe("status", () => {
  test("deactivating ends the user's sessions and goes back with 'User status updated'", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    expect(await sessionCount(user.id)).toBe(1);
    const response = await post({ intent: "set-status", userId: String(user.id), isActive: "false" }, cookie);
    await expectBackWithToast(response, "User status updated");
    expect((await toastOf(response))?.description).toMatch(/is now inactive/);
    expect((await User.findByPk(user.id))?.isActive).toBe(false);
    expect(await sessionCount(user.id)).toBe(0);

    await expectBackWithToast(
      await post({ intent: "set-status", userId: String(user.id), isActive: "true" }, cookie),
      "User status updated",
    );
    expect((await User.findByPk(user.id))?.isActive).toBe(true);
  });

  test("an admin cannot deactivate their own account", async () => {
    const { user: admin, cookie } = await signedInUser({ role: "admin" });
    const response = await post({ intent: "set-status", userId: String(admin.id), isActive: "false" }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ intent: "set-status", error: CANNOT_DEACTIVATE_SELF });
    expect((await User.findByPk(admin.id))?.isActive).toBe(true);
    expect(await sessionCount(admin.id)).toBe(1);
  });

  test.each([
    [{ userId: "999999" }, 404, "User not found"],
    [{ userId: "abc" }, 404, "User not found"],
    [{ userId: "" }, 404, "User not found"],
    [{ isActive: "maybe" }, 400, "isActive must be true or false"],
    [{ isActive: "" }, 400, "isActive must be true or false"],
  ])("bad input %j is a %i with a message", async (change, status, message) => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    const response = await post(
      { intent: "set-status", userId: String(user.id), isActive: "false", ...change },
      cookie,
    );
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(message);
    expect((await User.findByPk(user.id))?.isActive).toBe(true);
  });
});

describe("delete", () => {
  test("deletes the user and goes back with 'User deleted'", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    await expectBackWithToast(await post({ intent: "delete", userId: String(user.id) }, cookie), "User deleted");
    expect(await User.findByPk(user.id)).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);
  });

  test("an admin cannot delete their own account; unknown users are 404", async () => {
    const { user: admin, cookie } = await signedInUser({ role: "admin" });
    const self = await post({ intent: "delete", userId: String(admin.id) }, cookie);
    expect(self.status).toBe(400);
    expect((await self.json()).error).toBe(CANNOT_DELETE_SELF);
    expect(await User.findByPk(admin.id)).not.toBeNull();

    const unknown = await post({ intent: "delete", userId: String(admin.id + 1000) }, cookie);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe("User not found");
  });
});

test("an unknown intent is a 400", async () => {
  const { cookie } = await signedInUser({ role: "admin" });
  const response = await post({ intent: "promote" }, cookie);
  expect(response.status).toBe(400);
  expect((await response.json()).error).toBe("Unknown action");
});
