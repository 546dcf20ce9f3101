import http from "node:http";
import { pipeline, Readable, Transform } from "node:stream";
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
 * The encodings the app is offered for its answer: the browser's, with brotli refused. The app's server
 * (remix-serve's compression) answers brotli whenever it is offered, and Node's brotli encoder sets up a 4 MiB
 * window for every response: about 6 ms of CPU per page and hundreds of MB of memory under load, where gzip costs
 * a tenth of the time (decision 030). The browser then gets gzip, as it asked, at a few percent more bytes.
 */
export function withoutBrotli(acceptEncoding: string): string {
  const kept = acceptEncoding
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "" && entry.split(";")[0].trim().toLowerCase() !== "br");
  // Said outright, so that a `*` in the browser's list does not let brotli back in.
  return [...kept, "br;q=0"].join(", ");
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
  request: Request,
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
 * (not followed), every Set-Cookie kept, compressed bodies left compressed (brotli is not offered to the app:
 * `withoutBrotli`). Uses node:http because Deno's
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
  statedScheme(request: Request, peer: string): string {
    const trusted = this.#trustedProxies?.trusts(peer) ?? false;
    return forwardedHeaders(request, {
      peer,
      trusted,
      trustedProxies: this.#trustedProxies,
    })["x-forwarded-proto"];
  }

  /**
   * Forwards `request`, which came from the TCP peer `peer` (an address). A body over the limit never
   * reaches the app whole: a declared Content-Length over it is answered 413 at once, without asking the app;
   * a streamed (chunked) body is cut off at the limit, the app's request aborted, and 413 answered.
   */
  forward(request: Request, peer: string): Promise<Response> {
    const url = new URL(request.url);
    const declared = request.headers.get("Content-Length");
    if (declared !== null && Number(declared) > this.#maxBodyBytes) {
      void request.body?.cancel().catch(() => {});
      return Promise.resolve(refusal(url, 413, DoorMessage.tooLarge));
    }
    const trusted = this.#trustedProxies?.trusts(peer) ?? false;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of request.headers) {
      if (HOP_BY_HOP.has(name) || (!trusted && FORWARDING.has(name))) continue;
      headers[name] = name === "accept-encoding" ? withoutBrotli(value) : value;
    }
    const stated = forwardedHeaders(request, { peer, trusted, trustedProxies: this.#trustedProxies });
    Object.assign(headers, stated);
    // One origin check for every state change, here where the scheme and host are known (contract/front-door.ts;
    // the app repeats it). Remix would answer a foreign Origin on a page's form with a 500.
    const reached = `${stated["x-forwarded-proto"]}://${stated["x-forwarded-host"]}`;
    const seen = {
      method: request.method,
      origin: request.headers.get("Origin"),
      fetchSite: request.headers.get("Sec-Fetch-Site"),
    };
    if (!isSameOrigin(seen, this.#publicOrigin ? [reached, this.#publicOrigin] : [reached])) {
      void request.body?.cancel().catch(() => {});
      return Promise.resolve(refusal(url, 403, DoorMessage.crossSite));
    }

    return new Promise((resolve) => {
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
          const out = new Headers();
          const raw = response.rawHeaders;
          for (let i = 0; i < raw.length; i += 2) {
            if (!HOP_BY_HOP.has(raw[i].toLowerCase())) out.append(raw[i], raw[i + 1]);
          }
          const status = response.statusCode ?? 502;
          const hasBody = request.method !== "HEAD" && status !== 204 && status !== 304;
          resolve(
            new Response(hasBody ? (Readable.toWeb(response) as ReadableStream<Uint8Array>) : null, {
              status,
              statusText: response.statusMessage,
              headers: out,
            }),
          );
          if (!hasBody) response.resume();
        },
      );
      let overLimit = false;
      upstream.on("error", () => {
        if (overLimit) return resolve(refusal(url, 413, DoorMessage.tooLarge));
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
      const limit = this.#maxBodyBytes;
      let received = 0;
      const counted = new Transform({
        transform(chunk: Uint8Array, _encoding, callback) {
          received += chunk.length;
          if (received <= limit) return callback(null, chunk);
          overLimit = true;
          callback(new Error("request body over the limit"));
        },
      });
      const body = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);
      // An error anywhere (over the limit, the client gone) destroys all three: the app's request is aborted.
      pipeline(body, counted, upstream, () => {
        if (overLimit) resolve(refusal(url, 413, DoorMessage.tooLarge));
      });
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}
