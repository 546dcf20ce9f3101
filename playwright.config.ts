import { defineConfig, devices } from "@playwright/test";
import path from "node:path";

/**
 * Browser tests run the whole product exactly as `npm start` does (embedded PostgreSQL or the test run's
 * database, migrations, first admin, the app behind the sidecar), with the fake speech-to-text provider in
 * place of AssemblyAI and Debian's Chromium fed a fake microphone (a WAV spoken by espeak-ng).
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 3210);
const fakeSttPort = Number(process.env.E2E_FAKE_STT_PORT ?? 3211);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? appPort + 2);
const fakeOpenAiPort = Number(process.env.E2E_FAKE_OPENAI_PORT ?? appPort + 3);
const root = import.meta.dirname;
export const FAKE_MICROPHONE_WAV = path.join(root, "tests", ".generated", "dictation.wav");
/** Where the test mailbox (an SMTP server started by global-setup) drops each message it receives. */
export const MAIL_DIR = path.join(root, "tests", ".generated", `mail-${smtpPort}`);
export const SMTP_PORT = smtpPort;
/** Where the launcher keeps the browser tests' data, and its embedded PostgreSQL's port (when not given a database). */
export const E2E_DATA_DIR =
  process.env.E2E_DATA_DIR ?? process.env.NOTEWELL_DATA_DIR ?? path.join(root, ".data", "e2e");
export const E2E_EMBEDDED_PG_PORT = process.env.EMBEDDED_PG_PORT ?? "54339";
export const E2E = {
  baseURL: `http://localhost:${appPort}`,
  fakeSttUrl: `http://127.0.0.1:${fakeSttPort}`,
  fakeOpenAiUrl: `http://127.0.0.1:${fakeOpenAiPort}`,
  openAiKey: "sk-e2e-openai-key",
  speechKey: "test-assemblyai-key",
  admin: { email: "admin@e2e.notewell.test", password: "e2e admin password" },
  /**
   * A reverse proxy in front of the sidecar, for the attack suite: requests it sends from this loopback address
   * have their X-Forwarded-For/-Proto believed (TRUSTED_PROXIES), as a TLS-terminating proxy's would be.
   */
  trustedProxy: "127.0.0.9",
  /** /metrics answers only with this token (METRICS_TOKEN), as in a deployment. */
  metricsToken: "e2e-metrics-token-0123456789",
  /**
   * A recording that sends no audio for this long is ended (NO_AUDIO_SECONDS; 5 minutes in a deployment), so the
   * attack suite can watch a silent socket lose its slot. A browser's microphone sends audio all the time.
   */
  noAudioSeconds: 10,
};
process.env.E2E_BASE_URL = E2E.baseURL;
process.env.E2E_FAKE_STT_URL = E2E.fakeSttUrl;
process.env.E2E_FAKE_OPENAI_URL = E2E.fakeOpenAiUrl;

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
  reporter: [
    ["list"],
    // The attack suite's figures (attacks tried, held, requests, 5xx answers) when it is part of the run.
    ["./tests/security/figures-reporter.ts"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/playwright.json" }],
  ],
  // Per port, so two runs on one machine (a developer and a helper, say) do not share artefacts.
  outputDir: `test-results/playwright-${appPort}`,
  use: {
    baseURL: E2E.baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /\.nojs\.spec\.ts$/ },
    // Clinicians use any browser, including with JavaScript degraded: every form must still work.
    {
      name: "no-javascript",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false },
      testMatch: /\.nojs\.spec\.ts$/,
    },
    // The attack suite (issue 13): the probe's findings, a fuzz of every route and the authorisation matrix,
    // against the same running product; mostly raw HTTP, the browser where a browser is the point.
    {
      name: "security",
      testDir: "tests/security",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
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
      // A local OpenAI-compatible server (streaming chat completions) standing in for the language model.
      command: `node --import tsx tests/fake-openai/main.ts --port ${fakeOpenAiPort} --api-key ${E2E.openAiKey}`,
      url: `${E2E.fakeOpenAiUrl}/__control/health`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
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
        // Overridable so two runs on one machine do not share a database folder or port.
        NOTEWELL_DATA_DIR: E2E_DATA_DIR,
        EMBEDDED_PG_PORT: E2E_EMBEDDED_PG_PORT,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        ASSEMBLYAI_STREAMING_URL: `ws://127.0.0.1:${fakeSttPort}/v3/ws`,
        ASSEMBLYAI_API_KEY: E2E.speechKey,
        ADMIN_EMAIL: E2E.admin.email,
        ADMIN_PASSWORD: E2E.admin.password,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OPENAI_BASE_URL: `${E2E.fakeOpenAiUrl}/v1`,
        OPENAI_API_KEY: E2E.openAiKey,
        OPENAI_MODEL: "gpt-4o-mini",
        MAIL_FROM: "Notewell <no-reply@e2e.notewell.test>",
        // The sidecar re-checks running recordings (sessions, users, guest access) every second rather than
        // every 15 s, so tests of a recording cut off mid-way do not wait.
        HEARTBEAT_MS: "1000",
        TRUSTED_PROXIES: E2E.trustedProxy,
        METRICS_TOKEN: E2E.metricsToken,
        NO_AUDIO_SECONDS: String(E2E.noAudioSeconds),
      },
    },
  ],
});
