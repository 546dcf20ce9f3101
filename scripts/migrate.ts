/**
 * `npm run migrate`: applies pending migrations and prints what it applied. The database is `DATABASE_URL`,
 * or, when that is unset, the embedded PostgreSQL `npm start` uses (started for the run, then stopped; it
 * refuses while `npm start` has it running). `npm start` and the app container migrate by themselves; this
 * is for a deployment that migrates as a step of its own, before the new version starts.
 */
import { dataDir, loadLocalSecrets } from "../db/local-data.ts";
import { migrate } from "../db/migrate.ts";
import { connect } from "../db/models.ts";
import { openDatabase } from "./lib/database.ts";
import { treatEmptyAsUnset } from "./lib/environment.ts";

const log = (line: string) => console.log(`[migrate] ${line}`);

async function main(): Promise<void> {
  treatEmptyAsUnset();
  const dir = dataDir();
  const postgresPassword = process.env.DATABASE_URL ? "" : loadLocalSecrets(dir).postgresPassword;
  log(process.env.DATABASE_URL ? "Migrating DATABASE_URL" : `Migrating the embedded PostgreSQL in ${dir}`);
  const database = await openDatabase({ dataDir: dir, postgresPassword, log });
  const sequelize = connect(database.url, { poolMax: 2 });
  try {
    const applied = await migrate(sequelize, database.url);
    log(applied.length ? `Applied ${applied.join(", ")}` : "Nothing to apply: the schema is up to date");
  } finally {
    await sequelize.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[migrate] Failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
