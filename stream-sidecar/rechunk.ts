/**
 * The provider accepts binary frames of 50–1000 ms only (docs/speech-provider.md §4.1). Browsers normally send
 * 100 ms, but nothing guarantees it, so audio is re-cut here: frames already in range pass through untouched
 * (no copy); anything else is gathered into `targetMs` frames of whole samples.
 */
export class Rechunker {
  readonly #minBytes: number;
  readonly #maxBytes: number;
  readonly #targetBytes: number;
  readonly #sampleBytes: number;
  readonly #silence: number;
  /** Allocated only once a frame needs re-cutting (most streams never do: 100 ms frames pass through). */
  #buffer: Uint8Array | null = null;
  #length = 0;

  constructor(options: { bytesPerMs: number; sampleBytes: number; silenceByte?: number; targetMs?: number }) {
    const wholeSamples = (ms: number) =>
      Math.ceil((ms * options.bytesPerMs) / options.sampleBytes) * options.sampleBytes;
    this.#sampleBytes = options.sampleBytes;
    this.#minBytes = wholeSamples(50);
    this.#maxBytes = Math.floor((1000 * options.bytesPerMs) / options.sampleBytes) * options.sampleBytes;
    this.#targetBytes = wholeSamples(options.targetMs ?? 100);
    this.#silence = options.silenceByte ?? 0;
  }

  /** Bytes held back, waiting for more audio. */
  get pending(): number {
    return this.#length;
  }

  /** Accepts browser audio; returns the frames ready for the provider, in order. */
  push(chunk: Uint8Array): Uint8Array[] {
    if (
      this.#length === 0 && chunk.length >= this.#minBytes && chunk.length <= this.#maxBytes &&
      chunk.length % this.#sampleBytes === 0
    ) {
      return [chunk];
    }
    const out: Uint8Array[] = [];
    const buffer = (this.#buffer ??= new Uint8Array(this.#targetBytes * 2));
    let offset = 0;
    while (offset < chunk.length) {
      const room = buffer.length - this.#length;
      const take = Math.min(room, chunk.length - offset);
      buffer.set(chunk.subarray(offset, offset + take), this.#length);
      this.#length += take;
      offset += take;
      while (this.#length >= this.#targetBytes) out.push(this.#take(this.#targetBytes));
    }
    return out;
  }

  /** The held-back tail, padded with silence to the 50 ms minimum; null when nothing is held. */
  flush(): Uint8Array | null {
    if (this.#length === 0 || !this.#buffer) return null;
    const size = Math.max(this.#minBytes, Math.ceil(this.#length / this.#sampleBytes) * this.#sampleBytes);
    const frame = new Uint8Array(size).fill(this.#silence);
    frame.set(this.#buffer.subarray(0, this.#length));
    this.#length = 0;
    return frame;
  }

  #take(size: number): Uint8Array {
    const buffer = this.#buffer!;
    const frame = buffer.slice(0, size);
    buffer.copyWithin(0, size, this.#length);
    this.#length -= size;
    return frame;
  }
}
