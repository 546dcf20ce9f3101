import { beforeEach, expect, test } from "vitest";
import { db } from "~/platform/db.server.ts";
import { args, getRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { loader as indexLoader } from "./admin._index.tsx";
import { loader as layoutLoader } from "./admin.tsx";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(resetDatabase);

test.each([
  ["the layout", layoutLoader, "/admin/users"],
  ["/admin", indexLoader, "/admin"],
])("%s sends anonymous visitors and non-admins to /", async (_, loader, path) => {
  for (const cookie of [undefined, (await signedInUser()).cookie]) {
    const response = await settle(() => loader(args(getRequest(path, { cookie }))));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  }
});

test("the layout lets an admin in, and /admin goes to User Management", async () => {
  const { cookie } = await signedInUser({ role: "admin" });
  expect((await settle(() => layoutLoader(args(getRequest("/admin/users", { cookie }))))).status).toBe(200);
  const response = await settle(() => indexLoader(args(getRequest("/admin", { cookie }))));
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/admin/users");
});

test("a deactivated admin is treated as signed out", async () => {
  const { user, cookie } = await signedInUser({ role: "admin" });
  await db().query("UPDATE users SET is_active = false WHERE id = $1", { bind: [user.id] });
  const response = await settle(() => layoutLoader(args(getRequest("/admin/users", { cookie }))));
  expect(response.headers.get("Location")).toBe("/");
});
