/**
 * `npm start`: the whole product on one machine. Starts an embedded PostgreSQL (unless DATABASE_URL is set),
 * migrates, creates the first admin, builds if needed (meanwhile), starts the app (scripts/lib/app-server.js, loopback only) and
 * the stream sidecar (the public entry), and prints one URL and how long each step took. Ctrl-C stops everything,
 * PostgreSQL included.
 *
 * The two containers run the same launcher with one role each (see Dockerfile, compose.yaml):
 *   --role app      migrate, create the first admin, serve the app on $PORT (DATABASE_URL required)
 *   --role sidecar  serve /ws-proxy and forward everything else to $APP_URL
 */
import { dataDir, loadLocalSecrets, projectRoot } from "../db/local-data.ts";
import { startBuildIfStale } from "./lib/build.ts";
import { treatEmptyAsUnset } from "./lib/environment.ts";
import { freePort } from "./lib/free-port.ts";
import { startSteps } from "./lib/start-steps.ts";
import type { PreparedDatabase } from "./lib/database.ts";
import {
  appCommand,
  sidecarCommand,
  startService,
  stopGraceMs,
  stopService,
  waitForHttp,
  type Service,
} from "./lib/services.ts";

type Role = "all" | "app" | "sidecar";

/** Since the process started: Node, tsx and the launcher's own modules (performance.now() counts from then). */
const started = performance.now();
const steps = startSteps();
steps.add("launcher", started);
const log = (line: string) => console.log(`[notewell] ${line}`);
const root = projectRoot();

function parseRole(argv: string[]): Role {
  const index = argv.indexOf("--role");
  const role = index >= 0 ? argv[index + 1] : "all";
  if (role === "all" || role === "app" || role === "sidecar") return role;
  throw new Error(`Unknown role "${role}" (use app or sidecar, or nothing for both)`);
}

function requireEnv(names: string[]): void {
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length) throw new Error(`This role needs ${missing.join(", ")} in the environment.`);
}

/** Throws the app's own configuration error (each variable and what is wrong with it) for this environment. */
async function checkAppConfig(env: NodeJS.ProcessEnv): Promise<void> {
  const { parseConfig } = await import("../app/platform/config.server.ts");
  parseConfig({ ...env, NODE_ENV: env.NODE_ENV ?? "production" });
}

async function main(): Promise<void> {
  treatEmptyAsUnset();
  const role = parseRole(process.argv.slice(2));
  if (role !== "all") requireEnv(["DATABASE_URL", "SESSION_SECRET", "ENCRYPTION_KEY"]);
  if (role === "sidecar") requireEnv(["APP_URL"]);
  const dir = dataDir();
  const secrets = role === "all" ? loadLocalSecrets(dir) : null;
  const publicPort = Number(process.env.PORT ?? 3000);

  const services: Service[] = [];
  let database: PreparedDatabase | undefined;
  let stopping = false;
  const shutdown = async (code: number, why: string) => {
    if (stopping) return;
    stopping = true;
    log(`Stopping (${why})…`);
    // Ctrl-C stops at once (recordings end cleanly); SIGTERM from a deploy lets recordings drain first.
    const signal = why === "SIGTERM" ? "SIGTERM" : "SIGINT";
    // In order: the sidecar (the public entry) first, so no new request reaches an app that is stopping.
    for (const service of [...services].reverse()) {
      const graceMs = signal === "SIGTERM" ? stopGraceMs(service.name) : 10_000;
      if ((await stopService(service, { signal, graceMs })) === "killed") {
        log(`The ${service.name} did not stop within ${graceMs / 1000} s and was killed.`);
      }
    }
    await database?.stop();
    log("Stopped.");
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(0, signal));

  // A container's app is told everything by its environment: check it before touching the database, so what is
  // wrong (PUBLIC_URL unset in production, say) is said at once, in one clear message.
  if (role === "app") await checkAppConfig(process.env);
  // The build needs no database: it runs while PostgreSQL starts and migrates (on one machine only: an image is
  // built before it runs).
  const build = role === "all" ? startBuildIfStale(root, log) : null;
  if (role !== "sidecar") {
    // Loaded only where needed: the sidecar image carries no database or app code.
    const { prepareDatabase } = await steps.time("launcher", () => import("./lib/database.ts"));
    database = await prepareDatabase({
      steps,
      dataDir: dir,
      postgresPassword: secrets?.postgresPassword ?? "",
      log,
      generateFirstAdmin: role === "all",
    });
    if (stopping) return;
  }
  if (build) steps.add("build", await build.finished);
  // Said once, here: each message's own log line says where it was written, never its link (issue 21).
  if (role !== "sidecar" && !process.env.SMTP_URL) {
    log(`SMTP_URL is not set: e-mails (password resets, verification) are written to ${dir}/outbox, not sent.`);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "production",
    DATABASE_URL: database?.url ?? process.env.DATABASE_URL,
    SESSION_SECRET: process.env.SESSION_SECRET ?? secrets?.sessionSecret,
    ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? secrets?.encryptionKey,
    NOTEWELL_DATA_DIR: dir,
    // On one machine, the address printed below is where users are: links in e-mails point there. A
    // container is told its address by the operator (the app refuses to start in production without it).
    PUBLIC_URL: process.env.PUBLIC_URL || (role === "all" ? `http://localhost:${publicPort}` : undefined),
  };
  // The app checks its configuration as it starts; checking it here first says what is wrong in one clear
  // message instead of a crashed child process.
  if (role !== "sidecar") await steps.time("launcher", () => checkAppConfig(env));
  // Alone, the app listens on $PORT; together, on a private loopback port behind the sidecar.
  const appPort = role === "app" ? publicPort : Number(process.env.APP_PORT ?? (await freePort()));
  const appHost = role === "app" ? (process.env.HOST ?? "0.0.0.0") : "127.0.0.1";
  const appUrl = role === "sidecar" ? process.env.APP_URL! : `http://127.0.0.1:${appPort}`;

  if (role !== "sidecar") {
    services.push(
      startService({
        name: "app",
        ...appCommand(root),
        cwd: root,
        env: { ...env, PORT: String(appPort), HOST: appHost },
        drop: (line) => line.startsWith("[app-server]") || line.trim() === "",
      }),
    );
  }
  if (role !== "app") {
    services.push(
      startService({
        name: "sidecar",
        ...sidecarCommand(root),
        cwd: root,
        env: { ...env, PORT: String(publicPort), APP_URL: appUrl, NOTEWELL_EXIT_WITH_PARENT: "1" },
      }),
    );
  }
  for (const service of services) {
    void service.exited.then((code) => {
      if (stopping) return;
      void shutdown(1, `the ${service.name} process exited unexpectedly with code ${code}`);
    });
  }
  void database?.exited.then(() => {
    if (!stopping) void shutdown(1, "PostgreSQL exited unexpectedly");
  });
  const alive = () => !stopping;
  // The app and the sidecar start side by side: each one's step is from its start to its first answer.
  await Promise.all([
    role !== "sidecar"
      ? steps.time("app", () => waitForHttp(`http://127.0.0.1:${appPort}/healthcheck`, 30_000, alive))
      : null,
    role !== "app"
      ? steps.time("sidecar", () => waitForHttp(`http://127.0.0.1:${publicPort}/healthz`, 30_000, alive))
      : null,
  ]);

  if (database?.seed.created) {
    log(`Created the first administrator: ${database.seed.email}`);
    if (database.seed.generatedPassword) {
      log(`Their password (shown once, change it after signing in): ${database.seed.generatedPassword}`);
    }
  }
  log(`Ready in ${(performance.now() / 1000).toFixed(1)} s (${steps.describe()})`);
  // The address users open: PUBLIC_URL wherever it is set. A container cannot know the port it is published
  // on, so the app says where it listens and who is in front of it instead of a URL nobody should open.
  if (role === "app") {
    console.log(`Notewell's app is listening on port ${publicPort} behind the sidecar; users open ${env.PUBLIC_URL}`);
  } else {
    console.log(`Notewell is running at ${env.PUBLIC_URL ?? `http://localhost:${publicPort}`}`);
  }
}

main().catch((error: unknown) => {
  console.error(`[notewell] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
