import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { loadLocalSecrets } from "../../db/local-data.ts";
import { E2E_DATA_DIR, SMTP_PORT } from "../../playwright.config.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { databaseUrl } from "./database.ts";

/**
 * A second Notewell app process on the browser tests' database, started the way a container starts it
 * (`scripts/start.ts --role app`) but with some of its environment left out: a provider's key (a practice where
 * that provider is not configured), or SMTP_URL (mail goes to the outbox). The browser talks to it directly (no
 * sidecar: nothing here records). `output` is what it has logged so far.
 */
export async function startAppWithout(
  keys: "OPENAI_API_KEY" | "ASSEMBLYAI_API_KEY" | Array<"OPENAI_API_KEY" | "ASSEMBLYAI_API_KEY" | "SMTP_URL">,
): Promise<{ baseURL: string; output: () => string; stop: () => Promise<void> }> {
  // A port nobody holds now (a fixed offset from the tests' own port once met the launcher's private app port).
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const { sessionSecret, encryptionKey } = loadLocalSecrets(path.resolve(E2E_DATA_DIR));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseURL,
    DATABASE_URL: databaseUrl(),
    SESSION_SECRET: sessionSecret,
    ENCRYPTION_KEY: encryptionKey,
    NOTEWELL_DATA_DIR: E2E_DATA_DIR,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: "Notewell <no-reply@e2e.notewell.test>",
    OPENAI_API_KEY: "sk-e2e-openai-key",
    ASSEMBLYAI_API_KEY: "test-assemblyai-key",
  };
  for (const key of Array.isArray(keys) ? keys : [keys]) delete env[key];
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--role", "app"], {
    cwd: path.resolve(import.meta.dirname, "..", ".."),
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(child, `${baseURL}/healthcheck`, () => output);
  return {
    baseURL,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGINT");
      }),
  };
}

async function waitUntilReady(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The second app exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`The second app did not answer ${url} within 60 s:\n${output()}`);
}
