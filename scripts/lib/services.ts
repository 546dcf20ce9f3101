import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { SIDECAR_PERMISSIONS } from "../../contract/sidecar-permissions.ts";
import { APP_STOP_GRACE_SECONDS, DRAIN_GRACE_SECONDS, sidecarStopGraceSeconds } from "../../contract/stop-grace.ts";

export type Service = { name: string; child: ChildProcess; exited: Promise<number | null> };

/**
 * How far V8 lets the app's heap grow past what is live before it collects the old generation: 1.5× (by default
 * it picks up to 4×). Under load, requests that wait long enough have their objects promoted, and the old
 * generation filled with that garbage to ~170 MB before each collection: the app sat at 310–390 MB. At 1.5× it
 * stays near 200 MB (about 50 MB live at 50 users); the price is more frequent old-generation collections,
 * mostly on a helper thread (decision 030). A soft limit, unlike --max-old-space-size, which would crash the app
 * if the live heap ever reached it.
 */
const HEAP_GROWING_PERCENT = 50;

/** The commands the two containers run (the Dockerfile and compose file use the same ones). */
export function appCommand(root: string): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [
      `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
      "--import",
      path.join(root, "scripts", "lib", "app-preload.js"),
      path.join(root, "scripts", "lib", "app-server.js"),
      "build/index.js",
    ],
  };
}

export function sidecarCommand(root: string): { command: string; args: string[] } {
  const binary = path.join(root, "node_modules", "deno", "deno");
  return {
    command: existsSync(binary) ? binary : path.join(root, "node_modules", ".bin", "deno"),
    args: ["run", ...SIDECAR_PERMISSIONS, path.join(root, "stream-sidecar", "main.ts")],
  };
}

/**
 * Starts a child process whose output is passed through line by line with a prefix. `drop` filters lines we
 * do not want the operator to see (the app's server prints its own, internal, address; we print the public one).
 */
export function startService(options: {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  drop?: (line: string) => boolean;
}): Service {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    // Own process group: a terminal's Ctrl-C reaches only the launcher, which stops children in order.
    detached: true,
  });
  // If the launcher dies without a graceful stop, take the child with it.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  };
  process.once("exit", killOnExit);
  child.once("exit", () => process.removeListener("exit", killOnExit));
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (line) => {
      if (!options.drop?.(line)) out.write(`[${options.name}] ${redactQueryStrings(line)}\n`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name: options.name, child, exited };
}

/**
 * Request logs (the app server's morgan) print URLs with their query strings, and a password-reset or
 * verification link carries its token there. Query strings never reach the logs.
 */
function redactQueryStrings(line: string): string {
  return line.replace(/\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/[^\s?]*)\?\S*/g, "$1 $2?[redacted]");
}

/**
 * Stops a child with `signal`, then SIGKILL if it has not exited within `graceMs`. The sidecar drains on
 * SIGTERM (running recordings may finish for DRAIN_GRACE_SECONDS) and ends them at once on SIGINT.
 */
export async function stopService(
  service: Service,
  options: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<"stopped" | "killed"> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return "stopped";
  const graceMs = options.graceMs ?? 10_000;
  let outcome: "stopped" | "killed" = "stopped";
  service.child.kill(options.signal ?? "SIGTERM");
  const timer = setTimeout(() => {
    outcome = "killed";
    service.child.kill("SIGKILL");
  }, graceMs);
  await service.exited;
  clearTimeout(timer);
  return outcome;
}

/** How often a service that is starting is asked whether it is up: its readiness is noticed within this. */
const POLL_MS = 20;

/** Resolves once `url` answers with a status below 500, or rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process serving ${url} exited during start-up.`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/**
 * How long a stopping process may take on SIGTERM before it is killed (contract/stop-grace.ts): the sidecar its
 * drain (DRAIN_GRACE_SECONDS) and a margin, the app its longest document and a margin. compose's
 * stop_grace_period must be longer than these (the deployment test checks it).
 */
export function stopGraceMs(service: string): number {
  const drainSeconds = Number(process.env.DRAIN_GRACE_SECONDS ?? DRAIN_GRACE_SECONDS.default);
  return (service === "sidecar" ? sidecarStopGraceSeconds(drainSeconds) : APP_STOP_GRACE_SECONDS) * 1000;
}
