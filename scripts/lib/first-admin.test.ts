import { QueryTypes } from "sequelize";
import { describe, expect, inject, test } from "vitest";
import { dropDatabase, ensureDatabase } from "../../db/embedded-postgres.ts";
import { migrate } from "../../db/migrate.ts";
import { connect } from "../../db/models.ts";
import { ensureFirstAdmin } from "./first-admin.ts";

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
        ensureFirstAdmin(a, { email: "Admin@Practice.nhs.uk" }),
        ensureFirstAdmin(b, { email: "admin@practice.nhs.uk" }),
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
      expect(await ensureFirstAdmin(a, { email: "other@practice.nhs.uk", password: "another-password" })).toEqual({
        created: false,
      });
    } finally {
      await a.close();
      await b.close();
      await dropDatabase(baseUrl, `seed_test_${worker}`);
    }
  });
});
