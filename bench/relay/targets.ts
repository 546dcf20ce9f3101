/**
 * Starting what the load is aimed at: the fake provider (echo mode), the stand-in app, the plain Node relay
 * and the sidecar, each as its own process launched from the working tree.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sidecarCommand, waitForHttp } from "../../scripts/lib/services.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { type Child, type ProcessGroup, waitForPort } from "./processes.ts";
import { type FailureCounts, tally } from "./protocol.ts";

const START_TIMEOUT_MS = 30_000;

/** A started target and the port it listens on (127.0.0.1). */
export type Target = { child: Child; port: number };

/** The Deno binary the project ships (the one the sidecar runs on). */
export function denoBinary(root: string): string {
  return sidecarCommand(root).command;
}

/**
 * The fake provider: in echo mode (the default) every binary frame is answered with
 * `{"type":"Echo","seq":n,"bytes":len}`; with `--words-in-audio` it hears numbered words (bench:outage).
 */
export async function startFakeProvider(
  group: ProcessGroup,
  root: string,
  apiKey: string,
  mode: "--echo" | "--words-in-audio" = "--echo",
): Promise<Target> {
  const child = group.spawn({
    name: "fake-stt",
    command: denoBinary(root),
    args: [
      "run",
      "--allow-net",
      "--allow-env",
      path.join(root, "tests", "fake-stt", "main.ts"),
      "--port",
      "0",
      "--api-key",
      apiKey,
      mode,
    ],
  });
  return { child, port: await waitForPort(child, START_TIMEOUT_MS) };
}

/** The stand-in app the sidecar forwards pages to. */
export async function startPageApp(group: ProcessGroup): Promise<Target> {
  const child = group.spawn({ name: "page-app", command: process.execPath, args: nodeScript("page-app.ts") });
  return { child, port: await waitForPort(child, START_TIMEOUT_MS) };
}

/** The plain `ws` relay (node-relay.ts). */
export async function startNodeRelay(
  group: ProcessGroup,
  providerUrl: string,
  apiKey: string,
): Promise<Target> {
  const child = group.spawn({
    name: "node-relay",
    command: process.execPath,
    args: nodeScript("node-relay.ts"),
    env: { PORT: "0", PROVIDER_URL: providerUrl, PROVIDER_API_KEY: apiKey },
  });
  return { child, port: await waitForPort(child, START_TIMEOUT_MS) };
}

function nodeScript(file: string): string[] {
  return ["--import", "tsx", path.join("bench", "relay", file)];
}

/**
 * A short fingerprint of the sidecar's source (stream-sidecar/*.ts without tests) as it is on disk now. The
 * working tree may change while the benchmark runs; each phase records the version it ran.
 */
function sidecarSourceVersion(root: string): string {
  const dir = path.join(root, "stream-sidecar");
  const hash = createHash("sha256");
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".ts") || file.endsWith("_test.ts") || file.startsWith("_")) continue;
    hash.update(file).update("\0").update(readFileSync(path.join(dir, file))).update("\0");
  }
  return hash.digest("hex").slice(0, 12);
}

/** The sidecar's structured log, counted: `event` (plus close code or refusal reason) → how many. */
export type SidecarLog = { events: FailureCounts; otherLines: string[] };

/** The sidecar, with the environment `npm start` would give it, pointed at the fake and the stand-in app. */
export async function startSidecarProcess(
  group: ProcessGroup,
  root: string,
  env: {
    appUrl: string;
    databaseUrl: string;
    sessionSecret: string;
    encryptionKey: string;
    providerUrl: string;
    apiKey: string;
  },
): Promise<Target & { log: SidecarLog; version: string }> {
  const version = sidecarSourceVersion(root);
  const port = await freePort();
  const command = sidecarCommand(root);
  const child = group.spawn({
    name: "sidecar",
    command: command.command,
    args: command.args,
    // SIGTERM drains (running recordings may go on for DRAIN_GRACE_SECONDS); SIGINT ends them at once.
    stopSignal: "SIGINT",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: env.appUrl,
      DATABASE_URL: env.databaseUrl,
      SESSION_SECRET: env.sessionSecret,
      ENCRYPTION_KEY: env.encryptionKey,
      ASSEMBLYAI_STREAMING_URL: env.providerUrl,
      ASSEMBLYAI_API_KEY: env.apiKey,
      NOTEWELL_EXIT_WITH_PARENT: "1",
    },
  });
  const log: SidecarLog = { events: {}, otherLines: [] };
  child.lineListeners.add((line) => countLogLine(log, line));
  await waitForHttp(
    `http://127.0.0.1:${port}/healthz`,
    START_TIMEOUT_MS,
    () => child.process.exitCode === null,
  );
  // Changed while it was starting: which version loaded is unknown.
  const settled = sidecarSourceVersion(root);
  return { child, port, log, version: settled === version ? version : `${version}→${settled}?` };
}

function countLogLine(log: SidecarLog, line: string): void {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    if (log.otherLines.length < 50) log.otherLines.push(line);
    return;
  }
  const parts = [entry.event ?? "?", entry.closeCode ?? entry.code, entry.closeReason, entry.why];
  tally(log.events, parts.filter((part) => part !== undefined && part !== "").map(String).join(" "));
}
