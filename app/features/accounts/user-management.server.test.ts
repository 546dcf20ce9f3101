import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { createLocalUser } from "~/platform/users.server.ts";
import { db, Transcript, User } from "~/platform/db.server.ts";
import { Refusal } from "~/platform/errors.ts";
import { statusOf } from "~/platform/http.server.ts";
import { signedInUser, testMailbox } from "../../../tests/setup/users.ts";
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DELETE_SELF,
  CANNOT_DEMOTE_SELF,
  changeUser,
  createUser,
  deleteUser,
  inviteUser,
  LAST_ADMIN,
  listUsers,
  sendPasswordLink,
  setUserActive,
  USER_NOT_FOUND,
} from "./user-management.server.ts";
import { resetDatabase } from "../../../tests/setup/reset.ts";

beforeEach(async () => {
  await resetDatabase();
});

async function rows<T extends object = Record<string, unknown>>(sql: string, bind: unknown[] = []): Promise<T[]> {
  return db().query<T>(sql, { bind, type: QueryTypes.SELECT });
}

async function anotherUser(email = `someone-${Date.now()}-${Math.random()}@practice.nhs.uk`) {
  return createLocalUser({ email, password: "a good password", firstName: "Ada", lastName: "Lovelace" });
}

async function expectRefusal(run: Promise<unknown>, status: number, message: string) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  expect(statusOf((error as Refusal).failure)).toBe(status);
  expect((error as Refusal).message).toBe(message);
}

describe("users", () => {
  test("the list has every user, newest first, with only the last 30 days of recording time", async () => {
    const older = await anotherUser("older@practice.nhs.uk");
    await db().query("UPDATE users SET created_at = now() - interval '2 days' WHERE id = $1", { bind: [older.id] });
    const newer = await anotherUser("newer@practice.nhs.uk");
    await db().query(
      `INSERT INTO recording_sessions (user_id, duration_seconds, created_at) VALUES
         ($1, 120, now() - interval '1 day'), ($1, 30, now() - interval '29 days'), ($1, 999, now() - interval '31 days')`,
      { bind: [older.id] },
    );
    const users = await listUsers();
    expect(users.map((u) => u.email)).toEqual(["newer@practice.nhs.uk", "older@practice.nhs.uk"]);
    expect(users[0]).toMatchObject({ id: newer.id, recordingTime30Days: 0, isActive: true, role: "user" });
    expect(users[1].recordingTime30Days).toBe(150);
    // Plain objects, no password hash.
    expect(users[1]).not.toHaveProperty("password");
    expect(JSON.parse(JSON.stringify(users[1]))).toEqual(users[1]);
  });

  test("creates a verified local account with the role given, whose password must be changed at first sign-in", async () => {
    const created = await createUser(
      null,
      { id: 0 },
      {
        firstName: "Mary",
        lastName: "Seacole",
        email: "mary.seacole@practice.nhs.uk",
        password: "a long password",
        role: "admin",
      },
    );
    expect(created).toMatchObject({
      role: "admin",
      isActive: true,
      recordingTime30Days: 0,
      mustChangePassword: true,
      invited: false,
    });
    const stored = await User.findByPk(created.id);
    expect(stored?.password).toMatch(/^\$argon2id\$/);
  });

  test("deactivating ends every session of that user; reactivating turns the account back on", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    await signedInUser(); // someone else's session is left alone
    const before = await rows<{ n: string }>("SELECT count(*) AS n FROM sessions WHERE user_id = $1", [user.id]);
    expect(Number(before[0].n)).toBe(1);

    const updated = await setUserActive(null, admin, user.id, false);
    expect(updated.isActive).toBe(false);
    expect(await rows("SELECT sid FROM sessions WHERE user_id = $1", [user.id])).toEqual([]);
    expect(await rows("SELECT sid FROM sessions")).toHaveLength(2);

    expect((await setUserActive(null, admin, user.id, true)).isActive).toBe(true);
    expect((await User.findByPk(user.id))?.isActive).toBe(true);
  });

  test("an admin cannot deactivate their own account, and unknown users are 404", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    await expectRefusal(setUserActive(null, admin, admin.id, false), 400, CANNOT_DEACTIVATE_SELF);
    expect((await User.findByPk(admin.id))?.isActive).toBe(true);
    await expectRefusal(setUserActive(null, admin, admin.id + 1000, false), 404, USER_NOT_FOUND);
  });

  test("deleting a user removes their sessions, transcripts, recordings and reset tokens", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    await Transcript.create({ userId: user.id, content: "Patient reports a dry cough." });
    await db().query("INSERT INTO recording_sessions (user_id, duration_seconds) VALUES ($1, 60)", { bind: [user.id] });
    await db().query(
      "INSERT INTO password_reset_tokens (user_id, token, email, expires_at) VALUES ($1, 'reset-token', 'x@y.test', now() + interval '1 hour')",
      { bind: [user.id] },
    );

    await deleteUser(null, admin, user.id);

    expect(await User.findByPk(user.id)).toBeNull();
    for (const table of ["sessions", "transcripts", "recording_sessions", "password_reset_tokens"]) {
      expect(await rows(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id])).toEqual([]);
    }
    expect(await User.findByPk(admin.id)).not.toBeNull();
  });

  test("an admin cannot delete their own account; deleting twice is a 404", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const user = await anotherUser();
    await expectRefusal(deleteUser(null, admin, admin.id), 400, CANNOT_DELETE_SELF);
    await deleteUser(null, admin, user.id);
    await expectRefusal(deleteUser(null, admin, user.id), 404, USER_NOT_FOUND);
  });
});

describe("the practice always keeps an active administrator", () => {
  test("the last active admin cannot be demoted, deactivated or deleted; with another one they can", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const other = await createLocalUser({
      email: "second-admin@practice.nhs.uk",
      password: "a good password",
      firstName: "Second",
      lastName: "Admin",
      role: "admin",
    });
    // Another admin is turned off: the first is now the last active one. Acting as the second (still signed in
    // somewhere, say), nothing may take the first away.
    await setUserActive(null, admin, other.id, false);
    const asOther = { id: other.id, firstName: "Second", lastName: "Admin" };
    await expectRefusal(changeUser(null, asOther, admin.id, { ...names(admin), role: "user" }), 409, LAST_ADMIN.demote);
    await expectRefusal(setUserActive(null, asOther, admin.id, false), 409, LAST_ADMIN.deactivate);
    await expectRefusal(deleteUser(null, asOther, admin.id), 409, LAST_ADMIN.delete);
    expect(await User.findByPk(admin.id)).toMatchObject({ role: "admin", isActive: true });
    // A new name is not a demotion.
    expect(
      await changeUser(null, asOther, admin.id, { firstName: "Renamed", lastName: "Admin", role: "admin" }),
    ).toMatchObject({ firstName: "Renamed", role: "admin" });

    await setUserActive(null, admin, other.id, true);
    expect(await changeUser(null, admin, other.id, { ...names(other), role: "user" })).toMatchObject({ role: "user" });
  });

  test("two administrators demoting each other at once: one is refused, one admin is left", async () => {
    const { user: a } = await signedInUser({ role: "admin" });
    const { user: b } = await signedInUser({ role: "admin" });
    const results = await Promise.allSettled([
      changeUser(null, b, a.id, { ...names(a), role: "user" }),
      changeUser(null, a, b.id, { ...names(b), role: "user" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await User.count({ where: { role: "admin", isActive: true } })).toBe(1);
  });

  test("an admin cannot remove their own role", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    await expectRefusal(changeUser(null, admin, admin.id, { ...names(admin), role: "user" }), 400, CANNOT_DEMOTE_SELF);
  });
});

describe("invitations and reset links", () => {
  test("an invitation creates an account without a password and mails a link to choose one", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const invited = await inviteUser(null, admin, {
      firstName: "Elizabeth",
      lastName: "Garrett Anderson",
      email: "egarrett@practice.nhs.uk",
      role: "user",
    });
    expect(invited).toMatchObject({
      hasPassword: false,
      invited: true,
      mustChangePassword: false,
      emailVerified: false,
    });
    const mail = await testMailbox().waitFor("egarrett@practice.nhs.uk");
    expect(mail.subject).toBe("You are invited to Notewell");
    expect(mail.text).toContain("has invited you to Notewell");
    expect(mail.links.some((link) => new URL(link).pathname === "/reset-password")).toBe(true);
    // Sending again is an invitation again while it has not been used.
    expect((await sendPasswordLink(null, admin, invited.id)).invitation).toBe(true);
  });

  test("a reset link for an account with a password; at most 3 an hour to one account", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const user = await anotherUser("links@practice.nhs.uk");
    for (let i = 0; i < 3; i++) expect((await sendPasswordLink(null, admin, user.id)).invitation).toBe(false);
    await expectRefusal(
      sendPasswordLink(null, admin, user.id),
      429,
      "Three links were sent to this user in the last hour. Please wait before sending another.",
    );
  });
});

function names(user: { firstName: string; lastName: string }) {
  return { firstName: user.firstName || "A", lastName: user.lastName || "B" };
}
