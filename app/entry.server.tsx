import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/nonce.ts";
import { config } from "~/platform/config.server.ts";
import { DoorMessage } from "../contract/front-door.ts";
import { contentSecurityPolicy, reachedOverTls } from "../contract/response-headers.js";
import { startHousekeeping } from "~/platform/housekeeping.server.ts";

const ABORT_DELAY = 5_000;

// The configuration is checked as the server build loads: a wrong variable stops the start with its name.
config();
// One process-wide job: retention purge and expired rows (see housekeeping.server.ts).
startHousekeeping();

/** Remix's own refusals of a data request, in words (it says only "Unexpected Server Error" in production). */
const DATA_REFUSALS: Record<number, string> = {
  400: "The request could not be read.",
  403: "This request does not belong to this page.",
  404: "This page could not be found.",
  405: DoorMessage.method,
};

/**
 * Data requests (`?_data=…`, the pages' own fetches). A 4xx that Remix made itself (a route id that is not on
 * this page, a method the route does not take) says what it was, as `{message}` for Remix's client and `{error}`
 * like the JSON API; everything else passes unchanged.
 */
export function handleDataRequest(response: Response): Response {
  if (!response.headers.has("X-Remix-Error") || response.status < 400 || response.status >= 500) return response;
  const message = DATA_REFUSALS[response.status] ?? "The request was refused.";
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ message, error: message }), { status: response.status, headers });
}

/**
 * Where the page's recordings connect (the CSP's connect-src): the public address's host when PUBLIC_URL is set,
 * never a request header; without it (development and tests), the host the request was made to.
 */
function recordingSocket(request: Request): { host: string; tls: boolean } {
  const { PUBLIC_URL } = config();
  if (PUBLIC_URL) {
    const url = new URL(PUBLIC_URL);
    return { host: url.host, tls: url.protocol === "https:" };
  }
  return {
    host:
      request.headers.get("X-Forwarded-Host")?.split(",")[0].trim() ??
      request.headers.get("Host") ??
      new URL(request.url).host,
    tls: reachedOverTls(request.headers.get("X-Forwarded-Proto"), new URL(request.url).protocol === "https:"),
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  // Every other header comes from the policy on every response (contract/response-headers.js, applied by
  // the app process's preload); a page adds its Content-Security-Policy, with a nonce of its own.
  const nonce = randomBytes(16).toString("base64");
  const tls = reachedOverTls(request.headers.get("X-Forwarded-Proto"), new URL(request.url).protocol === "https:");
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({ nonce, tls, socket: recordingSocket(request) }),
  );
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged once (the page shows the error boundary, never a stack trace).
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
