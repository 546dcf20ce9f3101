import { QueryTypes } from "sequelize";
import { describe, expect, inject, test } from "vitest";
import { dropDatabase, ensureDatabase } from "../../db/embedded-postgres.ts";
import { migrate } from "../../db/migrate.ts";
import { connect } from "../../db/models.ts";
import { ensureFirstAdmin, makeAdministrator } from "./first-admin.ts";

const baseUrl = inject("databaseBaseUrl");
const worker = process.env.VITEST_POOL_ID ?? "0";

async function freshDatabase(name: string): Promise<string> {
  await dropDatabase(baseUrl, name);
  return ensureDatabase(baseUrl, name);
}

describe("first administrator", () => {
  test("two processes starting at once create one admin, and none once users exist", async () => {
    const url = await freshDatabase(`seed_test_${worker}`);
    const a = connect(url, { poolMax: 2 });
    const b = connect(url, { poolMax: 2 });
    try {
      await migrate(a, url);
      const results = await Promise.all([
        ensureFirstAdmin(a, { email: "Admin@Practice.nhs.uk", generate: true }),
        ensureFirstAdmin(b, { email: "admin@practice.nhs.uk", generate: true }),
      ]);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      const created = results.find((r) => r.created);
      expect(created).toMatchObject({ created: true, email: "admin@practice.nhs.uk" });
      expect(created && created.created && created.generatedPassword).toMatch(/^[\w-]{16}$/);
      const admins = await a.query<{ role: string; password: string; verified: boolean }>(
        "SELECT role, password, email_verified_at IS NOT NULL AS verified FROM users",
        { type: QueryTypes.SELECT },
      );
      // Verified from the start, so turning on "Require email verification" can never lock the practice out.
      expect(admins).toEqual([{ role: "admin", password: expect.stringMatching(/^\$argon2id\$/), verified: true }]);
      expect(
        await ensureFirstAdmin(a, { email: "other@practice.nhs.uk", password: "another-password", generate: false }),
      ).toEqual({
        created: false,
      });
    } finally {
      await a.close();
      await b.close();
      await dropDatabase(baseUrl, `seed_test_${worker}`);
    }
  });

  test("a container's app is given its first admin or refuses to start saying how; given values are checked", async () => {
    const url = await freshDatabase(`seed_rules_${worker}`);
    const db = connect(url, { poolMax: 2 });
    try {
      await migrate(db, url);
      const refused = (options: { email?: string; password?: string }) =>
        ensureFirstAdmin(db, { ...options, generate: false });
      // Nothing, or only the address (compose's empty ADMIN_PASSWORD is unset by then): no admin, a clear reason.
      await expect(refused({})).rejects.toThrow(/no administrator yet.*ADMIN_EMAIL and ADMIN_PASSWORD.*create-admin/);
      await expect(refused({ email: "gp@practice.nhs.uk" })).rejects.toThrow(/no administrator yet/);
      await expect(refused({ email: "not an address", password: "long enough" })).rejects.toThrow(/ADMIN_EMAIL/);
      await expect(refused({ email: "gp@practice.nhs.uk", password: "short" })).rejects.toThrow(
        /ADMIN_PASSWORD: Password must be at least 8 characters/,
      );
      expect(await db.query("SELECT 1 FROM users", { type: QueryTypes.SELECT })).toEqual([]);
      // On one machine only the address may be given: the password is generated, stored and printable.
      const made = await ensureFirstAdmin(db, { email: "GP@practice.nhs.uk", generate: true });
      expect(made).toMatchObject({ created: true, email: "gp@practice.nhs.uk", generatedPassword: expect.any(String) });
    } finally {
      await db.close();
      await dropDatabase(baseUrl, `seed_rules_${worker}`);
    }
  });

  test("create-admin makes a new administrator, or promotes an existing account and ends its sessions", async () => {
    const url = await freshDatabase(`seed_make_${worker}`);
    const db = connect(url, { poolMax: 2 });
    try {
      await migrate(db, url);
      expect(await makeAdministrator(db, { email: "Lead@practice.nhs.uk", password: "a long password" })).toBe(
        "created",
      );
      await db.query(
        "INSERT INTO users (email, password, role, is_active) VALUES ('locum@practice.nhs.uk', 'x', 'user', false)",
      );
      const [{ id }] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'locum@practice.nhs.uk'", {
        type: QueryTypes.SELECT,
      });
      await db.query(
        "INSERT INTO sessions (sid, user_id, sess, expire) VALUES ('s1', $1, '{}', now() + interval '1 hour')",
        {
          bind: [id],
        },
      );
      expect(await makeAdministrator(db, { email: "locum@practice.nhs.uk", password: "another long one" })).toBe(
        "updated",
      );
      const users = await db.query<{ email: string; role: string; active: boolean; verified: boolean }>(
        `SELECT email, role, is_active AS active, email_verified_at IS NOT NULL AS verified FROM users ORDER BY email`,
        { type: QueryTypes.SELECT },
      );
      expect(users).toEqual([
        { email: "lead@practice.nhs.uk", role: "admin", active: true, verified: true },
        { email: "locum@practice.nhs.uk", role: "admin", active: true, verified: true },
      ]);
      expect(await db.query("SELECT 1 FROM sessions", { type: QueryTypes.SELECT })).toEqual([]);
      await expect(makeAdministrator(db, { email: "lead@practice.nhs.uk", password: "" })).rejects.toThrow(
        /ADMIN_PASSWORD/,
      );
    } finally {
      await db.close();
      await dropDatabase(baseUrl, `seed_make_${worker}`);
    }
  });
});
