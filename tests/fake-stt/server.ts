/**
 * A local stand-in for AssemblyAI's v3 streaming server (see docs/speech-provider.md §7.2), for the
 * stream-sidecar's tests, Playwright runs and the relay latency benchmark.
 *
 * - `WS /v3/ws` and `GET /v3/token` speak the protocol.
 * - `/__control/*` lets a test in another process read session records and queue faults.
 */
import { FakeSession, type SessionAuth, type SessionSettings } from "./session.ts";
import { DEFAULT_SCRIPT, type FormatMode, scriptProblem } from "./script.ts";
import type { FakeSttOptions, Fault, SessionRecord } from "./types.ts";

export type { FakeSttOptions } from "./types.ts";

/** A running fake. */
export type FakeStt = {
  port: number;
  /** `ws://127.0.0.1:PORT/v3/ws` */
  url: string;
  /** `http://127.0.0.1:PORT`, for `/v3/token` and `/__control/*`. */
  httpUrl: string;
  /** One record per WebSocket session, newest last, at most 200. The same array for the fake's life. */
  sessions: SessionRecord[];
  /** Changes options for sessions opened from now on. `faults` replaces the queue. Throws on bad values. */
  configure(partial: Partial<FakeSttOptions>): void;
  /** Clears sessions, queued faults and tokens, and restores the options given to `startFakeStt`. */
  reset(): void;
  /** Closes open sessions (1001) and stops listening. */
  close(): Promise<void>;
};

type Settings = SessionSettings & { apiKey: string; faults: Fault[] };
type Token = { expiresAt: number; maxSessionSeconds: number };

const MAX_SESSIONS = 200;
/**
 * How far a session's audio may run ahead of its wall clock (types.ts, `rateLookaheadSeconds`). The provider
 * documents only "about real time" (docs/speech-provider.md §4.1; stt-protocol.md §4.1, §7.2 suggests ~2 s for
 * tests), and it refused a reconnect's 8-second backlog sent at once (issue 22): 2 s is strict enough to catch
 * any burst a client should not send, and loose enough for a stream's first moments.
 */
export const DEFAULT_RATE_LOOKAHEAD_SECONDS = 2;
const MAX_SESSION_SECONDS = 10800;
const SHUTDOWN_GRACE_MS = 1000;
/** Query parameters v3 documents (protocol §1.4); anything else is recorded in `unknownParams`. */
const KNOWN_PARAMS = new Set([
  "speech_model",
  "sample_rate",
  "encoding",
  "format_turns",
  "end_of_turn_confidence_threshold",
  "min_turn_silence",
  "min_end_of_turn_silence_when_confident",
  "max_turn_silence",
  "vad_threshold",
  "keyterms_prompt",
  "inactivity_timeout",
  "language_detection",
  "speaker_labels",
  "max_speakers",
  "filter_profanity",
  "token",
  "language",
  "domain",
  "prompt",
]);

/** Starts the fake on `options.port` (0 = a free port) and resolves once it is listening. */
export function startFakeStt(options: FakeSttOptions): Promise<FakeStt> {
  const initial = applyOptions(defaultSettings(options.apiKey), options);
  let settings = copySettings(initial);
  const sessions: SessionRecord[] = [];
  const open = new Set<FakeSession>();
  const tokens = new Map<string, Token>();

  function authenticate(request: Request, url: URL): SessionAuth {
    const header = request.headers.get("authorization");
    if (header !== null && header === settings.apiKey) {
      return { ok: true, method: "header", maxSessionSeconds: MAX_SESSION_SECONDS };
    }
    // Tokens come as ?token=, or (Python SDK) in the Authorization header.
    const tokenText = url.searchParams.get("token") ?? header;
    const token = tokenText === null ? undefined : tokens.get(tokenText);
    if (token) {
      tokens.delete(tokenText!);
      if (token.expiresAt >= Date.now()) {
        return { ok: true, method: "token", maxSessionSeconds: token.maxSessionSeconds };
      }
    }
    if (url.searchParams.has("token")) {
      return { ok: false, reason: "Unauthorized Connection: Invalid or expired temporary token" };
    }
    if (header !== null) return { ok: false, reason: "Unauthorized Connection: Invalid API key" };
    return { ok: false, reason: "Unauthorized Connection: Missing Authorization header" };
  }

  function openSession(request: Request, url: URL): Response {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade.", { status: 426 });
    }
    const fault = settings.faults.shift() ?? null;
    const auth = authenticate(request, url);
    const query = Object.fromEntries(url.searchParams);
    const record: SessionRecord = {
      id: crypto.randomUUID(),
      query,
      unknownParams: Object.keys(query).filter((name) => !KNOWN_PARAMS.has(name)),
      authorized: auth.ok,
      authMethod: auth.ok ? auth.method : null,
      fault,
      httpStatus: 101,
      bytesReceived: 0,
      frames: 0,
      oddByteFrames: 0,
      minFrameMs: null,
      maxFrameMs: null,
      audioMs: 0,
      peak: 0,
      rms: 0,
      silent: true,
      keyterms: [],
      heard: [],
      messagesReceived: [],
      messagesSent: 0,
      terminated: false,
      closeCode: null,
      closeReason: null,
      closedBy: null,
      startedAt: Date.now(),
      endedAt: null,
      wallMs: null,
    };
    sessions.push(record);
    if (sessions.length > MAX_SESSIONS) sessions.splice(0, sessions.length - MAX_SESSIONS);

    if (fault?.refuse && "http" in fault.refuse) {
      Object.assign(record, {
        httpStatus: fault.refuse.http,
        closedBy: "server",
        endedAt: record.startedAt,
        wallMs: 0,
      });
      return Response.json({ error: "Refused by a fake-stt fault" }, { status: fault.refuse.http });
    }
    const { socket, response } = Deno.upgradeWebSocket(request);
    const session: FakeSession = new FakeSession({
      socket,
      params: url.searchParams,
      record,
      auth,
      fault,
      settings,
      onEnd: () => open.delete(session),
    });
    open.add(session);
    return response;
  }

  function mintToken(request: Request, url: URL): Response {
    if (request.method !== "GET") return Response.json({ error: "Method not allowed" }, { status: 405 });
    const key = request.headers.get("authorization");
    if (key !== settings.apiKey) {
      return Response.json({ error: key === null ? "Missing Authorization header" : "Invalid API key" }, {
        status: 401,
      });
    }
    const expiresIn = intParam(url, "expires_in_seconds");
    if (expiresIn === null || expiresIn < 1 || expiresIn > 600) {
      return Response.json({ error: "expires_in_seconds must be an integer from 1 to 600" }, { status: 400 });
    }
    const maxSession = url.searchParams.has("max_session_duration_seconds")
      ? intParam(url, "max_session_duration_seconds")
      : MAX_SESSION_SECONDS;
    if (maxSession === null || maxSession < 60 || maxSession > MAX_SESSION_SECONDS) {
      return Response.json({ error: "max_session_duration_seconds must be an integer from 60 to 10800" }, {
        status: 400,
      });
    }
    const now = Date.now();
    for (const [text, token] of tokens) if (token.expiresAt < now) tokens.delete(text);
    const token = `fake-stt-${crypto.randomUUID()}`;
    tokens.set(token, { expiresAt: now + expiresIn * 1000, maxSessionSeconds: maxSession });
    return Response.json({ token, expires_in_seconds: expiresIn });
  }

  async function control(request: Request, action: string): Promise<Response> {
    const route = `${request.method} ${action}`;
    if (route === "GET health") return Response.json({ ok: true });
    if (route === "GET sessions") return Response.json(sessions);
    if (route === "POST reset") {
      fake.reset();
      return new Response(null, { status: 204 });
    }
    if (route === "POST configure") {
      try {
        fake.configure(await request.json());
      } catch (error) {
        return Response.json({ error: error instanceof Error ? error.message : String(error) }, {
          status: 400,
        });
      }
      return new Response(null, { status: 204 });
    }
    await request.body?.cancel();
    return Response.json({ error: `No control route ${route}` }, { status: 404 });
  }

  const server = Deno.serve({
    port: options.port ?? 0,
    hostname: options.hostname ?? "127.0.0.1",
    onListen() {},
  }, (request) => {
    const url = new URL(request.url);
    if (url.pathname === "/v3/ws") return openSession(request, url);
    if (url.pathname === "/v3/token") return mintToken(request, url);
    if (url.pathname.startsWith("/__control/")) {
      return control(request, url.pathname.slice("/__control/".length));
    }
    return Response.json({ error: "Not found" }, { status: 404 });
  });

  const host = server.addr.hostname.includes(":") ? `[${server.addr.hostname}]` : server.addr.hostname;
  const port = server.addr.port;
  const fake: FakeStt = {
    port,
    url: `ws://${host}:${port}/v3/ws`,
    httpUrl: `http://${host}:${port}`,
    sessions,
    configure(partial) {
      settings = applyOptions(settings, partial);
    },
    reset() {
      sessions.length = 0;
      tokens.clear();
      settings = copySettings(initial);
    },
    async close() {
      await Promise.all([...open].map((session) => session.shutdown(SHUTDOWN_GRACE_MS)));
      await server.shutdown();
    },
  };
  return Promise.resolve(fake);
}

function defaultSettings(apiKey: string): Settings {
  return {
    apiKey,
    script: DEFAULT_SCRIPT,
    formatMode: "trailing",
    rateLookaheadSeconds: DEFAULT_RATE_LOOKAHEAD_SECONDS,
    echo: false,
    loopScript: false,
    wordsInAudio: false,
    faults: [],
  };
}

function copySettings(settings: Settings): Settings {
  return { ...settings, faults: [...settings.faults] };
}

/** A copy of `settings` with `partial` applied; throws on values the fake cannot use. */
function applyOptions(settings: Settings, partial: Partial<FakeSttOptions>): Settings {
  if (typeof partial !== "object" || partial === null || Array.isArray(partial)) {
    throw new TypeError("Options must be an object.");
  }
  const next = copySettings(settings);
  if (partial.apiKey !== undefined) next.apiKey = String(partial.apiKey);
  if (partial.script !== undefined) {
    const problem = Array.isArray(partial.script) ? scriptProblem(partial.script) : "script must be an array";
    if (problem) throw new TypeError(problem);
    next.script = structuredClone(partial.script);
  }
  if (partial.formatMode !== undefined) {
    if (!isFormatMode(partial.formatMode)) throw new TypeError('formatMode must be "trailing" or "inline"');
    next.formatMode = partial.formatMode;
  }
  if (partial.rateLookaheadSeconds !== undefined) {
    if (!(partial.rateLookaheadSeconds >= 0)) throw new TypeError("rateLookaheadSeconds must be 0 or more");
    next.rateLookaheadSeconds = partial.rateLookaheadSeconds;
  }
  if (partial.echo !== undefined) next.echo = partial.echo === true;
  if (partial.loopScript !== undefined) next.loopScript = partial.loopScript === true;
  if (partial.wordsInAudio !== undefined) next.wordsInAudio = partial.wordsInAudio === true;
  if (partial.faults !== undefined) {
    if (!Array.isArray(partial.faults)) throw new TypeError("faults must be an array");
    for (const fault of partial.faults) {
      const refuse = fault?.refuse;
      if (
        refuse && "http" in refuse &&
        !(Number.isInteger(refuse.http) && refuse.http >= 200 && refuse.http <= 599)
      ) {
        throw new TypeError("refuse.http must be an HTTP status from 200 to 599");
      }
    }
    next.faults = structuredClone(partial.faults);
  }
  return next;
}

function isFormatMode(value: unknown): value is FormatMode {
  return value === "trailing" || value === "inline";
}

function intParam(url: URL, name: string): number | null {
  const text = url.searchParams.get(name);
  const value = Number(text);
  return text !== null && text.trim() !== "" && Number.isInteger(value) ? value : null;
}
