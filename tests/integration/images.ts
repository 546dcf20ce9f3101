/**
 * The Dockerfile's images reproduced without a Docker daemon, for the deployment test: each stage gets a folder
 * holding the parts of a filesystem an image owns (/srv, /etc, /tmp), built by the stage's own steps — the build
 * context copied as .dockerignore allows, `RUN` run as written, `COPY --from --chown` as Docker does it, the
 * user the Dockerfile creates. A process then runs "in" an image through a private mount namespace: those
 * folders (and the service's volumes) are bind-mounted over the machine's, the working directory is the image's
 * WORKDIR and the process drops to the image's USER (`setpriv`), with only the environment it is given.
 *
 * What stays this machine's: everything else on disk (/usr: node, the C library — Debian 12, as the base image
 * is), the network (host names and ports are the test's to map) and the npm cache, which the build is allowed
 * to prefer (`npm_config_prefer_offline`). Needs root and `unshare` (util-linux), as `npm test` runs here.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash, type Hash } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";
import type { Stage } from "./compose.ts";

/** The folders an image owns here: the rest of the filesystem is this machine's. */
const IMAGE_PATHS = ["/srv", "/etc", "/tmp"] as const;
/** The PATH Docker gives a Linux container whose image sets none. */
const DOCKER_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

type User = { name: string; uid: number; gid: number; home: string };

/** A built image: its folder, and how its container starts. */
export type Image = {
  name: string;
  dir: string;
  workdir: string;
  user: User;
  env: Record<string, string>;
  cmd: string[] | null;
  healthcheck: string[] | null;
};

type Built = { dir: string; workdir: string; user: string; env: Record<string, string> };

/** Where an absolute path of the image lives in its folder (throws for one the image does not own here). */
function inImage(dir: string, absolute: string): string {
  if (!IMAGE_PATHS.some((owned) => absolute === owned || absolute.startsWith(`${owned}/`))) {
    throw new Error(`the deployment test reproduces only ${IMAGE_PATHS.join(", ")} of an image, not ${absolute}`);
  }
  return path.join(dir, absolute);
}

/** The image's users, from its own /etc/passwd. */
function userOf(dir: string, spec: string): User {
  const [name] = spec.split(":");
  for (const line of readFileSync(path.join(dir, "etc", "passwd"), "utf8").split("\n")) {
    const [user, , uid, gid, , home] = line.split(":");
    if (user === name || uid === name) return { name: user, uid: Number(uid), gid: Number(gid), home };
  }
  throw new Error(`the image has no user ${spec}`);
}

/** `user:group` as numbers, looked up in the image's own /etc/passwd and /etc/group. */
function ownerOf(dir: string, spec: string): string {
  const [user, group = user] = spec.split(":");
  const groupLine = readFileSync(path.join(dir, "etc", "group"), "utf8")
    .split("\n")
    .find((line) => line.split(":")[0] === group);
  if (!groupLine) throw new Error(`the image has no group ${group}`);
  return `${userOf(dir, user).uid}:${groupLine.split(":")[2]}`;
}

/**
 * The command that runs `argv` in the image at `dir`: a private mount namespace with the image's folders and
 * `volumes` ([folder, path in the image]) mounted, in `workdir`, as `user` (root when null).
 *
 * Every source is reached before anything is mounted over it, wherever the checkout lies: the volumes are
 * mounted onto their place inside the image's own folders first (which carry them along, `--rbind`), and an
 * image folder that is an ancestor of the checkout (its /tmp, when the checkout is under the machine's /tmp) is
 * mounted last — mounted earlier, the image's empty folder would hide every source still to come.
 */
export function inImageCommand(
  dir: string,
  options: { workdir: string; user: User | null; volumes?: Array<[string, string]>; argv: string[] },
): string[] {
  const hidesTheImage = (owned: string) => dir.startsWith(`${owned}/`);
  const owned = [...IMAGE_PATHS].sort((a, b) => Number(hidesTheImage(a)) - Number(hidesTheImage(b)));
  const mounts: Array<[string, string, "--bind" | "--rbind"]> = [
    ...(options.volumes ?? []).map(([folder, target]): [string, string, "--bind"] => [
      folder,
      inImage(dir, target),
      "--bind",
    ]),
    ...owned.map((target): [string, string, "--rbind"] => [path.join(dir, target), target, "--rbind"]),
  ];
  const steps = mounts.map(([, , kind], i) => `mount ${kind} "$${2 * i + 1}" "$${2 * i + 2}"`);
  const workdirArg = 2 * mounts.length + 1;
  steps.push(`cd "$${workdirArg}"`, `shift ${workdirArg}`);
  const user = options.user;
  steps.push(user ? `exec setpriv --reuid=${user.uid} --regid=${user.gid} --init-groups -- "$@"` : 'exec "$@"');
  return [
    "unshare",
    "--mount",
    "--propagation",
    "private",
    "--",
    "/bin/sh",
    "-c",
    steps.join(" && "),
    "sh",
    ...mounts.flatMap(([source, target]) => [source, target]),
    options.workdir,
    ...options.argv,
  ];
}

/** Starts `argv` in an image, as its container would: its WORKDIR and USER, and exactly `env`. */
export function runInImage(
  image: Image,
  options: { env: Record<string, string>; volumes?: Array<[string, string]>; argv?: string[] },
): ChildProcess {
  const argv = options.argv ?? image.cmd;
  if (!argv) throw new Error(`${image.name}: no command`);
  const [program, ...args] = inImageCommand(image.dir, {
    workdir: image.workdir,
    user: image.user,
    volumes: options.volumes,
    argv,
  });
  return spawn(program, args, { env: options.env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
}

/** The environment a container starts with before compose adds its own: Docker's, then the image's ENV. */
export function containerEnvironment(image: Image): Record<string, string> {
  return { PATH: DOCKER_PATH, HOSTNAME: image.name, HOME: image.user.home, ...image.env };
}

/** A fresh base image: an empty /srv, this machine's /etc (Debian 12, as the base image), an empty /tmp. */
function baseFilesystem(dir: string): void {
  mkdirSync(path.join(dir, "srv"), { recursive: true, mode: 0o755 });
  execFileSync("cp", ["-a", "/etc", path.join(dir, "etc")]);
  mkdirSync(path.join(dir, "tmp"), { mode: 0o1777 });
  chmodSync(path.join(dir, "tmp"), 0o1777);
}

/** A stage's folder starting from its base stage's (files shared by hard link, as layers are shared). */
function layerOn(parent: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const owned of IMAGE_PATHS) {
    execFileSync("cp", [owned === "/srv" ? "-al" : "-a", path.join(parent, owned), path.join(dir, owned)]);
  }
}

/**
 * Builds `targets` (and the stages they need) from `stages` into folders under `into`. `ignored` is the
 * .dockerignore test for context paths. With `cache`, a RUN step's result is kept there, keyed by everything
 * that led to it (the steps before it and the bytes every COPY brought in), and reused as Docker reuses a
 * cached layer: after a change to the lockfile `npm install` runs again, after a change to a source file only
 * what follows `COPY . .` does. Only each step's latest result is kept. Logs each step that took a while.
 */
export function buildImages(options: {
  stages: Record<string, Stage>;
  targets: string[];
  context: string;
  ignored: (relative: string) => boolean;
  into: string;
  cache?: string;
  log: (line: string) => void;
}): Record<string, Image> {
  const { stages, context, ignored, into, cache, log } = options;
  const built = new Map<string, Built & { key: string }>();

  /** Copies `relative` (a context path) to `to`, leaving out what .dockerignore names, as `docker build` sends it. */
  const copyContext = (relative: string, to: string, hash: Hash): void => {
    const from = path.join(context, relative);
    const stat = lstatSync(from);
    hash.update(`\0${relative}\0${stat.mode}\0`);
    if (stat.isSymbolicLink()) {
      hash.update(readlinkSync(from));
      symlinkSync(readlinkSync(from), to);
    } else if (stat.isDirectory()) {
      mkdirSync(to, { recursive: true });
      chmodSync(to, stat.mode & 0o7777);
      for (const entry of readdirSync(from).sort()) {
        const inside = relative ? `${relative}/${entry}` : entry;
        if (!ignored(inside)) copyContext(inside, path.join(to, entry), hash);
      }
    } else {
      hash.update(readFileSync(from));
      copyFileSync(from, to);
      chmodSync(to, stat.mode & 0o7777);
    }
  };

  const copyFromContext = (source: string, dest: string, destIsDir: boolean, hash: Hash): string => {
    const normal = path.posix.normalize(source).replace(/\/$/, "");
    const relative = normal === "." ? "" : normal;
    if (relative && ignored(relative)) throw new Error(`COPY ${source}: left out by .dockerignore`);
    const isDir = statSync(path.join(context, relative)).isDirectory();
    const to = isDir || !destIsDir ? dest : path.join(dest, path.basename(relative));
    copyContext(relative, to, hash);
    return to;
  };

  /** A RUN step's cached result, or null; and a way to keep a new one (replacing that step's older one). */
  const layerCache = (stage: string, index: number, key: string) => {
    if (!cache) return { hit: null, keep: () => {} };
    const prefix = `${stage}-${index}-`;
    const folder = path.join(cache, `${prefix}${key.slice(0, 16)}`);
    return {
      hit: existsSync(folder) ? folder : null,
      keep: (dir: string) => {
        mkdirSync(cache, { recursive: true });
        for (const old of readdirSync(cache)) {
          if (old.startsWith(prefix) && !old.endsWith(".partial")) {
            rmSync(path.join(cache, old), { recursive: true, force: true });
          }
        }
        const partial = `${folder}.${process.pid}.partial`;
        execFileSync("cp", ["-a", dir, partial]);
        try {
          renameSync(partial, folder);
        } catch {
          // another run kept the same layer meanwhile
          rmSync(partial, { recursive: true, force: true });
        }
      },
    };
  };

  const build = (name: string): Built & { key: string } => {
    const done = built.get(name);
    if (done) return done;
    const stage = stages[name];
    const dir = path.join(into, name);
    const parent = stages[stage.base] ? build(stage.base) : null;
    for (const step of stage.steps) if (step.kind === "COPY" && step.from) build(step.from);
    const started = performance.now();
    if (parent) layerOn(parent.dir, dir);
    else baseFilesystem(dir);
    let key = createHash("sha256")
      .update(`FROM ${stage.base} ${parent?.key ?? ""}`)
      .digest("hex");
    const state: Built = {
      dir,
      workdir: parent?.workdir ?? "/",
      user: parent?.user ?? "root",
      env: { ...(parent?.env ?? {}) },
    };
    for (const [index, step] of stage.steps.entries()) {
      const stepStarted = performance.now();
      const hash = createHash("sha256").update(key).update(JSON.stringify(step));
      let cached = false;
      switch (step.kind) {
        case "ENV":
          Object.assign(state.env, step.values);
          break;
        case "WORKDIR":
          state.workdir = path.posix.resolve(state.workdir, step.path);
          mkdirSync(inImage(dir, state.workdir), { recursive: true, mode: 0o755 });
          break;
        case "USER":
          state.user = step.user;
          break;
        case "RUN": {
          const layer = layerCache(name, index, hash.copy().digest("hex"));
          if (layer.hit) {
            rmSync(dir, { recursive: true, force: true });
            execFileSync("cp", ["-a", layer.hit, dir]);
            cached = true;
            break;
          }
          const user = state.user === "root" ? null : userOf(dir, state.user);
          const [program, ...args] = inImageCommand(dir, {
            workdir: state.workdir,
            user,
            argv: ["/bin/sh", "-c", step.command],
          });
          const env: Record<string, string> = {
            PATH: DOCKER_PATH,
            HOME: user?.home ?? "/root",
            ...state.env,
            // The one liberty taken: npm may answer from its cache instead of asking the registry again.
            npm_config_prefer_offline: "true",
            npm_config_update_notifier: "false",
          };
          execFileSync(program, args, {
            env: env as NodeJS.ProcessEnv,
            stdio: ["ignore", "pipe", "pipe"],
            maxBuffer: 64 * 1024 * 1024,
          });
          layer.keep(dir);
          break;
        }
        case "COPY": {
          const dest = path.posix.resolve(state.workdir, step.dest);
          const destIsDir = step.dest.endsWith("/") || step.dest === "." || step.sources.length > 1;
          const target = inImage(dir, dest);
          mkdirSync(destIsDir ? target : path.dirname(target), { recursive: true });
          const copied: string[] = [];
          for (const source of step.sources) {
            if (step.from === null) {
              copied.push(copyFromContext(source, target, destIsDir, hash));
              continue;
            }
            const origin = build(step.from);
            hash.update(origin.key);
            const from = inImage(origin.dir, path.posix.resolve(origin.workdir, source));
            const isDir = statSync(from).isDirectory();
            const to = isDir || !destIsDir ? target : path.join(target, path.basename(from));
            // Hard links, not copies: the same bytes, at no cost (a stage's files are never changed in place).
            execFileSync("cp", ["-al", isDir ? `${from}/.` : from, to]);
            copied.push(to);
          }
          if (step.chown) execFileSync("chown", ["-R", ownerOf(dir, step.chown), ...copied]);
          break;
        }
      }
      key = hash.digest("hex");
      const seconds = (performance.now() - stepStarted) / 1000;
      if (cached) log(`${name}: ${describe(step)} (cached)`);
      else if (seconds > 1) log(`${name}: ${describe(step)} (${seconds.toFixed(1)} s)`);
    }
    log(`${name}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const result = { ...state, key };
    built.set(name, result);
    return result;
  };

  const images: Record<string, Image> = {};
  for (const target of options.targets) {
    const state = build(target);
    if (!existsSync(inImage(state.dir, state.workdir))) throw new Error(`${target}: no WORKDIR`);
    images[target] = {
      name: target,
      dir: state.dir,
      workdir: state.workdir,
      user: userOf(state.dir, state.user),
      env: state.env,
      cmd: stages[target].cmd,
      healthcheck: stages[target].healthcheck,
    };
  }
  return images;
}

/**
 * A named volume's folder for a container of `image` mounted at `target`: created on first use from what the
 * image holds there (its files, owner and mode), as Docker fills an empty named volume.
 */
export function namedVolume(image: Image, options: { folder: string; target: string }): [string, string] {
  if (!existsSync(options.folder)) {
    mkdirSync(path.dirname(options.folder), { recursive: true });
    execFileSync("cp", ["-a", inImage(image.dir, options.target), options.folder]);
  }
  return [options.folder, options.target];
}

function describe(step: Stage["steps"][number]): string {
  switch (step.kind) {
    case "RUN":
      return `RUN ${step.command}`;
    case "COPY":
      return `COPY ${step.from ? `--from=${step.from} ` : ""}${step.sources.join(" ")} ${step.dest}`;
    default:
      return step.kind;
  }
}
