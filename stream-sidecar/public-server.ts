import http from "node:http";
import type { Buffer } from "node:buffer";
import type { Duplex } from "node:stream";
import { DoorMessage, METHODS } from "../contract/front-door.ts";
import { baselineHeaders } from "../contract/response-headers.js";

/**
 * The public port's HTTP/1.1 server (decision 036). Deno.serve gives no time-out for a request's headers nor for an
 * idle kept-alive connection, and answers HTTP/1.1 without Host; Node's own server, as Deno provides it (node:http,
 * Node's parser), does all three: a client that dribbles its headers is answered 408 and let go, an idle connection
 * is closed, a request without Host is 400. Each request is handed on as a Fetch `Request` and its `Response`
 * written back; WebSocket upgrades are handed on as they come (the recording socket: server.ts).
 */
export const PUBLIC_SERVER_TIMEOUTS = {
  /** A request's headers must all have arrived this long after its first byte (nginx waits 60 s, Go advises 10). */
  headersMs: 10_000,
  /** The whole request, body included (2 MiB at most, at a slow 40 KB/s, fits easily). */
  requestMs: 60_000,
  /** A kept-alive connection with no request in flight is closed after this (Node's and Apache's default). */
  idleMs: 5_000,
} as const;

/** How often the server checks for requests past their time-outs (Node checks every 30 s by default). */
const CHECK_EVERY_MS = 1_000;

/**
 * After an answer that did not wait for the whole body (a 413 for a declared length over the limit, say), this much
 * more of it is read and dropped (or for this long) before the connection is closed: a connection closed with the
 * client's data unread is reset, and the reset can overtake the answer before the client has read it (decision 028).
 * A client that has read its answer stops sending long before; one that goes on is let go.
 */
const DISCARD_BYTES = 64 * 1024 * 1024;
const DISCARD_MS = 5_000;

export type PublicHandlers = {
  /** Answers one request (`url` is its address, `peer` the TCP peer's). */
  request: (incoming: http.IncomingMessage, peer: string) => Promise<Response>;
  /**
   * Takes over a connection that asks to upgrade (a WebSocket) and says so; false: it is answered as a plain request
   * (an Upgrade the site does not speak is ignored, as the standard allows).
   */
  upgrade: (incoming: http.IncomingMessage, socket: Duplex, head: Buffer, peer: string) => boolean;
};

export type PublicServer = { port: number; close: () => Promise<void> };

/** The TCP peer's address, IPv4 as IPv4 (`::ffff:127.0.0.1` is 127.0.0.1). */
function peerOf(socket: { remoteAddress?: string }): string {
  const address = socket.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** Listens on `port` (0: any free one) and serves until closed (`timeouts`: shorter ones, for a test). */
export function listenPublic(
  options: { port: number; host: string; timeouts?: Record<keyof typeof PUBLIC_SERVER_TIMEOUTS, number> },
  handlers: PublicHandlers,
): Promise<PublicServer> {
  const timeouts = options.timeouts ?? PUBLIC_SERVER_TIMEOUTS;
  const server = http.createServer({
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.idleMs,
    connectionsCheckingInterval: CHECK_EVERY_MS,
    requireHostHeader: true,
  });
  server.on("request", (incoming: http.IncomingMessage, outgoing: http.ServerResponse) => {
    void handlers
      .request(incoming, peerOf(incoming.socket))
      .then((response) => writeResponse(incoming, outgoing, response))
      .catch(() => {
        if (!outgoing.headersSent) outgoing.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        outgoing.end();
      });
  });
  server.on("upgrade", (incoming: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node's server stops listening for the connection's errors once it is handed over: a browser resetting it while
    // the handler still checks it (a recording being opened, a request being forwarded) must not stop the process.
    socket.on("error", () => socket.destroy());
    if (handlers.upgrade(incoming, socket, head, peerOf(incoming.socket))) return;
    const outgoing = new http.ServerResponse(incoming);
    outgoing.assignSocket(socket as import("node:net").Socket);
    outgoing.shouldKeepAlive = false;
    outgoing.once("finish", () => socket.end());
    server.emit("request", incoming, outgoing);
  });
  server.on(
    "clientError",
    (error: Error & { code?: string }, socket: Duplex) => answerUnreadable(error, socket),
  );
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : options.port,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** What the door says about a request Node's parser could not take, by the parser's error code. */
const UNREADABLE: Record<string, { status: number; text: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    text: "Request Timeout",
    message: "The request took too long to arrive.",
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: "Request Header Fields Too Large",
    message: "The request's headers are too large.",
  },
  HPE_INVALID_METHOD: { status: 405, text: "Method Not Allowed", message: DoorMessage.method },
};

/** The connections `answerUnreadable` has answered. */
const answered = new WeakSet<Duplex>();

/**
 * Answers a request Node could not parse (a method it does not know, headers too large or too slow, bytes that are
 * not HTTP — and, from Deno's parser, a DELETE with a chunked body, which Node's takes) and closes the connection,
 * with the site's header policy, in the site's words: `{error}` JSON for an /api/ address, as the door's own refusals.
 */
function answerUnreadable(error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex): void {
  // A connection is answered once: the parser, fed what the client goes on sending, would say so again (a 400 for
  // each further chunk, a 408 on each check of the time-outs), and each answer would add its listeners.
  if (answered.has(socket)) return;
  answered.add(socket);
  if (!socket.writable) return void socket.destroy();
  // A request line with a method the parser does not know (BREW, say): Deno's parser says only HPE_ERROR.
  const line = /^([A-Z][A-Z_-]*) (\S+) HTTP\/1\.[01]\r?\n/.exec(String(error.rawPacket ?? ""));
  const code = line && !(METHODS as readonly string[]).includes(line[1]) ? "HPE_INVALID_METHOD" : error.code;
  const { status, text, message } = UNREADABLE[code ?? ""] ??
    { status: 400, text: "Bad Request", message: "The request could not be read." };
  const api = line?.[2].startsWith("/api/") ?? false;
  const body = api ? JSON.stringify({ error: message }) : message;
  const headers: Record<string, string> = {
    ...baselineHeaders({ path: "/", tls: false }),
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Content-Length": String(new TextEncoder().encode(body).byteLength),
    "Connection": "close",
    ...(status === 405 ? { Allow: METHODS.join(", ") } : {}),
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
  // The answer, then this side's end at once (a FIN, not a reset: nginx's lingering close): a client reads the answer
  // and closes its side, which ends the connection. What it is still sending meanwhile is read and dropped, for a
  // moment at most, so the answer is not lost to a reset.
  socket.end(`HTTP/1.1 ${status} ${text}\r\n${head}\r\n${body}`);
  let discarded = 0;
  const letGo = setTimeout(() => socket.destroy(), DISCARD_MS);
  socket.removeAllListeners("data");
  socket.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > DISCARD_BYTES) socket.destroy();
  });
  socket.once("end", () => socket.destroy());
  socket.once("close", () => clearTimeout(letGo));
  socket.resume();
}

/** An incoming request's headers, as Fetch `Headers`. */
export function headersOf(incoming: http.IncomingMessage): Headers {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
  return headers;
}

/** The Fetch `Request` for an incoming request (its address from its Host; the body streamed as it arrives). */
export function toFetchRequest(incoming: http.IncomingMessage, url: URL): Request {
  const headers = headersOf(incoming);
  const method = incoming.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, { method, headers, body: hasBody ? bodyOf(incoming) : null });
}

/**
 * The address an incoming request names: its path on this site's origin as its Host states it (an absolute-form
 * target keeps only its path). Throws when there is nothing to make an address of.
 */
export function addressOf(incoming: http.IncomingMessage): URL {
  const target = incoming.url ?? "/";
  const path = target.startsWith("/") ? target : new URL(target).pathname + new URL(target).search;
  return new URL(`http://${incoming.headers.host ?? "localhost"}${path}`);
}

/**
 * A request's body as a stream read as the reader asks (no more is buffered than it has asked for). Cancelled (the
 * front door has read all it will), the rest is read and dropped rather than left unread under the answer.
 */
function bodyOf(incoming: http.IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  const settle = (end: () => void) => {
    if (!open) return;
    open = false;
    end();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        incoming.on("data", (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        });
        incoming.once("end", () => settle(() => controller.close()));
        incoming.once("error", (error) => settle(() => controller.error(error)));
        incoming.once("close", () => {
          if (!incoming.complete) settle(() => controller.error(new Error("the client went away")));
        });
      },
      pull() {
        incoming.resume();
      },
      cancel() {
        open = false;
        incoming.removeAllListeners("data");
        incoming.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/** Writes a Fetch `Response` to Node's, streaming its body; a client that goes away stops it. */
async function writeResponse(
  incoming: http.IncomingMessage,
  outgoing: http.ServerResponse,
  response: Response,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  if (!incoming.complete) {
    // Answered before the body has all arrived (a 413 for its declared length, say): the connection is not closed
    // at the end of the answer, even when the client asked for that, but kept reading while the client finishes
    // sending — closed at once, it would be reset, and the reset can overtake the answer.
    outgoing.shouldKeepAlive = true;
    outgoing.once("finish", () => letGoOfUnreadBody(incoming));
  }
  outgoing.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body || incoming.method === "HEAD") {
    await response.body?.cancel().catch(() => {});
    outgoing.end();
    return;
  }
  const reader = response.body.getReader();
  const gone = new Promise<void>((resolve) => outgoing.once("close", () => resolve()));
  try {
    for (;;) {
      const { done, value } = await Promise.race([
        reader.read(),
        gone.then(() => ({ done: true, value: undefined })),
      ]);
      if (done || outgoing.destroyed) break;
      if (!outgoing.write(value)) {
        await Promise.race([new Promise((resolve) => outgoing.once("drain", resolve)), gone]);
      }
    }
  } catch {
    // the body failed part-way (the app went away): end what was sent
  }
  if (outgoing.destroyed) await reader.cancel().catch(() => {});
  else outgoing.end();
}

/**
 * A request whose body was still arriving when its answer was finished: the rest is read and dropped, up to
 * DISCARD_BYTES or DISCARD_MS, then the connection is closed (it cannot carry another request meanwhile).
 */
function letGoOfUnreadBody(incoming: http.IncomingMessage): void {
  if (incoming.complete) return;
  let discarded = 0;
  const letGo = () => incoming.socket.destroy();
  const timer = setTimeout(letGo, DISCARD_MS);
  incoming.removeAllListeners("data");
  incoming.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > DISCARD_BYTES) letGo();
  });
  incoming.once("end", () => clearTimeout(timer));
  incoming.socket.once("close", () => clearTimeout(timer));
  incoming.resume();
}
