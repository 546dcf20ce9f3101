import path from "node:path";
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { loadLocalSecrets } from "../../db/local-data.ts";

/** Helpers for the recording tests: the microphone's tracks, the screen's controls, settings, the database. */

export const transcriptBox = (page: Page) => page.getByLabel("Transcription text", { exact: true });
export const startButton = (page: Page) => page.getByRole("button", { name: "Start Recording" });
export const stopButton = (page: Page) => page.getByRole("button", { name: "Stop Recording" });
export const timer = (page: Page) => page.getByRole("timer");

/** The choice the practice asks for before a consultation's first recording (decision 060). */
export const patientAgreed = (page: Page) =>
  page.getByRole("radio", { name: "The patient has agreed to this consultation being transcribed" });

/** Where the screen asks (the practice's default, before a consultation's first recording): the patient agreed. */
export async function confirmConsentIfAsked(page: Page): Promise<void> {
  if (await patientAgreed(page).isVisible()) await patientAgreed(page).check();
}

/** Starts a recording as a clinician does: answering the consent question first when the screen asks it. */
export async function pressStart(page: Page): Promise<void> {
  await confirmConsentIfAsked(page);
  await startButton(page).click();
}

/** What the page saw, by its own clock (ms since the epoch): see watchMicrophone. */
type Moments = {
  /** A recording refused or failed: a /ws-proxy socket closing, or /api/config refusing or unreachable. */
  refusals: number[];
  /** A microphone track stopped. */
  trackStops: number[];
  /** "Start Recording" came (back) on screen. */
  startShown: number[];
  /** The timer's reading changed. */
  timerChanges: number[];
};

/**
 * Wraps getUserMedia so the test can see every MediaStreamTrack the page was given, and notes by the page's own
 * clock the moments the one-second rule is measured between: each refusal as the page receives it (a /ws-proxy
 * socket's close, /api/config's refusal) and each step back to idle (a track stopped, Start Recording shown, the
 * timer's last change). Call before the page loads (it is an init script).
 */
export async function watchMicrophone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    const moments = {
      refusals: [] as number[],
      trackStops: [] as number[],
      startShown: [] as number[],
      timerChanges: [] as number[],
    };
    Object.assign(window, { __micTracks: tracks, __moments: moments });
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
    const stop = MediaStreamTrack.prototype.stop;
    MediaStreamTrack.prototype.stop = function (this: MediaStreamTrack) {
      moments.trackStops.push(Date.now());
      stop.call(this);
    };
    const PageSocket = window.WebSocket;
    window.WebSocket = class extends PageSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (String(url).includes("/ws-proxy")) this.addEventListener("close", () => moments.refusals.push(Date.now()));
      }
    };
    const pageFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const config = String(input instanceof Request ? input.url : input).includes("/api/config");
      try {
        const response = await pageFetch(input, init);
        if (config && !response.ok) moments.refusals.push(Date.now());
        return response;
      } catch (error) {
        if (config) moments.refusals.push(Date.now());
        throw error;
      }
    };
    let startOnScreen = false;
    let reading: string | null = null;
    const look = () => {
      const now = Date.now();
      const start = [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Start Recording");
      if (start && !startOnScreen) moments.startShown.push(now);
      startOnScreen = start;
      const timer = document.querySelector('[role="timer"]')?.textContent ?? null;
      if (timer !== reading && reading !== null) moments.timerChanges.push(now);
      reading = timer;
    };
    document.addEventListener("DOMContentLoaded", () => {
      look();
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
}

/** The readyState of every track getUserMedia has returned on this page. */
function microphoneTracks(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __micTracks?: MediaStreamTrack[] }).__micTracks?.map((t) => t.readyState) ?? [],
  );
}

/**
 * The screen went back to idle within a second of the failure (docs/product.md: every refusal or failure of a
 * recording returns the screen to idle within a second): Start Recording offered, every microphone track
 * stopped, and the timer no longer moving — each, by the page's own clock, no later than a second after the
 * refusal reached the page (the last /ws-proxy close or /api/config refusal). Where a test stands in for the
 * front door itself (page.routeWebSocket, whose stand-in socket the page's watch cannot see), it gives the
 * moment its front door refused instead: `refusedAt`, by the same machine's clock. The failure itself is
 * asserted by the caller first.
 */
export async function expectIdleWithinASecond(
  page: Page,
  options: { microphoneUsed: boolean; refusedAt?: number },
): Promise<void> {
  await expect(startButton(page)).toBeVisible();
  await expect
    .poll(async () => {
      const states = await microphoneTracks(page);
      return states.length > 0 && states.every((s) => s === "ended") ? "all ended" : states.join(",") || "none";
    })
    .toBe(options.microphoneUsed ? "all ended" : "none");
  // The timer has stopped: the same reading more than a second later.
  const reading = await timer(page).textContent();
  await page.waitForTimeout(1_300);
  await expect(timer(page)).toHaveText(reading ?? "");

  const moments = await page.evaluate(() => (window as unknown as { __moments: Moments }).__moments);
  if (options.refusedAt === undefined) expect(moments.refusals.length, "the page saw the refusal").toBeGreaterThan(0);
  const refused = options.refusedAt ?? Math.max(...moments.refusals);
  const steps = {
    "Start Recording shown": Math.max(refused, ...moments.startShown),
    "microphone released": Math.max(refused, ...moments.trackStops),
    "timer stopped": Math.max(refused, ...moments.timerChanges),
  };
  if (options.microphoneUsed) expect(moments.trackStops.length, "a microphone track was stopped").toBeGreaterThan(0);
  for (const [step, at] of Object.entries(steps)) {
    expect(at - refused, `${step}, ms after the refusal reached the page`).toBeLessThanOrEqual(1_000);
  }
}

/** The recording alert, found by its title. */
export const recordingAlert = (page: Page, title: string) =>
  page.getByRole("alert").filter({ has: page.getByText(title, { exact: true }) });

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
