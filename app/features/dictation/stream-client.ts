import {
  closeTitle,
  CONNECTION_ERROR_TITLE,
  isRefusal,
  needsSignIn,
  RELAY_ENDING,
} from "../../../contract/close-codes.ts";
import type { TurnMessage } from "./transcript.ts";

/** docs/product.md §9 socket constants. */
const CONNECT_TIMEOUT_MS = 10_000;
export const RECONNECT_DELAY_MS = 2_000;
const MANUAL_DISCONNECT_FLAG_MS = 1_000;
const STALE_AFTER_MS = 5 * 60_000;
const STALE_CHECK_INTERVAL_MS = 60_000;
/** After this long on a healthy connection, a later drop may be reconnected again. */
const RECONNECT_BUDGET_RESET_MS = 60_000;
/**
 * How long a dropped recording keeps trying to reconnect (issue 16): the first try after 2 s (docs/product.md §9), then
 * with backoff (4 s, 8 s, 8 s …) while the sidecar restarts or the network comes back, keeping the audio; only
 * when this has passed without a connection is it "Connection lost".
 */
const RECONNECT_WINDOW_MS = 35_000;
const RECONNECT_MAX_DELAY_MS = 8_000;
/** How long Stop waits for the provider's Termination (the last words) before closing anyway. */
const TERMINATION_WAIT_MS = 5_000;
/** Audio kept while reconnecting: 60 s of 100 ms frames. */
const MAX_BUFFERED_FRAMES = 600;

export const MESSAGES = {
  connectionFailed: "WebSocket connection failed",
  timeout: "Connection timeout",
  lost: "Connection lost. Please try restarting your recording.",
  sendFailed: "Failed to send audio data. Connection may be unstable.",
  stale: "No transcription has arrived for 5 minutes. If you are speaking, check your microphone and connection.",
} as const;

export type ConnectionStatus = "disconnected" | "connecting" | "connected";

/** Why a stream could not start or continue: the alert's title and message, and whether signing in helps. */
export type StreamFailure = { title: string; message: string; signIn: boolean };

/** A connection failure (no refusal from the sidecar): titled "Connection Error". */
export function connectionFailure(message: string): StreamFailure {
  return { title: CONNECTION_ERROR_TITLE, message, signIn: false };
}

/** A close the sidecar explained: its own title (stream-sidecar/close-codes.ts) over its reason. */
export function closeFailure(code: number, reason: string): StreamFailure {
  return { title: closeTitle(code), message: reason || MESSAGES.connectionFailed, signIn: needsSignIn(code) };
}

export type StreamEvents = {
  onStatus: (status: ConnectionStatus) => void;
  onTurn: (turn: TurnMessage) => void;
  /** A provider session ended or was lost: anything partial should be kept as final. */
  onSessionEnd: () => void;
  /** The stream cannot continue; the failure is what the alert shows. */
  onError: (failure: StreamFailure) => void;
  /** The server ended the stream normally without being asked (nothing to show). */
  onClosed: () => void;
  onWarning: (message: string | null) => void;
};

/** A stream that could not open; `failure` is what to show. */
export class StreamError extends Error {
  constructor(readonly failure: StreamFailure) {
    super(failure.message);
  }
}

/**
 * One recording's connection to /ws-proxy: disconnected → connecting → connected (product.md §4). An unexpected
 * close (not 1000, not manual) is reconnected: first after 2 s, then with backoff for up to RECONNECT_WINDOW_MS
 * (a restarting sidecar, a network blip); audio captured meanwhile is buffered and sent once the new stream has
 * begun (the provider's Begin: a replica that is draining accepts the socket and then refuses it), so the
 * reconnect loses no speech. A sidecar that is restarting says so first (RELAY_ENDING): from then on frames are
 * kept for the next connection and Terminate follows the last one sent, so none is in flight when the
 * connection ends. A refusal while reconnecting ends it with its reason; a window with no connection, or a
 * second drop within a minute of the last reconnect, is "Connection lost".
 */
export class TranscriptionStream {
  #ws: WebSocket | null = null;
  #status: ConnectionStatus = "disconnected";
  #manualDisconnect = false;
  #reconnectAvailable = true;
  #buffer: ArrayBuffer[] = [];
  /**
   * Whether frames go straight out: from the provider's Begin on this connection (an accepted stream; a
   * refusal can still come after the socket opens) until the sidecar asks for a handover (RELAY_ENDING).
   */
  #streaming = false;
  /** This connection is being handed over (RELAY_ENDING): our Terminate has gone, so nothing more may follow. */
  #handingOver = false;
  #lastMessageAt = Date.now();
  #lastProviderError: string | null = null;
  /** The sidecar's own account of why it is closing (it may reach us while the socket itself reports 1006). */
  #relayClose: { code: number; reason: string } | null = null;
  #timers = new Set<ReturnType<typeof setTimeout>>();
  #staleInterval: ReturnType<typeof setInterval> | null = null;
  #budgetTimer: ReturnType<typeof setTimeout> | null = null;
  /** A reconnect under way: when its window ends, and the wait before the next attempt. */
  #retry: { deadline: number; delayMs: number } | null = null;
  #terminated: (() => void) | null = null;
  #stopped = false;

  constructor(
    private readonly url: string,
    private readonly events: StreamEvents,
  ) {}

  get status(): ConnectionStatus {
    return this.#status;
  }

  /** Opens the connection; rejects with the message to show if it cannot within 10 s. */
  async connect(): Promise<void> {
    await this.#open();
    this.#staleInterval = setInterval(() => this.#checkStale(), STALE_CHECK_INTERVAL_MS);
  }

  /** Sends one audio frame, or keeps it while a reconnect is under way. */
  send(frame: ArrayBuffer): void {
    if (this.#stopped) return;
    const ws = this.#ws;
    if (this.#streaming && ws && ws.readyState === WebSocket.OPEN) {
      try {
        ws.send(frame);
      } catch {
        this.events.onError(connectionFailure(MESSAGES.sendFailed));
      }
      return;
    }
    this.#buffer.push(frame);
    if (this.#buffer.length > MAX_BUFFERED_FRAMES) this.#buffer.shift();
  }

  /**
   * Manual stop: asks the provider to finish (Terminate), waits for Termination so the last words arrive,
   * then closes with 1000. The manual-disconnect flag stays set for 1 s so a late close is not "unexpected".
   */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#setManualFlag();
    this.#clearTimers();
    const ws = this.#ws;
    if (ws && ws.readyState === WebSocket.OPEN) {
      const finished = new Promise<void>((resolve) => {
        this.#terminated = resolve;
        const timer = setTimeout(resolve, TERMINATION_WAIT_MS);
        this.#timers.add(timer);
      });
      try {
        // Audio kept while the stream was beginning goes first (the relay holds it until the provider is ready).
        if (!this.#handingOver) for (const frame of this.#buffer.splice(0)) ws.send(frame);
        ws.send(JSON.stringify({ type: "Terminate" }));
        await finished;
      } catch {
        // the socket failed while stopping: nothing more to wait for
      }
    }
    this.#close(1000);
    this.#clearTimers();
  }

  /** Closes at once, without waiting for the provider (used when the recording failed). */
  abort(): void {
    this.#stopped = true;
    this.#setManualFlag();
    this.#clearTimers();
    this.#close(1000);
  }

  #setManualFlag(): void {
    this.#manualDisconnect = true;
    setTimeout(() => (this.#manualDisconnect = false), MANUAL_DISCONNECT_FLAG_MS);
  }

  #setStatus(status: ConnectionStatus): void {
    if (this.#status === status) return;
    this.#status = status;
    this.events.onStatus(status);
  }

  #open(): Promise<void> {
    this.#setStatus("connecting");
    return new Promise<void>((resolve, reject) => {
      let opened = false;
      let ws: WebSocket;
      try {
        ws = new WebSocket(this.url);
      } catch {
        this.#setStatus("disconnected");
        reject(new StreamError(connectionFailure(MESSAGES.connectionFailed)));
        return;
      }
      ws.binaryType = "arraybuffer";
      this.#ws = ws;
      const timeout = setTimeout(() => {
        if (opened) return;
        ws.onclose = null;
        ws.close();
        this.#setStatus("disconnected");
        reject(new StreamError(connectionFailure(MESSAGES.timeout)));
      }, CONNECT_TIMEOUT_MS);
      ws.onopen = () => {
        opened = true;
        clearTimeout(timeout);
        this.#lastMessageAt = Date.now();
        this.#setStatus("connected");
        this.#handingOver = false;
        resolve();
      };
      ws.onmessage = (event) => this.#onMessage(event);
      ws.onerror = () => {};
      ws.onclose = (event) => {
        clearTimeout(timeout);
        if (this.#ws === ws) {
          this.#ws = null;
          this.#streaming = false;
        }
        const relayClose = this.#relayClose;
        this.#relayClose = null;
        const code = relayClose?.code ?? event.code;
        const reason = relayClose?.reason || event.reason;
        if (!opened) {
          this.#setStatus("disconnected");
          const message = reason || this.#lastProviderError || MESSAGES.connectionFailed;
          reject(new StreamError(isRefusal(code) ? closeFailure(code, message) : connectionFailure(message)));
          return;
        }
        this.#onClose(code, reason);
      };
    });
  }

  #onMessage(event: MessageEvent): void {
    if (typeof event.data !== "string") return;
    this.#lastMessageAt = Date.now();
    this.events.onWarning(null);
    let message: { type?: string; error?: unknown };
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (typeof message.error === "string") this.#lastProviderError = message.error;
    switch (message.type) {
      case "RelayClose": {
        const { code, reason } = message as { code?: unknown; reason?: unknown };
        if (typeof code === "number" && typeof reason === "string") this.#relayClose = { code, reason };
        break;
      }
      case RELAY_ENDING:
        this.#streaming = false;
        this.#handingOver = true;
        try {
          this.#ws?.send(JSON.stringify({ type: "Terminate" }));
        } catch {
          // the connection is going anyway: the sidecar ends it without our Terminate
        }
        break;
      case "Begin": {
        this.events.onSessionEnd();
        const ws = this.#ws;
        if (!ws || ws.readyState !== WebSocket.OPEN) break;
        for (const frame of this.#buffer.splice(0)) ws.send(frame);
        this.#streaming = true;
        if (this.#retry) {
          // Reconnected: after a minute on this connection, a later drop may be reconnected again.
          this.#retry = null;
          this.#budgetTimer = setTimeout(() => (this.#reconnectAvailable = true), RECONNECT_BUDGET_RESET_MS);
        }
        break;
      }
      case "Turn":
        this.events.onTurn(message as TurnMessage);
        break;
      case "Termination":
        this.events.onSessionEnd();
        this.#terminated?.();
        break;
    }
  }

  #onClose(code: number, reason: string): void {
    this.#setStatus("disconnected");
    this.events.onSessionEnd();
    this.#terminated?.();
    if (this.#stopped || this.#manualDisconnect) return;
    if (code === 1000) {
      this.#clearTimers();
      this.events.onClosed();
      return;
    }
    if (isRefusal(code)) {
      this.#clearTimers();
      this.events.onError(closeFailure(code, reason));
      return;
    }
    // A reconnect attempt whose socket opened but whose stream never began (a replica still draining, or busy,
    // accepts the socket and then says so): the next attempt, as if it had not opened.
    if (this.#retry) return this.#retryLater();
    if (!this.#reconnectAvailable) {
      this.#clearTimers();
      this.events.onError(connectionFailure(MESSAGES.lost));
      return;
    }
    this.#reconnectAvailable = false;
    if (this.#budgetTimer) clearTimeout(this.#budgetTimer);
    this.#retry = { deadline: Date.now() + RECONNECT_WINDOW_MS, delayMs: RECONNECT_DELAY_MS };
    this.#reconnect();
  }

  /** One reconnection attempt after the retry's delay; one that fails schedules the next (#retryLater). */
  #reconnect(): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (this.#stopped) return;
      this.#open().catch((error: unknown) => {
        if (this.#stopped) return;
        const failure = error instanceof StreamError ? error.failure : connectionFailure(MESSAGES.lost);
        // Refused (signed out, maintenance, a limit): trying again cannot help; say why.
        if (failure.title !== CONNECTION_ERROR_TITLE) {
          this.#clearTimers();
          this.events.onError(failure);
          return;
        }
        this.#retryLater();
      });
    }, this.#retry?.delayMs ?? RECONNECT_DELAY_MS);
    this.#timers.add(timer);
  }

  /** After a failed attempt: the next one twice as late, while the window lasts; then "Connection lost". */
  #retryLater(): void {
    const retry = this.#retry;
    if (!retry) return;
    retry.delayMs = Math.min(retry.delayMs * 2, RECONNECT_MAX_DELAY_MS);
    if (Date.now() + retry.delayMs < retry.deadline) {
      this.#setStatus("connecting");
      this.#reconnect();
      return;
    }
    this.#clearTimers();
    this.events.onError(connectionFailure(MESSAGES.lost));
  }

  #checkStale(): void {
    if (this.#status === "connected" && Date.now() - this.#lastMessageAt >= STALE_AFTER_MS) {
      this.events.onWarning(MESSAGES.stale);
    }
  }

  #close(code: number): void {
    const ws = this.#ws;
    this.#ws = null;
    this.#streaming = false;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close(code);
    }
    this.#setStatus("disconnected");
  }

  #clearTimers(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    if (this.#staleInterval) clearInterval(this.#staleInterval);
    this.#staleInterval = null;
    if (this.#budgetTimer) clearTimeout(this.#budgetTimer);
    this.#budgetTimer = null;
    this.#retry = null;
  }
}

/** The /ws-proxy address on the page's own host, with the spec's stream parameters (product.md §3, §7). */
export function streamUrl(options: { formatTurns: boolean; keyterms?: string[]; location?: Location }): string {
  const location = options.location ?? window.location;
  const params = new URLSearchParams({
    sample_rate: "16000",
    format_turns: String(options.formatTurns),
    encoding: "pcm_s16le",
    end_utterance_silence_threshold: "2000",
    end_of_turn_confidence_threshold: "0.3",
  });
  if (options.keyterms?.length) params.set("keyterms_prompt", JSON.stringify(options.keyterms));
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/ws-proxy?${params}`;
}
