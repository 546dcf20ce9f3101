import path from "node:path";
import type { Sequelize } from "sequelize";
import type { SeedResult } from "./first-admin.ts";
import { untimed, type StartSteps } from "./start-steps.ts";
import { ensureDatabase, startEmbeddedPostgres } from "../../db/embedded-postgres.ts";

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
  /** Where the launcher records how long each step took. */
  steps?: Pick<StartSteps, "time">;
};

/**
 * The database `npm start` runs on: `DATABASE_URL` when set, else an embedded PostgreSQL whose data lives in
 * `<dataDir>/postgres` and is kept between runs. Migrated, and with a first admin when there are no users.
 */
export async function prepareDatabase(options: DatabaseOptions): Promise<PreparedDatabase> {
  const steps = options.steps ?? untimed;
  const opening = openDatabase(options);
  // Sequelize, the migrations and the first-admin rules load while PostgreSQL starts (decision 035).
  const loading = steps.time("launcher", () =>
    Promise.all([import("../../db/models.ts"), import("../../db/migrate.ts"), import("./first-admin.ts")]),
  );
  loading.catch(() => {}); // awaited once the database is open
  const { url, stop, exited } = await opening;
  let sequelize: Sequelize | undefined;
  try {
    const [{ connect }, { migrate }, { ensureFirstAdmin }] = await loading;
    const database = connect(url, { poolMax: 2 });
    sequelize = database;
    const applied = await steps.time("migrations", () => migrate(database, url));
    if (applied.length) options.log(`Applied migrations: ${applied.join(", ")}`);
    const seed = await steps.time("first admin", () =>
      ensureFirstAdmin(database, {
        email: process.env.ADMIN_EMAIL,
        password: process.env.ADMIN_PASSWORD,
        generate: options.generateFirstAdmin ?? false,
      }),
    );
    return { url, seed, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await sequelize?.close();
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
      steps: options.steps,
    });
    stop = server.stop;
    exited = server.exited;
    try {
      const baseUrl = server.baseUrl;
      url = await (options.steps ?? untimed).time("PostgreSQL", () => ensureDatabase(baseUrl, "notewell"));
    } catch (error) {
      await stop();
      throw error;
    }
  }
  return { url, stop, exited };
}
