import { beforeEach, expect, test } from "vitest";
import { saveSettings } from "~/platform/settings.server.ts";
import { createLocalUser } from "~/platform/users.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { forgetConfig } from "~/platform/config.server.ts";
import { args, cookieFrom, getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { googleHandlers, googleProfile } from "../../tests/mocks/google.ts";
import { loader as start } from "./api.auth.google.ts";
import { loader as callback } from "./api.auth.google.callback.ts";
import { loader as userApi } from "./api.user.ts";
import { action as deleteAccount } from "./api.user.account.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";
import { mockProviders } from "../../tests/mocks/server.ts";

mockProviders(...googleHandlers);
// The address users reach Notewell at: Google is told to come back there, whatever Host a request names.
process.env.PUBLIC_URL = "https://notewell.test";
forgetConfig();

const original = { ...googleProfile.current };
beforeEach(async () => {
  googleProfile.current = { ...original };
  await resetDatabase();
  await saveSettings({ enableRegistration: true }, null);
});

/** Runs the whole round trip: our redirect to Google, then Google's redirect back with a code. */
async function signInWithGoogle(code = "valid-code") {
  const started = await settle(() => start(args(getRequest("/api/auth/google"))));
  expect(started.status).toBe(302);
  const google = new URL(started.headers.get("Location")!);
  expect(google.origin + google.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  expect(google.searchParams.get("redirect_uri")).toBe("https://notewell.test/api/auth/google/callback");
  const state = google.searchParams.get("state")!;
  return settle(() =>
    callback(
      args(getRequest(`/api/auth/google/callback?code=${code}&state=${state}`, { cookie: cookieFrom(started) })),
    ),
  );
}

test("a new Google user gets an account (google provider, id, picture, no password) and is signed in", async () => {
  const response = await signInWithGoogle();
  expect(response.headers.get("Location")).toBe("/");
  const users = await User.findAll();
  expect(users).toHaveLength(1);
  expect(users[0]).toMatchObject({
    email: "dr.okafor@practice.nhs.uk",
    authProvider: "google",
    googleId: "google-user-1",
    profileImageUrl: "https://lh3.googleusercontent.com/a/photo",
    password: null,
    firstName: "Chidi",
  });
  const me = await settle(() => userApi(args(getRequest("/api/user", { cookie: cookieFrom(response) }))));
  expect((await me.json()).email).toBe("dr.okafor@practice.nhs.uk");
  // The anonymous session that held the OAuth state is gone; only the signed-in one remains.
  const [[{ count }]] = (await db().query("SELECT count(*) FROM sessions")) as [Array<{ count: string }>, unknown];
  expect(Number(count)).toBe(1);
});

test("an existing local account with the same verified e-mail is linked, not duplicated", async () => {
  const local = await createLocalUser({
    email: "Dr.Okafor@practice.nhs.uk",
    password: "local password",
    firstName: "C",
    lastName: "O",
  });
  const response = await signInWithGoogle();
  expect(response.headers.get("Location")).toBe("/");
  expect(await User.count()).toBe(1);
  const linked = await User.findByPk(local.id);
  expect(linked?.googleId).toBe("google-user-1");
  expect(linked?.password).toMatch(/^\$argon2id\$/);
});

test("an unverified Google e-mail is not linked to an existing account", async () => {
  await createLocalUser({
    email: "dr.okafor@practice.nhs.uk",
    password: "local password",
    firstName: "C",
    lastName: "O",
  });
  googleProfile.current.email_verified = false;
  const response = await signInWithGoogle();
  expect(response.headers.get("Location")).toBe("/auth");
  expect((await User.findOne())?.googleId).toBeNull();
});

test("inactive accounts and closed registration are refused with a message, not an error page", async () => {
  await saveSettings({ enableRegistration: false }, null);
  const closed = await signInWithGoogle();
  expect(closed.headers.get("Location")).toBe("/auth");
  expect(await User.count()).toBe(0);
  await saveSettings({ enableRegistration: true }, null);
  await signInWithGoogle();
  await User.update({ isActive: false }, { where: {} });
  const inactive = await signInWithGoogle();
  expect(inactive.headers.get("Location")).toBe("/auth");
  expect(cookieFrom(inactive)).toContain("en_toast=");
});

test("a forged state or a bad code never signs anyone in", async () => {
  const started = await settle(() => start(args(getRequest("/api/auth/google"))));
  const forged = await settle(() =>
    callback(
      args(getRequest("/api/auth/google/callback?code=valid-code&state=forged", { cookie: cookieFrom(started) })),
    ),
  );
  expect(forged.headers.get("Location")).toBe("/auth");
  const badCode = await signInWithGoogle("stolen-code");
  expect(badCode.headers.get("Location")).toBe("/auth");
  expect(await User.count()).toBe(0);
});

test("when Google is not configured the button leads back to /auth with a message", async () => {
  const saved = { id: process.env.GOOGLE_CLIENT_ID, secret: process.env.GOOGLE_CLIENT_SECRET };
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_CLIENT_SECRET;
  forgetConfig();
  try {
    const response = await settle(() => start(args(getRequest("/api/auth/google"))));
    expect(response.headers.get("Location")).toBe("/auth");
    expect(cookieFrom(response)).toContain("en_toast=");
  } finally {
    process.env.GOOGLE_CLIENT_ID = saved.id;
    process.env.GOOGLE_CLIENT_SECRET = saved.secret;
    forgetConfig();
  }
});

test("Google is told to come back to PUBLIC_URL, never to the host a request names", async () => {
  const request = getRequest("/api/auth/google");
  request.headers.set("Host", "evil.example");
  request.headers.set("X-Forwarded-Host", "evil.example");
  const started = await settle(() => start(args(request)));
  const google = new URL(started.headers.get("Location")!);
  expect(google.searchParams.get("redirect_uri")).toBe("https://notewell.test/api/auth/google/callback");
});

test("an account that signs in with Google confirms deleting itself with a Google sign-in of the last 5 minutes", async () => {
  const response = await signInWithGoogle();
  const cookie = cookieFrom(response);
  const remove = () =>
    settle(() => deleteAccount(args(jsonRequest("/api/user/account", {}, { method: "DELETE", cookie }))));
  // The sign-in was 6 minutes ago: not enough.
  await db().query(
    `UPDATE sessions SET sess = jsonb_set(sess, '{googleSignInAt}', to_jsonb((extract(epoch FROM now()) * 1000 - 360000)::bigint))`,
  );
  const stale = await remove();
  expect(stale.status).toBe(400);
  expect((await stale.json()).error).toMatch(/sign in with Google again/);
  expect(await User.count()).toBe(1);
  // A minute ago: deleted.
  await db().query(
    `UPDATE sessions SET sess = jsonb_set(sess, '{googleSignInAt}', to_jsonb((extract(epoch FROM now()) * 1000 - 60000)::bigint))`,
  );
  expect((await remove()).status).toBe(200);
  expect(await User.count()).toBe(0);
});
