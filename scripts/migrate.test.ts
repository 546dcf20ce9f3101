import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, inject, test } from "vitest";
import { dropDatabase, ensureDatabase } from "../db/embedded-postgres.ts";
import { migrations } from "../db/migrate.ts";

const root = path.resolve(import.meta.dirname, "..");
const baseUrl = inject("databaseBaseUrl");
const name = `migrate_cli_test_${process.env.VITEST_POOL_ID ?? "0"}`;
afterAll(() => dropDatabase(baseUrl, name));

function migrateCli(databaseUrl: string) {
  return promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

test("npm run migrate applies what is pending to DATABASE_URL and says so, then finds nothing to do", async () => {
  await dropDatabase(baseUrl, name);
  const url = await ensureDatabase(baseUrl, name);
  const first = await migrateCli(url);
  expect(first.stdout).toContain(`[migrate] Applied ${migrations.map((m) => m.name).join(", ")}`);
  expect(first.stdout).not.toContain(url);
  const second = await migrateCli(url);
  expect(second.stdout).toContain("[migrate] Nothing to apply: the schema is up to date");
});
