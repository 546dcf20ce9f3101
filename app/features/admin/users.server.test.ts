import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { createLocalUser } from "~/platform/users.server.ts";
import { db, Transcript, User } from "~/platform/db.server.ts";
import { Refusal } from "~/platform/errors.ts";
import { statusOf } from "~/platform/http.server.ts";
import { signedInUser } from "../../../tests/setup/users.ts";
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DELETE_SELF,
  createUser,
  deleteUser,
  listUsers,
  parseUserId,
  setUserActive,
  USER_NOT_FOUND,
} from "./users.server.ts";
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

  test("creates a verified local account with the role given", async () => {
    const created = await createUser({
      firstName: "Mary",
      lastName: "Seacole",
      email: "mary.seacole@practice.nhs.uk",
      password: "a long password",
      role: "admin",
    });
    expect(created).toMatchObject({ role: "admin", isActive: true, recordingTime30Days: 0 });
    const stored = await User.findByPk(created.id);
    expect(stored?.password).toMatch(/^\$argon2id\$/);
  });

  test("deactivating ends every session of that user; reactivating turns the account back on", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    await signedInUser(); // someone else's session is left alone
    const before = await rows<{ n: string }>("SELECT count(*) AS n FROM sessions WHERE user_id = $1", [user.id]);
    expect(Number(before[0].n)).toBe(1);

    const updated = await setUserActive(admin, user.id, false);
    expect(updated.isActive).toBe(false);
    expect(await rows("SELECT sid FROM sessions WHERE user_id = $1", [user.id])).toEqual([]);
    expect(await rows("SELECT sid FROM sessions")).toHaveLength(2);

    expect((await setUserActive(admin, user.id, true)).isActive).toBe(true);
    expect((await User.findByPk(user.id))?.isActive).toBe(true);
  });

  test("an admin cannot deactivate their own account, and unknown users are 404", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    await expectRefusal(setUserActive(admin, admin.id, false), 400, CANNOT_DEACTIVATE_SELF);
    expect((await User.findByPk(admin.id))?.isActive).toBe(true);
    await expectRefusal(setUserActive(admin, admin.id + 1000, false), 404, USER_NOT_FOUND);
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

    await deleteUser(admin, user.id);

    expect(await User.findByPk(user.id)).toBeNull();
    for (const table of ["sessions", "transcripts", "recording_sessions", "password_reset_tokens"]) {
      expect(await rows(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id])).toEqual([]);
    }
    expect(await User.findByPk(admin.id)).not.toBeNull();
  });

  test("an admin cannot delete their own account; deleting twice is a 404", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const user = await anotherUser();
    await expectRefusal(deleteUser(admin, admin.id), 400, CANNOT_DELETE_SELF);
    await deleteUser(admin, user.id);
    await expectRefusal(deleteUser(admin, user.id), 404, USER_NOT_FOUND);
  });

  test.each([
    ["12", 12],
    ["1", 1],
    ["2147483647", 2147483647],
    ["0", null],
    ["2147483648", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    ["", null],
    [" 7", null],
    [undefined, null],
  ])("parseUserId(%j) is %j", (input, expected) => {
    expect(parseUserId(input)).toBe(expected);
  });
});
