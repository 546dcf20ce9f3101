import {
  CloseCode,
  isRefusal,
  mapProviderClose,
  Reason,
  RELAY_ENDING,
  truncateReason,
} from "../contract/close-codes.ts";
import { parseKeyterms, type StreamParams } from "./params.ts";
import { ProviderSocket } from "./provider-socket.ts";
import { Rechunker } from "./rechunk.ts";

/**
 * Upstream client: our own ProviderSocket on Deno's TCP/TLS with TCP_NODELAY, not Deno's built-in WebSocket
 * client (which stalls every small frame ~40 ms: stack-notes.md, "Relay latency").
 */
export type RelayOptions = {
  browser: WebSocket;
  upstreamUrl: string;
  apiKey: string;
  params: StreamParams;
  /** How long to wait for the provider's Begin before giving up. */
  beginTimeoutMs?: number;
  /** How long to wait for Termination after sending Terminate. */
  terminationTimeoutMs?: number;
  /** How long a browser told RELAY_ENDING has to send its last frames and Terminate before it is ended anyway. */
  handoverTimeoutMs?: number;
  /** Audio held while the provider connects, at most (then the stream is refused rather than grow). */
  maxPendingMs?: number;
  /** Bytes allowed to wait for a browser that is not reading before it is disconnected. */
  maxBrowserBufferBytes?: number;
  /** Bytes allowed to wait for a provider that is not reading before the stream is ended. */
  maxProviderBufferBytes?: number;
  /** Ends the stream cleanly after this long (the practice's maximum recording length). */
  maxDurationMs?: number;
  /** Code and reason for the duration limit. */
  durationLimit?: { code: number; reason: string };
  /** Ends the stream cleanly once this long passes without an audio frame from the browser. */
  noAudioLimit?: QuietLimit;
  /**
   * Ends the stream cleanly once this long passes without a transcript (a Turn) from the provider, which sends
   * none while nobody speaks (docs/speech-provider.md §2).
   */
  noSpeechLimit?: QuietLimit;
};

/** How long a stream may stay quiet, and the close that ends it then. */
type QuietLimit = { ms: number; code: number; reason: string };

/** A running relay: `done` settles when both sides are closed; `end` stops it from outside. */
export type Relay = {
  done: Promise<RelaySummary>;
  /**
   * Ends the stream with this code and reason. Gracefully: the provider is asked to finish (Terminate) and
   * its last words reach the browser before the browser's socket closes. A close the browser reconnects after
   * (a restart) first hands the stream over: the browser is told RELAY_ENDING, stops sending here and says
   * Terminate after its last frame, so no audio is lost between this connection and the next.
   */
  end: (code: number, reason: string) => void;
};

type RelaySummary = {
  closeCode: number;
  closeReason: string;
  audioBytes: number;
  /** Bytes of provider messages passed to the browser. */
  messageBytes: number;
  durationMs: number;
  providerSessionId: string | null;
};

type State = "connecting" | "streaming" | "terminating" | "closed";

const TERMINATE = JSON.stringify({ type: "Terminate" });

/**
 * Relays one dictation: browser audio → provider, provider messages → browser, unchanged. Audio that
 * arrives before the provider's Begin is held and sent in order afterwards, so the first words are kept.
 * When the browser stops (a Terminate message, or closing its socket) the relay sends Terminate upstream and
 * waits for Termination, so the last words arrive and billing stops. Resolves when both sides are closed.
 */
export function relay(options: RelayOptions): Relay {
  const { browser, params } = options;
  const beginTimeoutMs = options.beginTimeoutMs ?? 8_000;
  const terminationTimeoutMs = options.terminationTimeoutMs ?? 5_000;
  const handoverTimeoutMs = options.handoverTimeoutMs ?? 2_000;
  const bytesPerMs = (params.sampleRate * params.bytesPerSample) / 1000;
  const maxPendingBytes = (options.maxPendingMs ?? 30_000) * bytesPerMs;
  const maxBrowserBuffer = options.maxBrowserBufferBytes ?? 1_048_576;
  const maxProviderBuffer = options.maxProviderBufferBytes ?? 2_097_152;
  const chunker = new Rechunker({
    bytesPerMs,
    sampleBytes: params.bytesPerSample,
    silenceByte: params.bytesPerSample === 1 ? 0xff : 0,
  });
  const started = performance.now();

  let state: State = "connecting";
  let terminateRequested = false;
  let gotTermination = false;
  let audioBytes = 0;
  let messageBytes = 0;
  /** Set when the stream is being ended from outside: the close to use once the provider has finished. */
  let ending: { code: number; reason: string } | null = null;
  let providerSessionId: string | null = null;
  const pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let resolveDone: (summary: RelaySummary) => void = () => {};
  const done = new Promise<RelaySummary>((resolve) => (resolveDone = resolve));

  const upstream = new ProviderSocket(
    options.upstreamUrl,
    { headers: { Authorization: options.apiKey }, handshakeTimeoutMs: beginTimeoutMs },
    {
      onOpen: () => {},
      onText: (text) => onProviderText(text),
      onRejected: (status) => {
        if (status === 401 || status === 403) finish(CloseCode.providerRefused, Reason.providerAuth);
        else if (status === 429) finish(CloseCode.providerError, Reason.providerBusy);
        else finish(CloseCode.providerUnreachable, Reason.providerUnreachable);
      },
      onError: () => finish(CloseCode.providerUnreachable, Reason.providerUnreachable),
      onClose: (code, reason) => {
        resolveUpstreamClosed();
        if (gotTermination) return finish(ending?.code ?? CloseCode.normal, ending?.reason ?? "");
        const mapped = mapProviderClose(code, reason);
        finish(mapped.code, mapped.reason);
      },
    },
  );
  let resolveUpstreamClosed: () => void = () => {};
  const upstreamClosed = new Promise<void>((resolve) => (resolveUpstreamClosed = resolve));
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };
  later(beginTimeoutMs, () => {
    if (state === "connecting") finish(CloseCode.providerTimeout, Reason.providerTimeout);
  });

  const sendAudio = (chunk: Uint8Array) => {
    for (const frame of chunker.push(chunk)) upstream.sendBinary(frame);
    // A provider that stops reading must not make audio pile up here without bound.
    if (upstream.bufferedAmount > maxProviderBuffer) {
      finish(CloseCode.providerUnreachable, Reason.providerStalled);
    }
  };

  const terminate = () => {
    if (state === "connecting") {
      terminateRequested = true;
      return;
    }
    if (state !== "streaming") return;
    state = "terminating";
    const tail = chunker.flush();
    if (tail) upstream.sendBinary(tail);
    upstream.sendText(TERMINATE);
    later(terminationTimeoutMs, () => finish(ending?.code ?? CloseCode.normal, ending?.reason ?? ""));
  };

  const end = (code: number, reason: string) => {
    if (state === "closed" || ending) return;
    ending = { code, reason };
    if (state === "connecting") return finish(code, reason);
    const reconnects = code !== CloseCode.normal && !isRefusal(code);
    if (!reconnects || state !== "streaming" || browser.readyState !== WebSocket.OPEN) return terminate();
    // Audio in flight when Terminate goes upstream would be lost: the browser stops first, and its Terminate
    // (after its last frame, on the same ordered socket) finishes the stream. A browser that does not answer
    // (an old page, a frozen tab) is ended anyway.
    browser.send(JSON.stringify({ type: RELAY_ENDING }));
    later(handoverTimeoutMs, terminate);
  };
  if (options.maxDurationMs) {
    const limit = options.durationLimit ?? { code: CloseCode.durationLimit, reason: Reason.durationLimit };
    later(options.maxDurationMs, () => end(limit.code, limit.reason));
  }
  let lastAudioAt = started;
  let lastSpeechAt = started;
  /** Checks once per limit period, not per frame: wakes when the limit would next run out. */
  const watchQuiet = (limit: QuietLimit | undefined, since: () => number) => {
    if (!limit) return;
    const check = () => {
      const left = since() + limit.ms - performance.now();
      if (left <= 0) end(limit.code, limit.reason);
      else later(left, check);
    };
    later(limit.ms, check);
  };
  watchQuiet(options.noAudioLimit, () => lastAudioAt);
  watchQuiet(options.noSpeechLimit, () => lastSpeechAt);

  function finish(code: number, reason: string): void {
    if (state === "closed") return;
    const wasStreaming = state === "streaming" || state === "terminating";
    state = "closed";
    for (const id of timers) clearTimeout(id);
    timers.clear();
    closeBrowser(browser, code, reason);
    if (upstream.readyState === ProviderSocket.OPEN) {
      if (wasStreaming && !gotTermination) {
        // Never leave a provider session open: it is billed until terminated. The provider closes after
        // Termination; if it does not, the socket is dropped.
        upstream.sendText(TERMINATE);
        const kill = setTimeout(() => upstream.terminate(), terminationTimeoutMs);
        void upstreamClosed.then(() => clearTimeout(kill));
      } else {
        upstream.close(1000);
      }
    } else if (upstream.readyState === ProviderSocket.CONNECTING) {
      upstream.terminate();
    }
    resolveDone({
      closeCode: code,
      closeReason: reason,
      audioBytes,
      messageBytes,
      durationMs: Math.round(performance.now() - started),
      providerSessionId,
    });
  }

  browser.binaryType = "arraybuffer";
  browser.onmessage = (event: MessageEvent) => {
    if (typeof event.data === "string") return onBrowserText(event.data);
    const chunk = new Uint8Array(event.data as ArrayBuffer);
    if (chunk.length === 0) return;
    audioBytes += chunk.length;
    lastAudioAt = performance.now();
    if (state === "streaming") return sendAudio(chunk);
    if (state !== "connecting") return;
    pendingBytes += chunk.length;
    if (pendingBytes > maxPendingBytes) return finish(CloseCode.providerTimeout, Reason.providerTimeout);
    pending.push(chunk);
  };
  browser.onclose = (event: CloseEvent) => {
    // What the browser's side said (1000 when it stopped; 1001/1006 when it went away or stopped answering
    // pings): that is how this stream ended, whatever the provider does next.
    ending ??= { code: event.code, reason: event.reason };
    if (state === "connecting") finish(event.code, event.reason);
    else terminate();
  };
  browser.onerror = () => {};

  function onBrowserText(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return finish(CloseCode.badRequest, Reason.badMessage);
    }
    const type = (message as { type?: unknown } | null)?.type;
    if (type === "Terminate") return terminate();
    // A client's keep-alive: accepted, and kept from the provider, which documents none (docs/speech-provider.md §4.2).
    // It is not audio: it does not keep a quiet recording from being ended (noAudioLimit).
    if (type === "KeepAlive") return;
    if (type === "ForceEndpoint") {
      if (state === "streaming") upstream.sendText(JSON.stringify({ type: "ForceEndpoint" }));
      return;
    }
    if (type === "UpdateConfiguration") {
      const terms = (message as { keyterms_prompt?: unknown }).keyterms_prompt;
      const parsed = Array.isArray(terms) ? parseKeyterms(JSON.stringify(terms)) : null;
      if (parsed === null) return finish(CloseCode.badRequest, Reason.badMessage);
      if (state === "streaming") {
        upstream.sendText(JSON.stringify({ type: "UpdateConfiguration", keyterms_prompt: parsed }));
      }
      return;
    }
    finish(CloseCode.badRequest, Reason.badMessage);
  }

  function onProviderText(text: string): void {
    if (state === "closed") return;
    if (state === "connecting" && text.includes('"Begin"')) onBegin(text);
    else if (text.includes('"Turn"')) lastSpeechAt = performance.now();
    else if (text.includes('"Termination"')) gotTermination = true;
    if (browser.readyState !== WebSocket.OPEN) return;
    browser.send(text);
    messageBytes += text.length;
    // A browser that stops reading is disconnected rather than buffered for without bound.
    if (browser.bufferedAmount > maxBrowserBuffer) finish(CloseCode.providerError, Reason.browserStalled);
  }
  function onBegin(text: string): void {
    try {
      const id = (JSON.parse(text) as { id?: unknown }).id;
      if (typeof id === "string") providerSessionId = id;
    } catch {
      // forwarded unchanged anyway
    }
    state = "streaming";
    for (const chunk of pending.splice(0)) sendAudio(chunk);
    pendingBytes = 0;
    if (terminateRequested || browser.readyState !== WebSocket.OPEN) terminate();
  }
  return { done, end };
}

/**
 * Closes a browser socket with a displayable reason, waiting for the handshake to finish if need be.
 * The code and reason are also sent first as a `RelayClose` message: when the browser is still streaming
 * audio, Deno drops the connection on the next frame it reads after `close()`, so the browser may see 1006
 * instead of our close frame — the message still arrives, because it was written before the close.
 */
export function closeBrowser(browser: WebSocket, code: number, reason: string): void {
  const text = truncateReason(reason);
  const close = () => {
    if (code !== 1000) browser.send(JSON.stringify({ type: "RelayClose", code, reason: text }));
    browser.close(code, text);
  };
  if (browser.readyState === WebSocket.OPEN) close();
  else if (browser.readyState === WebSocket.CONNECTING) {
    browser.addEventListener("open", close, { once: true });
  }
}
