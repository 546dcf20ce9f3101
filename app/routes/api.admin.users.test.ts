import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeEach, describe, expect, test } from "vitest";
import { CANNOT_DEACTIVATE_SELF, CANNOT_DELETE_SELF } from "~/features/accounts/user-management.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { sessionCount, signedInUser } from "../../tests/setup/users.ts";
import { action as deleteAction, loader as deleteLoader } from "./api.admin.users.$id.ts";
import { action as statusAction, loader as statusLoader } from "./api.admin.users.$id.status.ts";
import { action as usersAction, loader as usersLoader } from "./api.admin.users.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(resetDatabase);

const call = (
  handler: (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown,
  request: Request,
  params: Record<string, string> = {},
) => settle(() => handler({ request, params, context: {} }));

const list = (cookie?: string) => call(usersLoader, getRequest("/api/admin/users", { cookie }));
const create = (body: unknown, cookie?: string, raw?: string) =>
  call(usersAction, jsonRequest("/api/admin/users", body, { cookie, raw }));
const setStatus = (id: string, body: unknown, cookie?: string, raw?: string) =>
  call(statusAction, jsonRequest(`/api/admin/users/${id}/status`, body, { method: "PUT", cookie, raw }), { id });
const remove = (id: string, cookie?: string) =>
  call(deleteAction, jsonRequest(`/api/admin/users/${id}`, undefined, { method: "DELETE", cookie, raw: "" }), { id });

const mary = {
  email: "mary.seacole@practice.nhs.uk",
  password: "a long password",
  firstName: "Mary",
  lastName: "Seacole",
  role: "user",
};

describe("who may call it", () => {
  test("401 without a session and 403 for a non-admin, on every endpoint and method", async () => {
    const { user: target } = await signedInUser();
    const { cookie: userCookie } = await signedInUser();
    for (const [cookie, status] of [
      [undefined, 401],
      [userCookie, 403],
    ] as const) {
      const responses = [
        await list(cookie),
        await create({ ...mary, role: "admin" }, cookie),
        await setStatus(String(target.id), { isActive: false }, cookie),
        await remove(String(target.id), cookie),
        await call(statusLoader, getRequest(`/api/admin/users/${target.id}/status`, { cookie }), {
          id: String(target.id),
        }),
        await call(deleteLoader, getRequest(`/api/admin/users/${target.id}`, { cookie }), { id: String(target.id) }),
      ];
      for (const response of responses) {
        expect(response.status).toBe(status);
        expect((await response.json()).error).toEqual(expect.any(String));
      }
    }
    expect(await User.count({ where: { email: mary.email } })).toBe(0);
    expect((await User.findByPk(target.id))?.isActive).toBe(true);
  });

  test("a browser post from another site is refused", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const request = jsonRequest("/api/admin/users", mary, { cookie });
    request.headers.set("Origin", "https://evil.example");
    expect((await call(usersAction, request)).status).toBe(403);
    expect(await User.count({ where: { email: mary.email } })).toBe(0);
  });
});

describe("GET /api/admin/users", () => {
  test("lists every user with recordingTime30Days and no secrets", async () => {
    const { user: admin, cookie } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    await db().query(
      `INSERT INTO recording_sessions (user_id, duration_seconds, created_at)
       VALUES ($1, 40, now()), ($1, 20, now() - interval '10 days'), ($1, 500, now() - interval '40 days')`,
      { bind: [user.id] },
    );
    const response = await list(cookie);
    expect(response.status).toBe(200);
    const users = await response.json();
    expect(users.map((u: { id: number }) => u.id).sort()).toEqual([admin.id, user.id].sort());
    expect(users.find((u: { id: number }) => u.id === user.id)).toMatchObject({
      email: user.email,
      role: "user",
      isActive: true,
      recordingTime30Days: 60,
    });
    expect(JSON.stringify(users)).not.toMatch(/argon2|password"/);
  });
});

describe("POST /api/admin/users", () => {
  test("creates the user with the role: 201 with the user", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await create({ ...mary, email: "Mary.Seacole@Practice.NHS.uk", role: "admin" }, cookie);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      email: mary.email,
      role: "admin",
      isActive: true,
      recordingTime30Days: 0,
    });
    expect(await User.count({ where: { email: mary.email, role: "admin" } })).toBe(1);
  });

  test("role defaults to user", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { role: _role, ...withoutRole } = mary;
    expect(await (await create(withoutRole, cookie)).json()).toMatchObject({ role: "user" });
  });

  test.each([
    ["a wrong type", { ...mary, email: 42 }, "email: Please enter a valid email address"],
    ["a missing field", { ...mary, firstName: undefined }, "firstName: First name is required"],
    ["a short password", { ...mary, password: "short" }, "password: Password must be at least 8 characters"],
    ["a huge name", { ...mary, lastName: "x".repeat(50_000) }, "lastName: Last name must be at most 100 characters"],
    ["an unknown role", { ...mary, role: "root" }, "role: Role must be User or Admin"],
    ["an array", [mary], expect.stringMatching(/expected object/)],
  ])("%s is a 400 with a readable message", async (_, body, message) => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await create(body, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual(message);
    expect(await User.count({ where: { email: mary.email } })).toBe(0);
  });

  test("broken JSON and oversized bodies are 4xx", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    expect((await create(null, cookie, "{oops")).status).toBe(400);
    expect((await create(null, cookie, JSON.stringify({ ...mary, firstName: "x".repeat(1_100_000) }))).status).toBe(
      413,
    );
  });

  test("a duplicate email is a 409", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    expect((await create(mary, cookie)).status).toBe(201);
    const response = await create({ ...mary, email: "MARY.SEACOLE@practice.nhs.uk" }, cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "An account with this email already exists" });
  });

  test("other methods are 405", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await call(usersAction, jsonRequest("/api/admin/users", mary, { method: "PATCH", cookie }));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, POST");
  });
});

describe("PUT /api/admin/users/:id/status", () => {
  test("deactivates (ending the user's sessions) and reactivates; answers with the user", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    const off = await setStatus(String(user.id), { isActive: false }, cookie);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: user.id, isActive: false });
    expect(await sessionCount(user.id)).toBe(0);
    const on = await setStatus(String(user.id), { isActive: true }, cookie);
    expect(await on.json()).toMatchObject({ id: user.id, isActive: true });
  });

  test.each([
    [{ isActive: "false" }, "isActive must be true or false"],
    [{ isActive: 0 }, "isActive must be true or false"],
    [{}, "isActive must be true or false"],
  ])("%j is a 400", async (body, message) => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    const response = await setStatus(String(user.id), body, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(`isActive: ${message}`);
    expect((await User.findByPk(user.id))?.isActive).toBe(true);
  });

  test("unknown or malformed ids are 404; the admin's own account cannot be deactivated", async () => {
    const { user: admin, cookie } = await signedInUser({ role: "admin" });
    for (const id of [String(admin.id + 1000), "abc", "99999999999", "-4"]) {
      const response = await setStatus(id, { isActive: false }, cookie);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "User not found" });
    }
    const self = await setStatus(String(admin.id), { isActive: false }, cookie);
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: CANNOT_DEACTIVATE_SELF });
    expect(await sessionCount(admin.id)).toBe(1);
  });

  test("other methods are 405", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    const response = await call(
      statusAction,
      jsonRequest(`/api/admin/users/${user.id}/status`, { isActive: false }, { method: "POST", cookie }),
      { id: String(user.id) },
    );
    expect(response.status).toBe(405);
    expect((await User.findByPk(user.id))?.isActive).toBe(true);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  test("deletes the user (and, by cascade, their data)", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    const response = await remove(String(user.id), cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: user.id });
    expect(await User.findByPk(user.id)).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);
  });

  test("unknown or malformed ids are 404; the admin's own account cannot be deleted", async () => {
    const { user: admin, cookie } = await signedInUser({ role: "admin" });
    for (const id of [String(admin.id + 1000), "1.5", "x"]) {
      expect((await remove(id, cookie)).status).toBe(404);
    }
    const self = await remove(String(admin.id), cookie);
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: CANNOT_DELETE_SELF });
    expect(await User.findByPk(admin.id)).not.toBeNull();
  });

  test("GET is 405", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await call(deleteLoader, getRequest("/api/admin/users/1", { cookie }), { id: "1" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("PATCH, DELETE");
  });
});
