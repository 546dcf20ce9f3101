import path from "node:path";
import pg from "pg";
import { loadLocalSecrets } from "../../db/local-data.ts";
import { E2E_DATA_DIR, E2E_EMBEDDED_PG_PORT } from "../../playwright.config.ts";

/**
 * The database the browser tests' Notewell runs on: the test run's (`npm test` passes E2E_DATABASE_URL), or the
 * embedded PostgreSQL the launcher started in the e2e data folder. For what a browser cannot do itself, like
 * letting a session run out.
 */
export function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const { postgresPassword } = loadLocalSecrets(path.resolve(E2E_DATA_DIR));
  return `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${E2E_EMBEDDED_PG_PORT}/notewell`;
}

export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every session of this user runs out now, as if they had been away past the practice's time-out. */
export async function expireSessions(email: string): Promise<void> {
  await sql(
    "UPDATE sessions SET expire = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
    [email.toLowerCase()],
  );
}
