import { expect, test } from "vitest";
import { Resampler } from "./resampler.ts";

const tone = (hz: number, rate: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / rate));

/** Feeds audio in 128-sample blocks, as an AudioWorklet would. */
function resample(input: Float32Array, inRate: number): Float32Array {
  const resampler = new Resampler(inRate, 16_000);
  const parts: Float32Array[] = [];
  for (let i = 0; i < input.length; i += 128) parts.push(resampler.process(input.subarray(i, i + 128)));
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const rms = (x: Float32Array) => Math.sqrt(x.reduce((s, v) => s + v * v, 0) / x.length);

/** Amplitude of the `hz` component (single-bin DFT). */
function amplitudeAt(x: Float32Array, hz: number, rate: number): number {
  let re = 0;
  let im = 0;
  for (let i = 0; i < x.length; i++) {
    re += x[i] * Math.cos((2 * Math.PI * hz * i) / rate);
    im += x[i] * Math.sin((2 * Math.PI * hz * i) / rate);
  }
  return (2 * Math.hypot(re, im)) / x.length;
}

/** The strongest frequency between 50 Hz and 8 kHz, in 10 Hz steps. */
function peakFrequency(x: Float32Array, rate: number): number {
  let best = 0;
  let bestAmplitude = 0;
  for (let hz = 50; hz <= 8000; hz += 10) {
    const amplitude = amplitudeAt(x, hz, rate);
    if (amplitude > bestAmplitude) [best, bestAmplitude] = [hz, amplitude];
  }
  return best;
}

for (const inRate of [48_000, 44_100]) {
  test(`a 1 kHz tone at ${inRate} Hz comes out at 16 kHz with the same frequency and level`, () => {
    const out = resample(tone(1000, inRate, 1), inRate);
    expect(Math.abs(out.length - 16_000)).toBeLessThan(100);
    const steady = out.subarray(500, 15_500);
    expect(peakFrequency(steady, 16_000)).toBe(1000);
    expect(amplitudeAt(steady, 1000, 16_000)).toBeCloseTo(0.5, 2);
  });

  test(`a 10 kHz tone at ${inRate} Hz (above the new Nyquist) is removed, not aliased (below -40 dB)`, () => {
    const input = tone(10_000, inRate, 1);
    const out = resample(input, inRate).subarray(500);
    const attenuationDb = 20 * Math.log10(rms(out) / rms(input));
    console.info(`10 kHz at ${inRate} Hz → ${attenuationDb.toFixed(1)} dB`);
    expect(attenuationDb).toBeLessThan(-40);
    // The alias would sit at 6 kHz: it must not be there.
    expect(amplitudeAt(out, 6000, 16_000)).toBeLessThan(0.005);
  });
}

test("speech-band content passes at unity gain (3 kHz within 0.1 dB)", () => {
  const input = tone(3000, 48_000, 0.5);
  const out = resample(input, 48_000).subarray(500);
  expect(Math.abs(20 * Math.log10(rms(out) / rms(input)))).toBeLessThan(0.1);
});
