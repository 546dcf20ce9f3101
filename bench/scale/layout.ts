/**
 * A layout of the product on one PostgreSQL, started the way the containers start it: each app with
 * `scripts/start.ts --role app` (it migrates, under the lock every replica shares, then serves), each sidecar with
 * `--role sidecar`, forwarding to its own app — as `docker compose up --scale app=2 --scale sidecar=2` would behind
 * a load balancer that spreads requests over the sidecars.
 */
import { readdirSync, readFileSync } from "node:fs";
import { freePort } from "../../scripts/lib/free-port.ts";
import { waitForHttp } from "../../scripts/lib/services.ts";
import type { Child, ProcessGroup } from "../relay/processes.ts";

const START_TIMEOUT_MS = 60_000;

/** One replica: its launcher, and the process the launcher started (the app's server, or Deno), which does the work. */
type Replica = { launcher: Child; pid: number; url: string };

export type Layout = {
  name: string;
  apps: Replica[];
  /** The public entries, one per app. */
  sidecars: Replica[];
};

export type LayoutEnvironment = {
  databaseUrl: string;
  sessionSecret: string;
  encryptionKey: string;
  /** The fake provider's streaming URL and key. */
  providerUrl: string;
  apiKey: string;
  /** Where the apps write what they keep on disk (the mail outbox). */
  dataDir: string;
};

/** Starts `pairs` apps, then as many sidecars, each forwarding to its own app; resolves once all answer. */
export async function startLayout(
  group: ProcessGroup,
  options: { name: string; pairs: number; environment: LayoutEnvironment },
): Promise<Layout> {
  const { environment: env, pairs } = options;
  const ports: Array<{ app: number; sidecar: number }> = [];
  for (let i = 0; i < pairs; i++) ports.push({ app: await freePort(), sidecar: await freePort() });
  const shared = {
    DATABASE_URL: env.databaseUrl,
    SESSION_SECRET: env.sessionSecret,
    ENCRYPTION_KEY: env.encryptionKey,
    // The address users open: a load balancer's in production; here the first sidecar's.
    PUBLIC_URL: `http://127.0.0.1:${ports[0].sidecar}`,
    HOST: "127.0.0.1",
    NODE_ENV: "production",
  };
  const launch = (name: string, role: "app" | "sidecar", extra: Record<string, string>) =>
    group.spawn({
      name,
      command: process.execPath,
      args: ["--import", "tsx", "scripts/start.ts", "--role", role],
      // Ctrl-C's stop: recordings end at once instead of draining.
      stopSignal: "SIGINT",
      env: { ...shared, ...extra },
    });

  // The apps start together, as replicas do: both migrate, one waits for the other's lock.
  const appLaunchers = ports.map((port, i) =>
    launch(`app-${i + 1}`, "app", {
      PORT: String(port.app),
      NOTEWELL_DATA_DIR: env.dataDir,
      ADMIN_EMAIL: "bench.admin@bench.invalid",
      ADMIN_PASSWORD: "bench admin password",
    }),
  );
  const apps = await Promise.all(
    appLaunchers.map((launcher, i) => ready(launcher, `http://127.0.0.1:${ports[i].app}`, "/healthcheck")),
  );
  const sidecarLaunchers = ports.map((port, i) =>
    launch(`sidecar-${i + 1}`, "sidecar", {
      PORT: String(port.sidecar),
      APP_URL: apps[i].url,
      ASSEMBLYAI_STREAMING_URL: env.providerUrl,
      ASSEMBLYAI_API_KEY: env.apiKey,
    }),
  );
  const sidecars = await Promise.all(
    sidecarLaunchers.map((launcher, i) => ready(launcher, `http://127.0.0.1:${ports[i].sidecar}`, "/healthz")),
  );
  return { name: options.name, apps, sidecars };
}

/** Stops every replica: the sidecars first (the public entries), then the apps. */
export async function stopLayout(group: ProcessGroup, layout: Layout): Promise<void> {
  await Promise.all(layout.sidecars.map((replica) => group.stop(replica.launcher, 30_000)));
  await Promise.all(layout.apps.map((replica) => group.stop(replica.launcher, 30_000)));
}

async function ready(launcher: Child, url: string, health: string): Promise<Replica> {
  const alive = () => launcher.process.exitCode === null && launcher.process.signalCode === null;
  try {
    await waitForHttp(url + health, START_TIMEOUT_MS, alive);
  } catch (error) {
    throw new Error(`${launcher.name} did not start: ${String(error)}\n${launcher.tail.join("\n")}`);
  }
  const pid = serviceOf(launcher.pid);
  if (pid === null) throw new Error(`${launcher.name}: no service process under launcher ${launcher.pid}`);
  return { launcher, pid, url };
}

/** The launcher's child that serves (the app's server or the sidecar), found by its parent and command line. */
function serviceOf(launcherPid: number): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (parent === launcherPid && /scripts\/lib\/app-server\.js|stream-sidecar\/main\.ts/.test(command))
        return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}
