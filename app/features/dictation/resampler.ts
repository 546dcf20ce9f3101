/**
 * Streaming sample-rate converter: windowed-sinc (Blackman) low-pass and resample in one step, so content
 * above the output's Nyquist frequency is removed instead of folding back into speech (what dropping samples
 * would do). The kernel is precomputed for `PHASES` fractional offsets and interpolated between them, so any
 * ratio (48 kHz, 44.1 kHz, …) costs the same: about 2·halfWidth multiply-adds per output sample.
 */
const PHASES = 512;

export type ResamplerOptions = {
  /** Pass-band edge in Hz (default: 0.4375 × output rate, i.e. 7 kHz for 16 kHz output). */
  cutoffHz?: number;
  /** Kernel half-width in output samples (default 24; longer = sharper filter). */
  halfWidthOut?: number;
};

export class Resampler {
  readonly inRate: number;
  readonly outRate: number;
  /** Input samples per output sample. */
  readonly #step: number;
  /** Kernel half-width in input samples. */
  readonly #half: number;
  /** PHASES+1 rows of 2·half taps: row p is the kernel for fractional offset p/PHASES. */
  readonly #table: Float32Array;
  #buffer: Float32Array;
  #length: number;
  /** Position of the next output sample, in input samples from the start of #buffer. */
  #position: number;

  constructor(inRate: number, outRate: number, options: ResamplerOptions = {}) {
    if (!(inRate > 0) || !(outRate > 0)) throw new Error("Sample rates must be positive");
    this.inRate = inRate;
    this.outRate = outRate;
    this.#step = inRate / outRate;
    const cutoff = Math.min(options.cutoffHz ?? outRate * 0.4375, inRate * 0.4375);
    const halfWidthOut = options.halfWidthOut ?? 24;
    this.#half = Math.max(4, Math.ceil(halfWidthOut * Math.max(1, this.#step)));
    const taps = 2 * this.#half;
    const fc = cutoff / inRate; // normalised to the input rate (cycles per input sample)
    this.#table = new Float32Array((PHASES + 1) * taps);
    for (let p = 0; p <= PHASES; p++) {
      const frac = p / PHASES;
      let sum = 0;
      const row = p * taps;
      for (let i = 0; i < taps; i++) {
        // Tap i multiplies input sample floor(t) - half + 1 + i; its distance from t is d.
        const d = i - this.#half + 1 - frac;
        const x = 2 * fc * d;
        const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
        const w = d / this.#half; // -1..1 across the window
        const blackman = Math.abs(w) >= 1 ? 0 : 0.42 + 0.5 * Math.cos(Math.PI * w) + 0.08 * Math.cos(2 * Math.PI * w);
        const value = 2 * fc * sinc * blackman;
        this.#table[row + i] = value;
        sum += value;
      }
      // Unity gain at DC for every phase.
      for (let i = 0; i < taps; i++) this.#table[row + i] /= sum;
    }
    // Start with half a kernel of silence so the first output sample lines up with the first input sample.
    this.#buffer = new Float32Array(Math.max(8192, taps * 4));
    this.#length = this.#half - 1;
    this.#position = this.#half - 1;
  }

  /** Feeds input samples; returns every output sample that can be computed so far. */
  process(input: Float32Array): Float32Array {
    this.#append(input);
    const taps = 2 * this.#half;
    // The last tap of output n reads input floor(position_n) + half, which must already be in the buffer.
    const available = Math.max(0, Math.floor((this.#length - 1 - this.#half - this.#position) / this.#step) + 1);
    const out = new Float32Array(available);
    const buffer = this.#buffer;
    const table = this.#table;
    let position = this.#position;
    for (let n = 0; n < available; n++) {
      const base = Math.floor(position);
      const phase = (position - base) * PHASES;
      const p0 = Math.floor(phase);
      const mix = phase - p0;
      const row0 = p0 * taps;
      const row1 = row0 + taps;
      const start = base - this.#half + 1;
      let acc0 = 0;
      let acc1 = 0;
      for (let i = 0; i < taps; i++) {
        const sample = buffer[start + i];
        acc0 += sample * table[row0 + i];
        acc1 += sample * table[row1 + i];
      }
      out[n] = acc0 + (acc1 - acc0) * mix;
      position += this.#step;
    }
    this.#position = position;
    this.#discardConsumed();
    return out;
  }

  #append(input: Float32Array): void {
    if (this.#length + input.length > this.#buffer.length) {
      const bigger = new Float32Array(Math.max(this.#buffer.length * 2, this.#length + input.length));
      bigger.set(this.#buffer.subarray(0, this.#length));
      this.#buffer = bigger;
    }
    this.#buffer.set(input, this.#length);
    this.#length += input.length;
  }

  #discardConsumed(): void {
    const keepFrom = Math.floor(this.#position) - this.#half + 1;
    if (keepFrom <= 0) return;
    this.#buffer.copyWithin(0, keepFrom, this.#length);
    this.#length -= keepFrom;
    this.#position -= keepFrom;
  }
}
