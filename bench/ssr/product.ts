/**
 * The product as `npm start` runs it, on a database of the benchmark's: the app (its server, scripts/lib/app-server.js, with the launcher's
 * preload, NODE_ENV=production, loopback only) behind the stream sidecar, the public front door.
 */
import path from "node:path";
import { appCommand, sidecarCommand, waitForHttp } from "../../scripts/lib/services.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import type { Child, ProcessGroup } from "../relay/processes.ts";

const START_TIMEOUT_MS = 30_000;

export type Product = {
  app: Child;
  sidecar: Child;
  /** The front door: http://127.0.0.1:<sidecar port>. */
  publicUrl: string;
};

export async function startProduct(
  group: ProcessGroup,
  root: string,
  options: {
    databaseUrl: string;
    sessionSecret: string;
    encryptionKey: string;
    /** Run the app under `node --cpu-prof`, writing its profile into this folder when it stops. */
    cpuProfileDir: string | null;
  },
): Promise<Product> {
  const [appPort, publicPort] = [await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${publicPort}`;
  const shared = {
    NODE_ENV: "production",
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: options.sessionSecret,
    ENCRYPTION_KEY: options.encryptionKey,
    PUBLIC_URL: publicUrl,
  };
  const app = appCommand(root);
  const profiler = options.cpuProfileDir ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(options.cpuProfileDir)] : [];
  const appChild = group.spawn({
    name: "app",
    command: app.command,
    args: [...profiler, ...app.args],
    env: { ...shared, PORT: String(appPort), HOST: "127.0.0.1" },
  });
  await waitForHttp(`http://127.0.0.1:${appPort}/healthcheck`, START_TIMEOUT_MS, () => running(appChild));

  const sidecar = sidecarCommand(root);
  const sidecarChild = group.spawn({
    name: "sidecar",
    command: sidecar.command,
    args: sidecar.args,
    // SIGTERM lets recordings drain; there are none, and SIGINT ends at once.
    stopSignal: "SIGINT",
    env: {
      ...shared,
      PORT: String(publicPort),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${appPort}`,
      NOTEWELL_EXIT_WITH_PARENT: "1",
    },
  });
  await waitForHttp(`${publicUrl}/healthz`, START_TIMEOUT_MS, () => running(sidecarChild));
  return { app: appChild, sidecar: sidecarChild, publicUrl };
}

function running(child: Child): boolean {
  return child.process.exitCode === null && child.process.signalCode === null;
}
