import { spawnSync } from "node:child_process";
import { userInfo } from "node:os";

/** Debian packages the browser tests need: the browser, and the tools that make the fake microphone's voice. */
const SYSTEM_PACKAGES = [
  { command: "chromium", pkg: "chromium" },
  { command: "espeak-ng", pkg: "espeak-ng" },
  { command: "sox", pkg: "sox" },
];

function has(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/**
 * Installs what is missing with apt (the machine's only source of a browser: Playwright cannot download one
 * here). Needs root; otherwise says exactly what to install.
 */
export function ensureSystemPackages(log: (line: string) => void): void {
  const missing = SYSTEM_PACKAGES.filter((p) => !has(p.command)).map((p) => p.pkg);
  if (missing.length === 0) return;
  if (userInfo().uid !== 0 || !has("apt-get")) {
    throw new Error(
      `Missing system packages: ${missing.join(", ")}. Install them with: sudo apt-get install -y ${missing.join(" ")}`,
    );
  }
  log(`Installing ${missing.join(", ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
  if (update.status !== 0 || install.status !== 0) throw new Error(`apt-get could not install ${missing.join(", ")}`);
}
