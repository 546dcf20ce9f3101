import { expect, test } from "@playwright/test";
import { fakeSessions, resetFake } from "./fake-stt.ts";
import { registerThroughUi } from "./helpers.ts";
import { confirmConsentIfAsked, pressStart, startButton, stopButton, timer, transcriptBox } from "./recording.ts";

const pauseButton = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Pause" });
const resumeButton = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Resume" });

test("Pause and Resume: no audio reaches the provider while paused, the timer stands still, and the transcript carries on in one session", async ({
  page,
  request,
}) => {
  await resetFake(request);
  await registerThroughUi(page);
  await expect(pauseButton(page)).toBeDisabled();

  await pressStart(page);
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  await expect(transcriptBox(page)).toHaveValue(/patient reports/i, { timeout: 10_000 });
  await expect(timer(page)).toHaveText("00:02", { timeout: 5_000 });

  await pauseButton(page).click();
  await expect(resumeButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Paused — nothing is being recorded")).toBeVisible();
  const shown = await timer(page).textContent();
  // What was sent before the pause reaches the provider; then nothing more for as long as the pause lasts.
  await page.waitForTimeout(700);
  const [atPause] = await fakeSessions(request);
  await page.waitForTimeout(3_000);
  const [afterPause] = await fakeSessions(request);
  expect(afterPause.audioMs, "no audio while paused").toBe(atPause.audioMs);
  expect(afterPause.frames).toBe(atPause.frames);
  await expect(timer(page)).toHaveText(shown ?? "");

  // The keyboard: Alt+P resumes, Alt+R stops.
  await page.keyboard.press("Alt+KeyP");
  await expect(pauseButton(page)).toBeVisible();
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  await expect.poll(async () => (await fakeSessions(request))[0].audioMs).toBeGreaterThan(atPause.audioMs + 1_000);
  await expect(transcriptBox(page)).toHaveValue(/No fever or shortness of breath\./, { timeout: 15_000 });
  await page.keyboard.press("Alt+KeyR");
  await expect(startButton(page)).toBeVisible();
  await expect.poll(async () => (await fakeSessions(request)).at(-1)?.terminated).toBe(true);
  // The fake records how long the session lasted when its socket closes, a moment after "Terminate" arrives.
  await expect.poll(async () => (await fakeSessions(request)).at(-1)?.wallMs ?? null).not.toBeNull();

  const sessions = await fakeSessions(request);
  expect(sessions, "the same provider session throughout").toHaveLength(1);
  const [session] = sessions;
  // The timer shows recorded time: the audio the provider heard, within a second, and not the 3.7 s paused.
  const [minutes, seconds] = ((await timer(page).textContent()) ?? "").split(":").map(Number);
  const timerMs = (minutes * 60 + seconds) * 1000;
  expect(Math.abs(session.audioMs - timerMs), `${session.audioMs} ms heard, timer ${timerMs} ms`).toBeLessThan(1_500);
  expect(session.wallMs ?? 0).toBeGreaterThan(session.audioMs + 3_000);
  expect(session.messagesReceived.join(" ")).not.toMatch(/Pause|Resume/);
  // The words before and after the pause are in one transcript.
  await expect(transcriptBox(page)).toHaveValue(/Patient reports[\s\S]*No fever/);
});

test("Alt+R starts and stops a recording from anywhere on the screen", async ({ page, request }) => {
  await resetFake(request);
  await registerThroughUi(page);
  await confirmConsentIfAsked(page);
  await transcriptBox(page).focus();
  await page.keyboard.press("Alt+KeyR");
  await expect(stopButton(page)).toBeVisible();
  await expect(page.getByText("Connected", { exact: true })).toBeVisible();
  await page.keyboard.press("Alt+KeyR");
  await expect(startButton(page)).toBeVisible();
  await expect.poll(async () => (await fakeSessions(request)).at(-1)?.terminated).toBe(true);
  expect(await fakeSessions(request)).toHaveLength(1);
});
