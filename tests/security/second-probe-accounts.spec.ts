import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { E2E } from "../../playwright.config.ts";
import { sql } from "../e2e/database.ts";
import { mailsTo } from "../e2e/mail.ts";
import { startAppWithout } from "../e2e/app-without-a-key.ts";
import { EXPECTED, signedInWithGoogle } from "./expectations.ts";
import { expect, test } from "./fixtures.ts";
import {
  createAccount,
  deleteAccounts,
  errorOf,
  firstAdmin,
  freshAddress,
  inParallel,
  PASSWORD,
  send,
  sendForm,
  sendJson,
  signIn,
  summary,
  uniqueAddress,
  type Account,
  type Answer,
} from "./http.ts";
import { median, signedRankZ } from "./statistics.ts";

/**
 * Issue 21's probe (the second outside probe) about accounts, each as a test of the hardened behaviour: reset links
 * that outlive what they were sent for (1), verification links that verify another address (2), deleting an account
 * with a session alone (3), weak passwords (5), live reset tokens in the log (11) and forgot-password's timing (12).
 */

let admin: Account;
const created: Account[] = [];

test.beforeAll(async () => {
  admin = await firstAdmin();
});

test.afterAll(async () => {
  await deleteAccounts(admin, created);
});

async function account(prefix: string, options: { signIn?: boolean } = {}): Promise<Account> {
  const made = await createAccount(admin, { prefix, ...options });
  created.push(made);
  return made;
}

/** The path and query of the newest link to `pathname` mailed to `address` after `before` mails had arrived. */
async function nextLink(address: string, before: number, pathname: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = mailsTo(address)
      .slice(before)
      .flatMap((mail) => mail.links)
      .map((l) => new URL(l))
      .find((url) => url.pathname === pathname);
    if (link) return link.pathname + link.search;
    if (Date.now() > deadline) throw new Error(`No ${pathname} link arrived for ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Asks for a reset link for `email` (from an address of its own) and returns it once it has arrived. */
async function resetLinkFor(email: string): Promise<string> {
  const before = mailsTo(email).length;
  const asked = await sendJson({ path: "/api/forgot-password", from: freshAddress(), data: { email } });
  expect(asked.status, summary(asked)).toBe(200);
  return nextLink(email, before, "/reset-password");
}

function tokenOf(link: string): string {
  return new URL(link, E2E.baseURL).searchParams.get("token") ?? "";
}

/** Uses a reset link as its page's form would, through the JSON API. */
function useResetLink(link: string, password: string): Promise<Answer> {
  return sendJson({
    path: "/api/reset-password",
    data: { token: tokenOf(link), password, confirmPassword: password },
  });
}

async function expectDeadLink(link: string, what: string): Promise<void> {
  const answer = await useResetLink(link, "a password set through an old link");
  expect(answer.status, `${what}: ${summary(answer)}`).toBe(400);
  expect(errorOf(answer), what).toMatch(/expired|already been used/);
  const page = await send({ path: link });
  expect(page.text, `${what}: the link's page`).toContain("Invalid Reset Link");
}

test("second probe 1: a reset link dies with an e-mail change, a password change or reset, and signing out everywhere", async () => {
  // The probe's takeover: a link waiting in a mailbox the clinician has since moved away from.
  const moved = await account("link-moved");
  const oldLink = await resetLinkFor(moved.email);
  const newEmail = uniqueAddress("link-moved-to");
  const changed = await sendJson({
    method: "PUT",
    path: "/api/user/profile",
    cookie: moved.cookie,
    data: { email: newEmail, currentPassword: PASSWORD },
  });
  expect(changed.status, summary(changed)).toBe(200);
  await expectDeadLink(oldLink, "a link mailed before the e-mail changed");
  expect(await signIn(newEmail), "the password the clinician chose still signs in").toBeTruthy();
  // Moving back does not bring the old link back either.
  const back = await sendJson({
    method: "PUT",
    path: "/api/user/profile",
    cookie: moved.cookie,
    data: { email: moved.email, currentPassword: PASSWORD },
  });
  expect(back.status, summary(back)).toBe(200);
  await expectDeadLink(oldLink, "a link mailed before the address moved away and back");

  // Changing the password.
  const changer = await account("link-password-changed");
  const beforeChange = await resetLinkFor(changer.email);
  const newPassword = `a new password ${randomUUID()}`;
  const change = await sendJson({
    method: "PUT",
    path: "/api/user/password",
    cookie: changer.cookie,
    data: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
  });
  expect(change.status, summary(change)).toBe(200);
  await expectDeadLink(beforeChange, "a link mailed before the password was changed");

  // Resetting the password with one link ends every other.
  const resetter = await account("link-reset", { signIn: false });
  const first = await resetLinkFor(resetter.email);
  const second = await resetLinkFor(resetter.email);
  const reset = await useResetLink(second, `a reset password ${randomUUID()}`);
  expect(reset.status, summary(reset)).toBe(200);
  await expectDeadLink(first, "an older link after a reset");

  // Signed out everywhere (the administrator deactivating the account ends all its sessions) ends them too.
  const deactivated = await account("link-signed-out");
  const beforeSignOut = await resetLinkFor(deactivated.email);
  for (const isActive of [false, true]) {
    const status = await sendJson({
      method: "PUT",
      path: `/api/admin/users/${deactivated.id}/status`,
      cookie: admin.cookie,
      data: { isActive },
    });
    expect(status.status, summary(status)).toBe(200);
  }
  await expectDeadLink(beforeSignOut, "a link mailed before the account was signed out everywhere");

  // A link that nothing has overtaken still works (the guard: the links are not simply all refused).
  const fresh = await account("link-fresh", { signIn: false });
  const live = await resetLinkFor(fresh.email);
  const used = await useResetLink(live, `a fresh password ${randomUUID()}`);
  expect(used.status, summary(used)).toBe(200);
});

test("second probe 2: a verification link verifies only its own address, while it is still the account's", async () => {
  const settings = (await send({ path: "/api/admin/settings", cookie: admin.cookie })).json as Record<string, unknown>;
  const setVerification = async (on: boolean) => {
    const saved = await sendJson({
      method: "PUT",
      path: "/api/admin/settings",
      cookie: admin.cookie,
      data: { ...settings, requireEmailVerification: on },
    });
    expect(saved.status, summary(saved)).toBe(200);
  };
  await setVerification(true);
  try {
    const user = await account("verify-moves");
    const addressB = uniqueAddress("verify-b");
    const addressC = uniqueAddress("verify-c");
    const moveTo = async (email: string) => {
      const moved = await sendJson({
        method: "PUT",
        path: "/api/user/profile",
        cookie: user.cookie,
        data: { email, currentPassword: PASSWORD },
      });
      expect(moved.status, summary(moved)).toBe(200);
      return nextLink(email, 0, "/verify-email");
    };
    const linkB = await moveTo(addressB);
    const linkC = await moveTo(addressC);
    const verifiedAt = async () =>
      (await sql<{ at: Date | null }>("SELECT email_verified_at AS at FROM users WHERE id = $1", [user.id]))[0].at;

    const openedB = await send({ path: linkB });
    expect(openedB.status, `B's link while the address is C: ${summary(openedB)}`).toBe(400);
    expect(await verifiedAt(), "C is not verified by B's link").toBeNull();

    const openedC = await send({ path: linkC });
    expect(openedC.status, `C's own link: ${summary(openedC)}`).toBe(302);
    expect(await verifiedAt(), "C's own link verifies C").not.toBeNull();
  } finally {
    await setVerification(false);
  }
});

test("second probe 3: deleting an account needs the password, or a Google sign-in in the last 5 minutes", async () => {
  const field = EXPECTED.emailChangeNeedsPassword.field;
  const accountExists = async (id: number) => (await sql("SELECT 1 FROM users WHERE id = $1", [id])).length === 1;

  // The JSON API: a session alone, or with a wrong password, deletes nothing.
  const user = await account("delete-api");
  const bare = await send({ method: "DELETE", path: "/api/user/account", cookie: user.cookie });
  expect(bare.status, `DELETE with a session alone: ${summary(bare)}`).toBe(400);
  expect(errorOf(bare)).toBeTruthy();
  const wrong = await sendJson({
    method: "DELETE",
    path: "/api/user/account",
    cookie: user.cookie,
    data: { [field]: "not my password" },
  });
  expect(wrong.status, `DELETE with a wrong password: ${summary(wrong)}`).toBe(400);
  expect(await accountExists(user.id), "still there after both").toBe(true);
  const right = await sendJson({
    method: "DELETE",
    path: "/api/user/account",
    cookie: user.cookie,
    data: { [field]: PASSWORD },
  });
  expect(right.status, `DELETE with the password: ${summary(right)}`).toBe(200);
  expect(await accountExists(user.id)).toBe(false);

  // The profile page's form (what the Danger Zone posts, with or without JavaScript).
  const formUser = await account("delete-form");
  const noPassword = await sendForm({ path: "/profile", cookie: formUser.cookie, fields: { intent: "delete" } });
  expect(noPassword.status, `the form without a password: ${summary(noPassword)}`).toBe(400);
  expect(await accountExists(formUser.id)).toBe(true);
  const withPassword = await sendForm({
    path: "/profile",
    cookie: formUser.cookie,
    fields: { intent: "delete", [field]: PASSWORD },
  });
  expect(withPassword.status, `the form with the password: ${summary(withPassword)}`).toBe(302);
  expect(await accountExists(formUser.id)).toBe(false);

  // An account that signs in with Google has no password: a Google sign-in in the last 5 minutes stands for it.
  const googleUser = await account("delete-google");
  await sql("UPDATE users SET password = NULL, google_id = $2, auth_provider = 'google' WHERE id = $1", [
    googleUser.id,
    `google-${randomUUID()}`,
  ]);
  const stale = await send({ method: "DELETE", path: "/api/user/account", cookie: googleUser.cookie });
  expect(stale.status, `a Google account without a fresh Google sign-in: ${summary(stale)}`).toBe(400);
  await signedInWithGoogle(googleUser.id, 6);
  const sixMinutes = await send({ method: "DELETE", path: "/api/user/account", cookie: googleUser.cookie });
  expect(sixMinutes.status, `a Google sign-in 6 minutes ago: ${summary(sixMinutes)}`).toBe(400);
  expect(await accountExists(googleUser.id)).toBe(true);
  await signedInWithGoogle(googleUser.id, 1);
  const fresh = await send({ method: "DELETE", path: "/api/user/account", cookie: googleUser.cookie });
  expect(fresh.status, `a Google sign-in a minute ago: ${summary(fresh)}`).toBe(200);
  expect(await accountExists(googleUser.id)).toBe(false);
});

/** The probe's accepted passwords, and a short one: what every form that sets a password must refuse. */
const WEAK_PASSWORDS = [
  { password: "seven c", message: "Password must be at least 8 characters" },
  ...["password", "12345678", "Password1", "qwertyuiop", "iloveyou1"].map((password) => ({
    password,
    message: EXPECTED.commonPassword,
  })),
];

test("second probe 5: every form that sets a password refuses one under 8 characters or on the common-password list", async () => {
  const changer = await account("weak-change");
  const resetter = await account("weak-reset", { signIn: false });
  const resetLink = await resetLinkFor(resetter.email);
  type Attempt = { what: string; send: (password: string) => Promise<Answer>; api: boolean };
  const attempts: Attempt[] = [
    {
      what: "POST /api/register",
      api: true,
      send: (password) =>
        sendJson({
          path: "/api/register",
          from: freshAddress(),
          data: { firstName: "W", lastName: "P", email: uniqueAddress("weak"), password, confirmPassword: password },
        }),
    },
    {
      what: "the registration form",
      api: false,
      send: (password) =>
        sendForm({
          path: "/auth",
          from: freshAddress(),
          fields: {
            intent: "register",
            firstName: "W",
            lastName: "P",
            email: uniqueAddress("weak"),
            password,
            confirmPassword: password,
          },
        }),
    },
    { what: "POST /api/reset-password", api: true, send: (password) => useResetLink(resetLink, password) },
    {
      what: "the reset form",
      api: false,
      send: (password) =>
        sendForm({
          path: "/reset-password",
          fields: { token: tokenOf(resetLink), password, confirmPassword: password },
        }),
    },
    {
      what: "PUT /api/user/password",
      api: true,
      send: (password) =>
        sendJson({
          method: "PUT",
          path: "/api/user/password",
          cookie: changer.cookie,
          data: { currentPassword: PASSWORD, newPassword: password, confirmPassword: password },
        }),
    },
    {
      what: "the change-password form",
      api: false,
      send: (password) =>
        sendForm({
          path: "/profile",
          cookie: changer.cookie,
          fields: { intent: "password", currentPassword: PASSWORD, newPassword: password, confirmPassword: password },
        }),
    },
    {
      what: "POST /api/admin/users",
      api: true,
      send: (password) =>
        sendJson({
          path: "/api/admin/users",
          cookie: admin.cookie,
          data: { firstName: "W", lastName: "P", email: uniqueAddress("weak"), password, role: "user" },
        }),
    },
    {
      what: "the administrator's Create User form",
      api: false,
      send: (password) =>
        sendForm({
          path: "/admin/users",
          cookie: admin.cookie,
          fields: {
            intent: "create",
            firstName: "W",
            lastName: "P",
            email: uniqueAddress("weak"),
            password,
            role: "user",
          },
        }),
    },
  ];
  const accepted: string[] = [];
  for (const { what, send: attempt, api } of attempts) {
    for (const { password, message } of WEAK_PASSWORDS) {
      const answer = await attempt(password);
      if (answer.status < 300 || answer.status === 302) {
        accepted.push(`${what} accepted ${JSON.stringify(password)} (${answer.status})`);
        if (answer.status === 201) created.push({ ...(answer.json as Account), cookie: "" });
        continue;
      }
      expect(answer.status, `${what}, ${JSON.stringify(password)}: ${summary(answer)}`).toBe(400);
      if (api) expect(errorOf(answer), `${what}, ${JSON.stringify(password)}`).toContain(message);
      else expect(answer.text, `${what}, ${JSON.stringify(password)}`).toContain(message);
    }
  }
  expect(accepted).toEqual([]);
  // The guard: a long, uncommon password is taken, and the old one still signs in where nothing was changed.
  const strong = `${randomUUID()} is not common`;
  const change = await sendJson({
    method: "PUT",
    path: "/api/user/password",
    cookie: changer.cookie,
    data: { currentPassword: PASSWORD, newPassword: strong, confirmPassword: strong },
  });
  expect(change.status, summary(change)).toBe(200);
  expect(await signIn(resetter.email)).toBeTruthy();
});

test("second probe 11: without SMTP_URL no reset link reaches the log; the outbox has the mail, and the log says mail is not sent", async () => {
  test.setTimeout(120_000);
  const user = await account("no-smtp", { signIn: false });
  const app = await startAppWithout(["SMTP_URL"]);
  let log = "";
  try {
    const asked = await fetch(`${app.baseURL}/api/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.baseURL },
      body: JSON.stringify({ email: user.email }),
    });
    expect(asked.status).toBe(200);
    // The message is written to the outbox (and said so in the log) shortly after the answer.
    await expect.poll(() => app.output(), { timeout: 15_000 }).toMatch(/\[mail\].*outbox/i);
    log = app.output();
  } finally {
    await app.stop();
  }
  const startUp = log.split("\n").filter((line) => /SMTP_URL is not set/.test(line));
  expect(startUp, "the start-up line, said once").toHaveLength(1);
  expect(startUp[0]).toMatch(/not sent/);
  expect(log, "no reset link in the log").not.toMatch(/reset-password\?token=/);
  const written = /\[mail\][^\n]*? written to (\S+\.eml)/.exec(log);
  expect(written, `the per-message line names the file:\n${log}`).not.toBeNull();
  const mail = readFileSync(written![1], "utf8");
  const token = /reset-password\?token=([\w%-]+)/.exec(mail.replace(/=\r?\n/g, ""))?.[1];
  expect(token, "the outbox holds the link").toBeTruthy();
  expect(log, "not the token either").not.toContain(decodeURIComponent(token!).slice(0, 16));
});

test("second probe 12: forgot-password answers as fast for a known address as for an unknown one, and so does the asker's next request", async () => {
  test.setTimeout(300_000);
  const { knownAccounts, rounds, zLimit, marginMs } = EXPECTED.resetTiming;
  // Each known address is asked `rounds` (3) times, so each ask sends a mail (at most 3 an hour go to one account).
  const known = await inParallel(
    Array.from({ length: knownAccounts }, (_, i) => i),
    4,
    () => account("reset-timing", { signIn: false }),
  );
  const ask = async (email: string) => {
    const answer = await sendJson({ path: "/api/forgot-password", from: freshAddress(), data: { email } });
    expect(answer.status, summary(answer)).toBe(200);
    return answer.ms;
  };
  const nextRequest = async () => {
    const answer = await send({ path: "/healthcheck", from: freshAddress() });
    expect(answer.status, summary(answer)).toBe(200);
    return answer.ms;
  };
  for (let i = 0; i < 10; i++) await ask(uniqueAddress("warm-up"));
  // As an observer asks, one request straight after another: an address (known or unknown, in random order), then
  // at once the app's cheapest request (its health check), whose answer shows any work the first one left behind
  // (the probe's leak: the mail for a known address slowed whatever the server answered next).
  type Sample = { asked: number; next: number };
  const pairs: Array<{ known: Sample; unknown: Sample }> = [];
  for (let round = 0; round < rounds; round++) {
    for (const { email } of known) {
      const order = Math.random() < 0.5 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
      const pair: Partial<Record<"known" | "unknown", Sample>> = {};
      for (const kind of order) {
        const asked = await ask(kind === "known" ? email : uniqueAddress("nobody"));
        pair[kind] = { asked, next: await nextRequest() };
      }
      pairs.push(pair as { known: Sample; unknown: Sample });
    }
  }
  // Told apart only when the paired differences lean to one side beyond chance (signed ranks, p < 0.001) and their
  // median passes the margin. Each pair's two asks are taken within a few milliseconds, so the machine's load, which
  // on a busy machine moves the medians of a few hundred answers a millisecond either way for identical work, is the
  // same for both and cancels out of the difference.
  const told: string[] = [];
  for (const what of ["asked", "next"] as const) {
    const differences = pairs.map((pair) => pair.known[what] - pair.unknown[what]);
    const z = signedRankZ(differences);
    const figures =
      `${what}: median known ${median(pairs.map((p) => p.known[what])).toFixed(2)} ms, unknown ` +
      `${median(pairs.map((p) => p.unknown[what])).toFixed(2)} ms, paired difference ` +
      `${median(differences).toFixed(2)} ms; signed-rank z ${z.toFixed(2)}`;
    test.info().annotations.push({ type: "timing", description: figures });
    if (Math.abs(z) > zLimit && Math.abs(median(differences)) > marginMs) told.push(figures);
  }
  // The last mails go out before the accounts are deleted (they are sent a moment after the answer).
  await new Promise((r) => setTimeout(r, 2_000));
  expect(told, "known and unknown addresses told apart by time").toEqual([]);
});
