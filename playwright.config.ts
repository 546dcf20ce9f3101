import { defineConfig, devices } from "@playwright/test";
import path from "node:path";

/**
 * Browser tests run the whole product exactly as `npm start` does (embedded PostgreSQL or the test run's
 * database, migrations, first admin, the app behind the sidecar), with the fake speech-to-text provider in
 * place of AssemblyAI and Debian's Chromium fed a fake microphone (a WAV spoken by espeak-ng).
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 3210);
const fakeSttPort = Number(process.env.E2E_FAKE_STT_PORT ?? 3211);
const root = import.meta.dirname;
export const FAKE_MICROPHONE_WAV = path.join(root, "tests", ".generated", "dictation.wav");
export const E2E = {
  baseURL: `http://localhost:${appPort}`,
  fakeSttUrl: `http://127.0.0.1:${fakeSttPort}`,
  speechKey: "test-assemblyai-key",
  admin: { email: "admin@e2e.notewell.test", password: "e2e admin password" },
};
process.env.E2E_BASE_URL = E2E.baseURL;
process.env.E2E_FAKE_STT_URL = E2E.fakeSttUrl;

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--autoplay-policy=no-user-gesture-required",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
  `--use-file-for-fake-audio-capture=${FAKE_MICROPHONE_WAV}`,
];

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/playwright.json" }]],
  outputDir: "test-results/playwright",
  use: {
    baseURL: E2E.baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `node_modules/deno/deno run --allow-net --allow-env tests/fake-stt/main.ts --port ${fakeSttPort} --api-key ${E2E.speechKey}`,
      url: `${E2E.fakeSttUrl}/__control/health`,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node --import tsx scripts/start.ts",
      url: `http://127.0.0.1:${appPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The launcher stops the app, the sidecar and PostgreSQL in order on SIGTERM (Ctrl-C does the same).
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(appPort),
        NOTEWELL_DATA_DIR: path.join(root, ".data", "e2e"),
        EMBEDDED_PG_PORT: "54339",
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        ASSEMBLYAI_STREAMING_URL: `ws://127.0.0.1:${fakeSttPort}/v3/ws`,
        ASSEMBLYAI_API_KEY: E2E.speechKey,
        ADMIN_EMAIL: E2E.admin.email,
        ADMIN_PASSWORD: E2E.admin.password,
      },
    },
  ],
});
