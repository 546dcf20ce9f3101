/**
 * `npm start` as an operator runs it: the launcher brings up an embedded PostgreSQL, the app and the sidecar,
 * prints one URL, and a signal stops every one of them — nothing left running, nothing killed for want of
 * stopping by itself. The second start reuses the first one's data.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { commandOf, processesOf } from "./lib/data-dir-processes.ts";
import { freePort } from "./lib/free-port.ts";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(root, ".data", "launcher-test-"));

afterAll(() => {
  for (const pid of processesOfThisRun()) process.kill(pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const processesOfThisRun = () => processesOf(dataDir);

async function launch(): Promise<{ launcher: ChildProcess; url: string; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "NODE_ENV", "SESSION_SECRET", "ENCRYPTION_KEY", "VITEST", "VITEST_POOL_ID"]) {
    delete env[name];
  }
  const port = await freePort();
  const launcher = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      NOTEWELL_DATA_DIR: dataDir,
      ADMIN_EMAIL: "launcher.admin@practice.nhs.uk",
      ADMIN_PASSWORD: "launcher admin password",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  launcher.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  launcher.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /Notewell is running at (\S+)/.exec(text);
      if (found) {
        clearInterval(timer);
        resolve(found[1]);
      } else if (launcher.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the launcher exited during start-up:\n${text}`));
      }
    }, 50);
  });
  return { launcher, url, output: () => text };
}

async function stop(launcher: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => launcher.once("exit", (code) => resolve(code)));
  launcher.kill(signal);
  return exited;
}

describe("npm start", () => {
  test("serves the product at the URL it prints, says how long each step took, and Ctrl-C (SIGINT) stops everything, PostgreSQL included", async () => {
    const { launcher, url, output } = await launch();
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(output()).toContain("Created the first administrator: launcher.admin@practice.nhs.uk");
    // How long each step took, for an operator whose start is slow (decision 035).
    const ready = /\[notewell\] Ready in [\d.]+ s \((.*)\)\n/.exec(output())?.[1] ?? "";
    for (const step of ["launcher", "initdb", "PostgreSQL", "migrations", "first admin", "app", "sidecar"]) {
      expect(ready).toMatch(new RegExp(`(^|, )${step} \\d+\\.\\d\\d s(,|$)`));
    }

    const page = await fetch(`${url}/auth`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sign In");
    const health = await fetch(`${url}/healthz`);
    expect(await health.text()).toBe("ok");

    const running = processesOfThisRun().map(commandOf);
    expect(running.some((command) => command.includes("bin/postgres"))).toBe(true);
    expect(running.some((command) => command.includes("stream-sidecar/main.ts"))).toBe(true);
    expect(running.some((command) => command.includes("scripts/lib/app-server.js"))).toBe(true);

    expect(await stop(launcher, "SIGINT")).toBe(0);
    expect(output()).toContain("[notewell] Stopped.");
    expect(output()).not.toContain("was killed");
    expect(processesOfThisRun().map(commandOf)).toEqual([]);
  }, 120_000);

  test("a second start keeps the data (no second first admin), and SIGTERM stops everything too", async () => {
    const { launcher, url, output } = await launch();
    expect(output()).not.toContain("Created the first administrator");
    expect((await fetch(`${url}/auth`)).status).toBe(200);

    expect(await stop(launcher, "SIGTERM")).toBe(0);
    expect(output()).toContain("[notewell] Stopped.");
    expect(output()).not.toContain("was killed");
    expect(processesOfThisRun().map(commandOf)).toEqual([]);
  }, 120_000);

  test("if PostgreSQL dies, the launcher says so and stops the app and the sidecar", async () => {
    const { launcher, output } = await launch();
    const postmaster = processesOfThisRun().find((pid) => commandOf(pid).includes("bin/postgres"));
    expect(postmaster).toBeDefined();
    const exited = new Promise<number | null>((resolve) => launcher.once("exit", (code) => resolve(code)));
    process.kill(postmaster!, "SIGQUIT"); // PostgreSQL's immediate shutdown, as close to a crash as it gets

    expect(await exited).toBe(1);
    expect(output()).toContain("[notewell] Stopping (PostgreSQL exited unexpectedly)");
    expect(output()).toContain("[notewell] Stopped.");
    expect(processesOfThisRun().map(commandOf)).toEqual([]);
  }, 120_000);
});

describe("the app container's role (--role app)", () => {
  test("refuses to start in production without PUBLIC_URL, saying so plainly, before it touches the database", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ["NODE_ENV", "PUBLIC_URL", "VITEST", "VITEST_POOL_ID"]) delete env[name];
    const role = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--role", "app"], {
      cwd: root,
      env: {
        ...env,
        // Nothing listens here: had the launcher gone on to the database, it would have said so instead.
        DATABASE_URL: "postgres://notewell@127.0.0.1:9/notewell",
        SESSION_SECRET: "launcher-test-session-secret-0123",
        ENCRYPTION_KEY: "launcher-test-encryption-key-0123",
        NOTEWELL_DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    role.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
    role.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => role.once("exit", resolve));
    expect(code).toBe(1);
    expect(text).toContain("[notewell] Notewell cannot start: the configuration is not valid.");
    expect(text).toMatch(/PUBLIC_URL is required in production: the address users reach Notewell at/);
    expect(text).not.toMatch(/ECONNREFUSED|migrat/i);
  }, 60_000);
});
