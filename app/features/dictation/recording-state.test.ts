import { describe, expect, test } from "vitest";
import { levelOf } from "./recorder.ts";
import { lostMessage, recordingState, STATE_LABELS } from "./recording-state.ts";
import { IDLE_VIEW, type RecordingView } from "./recording-view.ts";

const at = (change: Partial<RecordingView>) => ({ ...IDLE_VIEW, ...change });
const NOW = Date.parse("2026-03-02T10:00:00Z");

describe("what the recording bar says (decision 042)", () => {
  test("at rest 'Ready'; starting 'Connecting…'; recording 'Connected'", () => {
    expect(recordingState(at({}), NOW)).toEqual({ label: "Ready", tone: "rest", detail: null });
    expect(recordingState(at({ phase: "starting" }), NOW).label).toBe("Connecting…");
    expect(recordingState(at({ phase: "recording", status: "connected" }), NOW)).toEqual({
      label: "Connected",
      tone: "live",
      detail: null,
    });
  });

  test("an outage: reconnecting, the words kept, and for how long; past the minute, what is kept changes", () => {
    const outage = { since: NOW - 12_400, losing: false };
    expect(recordingState(at({ phase: "recording", status: "connecting", outage }), NOW)).toEqual({
      label: "Reconnecting — still recording; your words are kept",
      tone: "trouble",
      detail: "down 00:12",
    });
    const long = recordingState(
      at({ phase: "recording", status: "connecting", outage: { since: NOW - 72_000, losing: true } }),
      NOW,
    );
    expect(long).toEqual({ label: STATE_LABELS.losing, tone: "trouble", detail: "down 01:12" });
  });

  test("never 'Connection lost' while an outage is within the minute its audio is kept", () => {
    for (let seconds = 0; seconds <= 60; seconds++) {
      const view = at({
        phase: "recording",
        status: "connecting",
        outage: { since: NOW - seconds * 1000, losing: false },
      });
      expect(recordingState(view, NOW).label).not.toMatch(/Connection lost/);
    }
  });

  test("back, with a backlog still to transcribe; stopped, finishing it", () => {
    expect(recordingState(at({ phase: "recording", status: "connected", backlogMs: 8_200 }), NOW).label).toBe(
      "Connected — catching up on 9 s recorded while offline",
    );
    expect(recordingState(at({ phase: "finishing", backlogMs: 30_000 }), NOW).label).toBe(
      "Finishing — transcribing 30 s recorded while offline",
    );
    expect(recordingState(at({ phase: "finishing", outage: { since: NOW, losing: false } }), NOW).label).toBe(
      STATE_LABELS.finishingOffline,
    );
  });
});

test("the microphone's level: silence 0, full scale 1, −30 dBFS half way", () => {
  expect(levelOf(new Float32Array(480))).toBe(0);
  expect(levelOf(new Float32Array(480).fill(1))).toBe(1);
  expect(levelOf(new Float32Array(480).fill(10 ** (-30 / 20)))).toBeCloseTo(0.5, 5);
});

test("the one message about lost words: while the outage lasts, and once it is over (with the times)", () => {
  const from = new Date("2026-03-02T10:32:05").getTime();
  const to = new Date("2026-03-02T10:32:15").getTime();
  expect(lostMessage({ outage: null, lost: null })).toBeNull();
  expect(lostMessage({ outage: { since: from, losing: true }, lost: { from, to } })?.title).toBe(
    "Connection lost for over a minute",
  );
  expect(lostMessage({ outage: null, lost: { from, to } })).toEqual({
    title: "Some words could not be transcribed",
    text: "The words spoken from 10:32:05 to 10:32:15 could not be transcribed: the connection was lost. The gap is marked in the transcript.",
  });
});
