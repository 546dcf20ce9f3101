import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { FAKE_MICROPHONE_WAV } from "../../playwright.config.ts";

/** The words Chromium's fake microphone speaks (looped): a short dictation, spoken by espeak-ng. */
export const DICTATION =
  "Patient reports a dry cough for three days. No fever or shortness of breath. Chest is clear on examination.";

export default function globalSetup() {
  if (existsSync(FAKE_MICROPHONE_WAV)) return;
  mkdirSync(path.dirname(FAKE_MICROPHONE_WAV), { recursive: true });
  const raw = FAKE_MICROPHONE_WAV.replace(/\.wav$/, "-22k.wav");
  execFileSync("espeak-ng", ["-v", "en-gb", "-s", "150", "-w", raw, DICTATION]);
  // 48 kHz like a real microphone, so the page's resampler does real work.
  execFileSync("sox", [raw, "-r", "48000", "-c", "1", "-b", "16", FAKE_MICROPHONE_WAV]);
}
