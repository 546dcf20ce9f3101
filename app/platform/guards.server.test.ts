import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { db, User } from "~/platform/db.server.ts";
import { saveSettings } from "~/platform/settings.server.ts";
import { getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { signedInUser, tamperedCookie } from "../../tests/setup/users.ts";
import { getUser, requireAdmin, requireAnonymous, requireUser } from "./guards.server.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(resetDatabase);

describe("route guards (product.md §2)", () => {
  test("protected pages send visitors to /auth, keeping where they were going", async () => {
    const response = await settle(() => requireUser(getRequest("/preferences")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fpreferences");
    const home = await settle(() => requireUser(getRequest("/")));
    expect(home.headers.get("Location")).toBe("/auth");
  });

  test("a session ends after the practice's session lifetime, however active it has been", async () => {
    const { user, cookie } = await signedInUser();
    await saveSettings({ sessionLifetimeHours: 12 }, null);
    await db().query("UPDATE sessions SET created_at = now() - interval '11 hours 59 minutes' WHERE user_id = $1", {
      bind: [user.id],
    });
    expect((await getUser(getRequest("/", { cookie })))?.id).toBe(user.id);
    await db().query("UPDATE sessions SET created_at = now() - interval '12 hours 1 minute' WHERE user_id = $1", {
      bind: [user.id],
    });
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
    const response = await settle(() => requireUser(getRequest("/preferences", { cookie })));
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fpreferences&expired=1");
  });

  test("the JSON API answers 401 instead of redirecting", async () => {
    const response = await settle(() => requireUser(getRequest("/api/user")));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Authentication required" });
  });

  test("admin pages send non-admins (and visitors) to /", async () => {
    const { cookie } = await signedInUser();
    for (const options of [{ cookie }, {}]) {
      const response = await settle(() => requireAdmin(getRequest("/admin/users", options)));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    }
    const admin = await signedInUser({ role: "admin" });
    expect((await requireAdmin(getRequest("/admin/users", { cookie: admin.cookie }))).role).toBe("admin");
  });

  test("admin API calls are refused on the server whatever the UI shows", async () => {
    const { cookie } = await signedInUser();
    const response = await settle(() => requireAdmin(jsonRequest("/api/admin/users", {}, { cookie })));
    expect(response.status).toBe(403);
  });

  test("a signed-in user on /auth goes to /", async () => {
    const { cookie } = await signedInUser();
    const response = await settle(() => requireAnonymous(getRequest("/auth", { cookie })));
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("sessions in Postgres", () => {
  test("the cookie holds only a signed id; the row holds the user", async () => {
    const { user, cookie } = await signedInUser();
    expect(cookie).not.toContain(String(user.email));
    const [row] = (await db().query("SELECT user_id, sess FROM sessions"))[0] as Array<{
      user_id: number;
      sess: unknown;
    }>;
    expect(row).toEqual({ user_id: user.id, sess: { userId: user.id } });
  });

  test("a tampered cookie is nobody", async () => {
    const { cookie } = await signedInUser();
    const tampered = tamperedCookie(cookie);
    expect(tampered).not.toBe(cookie);
    expect(await getUser(getRequest("/", { cookie }))).not.toBeNull();
    expect(await getUser(getRequest("/", { cookie: tampered }))).toBeNull();
  });

  test("an expired session is nobody, and a use slides the expiry", async () => {
    const { cookie } = await signedInUser();
    await db().query("UPDATE sessions SET expire = now() + interval '1 minute'");
    expect(await getUser(getRequest("/", { cookie }))).not.toBeNull();
    const [[{ minutes }]] = (await db().query(
      "SELECT round(extract(epoch FROM expire - now()) / 60) AS minutes FROM sessions",
    )) as [Array<{ minutes: string }>, unknown];
    expect(Number(minutes)).toBe(120);
    await db().query("UPDATE sessions SET expire = now() - interval '1 second'");
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
  });

  test("an ordinary view writes nothing: the expiry slides only once it has fallen a minute behind", async () => {
    const { cookie } = await signedInUser();
    const expiry = async () => {
      const [{ expire, xmin }] = await db().query<{ expire: Date; xmin: string }>(
        "SELECT expire, xmin::text FROM sessions",
        { type: QueryTypes.SELECT },
      );
      return { at: expire.getTime(), version: xmin };
    };
    // Slid 30 seconds ago: still within a minute of now + the time-out (120), so the row is not touched.
    await db().query("UPDATE sessions SET expire = now() + interval '119 minutes 30 seconds'");
    const before = await expiry();
    expect(await getUser(getRequest("/", { cookie }))).not.toBeNull();
    expect(await expiry()).toEqual(before);
    // Slid 90 seconds ago: the view slides it to now + 120 minutes.
    await db().query("UPDATE sessions SET expire = now() + interval '118 minutes 30 seconds'");
    expect(await getUser(getRequest("/", { cookie }))).not.toBeNull();
    const [{ minutes }] = await db().query<{ minutes: string }>(
      "SELECT extract(epoch FROM expire - now()) / 60 AS minutes FROM sessions",
      { type: QueryTypes.SELECT },
    );
    expect(Number(minutes)).toBeGreaterThan(119.9);
  });

  test("a shortened time-out applies at the session's next use", async () => {
    const { cookie } = await signedInUser();
    await saveSettings({ sessionTimeoutMinutes: 30 }, null);
    expect(await getUser(getRequest("/", { cookie }))).not.toBeNull();
    const [{ minutes }] = await db().query<{ minutes: string }>(
      "SELECT round(extract(epoch FROM expire - now()) / 60) AS minutes FROM sessions",
      { type: QueryTypes.SELECT },
    );
    expect(Number(minutes)).toBe(30);
  });

  test("one page view reads the session once, however many loaders ask; a posted form's loaders read afresh", async () => {
    const { user, cookie } = await signedInUser();
    const view = getRequest("/", { cookie });
    expect((await getUser(view))?.id).toBe(user.id);
    await db().query("DELETE FROM sessions");
    // Still the same page view (Remix's loaders run side by side): the one lookup is shared.
    expect((await getUser(view))?.id).toBe(user.id);
    // The next view is refused at once.
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
    // A posted form: its action may sign out or change the user before the loaders run, so each reads afresh.
    const again = await signedInUser();
    const post = jsonRequest("/profile", {}, { cookie: again.cookie });
    expect((await getUser(post))?.id).toBe(again.user.id);
    await db().query("DELETE FROM sessions");
    expect(await getUser(post)).toBeNull();
  });

  test("a deactivated user is signed out everywhere", async () => {
    const { user, cookie } = await signedInUser();
    await User.update({ isActive: false }, { where: { id: user.id } });
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
    const [[{ count }]] = (await db().query("SELECT count(*) FROM sessions")) as [Array<{ count: string }>, unknown];
    expect(Number(count)).toBe(0);
  });
});
