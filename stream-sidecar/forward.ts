import http from "node:http";
import { Readable } from "node:stream";
import { bodyLimitFor } from "../contract/body-limits.ts";
import { DoorMessage, isSameOrigin } from "../contract/front-door.ts";
import { refusal } from "./front-door.ts";
import { clientOf, type TrustedProxies } from "../contract/trusted-proxies.ts";

/** Headers that describe one hop, not the message: never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Headers in which a client speaks for someone else: who it is forwarding for and how it was reached. From a
 * peer that is not a trusted proxy they are the client's own claims, and never reach the app.
 */
const FORWARDING = new Set([
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
]);

export type ForwarderOptions = {
  /** Peers whose X-Forwarded-* headers are believed (TRUSTED_PROXIES). Default: nobody. */
  trustedProxies?: TrustedProxies;
  /** The largest request body passed to the app, in bytes (MAX_BODY_BYTES). Default: 2 MiB. */
  maxBodyBytes?: number;
  /** The site's public address (PUBLIC_URL): its origin may make state changes besides the one reached. */
  publicUrl?: string;
};

/**
 * After a body passes the limit, this much more of it is read and dropped (or for this long) before the rest is
 * refused: a client a little over the limit finishes sending and reads the 413, where a connection closed with its
 * data unread would be reset under the answer (the app does the same: decision 028).
 */
const DRAIN_BYTES = 4 * 1024 * 1024;
const DRAIN_MS = 5_000;

/**
 * Streams a request body to the app's request, counting it. Past `limit`, `overLimit` is called, the rest of the
 * body is read and dropped (DRAIN_BYTES, DRAIN_MS), then `drained` answers. The client or the app going away
 * aborts the app's request (its error handler answers). Settles when the body has been read as far as it will be.
 */
async function sendBody(
  body: ReadableStream<Uint8Array>,
  upstream: http.ClientRequest,
  on: { limit: number; answered: () => boolean; overLimit: () => void; drained: () => void },
): Promise<void> {
  const reader = body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return void upstream.end();
      received += value.byteLength;
      if (received > on.limit) {
        on.overLimit();
        await drain(reader);
        return on.drained();
      }
      if (!upstream.write(value)) await writable(upstream);
    }
  } catch {
    upstream.destroy();
    await reader.cancel().catch(() => {});
  }
}

/** `work`, or nothing once `ms` have passed (a client that stops sending does not hold its answer open). */
function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([work, new Promise((r) => (timer = setTimeout(r, ms)))]).then(() =>
    clearTimeout(timer)
  );
}

/** Waits until the app's request takes more body (or fails, if it closes first). */
function writable(upstream: http.ClientRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      upstream.off("drain", drained).off("close", closed);
      if (error) reject(error);
      else resolve();
    };
    const drained = () => done();
    const closed = () => done(new Error("the app's request closed"));
    upstream.on("drain", drained).on("close", closed);
  });
}

/** Reads and drops what is left of a body, up to DRAIN_BYTES or DRAIN_MS, then stops reading it. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), DRAIN_MS);
  let drained = 0;
  try {
    while (drained <= DRAIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // cancelled at the deadline, or the client went away
  } finally {
    clearTimeout(timer);
  }
}

/** The default request-body limit: far above any form or JSON call the app takes (decision 026). */
export const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The last entry of a comma-separated header: what the nearest proxy said. */
function nearest(value: string | null): string | undefined {
  return value?.split(",").at(-1)?.trim() || undefined;
}

/**
 * The X-Forwarded-* headers the app receives. The sidecar states what it saw itself: the scheme it was
 * reached by, the Host the client asked for, and its peer's address as X-Forwarded-For. Only when that peer
 * is a trusted proxy are the proxy's own X-Forwarded-* believed (its For read back to the client, its Proto and
 * Host used); anyone else's are dropped, so a client cannot pose as a proxy (decision 026).
 */
function forwardedHeaders(
  request: Pick<Request, "url" | "headers">,
  { peer, trusted, trustedProxies }: { peer: string; trusted: boolean; trustedProxies?: TrustedProxies },
): Record<"x-forwarded-for" | "x-forwarded-proto" | "x-forwarded-host", string> {
  const url = new URL(request.url);
  const ownProto = url.protocol.replace(":", "");
  const ownHost = request.headers.get("Host") ?? url.host;
  if (!trusted) {
    return { "x-forwarded-for": peer, "x-forwarded-proto": ownProto, "x-forwarded-host": ownHost };
  }
  const proto = nearest(request.headers.get("X-Forwarded-Proto"))?.toLowerCase();
  return {
    "x-forwarded-for": clientOf(request.headers.get("X-Forwarded-For"), peer, trustedProxies),
    "x-forwarded-proto": proto === "http" || proto === "https" ? proto : ownProto,
    "x-forwarded-host": nearest(request.headers.get("X-Forwarded-Host")) ?? ownHost,
  };
}

/**
 * Forwards a request to the app unchanged and streams the answer back: Host kept, X-Forwarded-For/-Proto/
 * -Host set from what the sidecar saw (forwardedHeaders), bodies streamed both ways, redirects passed through
 * (not followed), every Set-Cookie kept, compressed bodies left compressed (the browser's Accept-Encoding is
 * passed as it is: the app sends brotli only as files compressed ahead of time, decision 071). Uses node:http because Deno's
 * fetch drops a custom Host header and decompresses bodies while keeping Content-Encoding.
 */
export class AppForwarder {
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  readonly #trustedProxies: TrustedProxies | undefined;
  readonly #maxBodyBytes: number;
  readonly #publicOrigin: string | undefined;

  constructor(private readonly appUrl: URL, options: ForwarderOptions = {}) {
    this.#trustedProxies = options.trustedProxies;
    this.#maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.#publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  }

  /**
   * The scheme the sidecar states for a request from `peer`: the one it was reached by, or the one a trusted proxy
   * in front says (what the app is told in X-Forwarded-Proto, so the sidecar's own answers send HSTS as the app's do).
   */
  statedScheme(request: Pick<Request, "url" | "headers">, peer: string): string {
    const trusted = this.#trustedProxies?.trusts(peer) ?? false;
    return forwardedHeaders(request, {
      peer,
      trusted,
      trustedProxies: this.#trustedProxies,
    })["x-forwarded-proto"];
  }

  /**
   * Forwards `request`, which came from the TCP peer `peer` (an address). A body over the limit — the address's own
   * (contract/body-limits.ts), or MAX_BODY_BYTES if that is lower — never reaches the app whole: a declared
   * Content-Length over it is answered 413 at once, without asking the app; a streamed (chunked) body is cut off at
   * the limit, the app's request aborted, and 413 answered.
   */
  /**
   * The origins a state change or a recording may come from when `request` reached us from `peer`: the scheme and
   * host it was reached at, as the sidecar states them (a trusted proxy's word for them believed), and PUBLIC_URL's.
   */
  ownOrigins(request: Pick<Request, "url" | "headers">, peer: string): string[] {
    const trusted = this.#trustedProxies?.trusts(peer) ?? false;
    const stated = forwardedHeaders(request, { peer, trusted, trustedProxies: this.#trustedProxies });
    const reached = `${stated["x-forwarded-proto"]}://${stated["x-forwarded-host"]}`;
    return this.#publicOrigin ? [reached, this.#publicOrigin] : [reached];
  }

  forward(request: Request, peer: string): Promise<Response> {
    const url = new URL(request.url);
    const limit = Math.min(this.#maxBodyBytes, bodyLimitFor(url.pathname));
    const declared = request.headers.get("Content-Length");
    if (declared !== null && Number(declared) > limit) {
      void request.body?.cancel().catch(() => {});
      return Promise.resolve(refusal(url, 413, DoorMessage.tooLarge));
    }
    const trusted = this.#trustedProxies?.trusts(peer) ?? false;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of request.headers) {
      if (HOP_BY_HOP.has(name) || (!trusted && FORWARDING.has(name))) continue;
      headers[name] = value;
    }
    const stated = forwardedHeaders(request, { peer, trusted, trustedProxies: this.#trustedProxies });
    Object.assign(headers, stated);
    // One origin check for every state change, here where the scheme and host are known (contract/front-door.ts;
    // the app repeats it). Remix would answer a foreign Origin on a page's form with a 500.
    const seen = {
      method: request.method,
      origin: request.headers.get("Origin"),
      fetchSite: request.headers.get("Sec-Fetch-Site"),
    };
    if (!isSameOrigin(seen, this.ownOrigins(request, peer))) {
      void request.body?.cancel().catch(() => {});
      return Promise.resolve(refusal(url, 403, DoorMessage.crossSite));
    }

    return new Promise((resolve) => {
      // Settles once the client's body has been read to its end (or drained: DRAIN_BYTES): an answer is not
      // finished before, since a connection closed with the client's data unread is reset under the answer.
      let bodyRead: Promise<void> = Promise.resolve();
      let answered = false;
      let appAnswered: Promise<unknown> = Promise.resolve();
      const upstream = http.request(
        {
          agent: this.#agent,
          host: this.appUrl.hostname,
          port: this.appUrl.port || 80,
          method: request.method,
          path: url.pathname + url.search,
          headers,
        },
        (response) => {
          answered = true;
          appAnswered = new Promise((ended) => response.once("end", ended).once("close", ended));
          const out = new Headers();
          const raw = response.rawHeaders;
          for (let i = 0; i < raw.length; i += 2) {
            if (!HOP_BY_HOP.has(raw[i].toLowerCase())) out.append(raw[i], raw[i + 1]);
          }
          const status = response.statusCode ?? 502;
          const hasBody = request.method !== "HEAD" && status !== 204 && status !== 304;
          const body = hasBody
            ? (Readable.toWeb(response) as ReadableStream<Uint8Array>).pipeThrough(
              new TransformStream({ flush: () => within(bodyRead, DRAIN_MS) }),
            )
            : null;
          resolve(new Response(body, { status, statusText: response.statusMessage, headers: out }));
          if (!hasBody) response.resume();
        },
      );
      let overLimit = false;
      upstream.on("error", () => {
        if (overLimit) return;
        resolve(
          new Response("Notewell is starting or briefly unavailable. Please try again in a moment.", {
            status: 502,
            headers: { "Content-Type": "text/plain; charset=utf-8" },
          }),
        );
      });
      if (!request.body) {
        upstream.end();
        return;
      }
      bodyRead = sendBody(request.body, upstream, {
        limit,
        answered: () => answered,
        overLimit: () => {
          overLimit = true;
          // The app's request is aborted before its body is complete (it never handles it); an app that has
          // already answered keeps its connection until that answer has been passed on.
          if (!answered) upstream.destroy(new Error("request body over the limit"));
          else void appAnswered.then(() => upstream.destroy());
        },
        drained: () => resolve(refusal(url, 413, DoorMessage.tooLarge)),
      });
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}
