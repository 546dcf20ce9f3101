import { CloseCode, isRefusal, Reason, RELAY_ENDING, truncateReason } from "../contract/close-codes.ts";
import {
  BACKLOG_AUDIO,
  BACKLOG_END,
  backlogClosed,
  backlogMessage,
  MAX_BACKLOG_MS,
  PACE_AHEAD_MS,
} from "../contract/stream-backlog.ts";
import { PAUSE, RESUME } from "../contract/stream-pause.ts";
import { parseKeyterms, type StreamParams } from "./params.ts";
import { type LegOptions, ProviderLeg } from "./provider-leg.ts";

/**
 * Upstream client: our own ProviderSocket on Deno's TCP/TLS with TCP_NODELAY, not Deno's built-in WebSocket
 * client (which stalls every small frame ~40 ms: stack-notes.md, "Relay latency"), one per provider session
 * (provider-leg.ts).
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

/** Backlog sessions one stream may open (decision 040): an outage's, a few more after flaps, and their retries. */
const MAX_BACKLOG_SESSIONS = 16;

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

/**
 * Relays one dictation: browser audio → provider, provider messages → browser, unchanged. Audio that arrives
 * before the provider's Begin is held and sent in order afterwards, so the first words are kept; no provider
 * session is ever sent audio faster than it accepts (pacer.ts). When the browser stops (a Terminate message, or
 * closing its socket) the relay sends Terminate upstream and waits for Termination, so the last words arrive and
 * billing stops. What the browser recorded while its connection was down comes as a backlog (decision 040,
 * contract/stream-backlog.ts): the relay transcribes it in a second provider session, paced, and passes that
 * session's messages on wrapped, while the live session goes on. Resolves when both sides are closed.
 */
export function relay(options: RelayOptions): Relay {
  const { browser, params } = options;
  const terminationTimeoutMs = options.terminationTimeoutMs ?? 5_000;
  const handoverTimeoutMs = options.handoverTimeoutMs ?? 2_000;
  const bytesPerMs = (params.sampleRate * params.bytesPerSample) / 1000;
  const maxPendingBytes = (options.maxPendingMs ?? 30_000) * bytesPerMs;
  const maxBacklogBytes = MAX_BACKLOG_MS * bytesPerMs;
  const maxBrowserBuffer = options.maxBrowserBufferBytes ?? 1_048_576;
  const legOptions: LegOptions = {
    upstreamUrl: options.upstreamUrl,
    apiKey: options.apiKey,
    params,
    beginTimeoutMs: options.beginTimeoutMs ?? 8_000,
    terminationTimeoutMs,
    maxProviderBufferBytes: options.maxProviderBufferBytes ?? 2_097_152,
    aheadMs: PACE_AHEAD_MS,
  };
  const started = performance.now();

  let closed = false;
  let audioBytes = 0;
  let messageBytes = 0;
  /** Set when the stream is being ended from outside: the close to use once the provider has finished. */
  let ending: { code: number; reason: string } | null = null;
  /** The live session has finished normally (after Termination); the stream ends once the backlog's has too. */
  let liveFinished = false;
  let resolveDone: (summary: RelaySummary) => void = () => {};
  const done = new Promise<RelaySummary>((resolve) => (resolveDone = resolve));
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };

  const toBrowser = (text: string) => {
    if (closed || browser.readyState !== WebSocket.OPEN) return;
    browser.send(text);
    messageBytes += text.length;
    // A browser that stops reading is disconnected rather than buffered for without bound.
    if (browser.bufferedAmount > maxBrowserBuffer) finish(CloseCode.providerError, Reason.browserStalled);
  };
  const heard = (text: string) => {
    if (text.includes('"Turn"')) lastSpeechAt = performance.now();
  };

  const live = new ProviderLeg(legOptions, {
    onBegin: (text) => {
      toBrowser(text);
      if (browser.readyState !== WebSocket.OPEN) live.terminate();
    },
    onText: (text) => {
      heard(text);
      toBrowser(text);
    },
    onEnd: ({ code, reason, terminated }) => {
      if (!terminated && code !== CloseCode.normal) return finish(code, reason);
      liveFinished = true;
      if (!backlog) finish(ending?.code ?? CloseCode.normal, ending?.reason ?? "");
    },
  });

  /** The backlog's provider session, while there is one (one at a time), and how many this stream has opened. */
  let backlog: ProviderLeg | null = null;
  let backlogSessions = 0;
  let backlogBytes = 0;
  /** The browser said BacklogAudio: its next binary frame is backlog audio. */
  let expectBacklogFrame = false;
  const openBacklog = (): ProviderLeg => {
    backlogBytes = 0;
    const leg: ProviderLeg = new ProviderLeg(legOptions, {
      onBegin: (text) => toBrowser(backlogMessage(text)),
      onText: (text) => {
        heard(text);
        toBrowser(backlogMessage(text));
      },
      onEnd: ({ code, terminated }) => {
        if (backlog === leg) backlog = null;
        // Complete only when it finished after the browser's BacklogEnd: every frame it was sent was heard.
        toBrowser(backlogClosed(code, terminated && leg.terminating));
        if (liveFinished) finish(ending?.code ?? CloseCode.normal, ending?.reason ?? "");
      },
    });
    return leg;
  };

  const terminate = () => live.terminate();

  const end = (code: number, reason: string) => {
    if (closed || ending) return;
    ending = { code, reason };
    if (live.state === "connecting") return finish(code, reason);
    // A backlog still being transcribed is not finished here: the browser keeps it and sends it again.
    backlog?.close();
    const reconnects = code !== CloseCode.normal && !isRefusal(code);
    if (!reconnects || live.state !== "streaming" || browser.readyState !== WebSocket.OPEN) {
      return terminate();
    }
    // Audio in flight when Terminate goes upstream would be lost: the browser stops first, and its Terminate
    // (after its last frame, on the same ordered socket) finishes the stream. A browser that does not answer
    // (an old page, a frozen tab) is ended anyway.
    browser.send(JSON.stringify({ type: RELAY_ENDING }));
    later(handoverTimeoutMs, terminate);
  };
  /**
   * Paused (decision 061): the browser sends no audio, the provider session stays open (it has no idle timeout
   * unless asked for one: stt-protocol.md), and neither the duration limit nor the no-audio limit counts the time.
   * The no-speech limit (the practice's session time-out) still does, so a forgotten pause cannot hold a slot.
   */
  let pausedAt: number | null = null;
  /** Recorded (unpaused) time before the current stretch began, and when the current stretch began. */
  let recordedMs = 0;
  let stretchFrom = started;
  let durationTimer: ReturnType<typeof setTimeout> | null = null;
  const armDuration = () => {
    if (!options.maxDurationMs) return;
    const limit = options.durationLimit ?? { code: CloseCode.durationLimit, reason: Reason.durationLimit };
    const left = Math.max(0, options.maxDurationMs - recordedMs);
    const id = setTimeout(() => {
      timers.delete(id);
      end(limit.code, limit.reason);
    }, left);
    timers.add(id);
    durationTimer = id;
  };
  const pause = () => {
    if (pausedAt !== null) return;
    pausedAt = performance.now();
    recordedMs += pausedAt - stretchFrom;
    if (durationTimer !== null) {
      clearTimeout(durationTimer);
      timers.delete(durationTimer);
      durationTimer = null;
    }
  };
  const resume = () => {
    if (pausedAt === null) return;
    pausedAt = null;
    stretchFrom = performance.now();
    lastAudioAt = stretchFrom;
    armDuration();
  };
  armDuration();
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
  // A backlog being transcribed is audio the provider is hearing, however quiet the browser has gone (stopped).
  watchQuiet(options.noAudioLimit, () => (backlog || pausedAt !== null ? performance.now() : lastAudioAt));
  watchQuiet(options.noSpeechLimit, () => lastSpeechAt);

  function finish(code: number, reason: string): void {
    if (closed) return;
    closed = true;
    for (const id of timers) clearTimeout(id);
    timers.clear();
    closeBrowser(browser, code, reason);
    live.close();
    backlog?.close();
    resolveDone({
      closeCode: code,
      closeReason: reason,
      audioBytes,
      messageBytes,
      durationMs: Math.round(performance.now() - started),
      providerSessionId: live.sessionId,
    });
  }

  browser.binaryType = "arraybuffer";
  browser.onmessage = (event: MessageEvent) => {
    if (closed) return;
    if (typeof event.data === "string") return onBrowserText(event.data);
    const chunk = new Uint8Array(event.data as ArrayBuffer);
    if (expectBacklogFrame) {
      expectBacklogFrame = false;
      return onBacklogAudio(chunk);
    }
    if (chunk.length === 0) return;
    // Audio is recorded time, whatever the browser said: a "paused" stream that sends audio is counted again.
    if (pausedAt !== null) resume();
    audioBytes += chunk.length;
    lastAudioAt = performance.now();
    live.pushAudio(chunk);
    // Held while the provider connects, up to maxPendingMs; afterwards a browser never gets far ahead of real
    // time (it starts a session with at most PACE_AHEAD_MS of backlog), so one that does is not a browser of ours.
    if (live.state === "connecting" && live.queuedBytes > maxPendingBytes) {
      finish(CloseCode.providerTimeout, Reason.providerTimeout);
    } else if (live.queuedBytes > maxBacklogBytes) {
      finish(CloseCode.badRequest, Reason.badMessage);
    }
  };
  browser.onclose = (event: CloseEvent) => {
    // What the browser's side said (1000 when it stopped; 1001/1006 when it went away or stopped answering
    // pings): that is how this stream ended, whatever the provider does next.
    ending ??= { code: event.code, reason: event.reason };
    // Nobody is left to read a backlog's words.
    backlog?.close();
    if (live.state === "connecting") finish(event.code, event.reason);
    else terminate();
  };
  browser.onerror = () => {};

  function onBacklogAudio(chunk: Uint8Array): void {
    // Sent while the stream is being ended (or before the last backlog's end was confirmed): not transcribed
    // here, and the browser, told no backlog completed, sends it again on its next connection.
    if (chunk.length === 0 || ending || backlog?.terminating) return;
    audioBytes += chunk.length;
    lastAudioAt = performance.now();
    if (!backlog) {
      // Each backlog is a new provider session, and the provider limits new sessions per minute for the whole
      // practice: a browser needs one per outage it recovers from (and a few tries), not a stream of them.
      if (++backlogSessions > MAX_BACKLOG_SESSIONS) return finish(CloseCode.badRequest, Reason.badMessage);
      backlog = openBacklog();
    }
    backlogBytes += chunk.length;
    if (backlogBytes > maxBacklogBytes) return finish(CloseCode.badRequest, Reason.badMessage);
    backlog.pushAudio(chunk);
  }

  function onBrowserText(text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return finish(CloseCode.badRequest, Reason.badMessage);
    }
    const type = (message as { type?: unknown } | null)?.type;
    // BacklogAudio is followed by its audio frame, and nothing else.
    if (expectBacklogFrame) return finish(CloseCode.badRequest, Reason.badMessage);
    if (type === "Terminate") return terminate();
    // A client's keep-alive: accepted, and kept from the provider, which documents none (docs/speech-provider.md §4.2).
    // It is not audio: it does not keep a quiet recording from being ended (noAudioLimit).
    if (type === "KeepAlive") return;
    if (type === "ForceEndpoint") return live.control(JSON.stringify({ type: "ForceEndpoint" }));
    // Kept from the provider, which has no such messages: they only change what the relay's limits count.
    if (type === PAUSE) return pause();
    if (type === RESUME) return resume();
    if (type === "UpdateConfiguration") {
      const terms = (message as { keyterms_prompt?: unknown }).keyterms_prompt;
      const parsed = Array.isArray(terms) ? parseKeyterms(JSON.stringify(terms)) : null;
      if (parsed === null) return finish(CloseCode.badRequest, Reason.badMessage);
      live.control(JSON.stringify({ type: "UpdateConfiguration", keyterms_prompt: parsed }));
      return;
    }
    if (type === BACKLOG_AUDIO) {
      expectBacklogFrame = true;
      return;
    }
    if (type === BACKLOG_END) {
      backlog?.terminate();
      return;
    }
    finish(CloseCode.badRequest, Reason.badMessage);
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
