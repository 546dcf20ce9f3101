/**
 * `npm test`: every check the project has, on real parts — types, ESLint, knip (dead code), the sidecar's
 * format and lint, vitest (unit and integration against PostgreSQL), deno test (the sidecar and the fake provider), and
 * Playwright in Debian Chromium with a fake microphone. One PostgreSQL cluster serves every runner (a database each). Ends with
 * one line `N passed, N failed`, summed over every runner; exits non-zero if anything failed.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dropDatabase, ensureDatabase } from "../db/embedded-postgres.ts";
import { projectRoot } from "../db/local-data.ts";
import { createMigratedDatabase, startTestCluster } from "../tests/setup/test-database.ts";
import { freePort } from "./lib/free-port.ts";
import { isBuildStale } from "./lib/build.ts";
import { sidecarCommand } from "./lib/services.ts";
import { ensureSystemPackages } from "./lib/system-deps.ts";

const root = projectRoot();
const results = path.join(root, "test-results");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const deno = sidecarCommand(root).command;
const log = (line: string) => console.log(`\n[npm test] ${line}`);

type Outcome = { runner: string; passed: number; failed: number; note?: string };
const outcomes: Outcome[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(127));
  });
}

/** A check with no test count of its own (types, lint, build) counts as one test. */
async function check(name: string, command: string, args: string[]): Promise<boolean> {
  log(name);
  const ok = (await run(command, args)) === 0;
  outcomes.push({ runner: name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Runner reports: a runner that crashed or ran nothing counts as one failure, never as green. */
function countVitest(exitCode: number): Outcome {
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(path.join(results, "vitest.json"));
  if (!report) return { runner: "vitest", passed: 0, failed: 1, note: "no report" };
  const failed = report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { runner: "vitest", passed: report.numPassedTests, failed };
}

function countDeno(exitCode: number): Outcome {
  const file = path.join(results, "deno.xml");
  if (!existsSync(file)) return { runner: "deno test", passed: 0, failed: 1, note: "no report" };
  const xml = readFileSync(file, "utf8");
  const attr = (name: string) => Number(new RegExp(`<testsuites[^>]*\\s${name}="(\\d+)"`).exec(xml)?.[1] ?? 0);
  const total = attr("tests");
  const failed = attr("failures") + attr("errors");
  return { runner: "deno test", passed: total - failed, failed: failed || (exitCode !== 0 ? 1 : 0) };
}

function countPlaywright(exitCode: number): Outcome {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    path.join(results, "playwright.json"),
  );
  if (!report) return { runner: "playwright", passed: 0, failed: 1, note: "no report" };
  const { expected, unexpected, flaky } = report.stats;
  // A test that only passed on retry is a flaky test, and a flaky test is a bug: it counts as failed.
  const failed = unexpected + flaky;
  return { runner: "playwright", passed: expected, failed: failed || (exitCode !== 0 ? 1 : 0) };
}

async function main(): Promise<number> {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  ensureSystemPackages((line) => log(line));

  await check("typecheck (tsc --noEmit)", bin("tsc"), ["--noEmit"]);
  await check("format (prettier --check)", bin("prettier"), ["--check", "--log-level", "warn", "."]);
  await check("lint (eslint)", bin("eslint"), ["--max-warnings", "0", "."]);
  await check("dead code (knip)", bin("knip"), []);
  await check("sidecar format (deno fmt --check)", deno, ["fmt", "--check"]);
  await check("sidecar lint (deno lint)", deno, ["lint"]);
  if (isBuildStale(root)) await check("build (remix build)", bin("remix"), ["build"]);

  log("Starting a throw-away PostgreSQL for the test run");
  mkdirSync(path.join(root, ".data"), { recursive: true });
  const cluster = await startTestCluster();
  const env = { TEST_DATABASE_BASE_URL: cluster.baseUrl };
  try {
    log("vitest");
    const vitestExit = await run(
      bin("vitest"),
      ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(results, "vitest.json")}`],
      env,
    );
    outcomes.push(countVitest(vitestExit));

    log("deno test");
    const denoUrl = await createMigratedDatabase(cluster.baseUrl, "notewell_deno");
    const denoExit = await run(
      deno,
      [
        "test",
        "--allow-net",
        "--allow-env",
        "--allow-read",
        "--allow-run",
        "--allow-sys",
        `--junit-path=${path.join(results, "deno.xml")}`,
        "contract/",
        "stream-sidecar/",
        "tests/fake-stt/",
      ],
      { ...env, DATABASE_URL: denoUrl },
    );
    outcomes.push(countDeno(denoExit));

    log("playwright");
    await dropDatabase(cluster.baseUrl, "notewell_e2e");
    const e2eUrl = await ensureDatabase(cluster.baseUrl, "notewell_e2e");
    const playwrightExit = await run(bin("playwright"), ["test"], {
      ...env,
      E2E_DATABASE_URL: e2eUrl,
      E2E_APP_PORT: String(await freePort()),
      E2E_FAKE_STT_PORT: String(await freePort()),
      E2E_SMTP_PORT: String(await freePort()),
      E2E_FAKE_OPENAI_PORT: String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, "playwright.json"),
    });
    outcomes.push(countPlaywright(playwrightExit));
  } finally {
    await cluster.stop();
  }

  const passed = outcomes.reduce((n, o) => n + o.passed, 0);
  const failed = outcomes.reduce((n, o) => n + o.failed, 0);
  console.log("\n[npm test] Summary");
  for (const o of outcomes) {
    console.log(
      `  ${o.runner.padEnd(36)} ${String(o.passed).padStart(4)} passed ${String(o.failed).padStart(3)} failed${o.note ? ` (${o.note})` : ""}`,
    );
  }
  writeFileSync(path.join(results, "summary.json"), JSON.stringify({ passed, failed, outcomes }, null, 2));
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[npm test] ${error instanceof Error ? error.stack : String(error)}`);
    console.log("0 passed, 1 failed");
    process.exit(1);
  },
);
