import { DoorMessage, isReadablePath, METHODS } from "../contract/front-door.ts";
import { baselineHeaders } from "../contract/response-headers.js";

/**
 * The front door's own refusals, answered before a request is forwarded (decision 028): in the JSON API's shape
 * (`{error}`) for /api/ addresses, as plain text for everything else — never the app's 500 for a request the app
 * cannot even represent (Node's Request refuses TRACE; Remix fails on a path that does not decode).
 */
export function refusal(url: URL, status: number, message: string, headers: HeadersInit = {}): Response {
  const answer = url.pathname.startsWith("/api/")
    ? Response.json({ error: message }, { status })
    : new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  for (const [name, value] of new Headers(headers)) answer.headers.set(name, value);
  answer.headers.set("Cache-Control", "no-store");
  return answer;
}

const ALLOW = METHODS.join(", ");

/**
 * A method the site does not take (405, saying which it does), OPTIONS (204 with the same list: Notewell
 * answers no cross-origin requests, so there is nothing more to say), or a path that is not text (400).
 */
export function methodOrPathRefusal(request: { method: string; url: string }): Response | null {
  const url = new URL(request.url);
  if (!(METHODS as readonly string[]).includes(request.method)) {
    return refusal(url, 405, DoorMessage.method, { Allow: ALLOW });
  }
  if (request.method === "OPTIONS") {
    return new Response(null, { status: 204, headers: { Allow: ALLOW, "Cache-Control": "no-store" } });
  }
  if (!isReadablePath(url.pathname)) return refusal(url, 400, DoorMessage.address);
  return null;
}

/**
 * The site's header policy (contract/response-headers.js, the one the app's answers carry) on an answer: nosniff,
 * no framing, the referrer and permissions policies, no-store but for built files, and HSTS when the scheme the
 * sidecar states is https. Headers the answer already has are kept, so an answer forwarded from the app is left as
 * the app made it; the sidecar's own (its refusals, the 502 while the app is away, /healthz, /readyz, /metrics)
 * get the whole set.
 */
export function withHeaderPolicy(answer: Response, request: { path: string; scheme: string }): Response {
  const policy = baselineHeaders({ path: request.path, tls: request.scheme === "https" });
  for (const [name, value] of Object.entries(policy)) {
    if (!answer.headers.has(name)) answer.headers.set(name, value);
  }
  return answer;
}
