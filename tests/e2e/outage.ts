import type { Page } from "@playwright/test";
import type { NetworkRelay } from "./network-relay.ts";
import type { FakeSession } from "./fake-stt.ts";
import { pressStart } from "./recording.ts";

/**
 * A recording through a breakable network (issue 22), as the browser tests (network-faults.spec.ts) and
 * `npm run bench:outage` run it: the page speaks numbered words into its microphone (`w1`, `w2`, … — the fake
 * provider's wordsInAudio hears exactly which audio arrived), the network between the browser and Notewell is
 * stalled or cut mid-recording (network-relay.ts), and afterwards the transcript, the provider's sessions and the
 * page's own clock say what was lost, repeated or late.
 */

/** How the numbered microphone speaks: phrases of four words, each 300 ms with 200 ms between, 1.1 s between phrases. */
const SPEECH = { wordMs: 300, gapMs: 200, wordsPerPhrase: 4, pauseMs: 900, leadMs: 400 } as const;

/** One word the microphone said, by the page's clock (ms since the epoch). */
type SpokenWord = { n: number; at: number; until: number };
type MicrophoneRecording = { words: SpokenWord[]; startedAt: number; stoppedAt: number | null };
type PageRecord = {
  recordings: MicrophoneRecording[];
  /** Word number → when it first appeared in the transcript box (the value React gave it). */
  seen: Record<number, number>;
};

/**
 * Replaces the page's microphone with one that says numbered words: a constant sample value n (for 300 ms) is
 * the word `wn`, written as (n + ½)/32767 so the page's own chain (AudioWorklet, resampler, 16-bit conversion)
 * turns it back into exactly n. Numbering goes on across the page's recordings. Also notes, by the page's clock,
 * when each word first shows in the transcript box. Call before the page loads (init scripts).
 */
export async function installNumberedMicrophone(page: Page): Promise<void> {
  // Under tsx (the benchmark) esbuild names functions with a `__name` helper the page does not have.
  await page.addInitScript({ content: "globalThis.__name ??= (target) => target;" });
  await page.addInitScript((speech: typeof SPEECH) => {
    const record: PageRecord = { recordings: [], seen: {} };
    Object.assign(window, { __outage: record });
    let next = 1;
    navigator.mediaDevices.getUserMedia = async () => {
      const context = new AudioContext();
      await context.resume();
      const source = context.createConstantSource();
      source.offset.value = 0;
      const destination = context.createMediaStreamDestination();
      destination.channelCount = 1;
      source.connect(destination);
      // Context time → the page's wall clock.
      const wall = (t: number) => Date.now() + (t - context.currentTime) * 1000;
      const begin = context.currentTime + speech.leadMs / 1000;
      const words: SpokenWord[] = [];
      let t = begin;
      for (let i = 0; i < 3000; i++) {
        const n = next + i;
        source.offset.setValueAtTime((n + 0.5) / 32767, t);
        source.offset.setValueAtTime(0, t + speech.wordMs / 1000);
        words.push({ n, at: wall(t), until: wall(t + speech.wordMs / 1000) });
        t += (speech.wordMs + speech.gapMs) / 1000;
        if ((i + 1) % speech.wordsPerPhrase === 0) t += speech.pauseMs / 1000;
      }
      source.start();
      const recording: MicrophoneRecording = { words, startedAt: Date.now(), stoppedAt: null };
      record.recordings.push(recording);
      const stream = destination.stream;
      const [track] = stream.getAudioTracks();
      const stopTrack = track.stop.bind(track);
      track.stop = () => {
        const now = Date.now();
        recording.stoppedAt = now;
        next = words.find((word) => word.at > now)?.n ?? next + words.length;
        stopTrack();
        void context.close();
      };
      return stream;
    };

    // React writes the box's value through the property: note each word the first time it is written.
    const value = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!;
    Object.defineProperty(HTMLTextAreaElement.prototype, "value", {
      ...value,
      set(this: HTMLTextAreaElement, text: string) {
        value.set!.call(this, text);
        if (this.id !== "transcript") return;
        const now = Date.now();
        for (const match of text.matchAll(/\bw(\d+)\b/g)) record.seen[Number(match[1])] ??= now;
      },
    });
  }, SPEECH);
}

/** The word numbers in a transcript, in order. */
function wordsIn(text: string): number[] {
  return [...text.matchAll(/\bw(\d+)\b/g)].map((match) => Number(match[1]));
}

export type Fault = { kind: "reset" | "stall"; seconds: number };

/** The fake provider's account of one session (tests/fake-stt, /__control/sessions). */
export type ProviderSession = Pick<FakeSession, "audioMs" | "closeCode" | "closedBy" | "heard" | "startedAt">;

/** What one faulted recording came to. Times are ms since the epoch, by this machine's clock. */
export type OutageRun = {
  fault: Fault;
  /** Words the microphone finished saying before the recording stopped (or was stopped by a failure). */
  spoken: number[];
  /** The word numbers in the transcript afterwards, in order. */
  transcript: number[];
  /** The transcript box's text afterwards. */
  text: string;
  /** Spoken words the transcript lacks; words it has more than once; whether it has them out of order. */
  missing: number[];
  repeated: number[];
  outOfOrder: boolean;
  /** Distinct spoken words some provider session heard. */
  providerHeard: number;
  /** Audio the microphone recorded, and the audio the provider sessions received (all of them, resends included). */
  recordedMs: number;
  providerAudioMs: number;
  /** Provider sessions, and those the provider closed with an error (3007 and the like): code → count. */
  sessions: number;
  providerErrors: Record<string, number>;
  /** When the network came back (restored or released), and when the first word begun after it was on screen. */
  backAt: number;
  firstWordAfterBackMs: number | null;
  /** From the network's return until every word spoken while it was away was on screen. */
  caughtUpMs: number | null;
  /** Median time from the provider sending a word to the page showing it, for the words before the fault. */
  screenLatencyMedianMs: number | null;
  /** Every alert and recording-state text the screen showed, first time each, ms after the fault began. */
  shown: Array<{ text: string; afterMs: number }>;
  /** Whether the recording was still running when the test came to stop it. */
  stillRecording: boolean;
  /**
   * Each provider session's words, for whoever reads a failure: [word, when heard (ms after the fault began), where
   * it starts in the session's audio (ms), the silence before it (ms)].
   */
  heardBySession: Array<{
    startedAfterMs: number;
    closeCode: number | null;
    words: Array<[number, number, number, number | null]>;
  }>;
};

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Records on `page` (already open through `relay`, signed in, microphone installed) for `beforeMs`, applies the
 * fault, records `afterMs` more once the network is back, stops, waits for the recording to finish, and measures.
 * `sessions` reads the fake provider's session records.
 */
export async function recordThroughFault(
  page: Page,
  relay: NetworkRelay,
  options: {
    fault: Fault;
    beforeMs?: number;
    afterMs?: number;
    sessions: () => Promise<ProviderSession[]>;
  },
): Promise<OutageRun> {
  const { fault } = options;
  const beforeMs = options.beforeMs ?? 9_000;
  const afterMs = options.afterMs ?? 9_000;
  const known = (await options.sessions()).length;
  // A fresh transcript (the server may have restored the account's last consultation), and no words seen yet.
  await page.locator("#transcript").fill("");
  await page.evaluate(() => ((window as unknown as { __outage: PageRecord }).__outage.seen = {}));
  await pressStart(page);
  await page.getByRole("button", { name: "Stop Recording" }).waitFor();
  await page.waitForFunction(() => /\bw1\b/.test((document.getElementById("transcript") as HTMLTextAreaElement).value));
  await page.waitForTimeout(beforeMs);

  const faultAt = Date.now();
  const shown = new Map<string, number>();
  const watch = setInterval(() => {
    void page
      // The recording state: the screen's own element, or (before issue 22) the label beside the status dot.
      .locator('[role="alert"], [data-recording-state], span:has(> span[data-status])')
      .allInnerTexts()
      .then((texts) => {
        for (const text of texts)
          if (text.trim() && !shown.has(text.trim())) shown.set(text.trim(), Date.now() - faultAt);
      })
      .catch(() => {});
  }, 250);
  try {
    if (fault.kind === "reset") relay.cut();
    else relay.stall();
    await page.waitForTimeout(fault.seconds * 1000);
    if (fault.kind === "reset") relay.restore();
    else relay.release();
    const backAt = Date.now();
    await page.waitForTimeout(afterMs);

    const stop = page.getByRole("button", { name: "Stop Recording" });
    const stillRecording = await stop.isVisible();
    if (stillRecording) await stop.click();
    // Finished: Start Recording back and usable (a recording that is still handing in words keeps it disabled).
    await page.getByRole("button", { name: "Start Recording" }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll("button")].some(
          (b) => b.textContent?.trim() === "Start Recording" && !(b as HTMLButtonElement).disabled,
        ),
      undefined,
      { timeout: 120_000 },
    );
    // Every provider session of this recording has ended (the last words are in).
    const deadline = Date.now() + 15_000;
    let sessions = (await options.sessions()).slice(known);
    while (sessions.some((s) => s.closeCode === null) && Date.now() < deadline) {
      await page.waitForTimeout(200);
      sessions = (await options.sessions()).slice(known);
    }
    await page.waitForTimeout(300);
    return measure(page, { fault, faultAt, backAt, shown, stillRecording, sessions });
  } finally {
    clearInterval(watch);
    relay.restore();
    relay.release();
  }
}

async function measure(
  page: Page,
  run: {
    fault: Fault;
    faultAt: number;
    backAt: number;
    shown: Map<string, number>;
    stillRecording: boolean;
    sessions: ProviderSession[];
  },
): Promise<OutageRun> {
  const record = await page.evaluate(() => (window as unknown as { __outage: PageRecord }).__outage);
  const recording = record.recordings.at(-1)!;
  const stoppedAt = recording.stoppedAt ?? Date.now();
  const spokenWords = recording.words.filter((word) => word.until <= stoppedAt);
  const spoken = spokenWords.map((word) => word.n);
  const text = await page.locator("#transcript").inputValue();
  const transcript = wordsIn(text).filter((n) => n >= spoken[0]);
  const counts = new Map<number, number>();
  for (const n of transcript) counts.set(n, (counts.get(n) ?? 0) + 1);
  const missing = spoken.filter((n) => !counts.has(n));
  const repeated = [...counts].filter(([, count]) => count > 1).map(([n]) => n);
  const outOfOrder = transcript.some((n, i) => i > 0 && n < transcript[i - 1]);

  const heardAt = new Map<number, number>();
  for (const session of run.sessions) {
    for (const { word, at } of session.heard) {
      const n = Number(word.slice(1));
      if (!heardAt.has(n) || heardAt.get(n)! > at) heardAt.set(n, at);
    }
  }
  const providerErrors: Record<string, number> = {};
  for (const session of run.sessions) {
    if (session.closedBy === "server" && session.closeCode !== null && session.closeCode !== 1000) {
      providerErrors[session.closeCode] = (providerErrors[session.closeCode] ?? 0) + 1;
    }
  }
  const afterBack = spokenWords.find((word) => word.at >= run.backAt);
  const firstSeen = afterBack ? record.seen[afterBack.n] : undefined;
  const duringFault = spokenWords.filter((word) => word.until > run.faultAt && word.at < run.backAt);
  const caughtUp = duringFault.every((word) => record.seen[word.n] !== undefined)
    ? Math.max(0, ...duringFault.map((word) => record.seen[word.n] - run.backAt))
    : null;
  const steady = spokenWords
    .filter((word) => word.until < run.faultAt && heardAt.has(word.n) && record.seen[word.n] !== undefined)
    .map((word) => record.seen[word.n] - heardAt.get(word.n)!);
  return {
    fault: run.fault,
    spoken,
    transcript,
    text,
    missing,
    repeated,
    outOfOrder,
    providerHeard: spoken.filter((n) => heardAt.has(n)).length,
    recordedMs: stoppedAt - recording.startedAt,
    providerAudioMs: run.sessions.reduce((sum, session) => sum + session.audioMs, 0),
    sessions: run.sessions.length,
    providerErrors,
    backAt: run.backAt,
    firstWordAfterBackMs: firstSeen === undefined ? null : firstSeen - run.backAt,
    caughtUpMs: caughtUp,
    screenLatencyMedianMs: median(steady),
    shown: [...run.shown].map(([text, afterMs]) => ({ text, afterMs })),
    stillRecording: run.stillRecording,
    heardBySession: run.sessions.map((session) => ({
      startedAfterMs: session.startedAt - run.faultAt,
      closeCode: session.closeCode,
      words: session.heard.map(({ word, at, ms, silenceBeforeMs }): [number, number, number, number | null] => [
        Number(word.slice(1)),
        at - run.faultAt,
        ms,
        silenceBeforeMs,
      ]),
    })),
  };
}
