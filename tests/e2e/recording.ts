import path from "node:path";
import { expect, request as requests, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import { loadLocalSecrets } from "../../db/local-data.ts";
import { E2E } from "../../playwright.config.ts";

/** Helpers for the recording tests: the microphone's tracks, the screen's controls, settings, the database. */

export const transcriptBox = (page: Page) => page.getByLabel("Transcription text", { exact: true });
export const startButton = (page: Page) => page.getByRole("button", { name: "Start Recording" });
export const stopButton = (page: Page) => page.getByRole("button", { name: "Stop Recording" });
export const timer = (page: Page) => page.getByRole("timer");

/**
 * Wraps getUserMedia so the test can see every MediaStreamTrack the page was given. Call before the page
 * loads (it is an init script).
 */
export async function watchMicrophone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    (window as unknown as { __micTracks: MediaStreamTrack[] }).__micTracks = tracks;
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
}

/** The readyState of every track getUserMedia has returned on this page. */
function microphoneTracks(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __micTracks?: MediaStreamTrack[] }).__micTracks?.map((t) => t.readyState) ?? [],
  );
}

/**
 * The screen is idle again within a second of a failure: Start Recording offered, every microphone track
 * stopped, and the timer no longer moving. (The failure itself is asserted by the caller first.)
 */
export async function expectIdleWithinASecond(page: Page, options: { microphoneUsed: boolean }): Promise<void> {
  await expect(startButton(page)).toBeVisible({ timeout: 1_000 });
  await expect
    .poll(
      async () => {
        const states = await microphoneTracks(page);
        return states.length > 0 && states.every((s) => s === "ended") ? "all ended" : states.join(",") || "none";
      },
      { timeout: 1_000 },
    )
    .toBe(options.microphoneUsed ? "all ended" : "none");
  // The timer has stopped: the same reading more than a second later.
  const reading = await timer(page).textContent();
  await page.waitForTimeout(1_300);
  await expect(timer(page)).toHaveText(reading ?? "");
}

/** The recording alert, found by its title. */
export const recordingAlert = (page: Page, title: string) =>
  page.getByRole("alert").filter({ has: page.getByText(title, { exact: true }) });

type Settings = Record<string, unknown>;

/** An administrator's API session, for changing system settings the way the settings screen does. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await requests.newContext({ baseURL: E2E.baseURL });
  const response = await api.post("/api/login", { data: E2E.admin });
  expect(response.ok(), await response.text()).toBe(true);
  return api;
}

/**
 * Changes system settings for one test and returns the function that puts them back as they were (other
 * specs share the database).
 */
export async function changeSettings(api: APIRequestContext, changes: Settings): Promise<() => Promise<void>> {
  const before = (await (await api.get("/api/admin/settings")).json()) as Settings;
  const response = await api.put("/api/admin/settings", { data: { ...before, ...changes } });
  expect(response.ok(), await response.text()).toBe(true);
  return async () => {
    // The provider keys come back as ***configured***, which keeps them.
    const restored = await api.put("/api/admin/settings", { data: before });
    expect(restored.ok(), await restored.text()).toBe(true);
  };
}

/** The database the browser tests' server runs on (the test run's, or the launcher's embedded one). */
function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const dir =
    process.env.E2E_DATA_DIR ??
    process.env.NOTEWELL_DATA_DIR ??
    path.join(import.meta.dirname, "..", "..", ".data", "e2e");
  const { postgresPassword } = loadLocalSecrets(dir);
  const port = process.env.EMBEDDED_PG_PORT ?? "54339";
  return `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${port}/notewell`;
}

/** Runs queries against the test server's database. */
export async function withDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
