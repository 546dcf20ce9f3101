/**
 * Sends one provider session's audio no faster than the provider accepts it. The provider closes a session whose
 * audio runs ahead of real time with 3007 "Audio Transmission Rate Exceeded" (docs/speech-provider.md §4.1), so
 * from the session's `Begin` the audio sent may run at most `aheadMs` ahead of the time since: audio within that
 * goes at once — the normal case, since a live microphone never gets ahead, and a network that held audio back
 * and then delivered it all at once has not got ahead either — and the rest waits, in order, and goes as time
 * allows. Before `start()` (no `Begin` yet) everything waits. Control messages (`ForceEndpoint`, `Terminate`)
 * queue behind the audio sent before them, so the provider reads them in the order the browser sent them.
 */
type Item = { frame: Uint8Array; ms: number } | { text: string; ms: 0 };

export class Pacer {
  readonly #bytesPerMs: number;
  readonly #aheadMs: number;
  readonly #sendBinary: (frame: Uint8Array) => void;
  readonly #sendText: (text: string) => void;
  readonly #now: () => number;
  readonly #queue: Item[] = [];
  #queuedBytes = 0;
  #sentMs = 0;
  #startedAt: number | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #stopped = false;
  #drained: Array<() => void> = [];

  constructor(options: {
    bytesPerMs: number;
    aheadMs: number;
    sendBinary: (frame: Uint8Array) => void;
    sendText: (text: string) => void;
    now?: () => number;
  }) {
    this.#bytesPerMs = options.bytesPerMs;
    this.#aheadMs = options.aheadMs;
    this.#sendBinary = options.sendBinary;
    this.#sendText = options.sendText;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Audio bytes waiting to be sent. */
  get queuedBytes(): number {
    return this.#queuedBytes;
  }

  /** Milliseconds of audio sent so far. */
  get sentMs(): number {
    return this.#sentMs;
  }

  /** The session has begun: its clock starts now, and what waited goes as the rule allows. */
  start(): void {
    if (this.#startedAt !== null || this.#stopped) return;
    this.#startedAt = this.#now();
    this.#drain();
  }

  /** One provider frame (50–1000 ms, already cut to size). */
  pushAudio(frame: Uint8Array): void {
    if (this.#stopped) return;
    this.#queue.push({ frame, ms: frame.length / this.#bytesPerMs });
    this.#queuedBytes += frame.length;
    if (this.#queue.length === 1) this.#drain();
  }

  /** A control message, sent once everything pushed before it has been. */
  pushText(text: string): void {
    if (this.#stopped) return;
    this.#queue.push({ text, ms: 0 });
    if (this.#queue.length === 1) this.#drain();
  }

  /** Resolves once everything pushed so far has been sent (at once when nothing waits). */
  drained(): Promise<void> {
    if (this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#drained.push(resolve));
  }

  /** Sends nothing more; what waits is dropped (the session is over). */
  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#queue.length = 0;
    this.#queuedBytes = 0;
    for (const resolve of this.#drained.splice(0)) resolve();
  }

  #drain(): void {
    if (this.#timer || this.#startedAt === null || this.#stopped) return;
    const allowedMs = this.#now() - this.#startedAt + this.#aheadMs;
    while (this.#queue.length > 0) {
      const item = this.#queue[0];
      if (this.#sentMs + item.ms > allowedMs) {
        const waitMs = Math.max(1, Math.ceil(this.#sentMs + item.ms - allowedMs));
        this.#timer = setTimeout(() => {
          this.#timer = null;
          this.#drain();
        }, waitMs);
        return;
      }
      this.#queue.shift();
      this.#sentMs += item.ms;
      if ("frame" in item) {
        this.#queuedBytes -= item.frame.length;
        this.#sendBinary(item.frame);
      } else {
        this.#sendText(item.text);
      }
      if (this.#stopped) return;
    }
    for (const resolve of this.#drained.splice(0)) resolve();
  }
}
