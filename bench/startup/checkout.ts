/**
 * A fresh copy of the checkout to start: every file git knows of (tracked, and untracked but not ignored) as it
 * is in the working tree now, with `node_modules` linked rather than copied — the state right after
 * `git clone && npm install`. Its build, its caches (Remix's, tsx's, Deno's) and its data live inside the copy,
 * so the benchmark never rebuilds or reads the developer's own `build/` (a test reading it meanwhile is safe)
 * and never touches their `.data/`.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type Checkout = {
  /** The copy's root: `npm start` runs here. */
  root: string;
  /** The launcher's data directory (NOTEWELL_DATA_DIR), empty until the first start initialises it. */
  dataDir: string;
  /** Temporary files (TMPDIR: tsx's transpile cache among them) and Deno's cache (DENO_DIR). */
  tmpDir: string;
  denoDir: string;
  /** Deletes the copy, its data and its caches. */
  remove: () => void;
};

/**
 * Copies the checkout at `source` into a new folder under the system's temp folder: its working tree, or with
 * `ref` the files of that commit (`git archive`), to compare a version before a change with the one after it.
 */
export function copyCheckout(source: string, ref: string | null = null): Checkout {
  const scratch = mkdtempSync(path.join(tmpdir(), "notewell-bench-start-"));
  const root = path.join(scratch, "notewell");
  mkdirSync(root);
  if (ref) {
    const archive = spawnSync("git", ["archive", "--format=tar", ref], { cwd: source, maxBuffer: 256 * 1024 * 1024 });
    if (archive.status !== 0) throw new Error(`git archive ${ref} failed: ${archive.stderr.toString()}`);
    execFileSync("tar", ["-x", "-C", root], { input: archive.stdout });
  } else copyWorkingTree(source, root);
  symlinkSync(path.join(source, "node_modules"), path.join(root, "node_modules"), "dir");
  const checkout = {
    root,
    dataDir: path.join(scratch, "data"),
    tmpDir: path.join(scratch, "tmp"),
    denoDir: path.join(scratch, "deno"),
    remove: () => rmSync(scratch, { recursive: true, force: true }),
  };
  mkdirSync(checkout.tmpDir);
  return checkout;
}

function copyWorkingTree(source: string, root: string): void {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: source,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(source, file);
    if (!existsSync(from)) continue; // deleted in the working tree, not yet in git
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(from, path.join(root, file));
  }
}
