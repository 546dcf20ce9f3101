import { expect, test, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config.ts";
import { configureFake, fakeSessions, resetFake } from "./fake-stt.ts";
import { registerThroughUi } from "./helpers.ts";
import { startNetworkRelay, type NetworkRelay } from "./network-relay.ts";
import { installNumberedMicrophone, recordThroughFault, type OutageRun } from "./outage.ts";

/**
 * Dictation through a network that breaks (issue 22). The page is opened through a relay that can stall or cut the
 * connection between the browser and Notewell (network-relay.ts), the microphone says numbered words, and the fake
 * provider hears exactly which (wordsInAudio, with the provider's pacing rule: audio more than 2 s ahead of real
 * time is refused with 3007). So each test can tell that every word reached the transcript once, in order —
 * including those spoken while the network was down. How long each took is bench:outage's to print, not these
 * tests' to assert.
 */

const RECONNECTING = "Reconnecting — still recording; your words are kept";

let relay: NetworkRelay;

test.beforeEach(async ({ page, request }) => {
  await resetFake(request);
  await configureFake(request, { wordsInAudio: true });
  await installNumberedMicrophone(page);
  await registerThroughUi(page);
  relay = await startNetworkRelay({ port: Number(new URL(E2E.baseURL).port) });
  await page.goto(relay.url("/"));
  await expect(page.getByRole("button", { name: "Start Recording" })).toBeEnabled();
});

test.afterEach(async ({ request }) => {
  await relay.close();
  await resetFake(request);
});

async function record(page: Page, fault: OutageRun["fault"]): Promise<OutageRun> {
  const run = await recordThroughFault(page, relay, { fault, sessions: () => fakeSessions(page.request) });
  // What happened, for whoever reads a failure.
  await test.info().attach("run.json", { body: JSON.stringify(run, null, 1), contentType: "application/json" });
  return run;
}

/** Every word the microphone said is in the transcript, once each and in order; the provider refused nothing. */
function expectEveryWord(run: OutageRun): void {
  expect(run.missing, "words missing from the transcript").toEqual([]);
  expect(run.repeated, "words in the transcript twice").toEqual([]);
  expect(run.outOfOrder, "words out of order").toBe(false);
  expect(run.providerErrors, "sessions the provider closed with an error (3007: a burst)").toEqual({});
  expect(run.providerHeard).toBe(run.spoken.length);
}

const said = (run: OutageRun) => run.shown.map((shown) => shown.text).join("\n");

for (const seconds of [8, 30]) {
  test(`the network is cut for ${seconds} s mid-recording: every word reaches the transcript once, in order; the screen says it is reconnecting and keeping the words, never 'Connection lost'`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = await record(page, { kind: "reset", seconds });
    expectEveryWord(run);
    expect(run.stillRecording).toBe(true);
    expect(said(run)).toContain(RECONNECTING);
    expect(said(run)).not.toContain("Connection lost");
    // Tried again and again while the network was down (every half second), not after a growing wait.
    expect(relay.stats().refused).toBeGreaterThanOrEqual(seconds);
    // The words recorded while it was down were transcribed in a session of their own, beside the live one.
    expect(run.sessions).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
}

test("the network stalls for 8 s (everything held, then delivered): nothing lost, no reconnect", async ({ page }) => {
  test.setTimeout(90_000);
  const run = await record(page, { kind: "stall", seconds: 8 });
  expectEveryWord(run);
  expect(run.sessions).toBe(1);
  expect(said(run)).not.toContain("Reconnecting");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a 70-s outage: the minute before the network came back is transcribed in its place; the ten seconds before it are marked as a gap with their times, and the screen said so once", async ({
  page,
}) => {
  test.setTimeout(200_000);
  const run = await record(page, { kind: "reset", seconds: 70 });
  expect(run.stillRecording).toBe(true);
  expect(run.repeated).toEqual([]);
  expect(run.outOfOrder).toBe(false);
  expect(run.providerErrors).toEqual({});
  // The words lost are one stretch at the start of the outage (about ten seconds of it), and nothing else.
  expect(run.missing.length).toBeGreaterThan(0);
  const [first] = run.missing;
  expect(run.missing).toEqual(Array.from({ length: run.missing.length }, (_, i) => first + i));
  expect(run.missing.length).toBeLessThanOrEqual(20);
  // In the transcript: the words before, the gap with its times, then the kept minute and what followed.
  const gap = /\[No transcript from (\d\d:\d\d:\d\d) to (\d\d:\d\d:\d\d): the connection was lost\]/.exec(run.text);
  expect(gap, run.text).not.toBeNull();
  const before = run.text.slice(0, gap!.index);
  const after = run.text.slice(gap!.index);
  expect(before).toContain(`w${first - 1}`);
  expect(after).toContain(`w${run.missing.at(-1)! + 1}`);
  expect(before).not.toContain(`w${first}`);
  // One clear message, and only once the minute had passed; no "Connection lost" before it.
  const lostAt = run.shown.find((shown) => shown.text.startsWith("Connection lost for over a minute"));
  expect(lostAt, said(run)).toBeDefined();
  expect(lostAt!.afterMs).toBeGreaterThanOrEqual(60_000);
  expect(
    run.shown
      .filter((shown) => shown.afterMs < 60_000)
      .map((shown) => shown.text)
      .join("\n"),
  ).not.toContain("Connection lost");
  const alert = page.getByRole("alert").filter({ hasText: "Some words could not be transcribed" });
  await expect(alert).toContainText(`from ${gap![1]} to ${gap![2]}`);
});
