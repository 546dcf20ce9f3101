import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/**
 * compose.yaml and the Dockerfile read as Docker would read them, for the deployment test: no Docker daemon
 * needed. Only what Notewell's files use is implemented — and that is checked: an interpolation form or a
 * Dockerfile instruction this does not understand throws rather than being skipped.
 */

const root = path.resolve(import.meta.dirname, "..", "..");

type ComposeService = {
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  stop_grace_period?: string;
  build?: { target?: string };
  ports?: string[];
};
export type ComposeFile = { services: Record<string, ComposeService> };

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

/** compose.yaml, parsed with YAML merge keys (`<<: *notewell-env`) as compose does. */
export function readCompose(): ComposeFile {
  return parse(readFileSync(path.join(root, "compose.yaml"), "utf8"), { merge: true }) as ComposeFile;
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

/** Seconds in a compose duration such as `40s`, `1m30s`. */
export function durationSeconds(duration: string): number {
  let seconds = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+)(h|m|s)/g)) {
    seconds += Number(amount) * { h: 3600, m: 60, s: 1 }[unit as "h" | "m" | "s"];
  }
  return seconds;
}

type Stage = { base: string; env: Record<string, string>; cmd: string[] | null };

/**
 * The Dockerfile's stages: each one's ENV (its base stage's first) and CMD. ENV takes `K=V K2="V 2"` and the old
 * `K V` form.
 */
export function readDockerfile(): Record<string, Stage> {
  const text = readFileSync(path.join(root, "Dockerfile"), "utf8").replace(/\\\n/g, " ");
  const stages: Record<string, Stage> = {};
  let current: Stage | null = null;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    switch (instruction.toUpperCase()) {
      case "FROM": {
        const [, base, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
        if (!base) throw new Error(`Dockerfile: FROM ${args}`);
        const parent = stages[base];
        current = { base, env: { ...(parent?.env ?? {}) }, cmd: parent?.cmd ?? null };
        if (name) stages[name] = current;
        break;
      }
      case "ENV": {
        if (!current) throw new Error("Dockerfile: ENV before FROM");
        const pairs = [...args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)];
        if (pairs.length === 0) {
          const [name, ...value] = args.split(/\s+/);
          current.env[name] = value.join(" ");
        }
        for (const [, name, value] of pairs) current.env[name] = value.replace(/^"(.*)"$/, "$1");
        break;
      }
      case "CMD":
        if (!current) throw new Error("Dockerfile: CMD before FROM");
        current.cmd = JSON.parse(args) as string[];
        break;
      case "WORKDIR":
      case "COPY":
      case "RUN":
      case "USER":
      case "EXPOSE":
      case "HEALTHCHECK":
        break;
      default:
        throw new Error(`Dockerfile: the deployment test does not know ${instruction}`);
    }
  }
  return stages;
}
