import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Inputs of the Remix build: if any is newer than the build, the build is stale. */
const BUILD_INPUTS = ["app", "contract", "db", "remix.config.js", "package.json", "package-lock.json", "tsconfig.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function isBuildStale(root: string): boolean {
  const output = path.join(root, "build", "index.js");
  if (!existsSync(output) || !existsSync(path.join(root, "public", "build"))) return true;
  const built = statSync(output).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

/** `remix build` for production, as `npm start` runs it. */
function remixBuild(root: string): {
  command: string;
  args: string[];
  options: { cwd: string; env: NodeJS.ProcessEnv };
} {
  return {
    command: path.join(root, "node_modules", ".bin", "remix"),
    args: ["build"],
    options: { cwd: root, env: { ...process.env, NODE_ENV: "production" } },
  };
}

const BUILD_FAILED = "The app build failed (see above).";

/** Runs `remix build` (production) when the build is missing or older than its sources. */
export function buildIfStale(root: string, log: (line: string) => void): void {
  if (!isBuildStale(root)) return;
  log("Building the app…");
  const build = remixBuild(root);
  const result = spawnSync(build.command, build.args, { ...build.options, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(BUILD_FAILED);
  }
}

/**
 * `buildIfStale` without waiting for it: null when the build is fresh, else the running build, whose `finished`
 * resolves with how long it took (ms) or rejects as `buildIfStale` throws (its output printed). The launcher builds
 * while PostgreSQL starts and migrates, which the build does not need (decision 035). The build stops if the
 * launcher exits first.
 */
export function startBuildIfStale(root: string, log: (line: string) => void): { finished: Promise<number> } | null {
  if (!isBuildStale(root)) return null;
  log("Building the app…");
  const began = performance.now();
  const build = remixBuild(root);
  const child = spawn(build.command, build.args, { ...build.options, stdio: ["ignore", "pipe", "pipe"] as const });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stopBuild = () => child.kill("SIGTERM");
  process.once("exit", stopBuild);
  const finished = new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      process.removeListener("exit", stopBuild);
      if (code === 0) return resolve(performance.now() - began);
      process.stderr.write(output);
      reject(new Error(BUILD_FAILED));
    });
  });
  // Awaited later, once the database is ready; a failure meanwhile must not count as unhandled.
  finished.catch(() => {});
  return { finished };
}
