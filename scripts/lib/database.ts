import path from "node:path";
import { ensureFirstAdmin, type SeedResult } from "./first-admin.ts";
import { ensureDatabase, startEmbeddedPostgres } from "../../db/embedded-postgres.ts";
import { migrate } from "../../db/migrate.ts";
import { connect } from "../../db/models.ts";

export type PreparedDatabase = {
  url: string;
  seed: SeedResult;
  /** Stops the embedded server if we started one. */
  stop: () => Promise<void>;
  /** Resolves if the embedded server exits (never, for a `DATABASE_URL` database). */
  exited: Promise<void>;
};

type DatabaseOptions = {
  dataDir: string;
  postgresPassword: string;
  log: (line: string) => void;
  /** On one machine the first admin's password may be generated and printed; a container's must be given. */
  generateFirstAdmin?: boolean;
};

/**
 * The database `npm start` runs on: `DATABASE_URL` when set, else an embedded PostgreSQL whose data lives in
 * `<dataDir>/postgres` and is kept between runs. Migrated, and with a first admin when there are no users.
 */
export async function prepareDatabase(options: DatabaseOptions): Promise<PreparedDatabase> {
  const { url, stop, exited } = await openDatabase(options);
  const sequelize = connect(url, { poolMax: 2 });
  try {
    const applied = await migrate(sequelize, url);
    if (applied.length) options.log(`Applied migrations: ${applied.join(", ")}`);
    const seed = await ensureFirstAdmin(sequelize, {
      email: process.env.ADMIN_EMAIL,
      password: process.env.ADMIN_PASSWORD,
      generate: options.generateFirstAdmin ?? false,
    });
    return { url, seed, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await sequelize.close();
  }
}

/** `DATABASE_URL`, or else the embedded PostgreSQL (started here) and its `notewell` database, as they stand. */
export async function openDatabase(options: DatabaseOptions): Promise<Omit<PreparedDatabase, "seed">> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  let exited = new Promise<void>(() => {});
  if (!url) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    const server = await startEmbeddedPostgres({
      dataDir: path.join(options.dataDir, "postgres"),
      port,
      password: options.postgresPassword,
      log: options.log,
    });
    stop = server.stop;
    exited = server.exited;
    try {
      url = await ensureDatabase(server.baseUrl, "notewell");
    } catch (error) {
      await stop();
      throw error;
    }
  }
  return { url, stop, exited };
}
