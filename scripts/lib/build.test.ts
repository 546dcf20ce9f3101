/**
 * The launcher's build in the background (decision 035): started only when the build is stale, it runs while the
 * caller goes on, and a failure says what the build said. A checkout of our own, whose `remix` is a small script.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { startBuildIfStale } from "./build.ts";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
  vi.restoreAllMocks();
});

/** A checkout with one source file and a `remix` whose `build` runs `script`. */
function checkout(script: string): string {
  root = mkdtempSync(path.join(tmpdir(), "notewell-build-test-"));
  mkdirSync(path.join(root, "app"));
  writeFileSync(path.join(root, "app", "root.tsx"), "export default function App() {}\n");
  mkdirSync(path.join(root, "node_modules", ".bin"), { recursive: true });
  const remix = path.join(root, "node_modules", ".bin", "remix");
  writeFileSync(remix, `#!/bin/sh\n${script}\n`);
  chmodSync(remix, 0o755);
  return root;
}

describe("startBuildIfStale", () => {
  test("builds a checkout without a build for production while the caller goes on, and leaves a fresh build alone", async () => {
    const dir = checkout('mkdir -p build public/build && echo "$NODE_ENV" > build/index.js');
    const log = vi.fn();
    const build = startBuildIfStale(dir, log);
    expect(build).not.toBeNull();
    expect(log).toHaveBeenCalledWith("Building the app…");
    await expect(build!.finished).resolves.toEqual(expect.any(Number));
    expect(readFileSync(path.join(dir, "build", "index.js"), "utf8").trim()).toBe("production");

    log.mockClear();
    expect(startBuildIfStale(dir, log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  test("a failed build is an error that says to look above, where the build's own output is", async () => {
    const dir = checkout('echo "app/root.tsx: the compiler\'s complaint" >&2; exit 1');
    const printed: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const build = startBuildIfStale(dir, () => {});
    await expect(build!.finished).rejects.toThrow("The app build failed (see above).");
    expect(printed.join("")).toContain("app/root.tsx: the compiler's complaint");
  });
});
