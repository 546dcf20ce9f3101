import type http from "node:http";
import type { Buffer } from "node:buffer";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import { readHandshake } from "./auth.ts";
import { accountStreamLimitReason, CloseCode, idleReason, Reason } from "../contract/close-codes.ts";
import { CONSENT_PARAM, isConsentKind } from "../contract/consent.ts";
import { providerBaseUrl, type SidecarConfig } from "./config.ts";
import { deriveKey } from "../contract/envelope.ts";
import { SidecarDb } from "./db.ts";
import { AppForwarder } from "./forward.ts";
import { methodOrPathRefusal, refusal, withHeaderPolicy } from "./front-door.ts";
import { DoorMessage } from "../contract/front-door.ts";
import { addressOf, headersOf, listenPublic, toFetchRequest } from "./public-server.ts";
import { type Revocation, StreamLeases } from "./leases.ts";
import { guestSlots } from "../contract/stream-leases.ts";
import { watchEventLoop } from "./loop-lag.ts";
import { Metrics, metricsRefusal } from "./metrics.ts";
import { runOpenChecks } from "./open-checks.ts";
import { mapStreamParams } from "./params.ts";
import { closeBrowser, type Relay, relay, type RelayOptions } from "./relay.ts";

export type Sidecar = {
  port: number;
  db: SidecarDb;
  metrics: Metrics;
  replicaId: string;
  /** Streams this replica is relaying now. */
  liveStreams: () => number;
  /**
   * Graceful stop (SIGTERM): refuse new streams, let running ones finish for up to `graceMs`, then end the
   * rest (the provider finishes their last words; browsers see a reconnectable close), then shut down.
   */
  drain: (graceMs: number) => Promise<void>;
  /** Immediate stop: ends streams at once and closes everything (tests, Ctrl-C). */
  shutdown: () => Promise<void>;
};

type Log = (entry: Record<string, unknown>) => void;
const jsonLog: Log = (entry) => console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));

export type SidecarOptions = {
  log?: Log;
  /** Relay timings and buffer bounds (tests shorten them). */
  relay?: Pick<
    RelayOptions,
    | "beginTimeoutMs"
    | "terminationTimeoutMs"
    | "maxPendingMs"
    | "maxBrowserBufferBytes"
    | "maxProviderBufferBytes"
  >;
  /** How often leases are refreshed and users re-checked (default: config.heartbeatMs). */
  heartbeatMs?: number;
  /** Overrides the practice's maximum recording length (tests cannot wait a minute). */
  maxDurationMs?: number;
  /** Overrides how long a recording may go without audio frames (default: config.noAudioSeconds). */
  noAudioMs?: number;
  /** Overrides how long a recording may go without speech (default: the practice's session time-out). */
  noSpeechMs?: number;
  replicaId?: string;
};

/** How a running stream is ended when the heartbeat finds it may not go on. */
const REVOCATION_CLOSE: Record<Revocation, { code: number; reason: string }> = {
  "inactive": { code: CloseCode.forbidden, reason: Reason.inactive },
  "signed-out": { code: CloseCode.signedOut, reason: Reason.signedOut },
  "guest-access-off": { code: CloseCode.guestAccessOff, reason: Reason.guestAccessOff },
};

/**
 * The largest message a recording socket takes: a second of audio at the highest sample rate a stream may ask for
 * (48 kHz, 16-bit: 96,000 bytes, also the provider's largest frame), rounded up. A browser sends 100 ms (3,200 bytes
 * at 16 kHz), and its text messages are a few hundred bytes.
 */
const MAX_STREAM_MESSAGE_BYTES = 128 * 1024;

/**
 * A recording socket whose browser has gone without a word (a laptop lid closed, a network gone) is found within
 * this long: it is pinged, and closed if the last ping had no answer (Deno's own WebSocket did the same, every 30 s).
 */
const PING_EVERY_MS = 30_000;

function keepAlive(socket: import("ws").WebSocket): void {
  let answered = true;
  socket.on("pong", () => (answered = true));
  const ping = setInterval(() => {
    if (!answered) return void socket.terminate();
    answered = false;
    socket.ping();
  }, PING_EVERY_MS);
  socket.once("close", () => clearInterval(ping));
}

type LiveStream = { leaseId: string; relay: Relay; done: Promise<unknown>; socketClosed: Promise<unknown> };

/**
 * The public entry: /ws-proxy (audio relay), /healthz, /readyz, /metrics, and everything else forwarded to
 * the app. Limits come from the system settings and are counted in PostgreSQL, so they hold across replicas.
 */
export function startSidecar(config: SidecarConfig, options: SidecarOptions = {}): Promise<Sidecar> {
  const log = options.log ?? jsonLog;
  const db = new SidecarDb(config.databaseUrl, deriveKey(config.encryptionKey));
  const warming = db.warm();
  const leases = new StreamLeases(db.pool, options.replicaId, config.leaseTtlSeconds);
  const metrics = new Metrics();
  const forwarder = new AppForwarder(config.appUrl, {
    trustedProxies: config.trustedProxies,
    maxBodyBytes: config.maxBodyBytes,
    publicUrl: config.publicUrl,
  });
  const live = new Map<WebSocket, LiveStream>();
  let draining = false;

  /**
   * The recording sockets: `ws`, with a ceiling on each message. A frame whose header announces more than
   * MAX_STREAM_MESSAGE_BYTES is refused with 1009 before its payload is read (Deno's own WebSocket has no such
   * limit and buffered a whole 32 MiB message: issue 21, decision 036).
   */
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_STREAM_MESSAGE_BYTES,
    perMessageDeflate: false,
    clientTracking: false,
  });

  /** Opens a recording: checks the upgrade, then hands the socket to the relay, or closes it saying why. */
  async function openStream(
    incoming: http.IncomingMessage,
    connection: Duplex,
    head: Buffer,
    peer: string,
  ): Promise<void> {
    const request = { url: addressOf(incoming).href, headers: headersOf(incoming) };
    const handshake = readHandshake(request);
    const query = new URL(request.url).searchParams;
    // The browser's socket, or null when the browser went away while the recording was being checked (Stop pressed
    // while connecting, the tab closed, the network reset): `ws` then lets the connection go without a socket.
    const upgraded = () =>
      new Promise<WebSocket | null>((resolve) => {
        sockets.handleUpgrade(incoming, connection, head, (socket) => {
          socket.on("error", (error: Error & { code?: string }) => {
            // An oversized frame: closed with 1009 (already sent), and its payload is not read at all — the
            // connection stops being read at once and is let go a moment later, whatever the client still sends.
            if (error.code !== "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH") return; // a reset: the close event says what
            setImmediate(() => connection.pause());
            setTimeout(() => connection.destroy(), 1_000);
          });
          keepAlive(socket);
          // `ws`'s socket has the interface the relay uses (binaryType, on…, readyState, send, close, bufferedAmount).
          resolve(socket as unknown as WebSocket);
        });
        if (connection.destroyed) resolve(null);
        else connection.once("close", () => resolve(null));
      });
    const refuse = async (code: number, reason: string, why: string) => {
      const socket = await upgraded();
      if (socket) closeBrowser(socket, code, reason);
      metrics.refused(why);
      log({ event: "stream.refused", replica: leases.replicaId, code, why });
    };
    if (draining) return refuse(CloseCode.restarting, Reason.restarting, "draining");
    // Shed load rather than queue audio (loop-lag.ts).
    if (loopLag.overloaded) {
      return refuse(CloseCode.overloaded, Reason.overloaded, "overloaded");
    }
    let checks;
    try {
      checks = await runOpenChecks(handshake, {
        db,
        secrets: config.sessionSecrets,
        allowedOrigins: [...forwarder.ownOrigins(request, peer), ...config.allowedOrigins],
      });
    } catch {
      return refuse(
        CloseCode.providerUnreachable,
        "Notewell could not check your session. Please try again.",
        "database",
      );
    }
    const { auth, settings } = checks;
    if (!auth.ok) {
      const why = auth.code === CloseCode.signedOut
        ? "signed-out"
        : auth.code === CloseCode.guestAccessOff
        ? "guest-access-off"
        : "forbidden";
      return refuse(auth.code, auth.reason, why);
    }
    if (settings.systemMaintenance) {
      return refuse(
        CloseCode.maintenance,
        settings.maintenanceMessage.trim() || Reason.maintenance,
        "maintenance",
      );
    }
    // The practice asks for consent (decision 060): a signed-in clinician's answer is on their current consultation,
    // a guest's (nothing of theirs is stored) in the stream's address.
    if (settings.requireConsent) {
      let consented;
      try {
        consented = auth.userId === null
          ? isConsentKind(query.get(CONSENT_PARAM))
          : await checks.userConsented(auth.userId);
      } catch {
        return refuse(
          CloseCode.providerUnreachable,
          "Notewell could not check your session. Please try again.",
          "database",
        );
      }
      if (!consented) return refuse(CloseCode.consentRequired, Reason.consentRequired, "no-consent");
    }
    const mapped = mapStreamParams(query);
    if (!mapped.ok) return refuse(CloseCode.badRequest, mapped.reason, "params");
    const apiKey = settings.assemblyaiApiKey || config.envSpeechKey;
    if (!apiKey) return refuse(CloseCode.notConfigured, Reason.notConfigured, "no-key");

    let lease;
    try {
      lease = await leases.acquire(
        { sessionId: auth.sessionId, userId: auth.userId },
        {
          practice: settings.maxConcurrentSessions,
          perAccount: settings.maxStreamsPerUser,
          guests: guestSlots(settings.maxConcurrentSessions),
        },
      );
    } catch {
      return refuse(
        CloseCode.providerUnreachable,
        "Notewell could not start the recording. Please try again.",
        "database",
      );
    }
    if (!lease.ok && lease.limit === "account") {
      return refuse(CloseCode.accountStreamLimit, accountStreamLimitReason(lease.running), "account-limit");
    }
    if (!lease.ok && lease.limit === "guests") {
      return refuse(CloseCode.tooManyStreams, Reason.guestStreams, "guest-limit");
    }
    if (!lease.ok) return refuse(CloseCode.tooManyStreams, Reason.tooManyStreams, "limit");

    const socket = await upgraded();
    if (!socket) {
      // Nobody to record for: the slot is given back at once, not after the lease's time-to-live.
      await leases.release(lease.id).catch(() => {}); // an unreleased lease expires with its heartbeats
      log({ event: "stream.abandoned", replica: leases.replicaId });
      return;
    }
    const base = providerBaseUrl(config, settings.speechRegion);
    const minutes = settings.maxSessionDuration;
    // A recording that sends no audio frames at all (a live microphone sends ten a second, silence included) is a
    // page that has stopped — frozen, suspended, or not a browser at all — and must not hold a slot (decision 027):
    // ended after NO_AUDIO_SECONDS, or the practice's session time-out if that is shorter (never, while its
    // minimum is 5 minutes and the default 5 minutes).
    const noAudioSeconds = Math.min(config.noAudioSeconds, settings.sessionTimeoutMinutes * 60);
    const noSpeechSeconds = settings.sessionTimeoutMinutes * 60;
    const stream = relay({
      ...options.relay,
      browser: socket,
      upstreamUrl: `${base}?${mapped.params.providerQuery}`,
      apiKey,
      params: mapped.params,
      maxDurationMs: options.maxDurationMs ?? minutes * 60_000,
      durationLimit: {
        code: CloseCode.durationLimit,
        reason:
          `This recording reached your practice's limit of ${minutes} minute${minutes === 1 ? "" : "s"}. ` +
          "Start a new recording to continue.",
      },
      // A quiet recording is ended so it cannot hold a slot (and keep its sign-in alive) for hours.
      noAudioLimit: {
        ms: options.noAudioMs ?? noAudioSeconds * 1000,
        code: CloseCode.idle,
        reason: idleReason("audio", noAudioSeconds),
      },
      noSpeechLimit: {
        ms: options.noSpeechMs ?? noSpeechSeconds * 1000,
        code: CloseCode.idle,
        reason: idleReason("speech", noSpeechSeconds),
      },
    });
    const leaseId = lease.id;
    const done = stream.done.then((summary) => {
      live.delete(socket);
      metrics.streamsLive = live.size;
      metrics.closed(summary.closeCode, summary.audioBytes);
      leases.release(leaseId).catch(() => {}); // an unreleased lease expires with its heartbeats
      log({
        event: "stream.closed",
        replica: leases.replicaId,
        ...(auth.userId === null ? { guest: true } : { userId: auth.userId }),
        ...summary,
      });
    });
    const socketClosed = new Promise((resolve) => socket.addEventListener("close", resolve, { once: true }));
    live.set(socket, { leaseId, relay: stream, done, socketClosed });
    metrics.streamsLive = live.size;
    metrics.streamsTotal += 1;
  }

  /**
   * Refreshes leases. A user deactivated or deleted mid-stream, a session that has ended (signed out
   * elsewhere, expired) and a guest once guest access is off are cut off here, within one heartbeat; the
   * provider's last words still reach the browser.
   */
  async function heartbeat(): Promise<void> {
    await leases.sweep().catch(() => {}); // the database is away: the next beat sweeps
    const streams = [...live.values()];
    if (streams.length === 0) return;
    try {
      const revoked = await leases.heartbeat(streams.map((s) => s.leaseId), await db.settings());
      for (const stream of streams) {
        const why = revoked.get(stream.leaseId);
        if (why) stream.relay.end(REVOCATION_CLOSE[why].code, REVOCATION_CLOSE[why].reason);
      }
    } catch (error) {
      // The database is away (a restart, say): running streams carry on; the next beat tries again.
      log({ event: "heartbeat.failed", replica: leases.replicaId, error: (error as Error).message });
    }
  }
  const beat = setInterval(() => void heartbeat(), options.heartbeatMs ?? config.heartbeatMs);
  const loopLag = watchEventLoop();

  /** Ends every stream and waits for each browser's closing handshake (else shutting down says 1001). */
  async function endAll(code: number, reason: string): Promise<void> {
    const streams = [...live.values()];
    for (const stream of streams) stream.relay.end(code, reason);
    await Promise.all(streams.map((s) => s.done));
    await Promise.race([
      Promise.all(streams.map((s) => s.socketClosed)),
      new Promise((r) => setTimeout(r, 2_000)),
    ]);
  }

  return listenPublic({ port: config.port, host: config.host }, {
    async request(incoming, peer) {
      let url: URL;
      try {
        url = addressOf(incoming);
      } catch {
        return withHeaderPolicy(refusal(new URL("http://localhost/"), 400, DoorMessage.address), {
          path: "/",
          scheme: "http",
        });
      }
      const method = incoming.method ?? "GET";
      const scheme = forwarder.statedScheme({ url: url.href, headers: headersOf(incoming) }, peer);
      const doorRefusal = methodOrPathRefusal({ method, url: url.href });
      if (doorRefusal) return withHeaderPolicy(doorRefusal, { path: url.pathname, scheme });
      const answer = await answerRequest(toFetchRequest(incoming, url), peer, url.pathname);
      return withHeaderPolicy(answer, { path: url.pathname, scheme });
    },
    upgrade(incoming, connection, head, peer) {
      if (
        addressOf(incoming).pathname !== "/ws-proxy" ||
        incoming.headers.upgrade?.toLowerCase() !== "websocket"
      ) {
        return false;
      }
      void openStream(incoming, connection, head, peer).catch(() => connection.destroy());
      return true;
    },
  }).then((server) => {
    // Once: a second call (a test's clean-up after the test stopped it) waits for the first.
    let stopping: Promise<void> | null = null;
    const shutdown = () =>
      stopping ??= (async () => {
        draining = true;
        clearInterval(beat);
        loopLag.stop();
        await endAll(CloseCode.restarting, Reason.restarting);
        await server.close();
        forwarder.close();
        // A database that never answered the warming (a host that drops packets) does not hold up the stop.
        let waited: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([warming, new Promise((resolve) => (waited = setTimeout(resolve, 2_000)))]);
        clearTimeout(waited);
        await db.close();
      })();
    return {
      port: server.port,
      db,
      metrics,
      replicaId: leases.replicaId,
      liveStreams: () => live.size,
      shutdown,
      drain: async (graceMs) => {
        draining = true;
        log({ event: "drain.started", replica: leases.replicaId, streams: live.size, graceMs });
        const deadline = Date.now() + graceMs;
        while (live.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        log({ event: "drain.ending", replica: leases.replicaId, streams: live.size });
        await shutdown();
      },
    };
  });

  /** Everything the public port answers, before the header policy is added. */
  async function answerRequest(request: Request, peer: string, pathname: string): Promise<Response> {
    if (pathname === "/ws-proxy") {
      return new Response("This address accepts WebSocket connections only.", { status: 426 });
    }
    if (pathname === "/healthz" || pathname === "/readyz") {
      const reachable = await db.ping();
      // Liveness needs the database; readiness also needs us not to be draining.
      const ok = reachable && (pathname === "/healthz" || !draining);
      return new Response(ok ? "ok" : draining ? "draining" : "database unreachable", {
        status: ok ? 200 : 503,
        headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
      });
    }
    if (pathname === "/metrics") {
      const refusal = metricsRefusal(request, {
        peer,
        token: config.metricsToken,
        proxyInFront: config.trustedProxies.entries.length > 0,
      });
      if (refusal) return refusal;
      return new Response(metrics.render(), {
        headers: { "Content-Type": "text/plain; version=0.0.4", "Cache-Control": "no-store" },
      });
    }
    return await forwarder.forward(request, peer);
  }
}
