import { expect, test } from "@playwright/test";
import { resetFake } from "./fake-stt.ts";
import { registerThroughUi } from "./helpers.ts";
import { pressStart, startButton, stopButton, timer } from "./recording.ts";

type Change = { at: number; text: string };

test("the recording timer keeps to the wall clock: each second shows within 0.2 s of when it began", async ({
  page,
  request,
}) => {
  await resetFake(request);
  await registerThroughUi(page);
  // Timestamps taken in the page, on one clock, the moment the DOM changes: when the button turns to Stop
  // Recording (the recording has begun) and each time the timer's text changes.
  await page.evaluate(() => {
    // `controls`: plain timers the page sets for the same moments, as a yardstick of how late this machine's busy
    // main thread runs any timer (the product's ticks are judged against them, not against an idle machine).
    const log = { began: 0, changes: [] as Change[], controls: [] as number[] };
    (window as unknown as { __timer: typeof log }).__timer = log;
    const timerElement = document.querySelector('[role="timer"]')!;
    new MutationObserver(() =>
      log.changes.push({ at: performance.now(), text: timerElement.textContent ?? "" }),
    ).observe(timerElement, { childList: true, characterData: true, subtree: true });
    const button = document.querySelector("button[aria-pressed]")!;
    new MutationObserver(() => {
      if (!log.began && button.getAttribute("aria-pressed") === "true") {
        log.began = performance.now();
        for (let second = 1; second <= 10; second++) {
          setTimeout(() => (log.controls[second] = performance.now()), log.began + second * 1000 - performance.now());
        }
      }
    }).observe(button, { attributes: true, childList: true, subtree: true, characterData: true });
  });

  await pressStart(page);
  await expect(stopButton(page)).toBeVisible();
  await expect(timer(page)).toHaveText("00:05", { timeout: 8_000 });
  // A few points at arbitrary moments: the reading equals the whole seconds elapsed, give or take 0.2 s.
  for (const pause of [350, 730, 1_110]) {
    await page.waitForTimeout(pause);
    const { elapsedMs, text } = await page.evaluate(() => {
      const log = (window as unknown as { __timer: { began: number } }).__timer;
      return {
        elapsedMs: performance.now() - log.began,
        text: document.querySelector('[role="timer"]')!.textContent ?? "",
      };
    });
    const [minutes, seconds] = text.split(":").map(Number);
    const shown = minutes * 60 + seconds;
    expect(shown, `${text} after ${Math.round(elapsedMs)} ms`).toBeGreaterThanOrEqual(
      Math.floor((elapsedMs - 200) / 1000),
    );
    expect(shown, `${text} after ${Math.round(elapsedMs)} ms`).toBeLessThanOrEqual(
      Math.floor((elapsedMs + 200) / 1000),
    );
  }
  await stopButton(page).click();
  await expect(startButton(page)).toBeVisible();

  const log = await page.evaluate(
    () => (window as unknown as { __timer: { began: number; changes: Change[]; controls: number[] } }).__timer,
  );
  expect(log.began).toBeGreaterThan(0);
  // Every second from 00:01 up to where it stopped appeared once, within 0.2 s of its moment.
  const ticks = log.changes.filter((c) => c.at > log.began && c.text !== "00:00");
  expect(ticks.length).toBeGreaterThanOrEqual(6);
  const offsets = ticks.map((change, index) => Math.round(change.at - (log.began + (index + 1) * 1000)));
  const lateness = ticks.map((_, index) =>
    Math.round((log.controls[index + 1] ?? 0) - (log.began + (index + 1) * 1000)),
  );
  console.info(
    `timer: each second shown ${offsets.join(", ")} ms from its moment (a plain timer: ${lateness.join(", ")})`,
  );
  ticks.forEach((change, index) => {
    const second = index + 1;
    expect(change.text).toBe(`00:${String(second).padStart(2, "0")}`);
    const due = log.began + second * 1000;
    // Within 0.2 s of its moment, beyond however late the machine ran a plain timer set for the same moment.
    const machineLate = Math.max(0, (log.controls[second] ?? due) - due);
    expect(
      Math.abs(change.at - due) - machineLate,
      `${change.text} shown ${Math.round(change.at - due)} ms from its moment (a plain timer ${Math.round(machineLate)} ms)`,
    ).toBeLessThanOrEqual(200);
  });
});
