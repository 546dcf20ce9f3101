import { expect, test } from "@playwright/test";
import { fakeSessions, resetFake } from "./fake-stt.ts";
import { expectToast, registerThroughUi, signInThroughUi, signOutThroughUi } from "./helpers.ts";
import { pressStart } from "./recording.ts";

test("register, sign in, dictate, and see the live transcript; the audio and the time are right", async ({
  page,
  request,
}) => {
  const email = await registerThroughUi(page);
  await expectToast(page, "Your account has been created successfully");
  await signOutThroughUi(page);
  await signInThroughUi(page, email);
  await resetFake(request);

  const transcript = page.getByLabel("Transcription text", { exact: true });
  await pressStart(page);
  await expect(page.getByRole("button", { name: "Stop Recording" })).toBeVisible();
  const recordingFrom = Date.now();
  await expect(page.getByText("Connected")).toBeVisible();

  // The fake provider "hears" one scripted word per 300 ms of audio: partial words show first…
  await expect(transcript).toHaveValue(/patient reports/i, { timeout: 10_000 });
  // …then the formatted end-of-turn replaces them.
  await expect(transcript).toHaveValue(/Patient reports a dry cough for three days\./, { timeout: 10_000 });
  await expect(transcript).toHaveValue(/No fever or shortness of breath\./, { timeout: 10_000 });
  await expect(page.getByRole("timer")).not.toHaveText("00:00");

  await page.waitForTimeout(Math.max(0, 7_000 - (Date.now() - recordingFrom)));
  await page.getByRole("button", { name: "Stop Recording" }).click();
  const recordedMs = Date.now() - recordingFrom;
  await expect(page.getByRole("button", { name: "Start Recording" })).toBeVisible();

  // What reached the provider: one session, the spec's parameters mapped to v3's, 16 kHz non-silent audio
  // lasting as long as the recording (±10%), ended with Terminate (billing stops).
  await expect.poll(async () => (await fakeSessions(request)).at(-1)?.terminated).toBe(true);
  const sessions = await fakeSessions(request);
  expect(sessions).toHaveLength(1);
  const [session] = sessions;
  expect(session.authorized).toBe(true);
  expect(session.query).toMatchObject({
    sample_rate: "16000",
    encoding: "pcm_s16le",
    format_turns: "true",
    end_of_turn_confidence_threshold: "0.3",
    max_turn_silence: "2000",
    speech_model: "universal-streaming-english",
  });
  expect(session.query).not.toHaveProperty("end_utterance_silence_threshold");
  expect(session.silent).toBe(false);
  expect(session.minFrameMs).toBeGreaterThanOrEqual(50);
  expect(session.maxFrameMs).toBeLessThanOrEqual(1000);
  expect(session.audioMs).toBeGreaterThan(recordedMs * 0.9);
  expect(session.audioMs).toBeLessThan(recordedMs * 1.1);

  // The words are kept after the stream closes, and the time is on the account.
  await expect(transcript).toHaveValue(
    /Patient reports a dry cough for three days\. No fever or shortness of breath\./,
  );
  // The time is posted when Stop is pressed, alongside the stream's ending: wait for it to be stored.
  const recordingTime = async () =>
    ((await (await page.request.get("/api/user")).json()) as { recordingTimeSeconds: number }).recordingTimeSeconds;
  await expect.poll(recordingTime).toBeGreaterThanOrEqual(Math.floor(recordedMs / 1000) - 1);
  expect(await recordingTime()).toBeLessThanOrEqual(Math.ceil(recordedMs / 1000) + 1);
});
