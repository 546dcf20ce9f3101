import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FAKE_MICROPHONE_WAV, MAIL_DIR, SMTP_PORT } from "../../playwright.config.ts";
import { startMailbox } from "../setup/mailbox.ts";

/** The words Chromium's fake microphone speaks (looped): a short dictation, spoken by espeak-ng. */
export const DICTATION =
  "Patient reports a dry cough for three days. No fever or shortness of breath. Chest is clear on examination.";

function makeFakeMicrophoneWav(): void {
  if (existsSync(FAKE_MICROPHONE_WAV)) return;
  mkdirSync(path.dirname(FAKE_MICROPHONE_WAV), { recursive: true });
  const raw = FAKE_MICROPHONE_WAV.replace(/\.wav$/, "-22k.wav");
  execFileSync("espeak-ng", ["-v", "en-gb", "-s", "150", "-w", raw, DICTATION]);
  // 48 kHz like a real microphone, so the page's resampler does real work.
  execFileSync("sox", [raw, "-r", "48000", "-c", "1", "-b", "16", FAKE_MICROPHONE_WAV]);
}

/** Runs once before the browser tests: the fake microphone's WAV and a real SMTP server for the app's mail. */
export default async function globalSetup() {
  makeFakeMicrophoneWav();
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const mailbox = await startMailbox({
    port: SMTP_PORT,
    onMail: (mail) => {
      count += 1;
      const { raw: _raw, ...stored } = mail;
      writeFileSync(path.join(MAIL_DIR, `${String(count).padStart(4, "0")}.json`), JSON.stringify(stored));
    },
  });
  return async () => {
    await mailbox.close();
  };
}
