import assert from "node:assert/strict";
import { Rechunker } from "./rechunk.ts";

const S16_16K = { bytesPerMs: 32, sampleBytes: 2 };

Deno.test("frames already 50-1000 ms pass through untouched (same object, no copy)", () => {
  const chunker = new Rechunker(S16_16K);
  const frame = new Uint8Array(3200);
  const out = chunker.push(frame);
  assert.equal(out.length, 1);
  assert.equal(out[0], frame);
});

Deno.test("small worklet-sized frames are gathered into 100 ms frames of whole samples", () => {
  const chunker = new Rechunker(S16_16K);
  const out: Uint8Array[] = [];
  for (let i = 0; i < 25; i++) out.push(...chunker.push(new Uint8Array(256).fill(i))); // 8 ms each
  assert.deepEqual(out.map((f) => f.length), [3200, 3200]);
  assert.equal(chunker.pending, 25 * 256 - 6400);
  // Order is kept: the first frame starts with chunk 0's bytes and the second with the rest of chunk 12.
  assert.equal(out[0][0], 0);
  assert.equal(out[1][0], 12);
});

Deno.test("a frame over 1000 ms is split", () => {
  const chunker = new Rechunker(S16_16K);
  const out = chunker.push(new Uint8Array(32000 * 2 + 100));
  assert.ok(out.every((f) => f.length === 3200));
  assert.equal(out.length, 20);
});

Deno.test("the tail is padded with silence to the 50 ms minimum", () => {
  const chunker = new Rechunker(S16_16K);
  chunker.push(new Uint8Array(500).fill(7));
  const tail = chunker.flush();
  assert.equal(tail?.length, 1600);
  assert.equal(tail?.[499], 7);
  assert.equal(tail?.[500], 0);
  assert.equal(chunker.flush(), null);
});

Deno.test("an odd byte count never splits a sample", () => {
  const chunker = new Rechunker(S16_16K);
  const out = chunker.push(new Uint8Array(3201));
  assert.deepEqual(out.map((f) => f.length), [3200]);
  assert.equal(chunker.flush()?.length, 1600);
});

Deno.test("mu-law pads with its own silence byte", () => {
  const chunker = new Rechunker({ bytesPerMs: 16, sampleBytes: 1, silenceByte: 0xff });
  chunker.push(new Uint8Array(10));
  const tail = chunker.flush();
  assert.equal(tail?.length, 800);
  assert.equal(tail?.[799], 0xff);
});
