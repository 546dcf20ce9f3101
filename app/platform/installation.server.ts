import { execFileSync } from "node:child_process";
import packageJson from "../../package.json";
import { config } from "./config.server.ts";

/**
 * What this installation is, for the governance pack (decision 058): Notewell's version (package.json) and the commit
 * it runs when that is known — `NOTEWELL_COMMIT` (a container build can pass it), else the checkout's own (git) —
 * and where its language model is.
 */
export type Installation = { version: string; commit: string | null };

let installation: Installation | undefined;

export function installationFacts(): Installation {
  installation ??= { version: packageJson.version, commit: commitOf(process.cwd()) };
  return installation;
}

/** The commit the running code is: NOTEWELL_COMMIT, else the checkout's (git, when there is one), else unknown. */
function commitOf(root: string): string | null {
  const given = process.env.NOTEWELL_COMMIT?.trim();
  if (given) return given.slice(0, 40);
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: root,
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 2000,
    });
    return /^[0-9a-f]{40}$/.test(head.toString().trim()) ? head.toString().trim() : null;
  } catch {
    return null;
  }
}

/** Where documents are written: OpenAI, or the OpenAI-compatible server OPENAI_BASE_URL names; and which model. */
export function languageModelFacts(): { provider: string; host: string; model: string } {
  const env = config();
  const host = env.OPENAI_BASE_URL ? new URL(env.OPENAI_BASE_URL).host : "api.openai.com";
  return { provider: env.OPENAI_BASE_URL ? `the server at ${host}` : "OpenAI", host, model: env.OPENAI_MODEL };
}
