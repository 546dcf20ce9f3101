/** The two encodings the v3 API accepts for raw audio (protocol §1.4). */
export type Encoding = "pcm_s16le" | "pcm_mulaw";

/** Bytes per sample for each supported encoding. */
const BYTES_PER_SAMPLE: Readonly<Record<Encoding, number>> = { pcm_s16le: 2, pcm_mulaw: 1 };

/** How many milliseconds of audio a binary frame of `bytes` holds (protocol §4.1). */
export function frameMs(bytes: number, options: { encoding: Encoding; sampleRate: number }): number {
  return bytes / (BYTES_PER_SAMPLE[options.encoding] * options.sampleRate) * 1000;
}

/** Linear 16-bit value of every μ-law byte (G.711). */
const MULAW_TABLE: Int16Array = (() => {
  const table = new Int16Array(256);
  for (let byte = 0; byte < 256; byte++) {
    const u = ~byte & 0xff;
    const magnitude = ((((u & 0x0f) << 3) + 0x84) << ((u >> 4) & 0x07)) - 0x84;
    table[byte] = u & 0x80 ? -magnitude : magnitude;
  }
  return table;
})();

/** Running loudness figures over every sample a session accepted. */
export class LevelMeter {
  #peak = 0;
  #sumSquares = 0;
  #samples = 0;

  /** Adds one frame. A trailing odd byte of s16le audio is ignored. */
  add(frame: ArrayBuffer, encoding: Encoding): void {
    let peak = this.#peak;
    let sumSquares = 0;
    if (encoding === "pcm_s16le") {
      const samples = new Int16Array(frame, 0, frame.byteLength >> 1);
      for (let i = 0; i < samples.length; i++) {
        const s = samples[i];
        const abs = s < 0 ? -s : s;
        if (abs > peak) peak = abs;
        sumSquares += s * s;
      }
      this.#samples += samples.length;
    } else {
      const bytes = new Uint8Array(frame);
      for (let i = 0; i < bytes.length; i++) {
        const s = MULAW_TABLE[bytes[i]];
        const abs = s < 0 ? -s : s;
        if (abs > peak) peak = abs;
        sumSquares += s * s;
      }
      this.#samples += bytes.length;
    }
    this.#peak = peak;
    this.#sumSquares += sumSquares;
  }

  /** Largest absolute sample, 0..1. */
  get peak(): number {
    return Math.min(1, this.#peak / 32768);
  }

  /** Root mean square of all samples, 0..1. */
  get rms(): number {
    return this.#samples === 0 ? 0 : Math.sqrt(this.#sumSquares / this.#samples) / 32768;
  }
}
