import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * compose.yaml, the Dockerfile and .dockerignore read as Docker would read them, for the deployment test: no
 * Docker daemon needed. Only what Notewell's files use is implemented — and that is checked: an interpolation
 * form, a Dockerfile instruction or a .dockerignore pattern this does not understand throws rather than being
 * skipped.
 */

const root = path.resolve(import.meta.dirname, "..", "..");

type ComposeService = {
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  stop_grace_period?: string;
  build?: { target?: string };
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test?: string[]; interval?: string; retries?: number; start_period?: string };
};
export type ComposeFile = { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

/**
 * Compose's interpolation of one value from the operator's shell environment: `${X}`, `${X:-default}` (default
 * when unset or empty), `${X-default}` (when unset), `${X:?message}` / `${X?message}` (an error), `$$` (a `$`).
 * An unset `${X:-}` becomes the empty string — the case that once crash-looped the app.
 */
function interpolate(value: string, shell: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (
      match,
      braced: string | undefined,
      colon: string | undefined,
      operator: string | undefined,
      argument: string | undefined,
      bare: string | undefined,
    ) => {
      if (match === "$$") return "$";
      const name = braced ?? bare!;
      const given = shell[name];
      const missing = given === undefined || (colon === ":" && given === "");
      if (operator === "-") return missing ? interpolate(argument ?? "", shell) : given!;
      if (operator === "?") {
        if (missing) throw new Error(`compose: ${name}: ${argument || "required"}`);
        return given!;
      }
      return given ?? "";
    },
  );
}

/** compose.yaml's text. */
export function composeText(): string {
  return readFileSync(path.join(root, "compose.yaml"), "utf8");
}

/** compose.yaml, parsed with YAML merge keys (`<<: *notewell-env`) as compose does, not yet interpolated. */
export function readCompose(): ComposeFile {
  return parse(composeText(), { merge: true }) as ComposeFile;
}

/** Every string in compose.yaml interpolated from the operator's shell, as `docker compose config` shows it. */
export function interpolateCompose(compose: ComposeFile, shell: Record<string, string | undefined>): ComposeFile {
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return interpolate(value, shell);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return walk(compose) as ComposeFile;
}

/** The environment compose gives a service's container, its values interpolated from the operator's shell. */
export function serviceEnvironment(
  compose: ComposeFile,
  service: string,
  shell: Record<string, string | undefined>,
): Record<string, string> {
  const environment = compose.services[service].environment ?? {};
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, interpolate(value === null ? "" : String(value), shell)]),
  );
}

/**
 * Seconds in a compose duration, read as Go's time.ParseDuration reads it (compose validates with it): parts add
 * up, so `1m30s` and `25s15s` are 90 and 40 seconds. Anything else throws.
 */
export function durationSeconds(duration: string): number {
  if (!/^(\d+(\.\d+)?(h|m|s|ms))+$/.test(duration)) throw new Error(`not a compose duration: "${duration}"`);
  let seconds = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)) {
    seconds += Number(amount) * { h: 3600, m: 60, s: 1, ms: 0.001 }[unit as "h" | "m" | "s" | "ms"];
  }
  return seconds;
}

/** One Dockerfile instruction, as the image reproduction runs it. */
type Instruction =
  | { kind: "ENV"; values: Record<string, string> }
  | { kind: "WORKDIR"; path: string }
  | { kind: "COPY"; from: string | null; chown: string | null; sources: string[]; dest: string }
  | { kind: "RUN"; command: string }
  | { kind: "USER"; user: string };

export type Stage = {
  name: string;
  /** The image or stage it starts from. */
  base: string;
  /** ENV, its base stage's first. */
  env: Record<string, string>;
  cmd: string[] | null;
  healthcheck: string[] | null;
  /** This stage's own steps, in order (its base stage's are the base's). */
  steps: Instruction[];
};

/**
 * The Dockerfile's stages: each one's ENV (its base stage's first), CMD, HEALTHCHECK and the steps that build
 * its files. ENV takes `K=V K2="V 2"` and the old `K V` form.
 */
export function readDockerfile(): Record<string, Stage> {
  const text = readFileSync(path.join(root, "Dockerfile"), "utf8").replace(/\\\n/g, " ");
  const stages: Record<string, Stage> = {};
  let current: Stage | null = null;
  const stage = (instruction: string): Stage => {
    if (!current) throw new Error(`Dockerfile: ${instruction} before FROM`);
    return current;
  };
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [word, ...rest] = line.split(/\s+/);
    const instruction = word.toUpperCase();
    const args = rest.join(" ");
    switch (instruction) {
      case "FROM": {
        const [, base, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
        if (!base) throw new Error(`Dockerfile: FROM ${args}`);
        const parent = stages[base];
        current = {
          name: name ?? base,
          base,
          env: { ...(parent?.env ?? {}) },
          cmd: parent?.cmd ?? null,
          healthcheck: parent?.healthcheck ?? null,
          steps: [],
        };
        if (name) stages[name] = current;
        break;
      }
      case "ENV": {
        const values: Record<string, string> = {};
        const pairs = [...args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)];
        if (pairs.length === 0) {
          const [name, ...value] = args.split(/\s+/);
          values[name] = value.join(" ");
        }
        for (const [, name, value] of pairs) values[name] = value.replace(/^"(.*)"$/, "$1");
        Object.assign(stage(instruction).env, values);
        stage(instruction).steps.push({ kind: "ENV", values });
        break;
      }
      case "CMD":
        stage(instruction).cmd = JSON.parse(args) as string[];
        break;
      case "HEALTHCHECK": {
        const [, command] = /\bCMD\s+(.*)$/.exec(args) ?? [];
        if (!command) throw new Error(`Dockerfile: HEALTHCHECK ${args}`);
        stage(instruction).healthcheck = ["CMD-SHELL", command];
        break;
      }
      case "WORKDIR":
        stage(instruction).steps.push({ kind: "WORKDIR", path: args });
        break;
      case "RUN":
        if (args.startsWith("[")) throw new Error("Dockerfile: RUN in exec form is not reproduced");
        stage(instruction).steps.push({ kind: "RUN", command: args });
        break;
      case "USER":
        stage(instruction).steps.push({ kind: "USER", user: args });
        break;
      case "COPY": {
        const words = args.split(/\s+/);
        let from: string | null = null;
        let chown: string | null = null;
        while (words[0]?.startsWith("--")) {
          const [flag, value] = words.shift()!.slice(2).split("=");
          if (flag === "from") from = value;
          else if (flag === "chown") chown = value;
          else throw new Error(`Dockerfile: COPY --${flag} is not reproduced`);
        }
        if (words.length < 2) throw new Error(`Dockerfile: COPY ${args}`);
        stage(instruction).steps.push({ kind: "COPY", from, chown, sources: words.slice(0, -1), dest: words.at(-1)! });
        break;
      }
      case "EXPOSE":
        break;
      default:
        throw new Error(`Dockerfile: the deployment test does not know ${instruction}`);
    }
  }
  return stages;
}

/**
 * .dockerignore as a test of a path relative to the build context (`/` separators): Docker's patterns, anchored
 * at the context's root, `*` and `?` within one name, `**` across names; a matched folder leaves out everything
 * in it. Exceptions (`!`) are not used here and throw.
 */
export function readDockerignore(): (relative: string) => boolean {
  const patterns = readFileSync(path.join(root, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const expressions = patterns.map((pattern) => {
    if (pattern.startsWith("!")) throw new Error(`.dockerignore: exceptions (${pattern}) are not reproduced`);
    const clean = pattern.replace(/^\/+/, "").replace(/\/+$/, "");
    const source = clean
      .split("/")
      .map((part) =>
        part === "**"
          ? ".*"
          : part
              .replace(/[.+^${}()|[\]\\]/g, "\\$&")
              .replace(/\*/g, "[^/]*")
              .replace(/\?/g, "[^/]"),
      )
      .join("/")
      .replace(/\.\*\//g, "(?:.*/)?");
    return new RegExp(`^${source}(?:/.*)?$`);
  });
  return (relative) => expressions.some((expression) => expression.test(relative));
}
