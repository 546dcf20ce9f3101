import { expect, test } from "vitest";
import { floatToPcm16, PcmFramer } from "./pcm.ts";

test("floats become clamped signed 16-bit samples", () => {
  expect(Array.from(floatToPcm16(Float32Array.from([0, 1, -1, 2, -2, 0.5])))).toEqual([
    0, 32767, -32768, 32767, -32768, 16383,
  ]);
});

test("samples are framed in 100 ms (1600-sample) frames", () => {
  const framer = new PcmFramer();
  expect(framer.push(new Float32Array(1000))).toHaveLength(0);
  const frames = framer.push(new Float32Array(2500));
  expect(frames.map((f) => f.byteLength)).toEqual([3200, 3200]);
  // 300 samples are left: under 20 ms (320 samples), so the tail is skipped.
  expect(framer.flush()).toBeNull();
});

test("a tail of at least 20 ms is sent on flush", () => {
  const framer = new PcmFramer();
  framer.push(new Float32Array(400));
  expect(framer.flush()?.byteLength).toBe(800);
  expect(framer.flush()).toBeNull();
});
