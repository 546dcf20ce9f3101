import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { dropDatabase, ensureDatabase, startEmbeddedPostgres } from "../../db/embedded-postgres.ts";
import { migrate } from "../../db/migrate.ts";
import { connect } from "../../db/models.ts";
import { freePort } from "../../scripts/lib/free-port.ts";

/**
 * A throw-away PostgreSQL cluster for a test run (fresh data directory, random port), unless
 * TEST_DATABASE_BASE_URL already names one (the `npm test` runner starts one cluster for every runner).
 */
export async function startTestCluster(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_BASE_URL) return { baseUrl: process.env.TEST_DATABASE_BASE_URL, stop: async () => {} };
  const root = process.env.NOTEWELL_TEST_TMP ?? path.join(process.cwd(), ".data");
  mkdirSync(root, { recursive: true }); // a fresh clone has no .data yet when vitest runs alone
  const dir = mkdtempSync(path.join(root, "test-pg-"));
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, "data"),
    port: await freePort(),
    password: "test-password",
  });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates `name` fresh and migrated; returns its URL. */
export async function createMigratedDatabase(baseUrl: string, name: string): Promise<string> {
  await dropDatabase(baseUrl, name);
  const url = await ensureDatabase(baseUrl, name);
  const sequelize = connect(url, { poolMax: 1 });
  try {
    await migrate(sequelize, url);
  } finally {
    await sequelize.close();
  }
  return url;
}

/** A copy of a template database (much faster than migrating again): one per parallel test worker. */
export async function cloneDatabase(baseUrl: string, template: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`);
  } finally {
    await client.end();
  }
  return `${baseUrl}/${name}`;
}
