import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import e2e from "../../playwright.config.ts";

/**
 * The paint benchmark runs against the same product as the browser tests (app, sidecar, fake provider, fake
 * language model, PostgreSQL), started the same way; only its one page is different. Paths are the repository's
 * (Playwright resolves a config's paths and runs its servers from the config's folder).
 */
const root = path.resolve(import.meta.dirname, "..", "..");
export default defineConfig({
  ...e2e,
  testDir: import.meta.dirname,
  globalSetup: path.join(root, "tests", "e2e", "global-setup.ts"),
  reporter: [["list"]],
  outputDir: path.join(root, String(e2e.outputDir)),
  webServer: (Array.isArray(e2e.webServer) ? e2e.webServer : []).map((server) => ({ ...server, cwd: root })),
  projects: [
    { name: "paint", use: { ...devices["Desktop Chrome"], channel: undefined }, testMatch: /paint\.spec\.ts$/ },
  ],
});
