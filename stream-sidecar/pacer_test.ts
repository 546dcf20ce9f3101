import assert from "node:assert/strict";
import { Pacer } from "./pacer.ts";

/** 16 kHz s16le: 32 bytes a millisecond. */
const BYTES_PER_MS = 32;
const frame = (ms: number, fill = 0) => new Uint8Array(ms * BYTES_PER_MS).fill(fill);

function recorder() {
  const sent: Array<{ at: number; what: string }> = [];
  let startedAt = 0;
  const pacer = new Pacer({
    bytesPerMs: BYTES_PER_MS,
    aheadMs: 100,
    sendBinary: (f) =>
      sent.push({ at: performance.now() - startedAt, what: `audio ${f.length / BYTES_PER_MS}` }),
    sendText: (t) => sent.push({ at: performance.now() - startedAt, what: t }),
  });
  return {
    pacer,
    sent,
    start() {
      startedAt = performance.now();
      pacer.start();
    },
  };
}

Deno.test("nothing goes before Begin; then up to the look-ahead at once, and the rest no faster than real time", async () => {
  const { pacer, sent, start } = recorder();
  for (let i = 0; i < 8; i++) pacer.pushAudio(frame(50, i));
  assert.equal(sent.length, 0);
  assert.equal(pacer.queuedBytes, 8 * 50 * BYTES_PER_MS);
  start();
  // 100 ms of look-ahead: two 50 ms frames at once.
  assert.equal(sent.length, 2);
  await pacer.drained();
  assert.equal(sent.length, 8);
  assert.equal(pacer.queuedBytes, 0);
  // Frame i (its audio ending at 50·(i+1) ms) never left before 50·(i+1) − 100 ms of real time.
  for (const [i, { at }] of sent.entries()) {
    assert.ok(at >= 50 * (i + 1) - 100 - 1, `frame ${i} at ${at.toFixed(1)} ms`);
  }
  assert.ok(sent.at(-1)!.at < 300 + 60, `the last at ${sent.at(-1)!.at.toFixed(1)} ms`);
  assert.equal(pacer.sentMs, 400);
});

Deno.test("audio that comes at real time goes at once; a burst after a stall has not got ahead and goes at once too", async () => {
  const { pacer, sent, start } = recorder();
  start();
  pacer.pushAudio(frame(100));
  assert.equal(sent.length, 1);
  // 300 ms pass with nothing (a network holding the audio back), then it all arrives together.
  await new Promise((r) => setTimeout(r, 300));
  for (let i = 0; i < 3; i++) pacer.pushAudio(frame(100));
  assert.equal(sent.length, 4);
});

Deno.test("control messages wait behind the audio sent before them; stop() drops what waits", async () => {
  const { pacer, sent, start } = recorder();
  start();
  pacer.pushAudio(frame(100));
  pacer.pushAudio(frame(100));
  pacer.pushText('{"type":"ForceEndpoint"}');
  pacer.pushAudio(frame(100));
  pacer.pushText('{"type":"Terminate"}');
  assert.deepEqual(sent.map((s) => s.what), ["audio 100"]);
  await pacer.drained();
  assert.deepEqual(sent.map((s) => s.what), [
    "audio 100",
    "audio 100",
    '{"type":"ForceEndpoint"}',
    "audio 100",
    '{"type":"Terminate"}',
  ]);
  pacer.pushAudio(frame(100));
  pacer.pushAudio(frame(100));
  pacer.pushAudio(frame(100));
  const waiting = pacer.drained();
  pacer.stop();
  await waiting;
  assert.equal(pacer.queuedBytes, 0);
  pacer.pushAudio(frame(100));
  assert.equal(sent.length, 5);
});
