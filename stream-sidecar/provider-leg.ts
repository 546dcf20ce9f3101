import { CloseCode, mapProviderClose, Reason } from "../contract/close-codes.ts";
import { Pacer } from "./pacer.ts";
import type { StreamParams } from "./params.ts";
import { ProviderSocket } from "./provider-socket.ts";
import { Rechunker } from "./rechunk.ts";

/** How a provider session ended: the close to give the browser, and whether the provider said `Termination`. */
type LegEnd = { code: number; reason: string; terminated: boolean };

export type LegOptions = {
  upstreamUrl: string;
  apiKey: string;
  params: StreamParams;
  beginTimeoutMs: number;
  terminationTimeoutMs: number;
  maxProviderBufferBytes: number;
  /** How far the audio may run ahead of real time (contract/stream-backlog.ts, PACE_AHEAD_MS). */
  aheadMs: number;
};

export type LegEvents = {
  /** The provider's Begin (its text, to pass on): audio flows from now on. */
  onBegin: (text: string) => void;
  /** Any other message from the provider (Turn, Termination, Error, …), to pass on. */
  onText: (text: string) => void;
  /** Called once, when the session is over for whatever reason. */
  onEnd: (end: LegEnd) => void;
};

type LegState = "connecting" | "streaming" | "terminating" | "closed";

const TERMINATE = JSON.stringify({ type: "Terminate" });

/**
 * One provider session of a relayed recording (the live one, or the backlog's: decision 040): its socket, the audio
 * cut to the provider's frame sizes (rechunk.ts) and sent no faster than it accepts (pacer.ts), and how it ends.
 * Audio that arrives before the provider's Begin waits and goes in order afterwards. `terminate()` asks the provider
 * to finish after everything sent before it (the last words arrive, billing stops); `close()` ends the session now.
 */
export class ProviderLeg {
  #state: LegState = "connecting";
  #terminateAsked = false;
  #gotTermination = false;
  #sessionId: string | null = null;
  readonly #socket: ProviderSocket;
  readonly #chunker: Rechunker;
  readonly #pacer: Pacer;
  readonly #options: LegOptions;
  readonly #events: LegEvents;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #resolveClosed: () => void = () => {};
  readonly #socketClosed = new Promise<void>((resolve) => (this.#resolveClosed = resolve));

  constructor(options: LegOptions, events: LegEvents) {
    this.#options = options;
    this.#events = events;
    const { params } = options;
    const bytesPerMs = (params.sampleRate * params.bytesPerSample) / 1000;
    this.#chunker = new Rechunker({
      bytesPerMs,
      sampleBytes: params.bytesPerSample,
      silenceByte: params.bytesPerSample === 1 ? 0xff : 0,
    });
    this.#pacer = new Pacer({
      bytesPerMs,
      aheadMs: options.aheadMs,
      sendBinary: (frame) => this.#sendBinary(frame),
      sendText: (text) => this.#sendText(text),
    });
    this.#socket = new ProviderSocket(
      options.upstreamUrl,
      { headers: { Authorization: options.apiKey }, handshakeTimeoutMs: options.beginTimeoutMs },
      {
        onOpen: () => {},
        onText: (text) => this.#onProviderText(text),
        onRejected: (status) => {
          if (status === 401 || status === 403) this.#end(CloseCode.providerRefused, Reason.providerAuth);
          else if (status === 429) this.#end(CloseCode.providerError, Reason.providerBusy);
          else this.#end(CloseCode.providerUnreachable, Reason.providerUnreachable);
        },
        onError: () => this.#end(CloseCode.providerUnreachable, Reason.providerUnreachable),
        onClose: (code, reason) => {
          this.#resolveClosed();
          if (this.#gotTermination) return this.#end(CloseCode.normal, "");
          const mapped = mapProviderClose(code, reason);
          this.#end(mapped.code, mapped.reason);
        },
      },
    );
    this.#later(options.beginTimeoutMs, () => {
      if (this.#state === "connecting") this.#end(CloseCode.providerTimeout, Reason.providerTimeout);
    });
  }

  get state(): LegState {
    return this.#state;
  }

  /** The provider's id for this session (from its Begin), for the log. */
  get sessionId(): string | null {
    return this.#sessionId;
  }

  /** Audio waiting for the provider (before its Begin, or ahead of real time). */
  get queuedBytes(): number {
    return this.#pacer.queuedBytes + this.#chunker.pending;
  }

  /** Whether `terminate()` has been asked for. */
  get terminating(): boolean {
    return this.#terminateAsked;
  }

  pushAudio(chunk: Uint8Array): void {
    if (this.#state === "closed" || this.#terminateAsked) return;
    for (const frame of this.#chunker.push(chunk)) this.#pacer.pushAudio(frame);
  }

  /** A control message for the provider (ForceEndpoint, UpdateConfiguration), after the audio sent before it. */
  control(text: string): void {
    if (this.#state === "closed" || this.#terminateAsked) return;
    this.#pacer.pushText(text);
  }

  /**
   * Asks the provider to finish once it has everything sent so far: the held-back tail (padded to the provider's
   * minimum), then Terminate; the session ends at its close, or `terminationTimeoutMs` after Terminate went.
   */
  terminate(): void {
    if (this.#state === "closed" || this.#terminateAsked) return;
    this.#terminateAsked = true;
    const tail = this.#chunker.flush();
    if (tail) this.#pacer.pushAudio(tail);
    this.#pacer.pushText(TERMINATE);
  }

  /**
   * Ends the session now (the recording is over, or has failed); what still waited is dropped. Reports the end
   * (as a normal close) if it had not ended already.
   */
  close(): void {
    this.#end(CloseCode.normal, "");
  }

  #sendBinary(frame: Uint8Array): void {
    if (this.#socket.readyState !== ProviderSocket.OPEN) return;
    this.#socket.sendBinary(frame);
    // A provider that stops reading must not make audio pile up here without bound.
    if (this.#socket.bufferedAmount > this.#options.maxProviderBufferBytes) {
      this.#end(CloseCode.providerUnreachable, Reason.providerStalled);
    }
  }

  #sendText(text: string): void {
    if (this.#socket.readyState !== ProviderSocket.OPEN) return;
    this.#socket.sendText(text);
    if (text !== TERMINATE) return;
    this.#state = "terminating";
    this.#later(this.#options.terminationTimeoutMs, () => this.#end(CloseCode.normal, ""));
  }

  #onProviderText(text: string): void {
    if (this.#state === "closed") return;
    if (this.#state === "connecting" && text.includes('"Begin"')) {
      try {
        const id = (JSON.parse(text) as { id?: unknown }).id;
        if (typeof id === "string") this.#sessionId = id;
      } catch {
        // passed on unchanged anyway
      }
      this.#state = "streaming";
      this.#pacer.start();
      this.#events.onBegin(text);
      return;
    }
    if (text.includes('"Termination"')) this.#gotTermination = true;
    this.#events.onText(text);
  }

  /**
   * The one way the session ends: reported once, then the socket tidied. A provider session is never left open —
   * it is billed until terminated: one that had begun and not finished is sent Terminate (unless it has been) and
   * its socket dropped if it does not close in time.
   */
  #end(code: number, reason: string): void {
    if (this.#state === "closed") return;
    const began = this.#state === "streaming" || this.#state === "terminating";
    const terminateSent = this.#state === "terminating";
    this.#state = "closed";
    for (const id of this.#timers) clearTimeout(id);
    this.#timers.clear();
    this.#pacer.stop();
    if (this.#socket.readyState === ProviderSocket.OPEN) {
      if (began && !this.#gotTermination) {
        if (!terminateSent) this.#socket.sendText(TERMINATE);
        const kill = setTimeout(() => this.#socket.terminate(), this.#options.terminationTimeoutMs);
        void this.#socketClosed.then(() => clearTimeout(kill));
      } else {
        this.#socket.close(1000);
      }
    } else if (this.#socket.readyState === ProviderSocket.CONNECTING) {
      this.#socket.terminate();
    }
    this.#events.onEnd({ code, reason, terminated: this.#gotTermination });
  }

  #later(ms: number, run: () => void): void {
    const id = setTimeout(() => {
      this.#timers.delete(id);
      run();
    }, ms);
    this.#timers.add(id);
  }
}
