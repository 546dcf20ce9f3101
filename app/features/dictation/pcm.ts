/** 16 kHz mono, 100 ms frames; frames under 20 ms are not sent (product.md §5, §9). */
export const SAMPLE_RATE = 16_000;
const FRAME_SAMPLES = 1_600;
const MIN_FRAME_SAMPLES = 320;

/** Float samples (−1…1) to signed 16-bit little-endian, clamped: negatives ×0x8000, positives ×0x7FFF. */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}

/** Gathers samples into fixed-size PCM frames (ArrayBuffers ready for a WebSocket). */
export class PcmFramer {
  readonly #frame: Int16Array;
  #length = 0;

  constructor(
    readonly frameSamples = FRAME_SAMPLES,
    readonly minSamples = MIN_FRAME_SAMPLES,
  ) {
    this.#frame = new Int16Array(frameSamples);
  }

  push(samples: Float32Array): ArrayBuffer[] {
    const pcm = floatToPcm16(samples);
    const frames: ArrayBuffer[] = [];
    let offset = 0;
    while (offset < pcm.length) {
      const take = Math.min(this.frameSamples - this.#length, pcm.length - offset);
      this.#frame.set(pcm.subarray(offset, offset + take), this.#length);
      this.#length += take;
      offset += take;
      if (this.#length === this.frameSamples) {
        frames.push(this.#frame.slice().buffer);
        this.#length = 0;
      }
    }
    return frames;
  }

  /** The last partial frame, if it holds at least the minimum; shorter tails are dropped (product.md §5). */
  flush(): ArrayBuffer | null {
    const length = this.#length;
    this.#length = 0;
    return length >= this.minSamples ? this.#frame.slice(0, length).buffer : null;
  }
}
