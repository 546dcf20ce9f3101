import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { action as authAction, loader as authLoader } from "~/routes/auth.tsx";
import { db } from "~/platform/db.server.ts";
import { args, cookieFrom, formRequest, getRequest, settle } from "../../tests/setup/requests.ts";
import { GUEST_ACCESS_OFF } from "~/features/accounts/guest-access.server.ts";
import { GUEST_LIMITS, takeGuestAllowance } from "~/platform/guest-allowance.server.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

/** "Continue as guest" as the sign-in page posts it, from a client address (the sidecar's X-Forwarded-For). */
function continueAsGuest(address = "203.0.113.7", cookie?: string) {
  const request = formRequest("/auth", { intent: "guest" }, { cookie });
  request.headers.set("X-Forwarded-For", address);
  return settle(() => authAction(args(request)));
}

const sessions = () =>
  db().query<{ user_id: number | null; sess: Record<string, unknown> }>("SELECT user_id, sess FROM sessions", {
    type: QueryTypes.SELECT,
  });

beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ enableGuestAccess: false }, null);
});

describe("Continue as guest", () => {
  test("is offered on the sign-in page only while guest access is on", async () => {
    const offered = async () =>
      (await (await settle(() => authLoader(args(getRequest("/auth"))))).json()).enableGuestAccess;
    expect(await offered()).toBe(false);
    await saveSettings({ enableGuestAccess: true }, null);
    expect(await offered()).toBe(true);
  });

  test("starts a session with no user and goes to the dictation screen", async () => {
    await saveSettings({ enableGuestAccess: true }, null);
    const response = await continueAsGuest();
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(cookieFrom(response)).toMatch(/^__session=/);
    expect(await sessions()).toEqual([{ user_id: null, sess: { guest: true } }]);
  });

  test("a second press replaces the guest's session rather than adding one", async () => {
    await saveSettings({ enableGuestAccess: true }, null);
    const first = cookieFrom(await continueAsGuest());
    await continueAsGuest(undefined, first);
    expect(await sessions()).toHaveLength(1);
  });

  test("with guest access off it is refused (403) and no session is started", async () => {
    const response = await continueAsGuest();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ intent: "guest", message: GUEST_ACCESS_OFF });
    expect(await sessions()).toEqual([]);
  });

  test(`at most ${GUEST_LIMITS.session.points} guest sessions an hour from one address: then 429 with Retry-After`, async () => {
    await saveSettings({ enableGuestAccess: true }, null);
    for (let i = 0; i < GUEST_LIMITS.session.points; i++) expect((await continueAsGuest()).status).toBe(302);
    const refused = await continueAsGuest();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(3_000);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect((await refused.json()).message).toBe(
      "Too many guest sessions have been started from your network. Please wait 60 minutes and try again, or sign in.",
    );
    // Another address is not affected.
    expect((await continueAsGuest("198.51.100.4")).status).toBe(302);
  });
});

describe("guest allowances", () => {
  test("are taken atomically: of many requests at once from one address, exactly the allowance goes ahead", async () => {
    const attempts = await Promise.all(
      Array.from({ length: GUEST_LIMITS.document.points + 15 }, () => takeGuestAllowance("document", "192.0.2.1")),
    );
    expect(attempts.filter((wait) => wait === null)).toHaveLength(GUEST_LIMITS.document.points);
    expect(attempts.filter((wait) => wait !== null && wait > 0)).toHaveLength(15);
  });
});
