/**
 * The deployment test against real containers, where a Docker daemon answers (an ops machine): `docker compose
 * up --build` exactly as the README says, with the operator's variables in a generated `.env`, and one small
 * override that lets the containers reach the test's provider doubles on this machine (host.docker.internal).
 * The smoke path is the one the process mode walks (deployment.test.ts); only starting, restarting and reading
 * logs differ. No daemon runs where this was written, so this path has not been run (decision 032).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..", "..");

/** A running deployment, whichever way it runs. */
export type Deployment = {
  /** The address users open: the sidecar's published port. */
  publicUrl: string;
  /** What a service has printed so far. */
  output: (service: "app" | "sidecar") => Promise<string>;
  /** SIGTERM to the sidecar (it drains, then exits), then the same service started again; its exit code. */
  restartSidecar: () => Promise<number | null>;
  /**
   * `docker compose exec -e NAME=value service argv…`: a command in a running service's container, with its
   * environment and `env` over it. Resolves to its exit code and output.
   */
  exec: (
    service: "app" | "sidecar",
    argv: string[],
    env: Record<string, string>,
  ) => Promise<{ code: number | null; output: string }>;
  stop: () => Promise<void>;
};

/** Whether a Docker daemon answers here, or the environment asks for it (NOTEWELL_DEPLOYMENT=docker). */
export async function dockerAnswers(): Promise<boolean> {
  if (process.env.NOTEWELL_DEPLOYMENT === "docker") return true;
  if (process.env.NOTEWELL_DEPLOYMENT === "process") return false;
  try {
    await run("docker", ["info"], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** The address a container uses for a server the test runs on this machine. */
export function fromContainers(url: string): string {
  return url.replace(/\/\/(127\.0\.0\.1|localhost)(?=[:/])/, "//host.docker.internal");
}

/**
 * `docker compose up --build --wait` with `shell` as the operator's exported variables (NOTEWELL_PORT among
 * them), in a project of its own; `waitUntil` says when the published port serves.
 */
export async function composeDeployment(options: {
  shell: Record<string, string>;
  waitUntil: (publicUrl: string) => Promise<void>;
}): Promise<Deployment> {
  const dir = mkdtempSync(path.join(tmpdir(), "notewell-compose-"));
  const envFile = path.join(dir, ".env");
  writeFileSync(
    envFile,
    Object.entries(options.shell)
      .map(([name, value]) => `${name}='${value}'`)
      .join("\n"),
  );
  const override = path.join(dir, "compose.test.yaml");
  const hostGateway = { extra_hosts: ["host.docker.internal:host-gateway"] };
  writeFileSync(override, JSON.stringify({ services: { app: hostGateway, sidecar: hostGateway } }));
  const project = `notewell-deployment-test-${process.pid}`;
  const compose = (...args: string[]) =>
    run("docker", ["compose", "-p", project, "--env-file", envFile, "-f", "compose.yaml", "-f", override, ...args], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
  const publicUrl = `http://127.0.0.1:${options.shell.NOTEWELL_PORT}`;
  await compose("up", "--build", "--detach", "--wait");
  await options.waitUntil(publicUrl);
  return {
    publicUrl,
    output: async (service) => {
      const { stdout, stderr } = await compose("logs", "--no-color", "--no-log-prefix", service);
      return stdout + stderr;
    },
    restartSidecar: async () => {
      await compose("stop", "sidecar");
      const { stdout } = await compose("ps", "--all", "--format", "{{.ExitCode}}", "sidecar");
      await compose("start", "sidecar");
      await options.waitUntil(publicUrl);
      return Number(stdout.trim());
    },
    exec: async (service, argv, env) => {
      const variables = Object.entries(env).flatMap(([name, value]) => ["-e", `${name}=${value}`]);
      try {
        const { stdout, stderr } = await compose("exec", "-T", ...variables, service, ...argv);
        return { code: 0, output: stdout + stderr };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
      }
    },
    stop: async () => {
      await compose("down", "--volumes", "--remove-orphans");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
