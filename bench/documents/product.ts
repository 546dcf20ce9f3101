import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { startFakeOpenAi, type FakeOpenAi } from "../../tests/fake-openai/server.ts";
import { freePort } from "../../scripts/lib/free-port.ts";

/** Waits for the app's /healthcheck, through the sidecar, to answer "OK" (not just anything on that port). */
async function waitFor(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("the product exited during start-up");
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()) === "OK") return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

export type RunningProduct = { base: string; model: FakeOpenAi; browser: Browser; stop: () => Promise<void> };

/**
 * The whole product as `npm start` runs it (launcher, embedded PostgreSQL, app, sidecar) from `root`, in a data
 * folder of its own, against the local OpenAI-compatible server, with Debian Chromium to drive it: what the
 * documents benchmarks measure. `stop` ends and removes all of it.
 */
export async function startProduct(options: { root: string; tokenDelayMs: number }): Promise<RunningProduct> {
  const apiKey = "sk-bench";
  const model = await startFakeOpenAi({ apiKey, tokenDelayMs: options.tokenDelayMs });
  const dataDir = mkdtempSync(path.join(options.root, ".data", "bench-docs-"));
  const port = await freePort();
  const app: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: options.root,
    stdio: ["ignore", process.env.BENCH_VERBOSE ? "inherit" : "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      NOTEWELL_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_API_KEY: apiKey,
      ADMIN_PASSWORD: "bench admin password",
    },
  });
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const stop = async () => {
    await browser.close();
    app.kill("SIGTERM");
    if (app.exitCode === null) await new Promise((r) => app.once("exit", r));
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/healthcheck`, 180_000, () => app.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://localhost:${port}`, model, browser, stop };
}

/** Registers a clinician through the JSON API in a fresh browser context: the signed-in page. */
export async function signedInPage(product: RunningProduct) {
  const context = await product.browser.newContext({ baseURL: product.base });
  const page = await context.newPage();
  const email = `bench.${Date.now()}@practice.nhs.uk`;
  const registered = await page.request.post("/api/register", {
    data: {
      firstName: "Bench",
      lastName: "Mark",
      email,
      password: "bench password",
      confirmPassword: "bench password",
    },
  });
  if (registered.status() !== 201) throw new Error(`registration failed: ${registered.status()}`);
  return page;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
