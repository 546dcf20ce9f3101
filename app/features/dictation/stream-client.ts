import { PAUSE, RESUME } from "../../../contract/stream-pause.ts";
import {
  closeTitle,
  CloseCode,
  CONNECTION_ERROR_TITLE,
  isRefusal,
  needsSignIn,
  RELAY_ENDING,
} from "../../../contract/close-codes.ts";
import { CONSENT_PARAM } from "../../../contract/consent.ts";
import {
  BACKLOG,
  BACKLOG_AUDIO,
  BACKLOG_CLOSED,
  BACKLOG_END,
  OUTAGE_KEPT_MS,
} from "../../../contract/stream-backlog.ts";
import { frameOf, KeptAudio, type BacklogEvent, type Frame, type Run } from "./kept-audio.ts";
import type { TurnMessage } from "./transcript.ts";
import { isFinal } from "./transcript-changes.ts";

/** docs/product.md §9 socket constants. */
const CONNECT_TIMEOUT_MS = 10_000;
/** The first try after the sidecar reports trouble at the provider (docs/product.md §9), then 4 s, 8 s, 8 s … */
export const RECONNECT_DELAY_MS = 2_000;
const RECONNECT_MAX_DELAY_MS = 8_000;
/**
 * While the network is down (no answer from Notewell at all): a look every half second through the minute the
 * audio is kept, then every 5 s — and at once when the browser says it is back online (decision 041). A look that
 * has no answer in 2 s is a no (a network that swallows requests rather than refusing them).
 */
export const NETWORK_RETRY_MS = 500;
const NETWORK_RETRY_LATER_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;
const MANUAL_DISCONNECT_FLAG_MS = 1_000;
const STALE_AFTER_MS = 5 * 60_000;
const STALE_CHECK_INTERVAL_MS = 60_000;
/** After this long on a healthy connection, a later failure at the provider may be reconnected again. */
const RECONNECT_BUDGET_RESET_MS = 60_000;
/** How long Stop waits for the provider to end the turn (ForceEndpoint) before asking it to finish. */
const FORCE_ENDPOINT_WAIT_MS = 2_000;
/** How long Stop waits for the provider's Termination (the last words) before closing anyway. */
const TERMINATION_WAIT_MS = 5_000;
/** A backlog is sent in frames of up to 1 s, while at most this much waits in the socket (live frames go first). */
const BACKLOG_FRAMES_PER_MESSAGE = 10;
const BACKLOG_SOCKET_BUFFER_BYTES = 64 * 1024;
const BACKLOG_TRIES = 3;
/** Beyond the backlog's own length, how long a finishing recording waits for its backlog to be transcribed. */
const BACKLOG_FINISH_MARGIN_MS = 15_000;

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

/**
 * Where a recording stands beyond connected or not: an outage (since when; `losing` once it has outlasted the
 * minute of audio kept, so the oldest is being let go), and audio recorded meanwhile still to be transcribed.
 */
export type StreamProgress = { outage: { since: number; losing: boolean } | null; backlogMs: number };

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
  /** Slots and gaps in the transcript for audio recorded while the connection was down (kept-audio.ts). */
  onBacklog: (event: BacklogEvent) => void;
  /** A backlog's own transcription, for its slot. */
  onBacklogTurn: (id: number, turn: TurnMessage) => void;
  onProgress: (progress: StreamProgress) => void;
};

/** A stream that could not open; `failure` is what to show. */
export class StreamError extends Error {
  constructor(readonly failure: StreamFailure) {
    super(failure.message);
  }
}

/** Why a connection went: the network (nothing answered, or it broke), or the provider (the sidecar said so). */
type Trouble = "network" | "provider";
/** Closes the sidecar explains as trouble at the provider, or its own load: the provider's quota is spared. */
const PROVIDER_TROUBLE = new Set<number>([
  CloseCode.providerError,
  CloseCode.providerUnreachable,
  CloseCode.providerTimeout,
  CloseCode.overloaded,
]);

/**
 * One recording's connection to /ws-proxy: disconnected → connecting → connected (product.md §4).
 *
 * **Nothing recorded is lost to an outage of up to a minute** (decisions 040, 041). Frames go out as they are
 * recorded; those the provider has not yet confirmed are kept, and everything recorded while they cannot go out
 * is kept too (kept-audio.ts). When a connection begins again, the last second of it goes on the new live session,
 * and the rest is sent as a backlog, which the sidecar transcribes in a session of its own at the provider's pace;
 * its words fill the slot the outage left in the transcript. An unexpected close is reconnected: every half second
 * while the network is down (and at once when the browser is back online), after 2, 4, 8, 8 … s while the sidecar
 * reports trouble at the provider. Network outages are ridden out however long they last (past the minute the
 * oldest audio goes, and its time is marked as a gap); provider trouble for more than a minute, or twice within a
 * minute of a reconnect, is "Connection lost". A refusal ends it with its reason.
 *
 * A sidecar that is restarting says so first (RELAY_ENDING): from then on frames are kept for the next connection
 * and Terminate follows the last one sent, so none is in flight when the connection ends.
 */
export class TranscriptionStream {
  #ws: WebSocket | null = null;
  #status: ConnectionStatus = "disconnected";
  #manualDisconnect = false;
  #reconnectAvailable = true;
  readonly #kept: KeptAudio;
  /**
   * Whether frames go straight out: from the provider's Begin on this connection (an accepted stream; a
   * refusal can still come after the socket opens) until the sidecar asks for a handover (RELAY_ENDING).
   */
  #streaming = false;
  /** This connection is being handed over (RELAY_ENDING): our Terminate has gone, so nothing more may follow. */
  #handingOver = false;
  /** The live session shows words not yet final (Stop waits for them to be). */
  #partialOpen = false;
  /** A backlog being sent on this connection: the run, frames sent so far, and whether BacklogEnd went. */
  #delivery: { run: Run; next: number; ended: boolean } | null = null;
  #lastMessageAt = Date.now();
  #lastProviderError: string | null = null;
  /** The sidecar's own account of why it is closing (it may reach us while the socket itself reports 1006). */
  #relayClose: { code: number; reason: string } | null = null;
  #timers = new Set<ReturnType<typeof setTimeout>>();
  #staleInterval: ReturnType<typeof setInterval> | null = null;
  #progressInterval: ReturnType<typeof setInterval> | null = null;
  #budgetTimer: ReturnType<typeof setTimeout> | null = null;
  /** A reconnect under way: since when, what the last failure was, the wait before the next try, the next try. */
  #retry: {
    since: number;
    trouble: Trouble;
    providerDelayMs: number;
    timer: ReturnType<typeof setTimeout> | null;
  } | null = null;
  /** When the current connection began streaming (a finishing recording's backlog is timed from it). */
  #streamingSince = 0;
  #waiters = new Set<() => void>();
  /** The progress the screen was last told. */
  #told = "";
  /** Stop was pressed: no more audio comes; what is kept is still transcribed. */
  #stopped = false;
  /** Over: nothing more is sent or retried. */
  #over = false;
  readonly #onOnline = () => this.#retryNow();

  constructor(
    private readonly url: string,
    private readonly events: StreamEvents,
    private readonly options: {
      formatTurns: boolean;
      /** Whether Notewell can be reached now (default: its health check answers); tests give their own. */
      reachable?: () => Promise<boolean>;
    } = { formatTurns: true },
  ) {
    this.#kept = new KeptAudio((event) => {
      this.events.onBacklog(event);
      this.#changed();
    });
  }

  get status(): ConnectionStatus {
    return this.#status;
  }

  /** Opens the connection; rejects with the message to show if it cannot within 10 s. */
  async connect(): Promise<void> {
    await this.#open(CONNECT_TIMEOUT_MS);
    this.#staleInterval = setInterval(() => this.#checkStale(), STALE_CHECK_INTERVAL_MS);
    if (typeof window !== "undefined") window.addEventListener("online", this.#onOnline);
  }

  /** Sends one audio frame, or keeps it while it cannot go out. */
  send(data: ArrayBuffer): void {
    if (this.#stopped || this.#over) return;
    const frame = frameOf(data);
    const ws = this.#ws;
    if (this.#streaming && ws && ws.readyState === WebSocket.OPEN) {
      this.#sendLive(ws, frame);
      this.#pump();
      return;
    }
    this.#kept.keep(frame);
    this.#changed();
  }

  #paused = false;

  /**
   * Pause (true) or Resume (false): the recording sends no audio meanwhile, and the relay is told, so that its
   * limits count only recorded time (contract/stream-pause.ts, decision 061). The provider session stays open.
   */
  setPaused(paused: boolean): void {
    if (this.#paused === paused || this.#over) return;
    this.#paused = paused;
    const ws = this.#ws;
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: paused ? PAUSE : RESUME }));
  }

  /**
   * Stop: no more audio comes. Whatever was recorded while the connection was down is transcribed first (the
   * connection is waited for, up to the minute the audio is kept); then the provider is asked to end the turn
   * (ForceEndpoint: the last words come back final and formatted) and to finish (Terminate), and its
   * Termination is waited for. Then the socket closes with 1000; the manual-disconnect flag stays set for 1 s so
   * a late close is not "unexpected".
   */
  async stop(): Promise<void> {
    if (this.#stopped || this.#over) return;
    this.#stopped = true;
    const ws = this.#ws;
    // Stopped before the stream has begun (nothing recorded while away): what was kept goes now, and the relay
    // holds it until the provider is ready.
    if (ws && ws.readyState === WebSocket.OPEN && !this.#streaming && !this.#handingOver && !this.#retry) {
      this.#kept.beginSession();
      for (const frame of this.#kept.takeLiveStart()) this.#sendLive(ws, frame);
    }
    await this.#finishBacklog();
    await this.#finishLive();
    this.#finishAll();
  }

  /** Closes at once, without waiting for the provider (used when the recording failed). */
  abort(): void {
    if (this.#over) return;
    this.#stopped = true;
    this.#finishAll();
  }

  #finishAll(): void {
    this.#over = true;
    this.#kept.loseAll();
    this.#setManualFlag();
    this.#clearTimers();
    this.#close(1000);
    if (typeof window !== "undefined") window.removeEventListener("online", this.#onOnline);
    this.#changed();
  }

  /**
   * Waits until every backlog has been transcribed, or can no longer be (then its time is marked as a gap): while
   * the connection is down, for up to a minute from Stop (or from the outage's start, if later); once it is back,
   * for as long as the backlog takes to transcribe at the provider's pace, and a margin.
   */
  async #finishBacklog(): Promise<void> {
    const stoppedAt = Date.now();
    while (!this.#over && this.#kept.runs.length > 0) {
      const outageSince = this.#retry?.since;
      const tooLate =
        outageSince !== undefined
          ? Date.now() - Math.max(outageSince, stoppedAt) > OUTAGE_KEPT_MS
          : this.#streaming && Date.now() - this.#streamingSince > this.#kept.backlogMs + BACKLOG_FINISH_MARGIN_MS;
      if (tooLate) {
        this.#kept.loseAll();
        break;
      }
      await this.#changeOrTimeout(500);
    }
  }

  /** Ends the live session's turn, then the session, waiting for the provider's last words. */
  async #finishLive(): Promise<void> {
    const ws = this.#ws;
    if (this.#over || !ws || ws.readyState !== WebSocket.OPEN || this.#handingOver) return;
    try {
      ws.send(JSON.stringify({ type: "ForceEndpoint" }));
      const turnEnds = Date.now() + FORCE_ENDPOINT_WAIT_MS;
      while (this.#partialOpen && this.#ws === ws && Date.now() < turnEnds) await this.#changeOrTimeout(100);
      if (this.#ws !== ws || ws.readyState !== WebSocket.OPEN) return;
      this.#terminating = true;
      ws.send(JSON.stringify({ type: "Terminate" }));
      const finishes = Date.now() + TERMINATION_WAIT_MS;
      while (this.#terminating && this.#ws === ws && Date.now() < finishes) await this.#changeOrTimeout(100);
    } catch {
      // the socket failed while stopping: nothing more to wait for
    }
  }

  /** Set while Stop's Terminate waits for the provider's Termination. */
  #terminating = false;

  #sendLive(ws: WebSocket, frame: Frame): void {
    try {
      ws.send(frame.data);
      this.#kept.sent(frame);
    } catch {
      this.events.onError(connectionFailure(MESSAGES.sendFailed));
    }
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

  /** Something a waiting Stop may care about changed; the screen hears where the recording stands (if that changed). */
  #changed(): void {
    for (const wake of [...this.#waiters]) wake();
    const retry = this.#retry;
    const outage = retry ? { since: retry.since, losing: Date.now() - retry.since > OUTAGE_KEPT_MS } : null;
    const backlogMs = this.#kept.backlogMs;
    // Told in whole seconds (a frame kept ten times a second is not news to the screen), and each second while
    // the connection is down, for the screen's clock of it (a stopped recording's timer no longer moves the screen).
    const downSeconds = outage ? Math.floor((Date.now() - outage.since) / 1000) : null;
    const told = `${outage?.since}/${outage?.losing}/${downSeconds}/${Math.ceil(backlogMs / 1000)}`;
    if (told !== this.#told) {
      this.#told = told;
      this.events.onProgress({ outage, backlogMs });
    }
    // While an outage lasts or a backlog waits, look again each second.
    const busy = !this.#over && (retry !== null || this.#kept.runs.length > 0);
    if (busy && !this.#progressInterval) this.#progressInterval = setInterval(() => this.#changed(), 1_000);
    if (!busy && this.#progressInterval) {
      clearInterval(this.#progressInterval);
      this.#progressInterval = null;
    }
  }

  #changeOrTimeout(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#waiters.add(done);
    });
  }

  #open(timeoutMs: number): Promise<void> {
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
        // Opened, or given up already (the browser came back online and a fresh try replaced this one).
        if (opened || this.#ws !== ws) return;
        ws.onclose = null;
        ws.close();
        this.#ws = null;
        this.#setStatus("disconnected");
        reject(new StreamError(connectionFailure(MESSAGES.timeout)));
      }, timeoutMs);
      ws.onopen = () => {
        opened = true;
        clearTimeout(timeout);
        // A connection made while paused (after an outage) is told so at once: the relay counts only recorded time.
        if (this.#paused) ws.send(JSON.stringify({ type: PAUSE }));
        this.#lastMessageAt = Date.now();
        this.#setStatus("connected");
        this.#handingOver = false;
        resolve();
      };
      ws.onmessage = (event) => {
        if (this.#ws === ws) this.#onMessage(event);
      };
      ws.onerror = () => {};
      ws.onclose = (event) => {
        clearTimeout(timeout);
        const current = this.#ws === ws;
        if (current) {
          this.#ws = null;
          this.#streaming = false;
          this.#delivery = null;
          this.#terminating = false;
        }
        const relayClose = this.#relayClose;
        this.#relayClose = null;
        const code = relayClose?.code ?? event.code;
        const reason = relayClose?.reason || event.reason;
        if (!opened) {
          this.#setStatus("disconnected");
          const message = reason || this.#lastProviderError || MESSAGES.connectionFailed;
          const failure = isRefusal(code) ? closeFailure(code, message) : connectionFailure(message);
          reject(Object.assign(new StreamError(failure), { trouble: troubleOf(code, relayClose !== null) }));
          return;
        }
        if (current) this.#onClose(code, reason, relayClose !== null);
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
        this.#delivery = null;
        try {
          this.#ws?.send(JSON.stringify({ type: "Terminate" }));
        } catch {
          // the connection is going anyway: the sidecar ends it without our Terminate
        }
        break;
      case "Begin":
        this.#onBegin();
        break;
      case "Turn":
        this.#onTurn(message as TurnMessage);
        break;
      case "Termination":
        this.#kept.sessionFinished();
        this.#partialOpen = false;
        this.#terminating = false;
        this.events.onSessionEnd();
        this.#changed();
        break;
      case BACKLOG:
        this.#onBacklogMessage((message as { message?: { type?: unknown } }).message);
        break;
      case BACKLOG_CLOSED:
        this.#onBacklogClosed((message as { complete?: unknown }).complete === true);
        break;
    }
  }

  #onBegin(): void {
    this.events.onSessionEnd();
    const ws = this.#ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    // What was recorded while frames could not go out: its last second starts the live session, the rest is a
    // backlog (sent by #pump once this session is under way).
    this.#kept.beginSession();
    for (const frame of this.#kept.takeLiveStart()) this.#sendLive(ws, frame);
    this.#streaming = true;
    this.#streamingSince = Date.now();
    this.#partialOpen = false;
    const retry = this.#retry;
    if (retry) {
      if (retry.timer) clearTimeout(retry.timer);
      this.#retry = null;
      // After a minute on this connection, a later failure at the provider may be reconnected again.
      if (retry.trouble === "provider") {
        this.#budgetTimer = setTimeout(() => (this.#reconnectAvailable = true), RECONNECT_BUDGET_RESET_MS);
      }
    }
    this.#changed();
    this.#pump();
    // Stopped while away: once the backlog is in, the live session is finished (stop() goes on from here).
  }

  #onTurn(turn: TurnMessage): void {
    const final = isFinal(turn, this.options.formatTurns);
    this.#partialOpen = !final && turn.transcript.trim() !== "";
    if (final && turn.words?.length) this.#kept.confirm(Math.max(...turn.words.map((word) => word.end)));
    this.events.onTurn(turn);
    if (final) this.#changed();
  }

  /** Sends the oldest backlog, a second at a time, while the socket has room (live frames are never held up). */
  #pump(): void {
    const ws = this.#ws;
    if (this.#over || !this.#streaming || !ws || ws.readyState !== WebSocket.OPEN) return;
    if (!this.#delivery) {
      const run = this.#kept.nextRun();
      if (!run) return;
      this.#kept.delivering(run);
      this.#delivery = { run, next: 0, ended: false };
    }
    const delivery = this.#delivery;
    const frames = delivery.run.frames;
    try {
      while (delivery.next < frames.length && ws.bufferedAmount < BACKLOG_SOCKET_BUFFER_BYTES) {
        const batch = frames.slice(delivery.next, delivery.next + BACKLOG_FRAMES_PER_MESSAGE);
        const joined = new Uint8Array(batch.reduce((sum, frame) => sum + frame.data.byteLength, 0));
        let offset = 0;
        for (const frame of batch) {
          joined.set(new Uint8Array(frame.data), offset);
          offset += frame.data.byteLength;
        }
        ws.send(JSON.stringify({ type: BACKLOG_AUDIO }));
        ws.send(joined.buffer);
        delivery.next += batch.length;
      }
      if (delivery.next >= frames.length && !delivery.ended) {
        delivery.ended = true;
        ws.send(JSON.stringify({ type: BACKLOG_END }));
      }
    } catch {
      return; // the socket is failing: its close starts the reconnect, and the backlog is sent again
    }
    // The socket is full: look again shortly (live frames also drive it, but a stopped recording has none).
    if (delivery.next < frames.length && !this.#pumpLater) {
      this.#pumpLater = true;
      this.#later(100, () => {
        this.#pumpLater = false;
        this.#pump();
      });
    }
  }

  #pumpLater = false;

  #onBacklogMessage(message: { type?: unknown } | undefined): void {
    const delivery = this.#delivery;
    if (!delivery || message?.type !== "Turn") return;
    this.events.onBacklogTurn(delivery.run.id, message as TurnMessage);
  }

  /** The backlog's session has ended: transcribed in full, or tried again (a few times) and then marked as a gap. */
  #onBacklogClosed(complete: boolean): void {
    const delivery = this.#delivery;
    if (!delivery) return;
    this.#delivery = null;
    const { run } = delivery;
    if (complete) this.#kept.finish(run, "done");
    else if (run.attempts >= BACKLOG_TRIES) this.#kept.finish(run, "lost");
    else return this.#later(RECONNECT_DELAY_MS, () => this.#pump());
    this.#pump();
  }

  #onClose(code: number, reason: string, explained: boolean): void {
    this.#setStatus("disconnected");
    const dropped = !this.#over && !this.#manualDisconnect && code !== 1000 && !isRefusal(code);
    // Dropped: what the provider had not confirmed is sent again, with what is recorded from now on; what showed
    // as partial moves into the outage's slot (first), as its words will come again.
    if (dropped) this.#kept.connectionLost();
    this.events.onSessionEnd();
    if (this.#over || this.#manualDisconnect) return;
    if (code === 1000) {
      this.#kept.sessionFinished();
      if (this.#stopped) return this.#changed();
      this.#clearTimers();
      this.events.onClosed();
      return;
    }
    if (isRefusal(code)) return this.#fail(closeFailure(code, reason));
    const trouble = troubleOf(code, explained);
    if (this.#retry) return this.#retryLater(trouble);
    if (trouble === "provider") {
      if (!this.#reconnectAvailable) return this.#fail(connectionFailure(MESSAGES.lost));
      this.#reconnectAvailable = false;
      if (this.#budgetTimer) clearTimeout(this.#budgetTimer);
    }
    this.#retry = { since: Date.now(), trouble, providerDelayMs: RECONNECT_DELAY_MS, timer: null };
    this.#setStatus("connecting");
    this.#changed();
    this.#schedule(trouble === "provider" ? RECONNECT_DELAY_MS : NETWORK_RETRY_MS);
  }

  #schedule(delayMs: number): void {
    const retry = this.#retry;
    if (!retry || this.#over) return;
    if (retry.timer) clearTimeout(retry.timer);
    retry.timer = setTimeout(() => {
      retry.timer = null;
      this.#attempt();
    }, delayMs);
  }

  /** The browser is back online: try now instead of at the next tick (unless a try is already under way). */
  #retryNow(): void {
    const retry = this.#retry;
    if (!retry || this.#over || this.#probing || this.#ws) return;
    if (retry.timer) clearTimeout(retry.timer);
    retry.timer = null;
    this.#attempt();
  }

  /**
   * One reconnection attempt; one that fails schedules the next (#retryLater). While the network is down, Notewell
   * is first asked whether it can be reached at all (a plain request): browsers slow down WebSocket connections
   * after failed ones (Chromium holds each new one back up to 5 s once a few have failed), so sockets are only
   * opened when they can succeed, and the network's return is noticed within half a second.
   */
  #attempt(): void {
    const retry = this.#retry;
    if (this.#over || !retry) return;
    if (retry.trouble === "provider") return this.#connect();
    this.#probing = true;
    void this.#reachable().then((reachable) => {
      this.#probing = false;
      if (this.#over || this.#retry !== retry) return;
      if (reachable) this.#connect();
      else this.#retryLater("network");
    });
  }

  #probing = false;

  #connect(): void {
    this.#open(CONNECT_TIMEOUT_MS).catch((error: unknown) => {
      if (this.#over || !this.#retry) return;
      const failure = error instanceof StreamError ? error.failure : connectionFailure(MESSAGES.lost);
      // Refused (signed out, maintenance, a limit): trying again cannot help; say why.
      if (failure.title !== CONNECTION_ERROR_TITLE) return this.#fail(failure);
      this.#retryLater((error as { trouble?: Trouble }).trouble ?? "network");
    });
  }

  /** Whether Notewell answers at all: its front door's health check (any answer will do; no answer is a no). */
  #reachable(): Promise<boolean> {
    if (this.options.reachable) return this.options.reachable();
    const url = new URL(this.url);
    url.protocol = url.protocol === "wss:" ? "https:" : "http:";
    url.pathname = "/healthz";
    url.search = "";
    return fetch(url, { cache: "no-store", credentials: "omit", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
      (response) => {
        void response.body?.cancel();
        return true;
      },
      () => false,
    );
  }

  /**
   * After a failed try: the next one. Network trouble is tried every half second for the minute the audio is kept,
   * then every 5 s, for as long as the recording goes on; trouble at the provider twice as late each time, and past
   * the minute it is "Connection lost".
   */
  #retryLater(trouble: Trouble): void {
    const retry = this.#retry;
    if (!retry || this.#over) return;
    retry.trouble = trouble;
    const downMs = Date.now() - retry.since;
    this.#setStatus("connecting");
    this.#changed();
    if (trouble === "network")
      return this.#schedule(downMs < OUTAGE_KEPT_MS ? NETWORK_RETRY_MS : NETWORK_RETRY_LATER_MS);
    retry.providerDelayMs = Math.min(retry.providerDelayMs * 2, RECONNECT_MAX_DELAY_MS);
    if (downMs + retry.providerDelayMs > OUTAGE_KEPT_MS) return this.#fail(connectionFailure(MESSAGES.lost));
    this.#schedule(retry.providerDelayMs);
  }

  /** The recording cannot go on: what is kept cannot be transcribed (its time is marked), and the failure shown. */
  #fail(failure: StreamFailure): void {
    this.#over = true;
    this.#kept.loseAll();
    this.#clearTimers();
    this.#close(1000);
    if (typeof window !== "undefined") window.removeEventListener("online", this.#onOnline);
    this.#changed();
    this.events.onError(failure);
  }

  #checkStale(): void {
    if (this.#status === "connected" && Date.now() - this.#lastMessageAt >= STALE_AFTER_MS) {
      this.events.onWarning(MESSAGES.stale);
    }
  }

  #later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      run();
    }, ms);
    this.#timers.add(timer);
  }

  #close(code: number): void {
    const ws = this.#ws;
    this.#ws = null;
    this.#streaming = false;
    this.#delivery = null;
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
    if (this.#retry?.timer) clearTimeout(this.#retry.timer);
    this.#retry = null;
  }
}

/** Whether a close means the network (nothing of ours answered, or the link broke) or the provider. */
function troubleOf(code: number, explained: boolean): Trouble {
  return explained && PROVIDER_TROUBLE.has(code) ? "provider" : "network";
}

/** The /ws-proxy address on the page's own host, with the spec's stream parameters (product.md §3, §7). */
export function streamUrl(options: {
  formatTurns: boolean;
  keyterms?: string[];
  /** The clinician's answer about consent (decision 060): the sidecar reads a guest's here, a user's on the record. */
  consent?: string | null;
  location?: Location;
}): string {
  const location = options.location ?? window.location;
  const params = new URLSearchParams({
    sample_rate: "16000",
    format_turns: String(options.formatTurns),
    encoding: "pcm_s16le",
    end_utterance_silence_threshold: "2000",
    end_of_turn_confidence_threshold: "0.3",
  });
  if (options.keyterms?.length) params.set("keyterms_prompt", JSON.stringify(options.keyterms));
  if (options.consent) params.set(CONSENT_PARAM, options.consent);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/ws-proxy?${params}`;
}
