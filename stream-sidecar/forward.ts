import http from "node:http";
import { Readable } from "node:stream";

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
 * Forwards a request to the app unchanged and streams the answer back: Host kept, X-Forwarded-For/-Proto/
 * -Host added, bodies streamed both ways, redirects passed through (not followed), every Set-Cookie kept,
 * compressed bodies left compressed. Uses node:http because Deno's fetch drops a custom Host header and
 * decompresses bodies while keeping Content-Encoding.
 */
export class AppForwarder {
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  constructor(private readonly appUrl: URL) {}

  forward(request: Request, clientAddress: string): Promise<Response> {
    const url = new URL(request.url);
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of request.headers) {
      if (HOP_BY_HOP.has(name)) continue;
      headers[name] = value;
    }
    const priorFor = request.headers.get("X-Forwarded-For");
    headers["x-forwarded-for"] = priorFor ? `${priorFor}, ${clientAddress}` : clientAddress;
    headers["x-forwarded-proto"] = request.headers.get("X-Forwarded-Proto") ?? url.protocol.replace(":", "");
    headers["x-forwarded-host"] = request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host") ??
      url.host;

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
      upstream.on("error", () => {
        resolve(
          new Response("Notewell is starting or briefly unavailable. Please try again in a moment.", {
            status: 502,
            headers: { "Content-Type": "text/plain; charset=utf-8" },
          }),
        );
      });
      if (request.body) {
        Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>).pipe(upstream);
      } else {
        upstream.end();
      }
    });
  }

  close(): void {
    this.#agent.destroy();
  }
}
