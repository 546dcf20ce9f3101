import { spawnSync } from "node:child_process";
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

/** Runs `remix build` (production) when the build is missing or older than its sources. */
export function buildIfStale(root: string, log: (line: string) => void): void {
  if (!isBuildStale(root)) return;
  log("Building the app…");
  const result = spawnSync(path.join(root, "node_modules", ".bin", "remix"), ["build"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error("The app build failed (see above).");
  }
}
