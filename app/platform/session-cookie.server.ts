import type { Cookie, CookieSerializeOptions } from "@remix-run/node";
import { SESSION_COOKIE_NAME, signSessionId, verifySessionCookie } from "../../contract/session-cookie.ts";

/**
 * The session cookie as a Remix `Cookie` (what `createSessionStorage` takes), built on the contract's signing
 * and verification (contract/session-cookie.ts), which the sidecar verifies with too: a cookie the app mints
 * is the sidecar's to accept by construction. The format is the one Remix's `createCookie` wrote, so cookies
 * issued before keep working.
 *
 * `secrets` rotate: the first signs, every one is tried when verifying. Always `HttpOnly`, `SameSite=Lax`,
 * `Path=/`; `secure` is passed per response (session.server.ts: when the page was served over https).
 */
export function createSessionCookie(secrets: readonly string[]): Cookie {
  if (secrets.length === 0 || secrets.some((secret) => secret === "")) {
    throw new Error("The session cookie needs at least one non-empty secret");
  }
  const defaults: CookieSerializeOptions = { path: "/", sameSite: "lax", httpOnly: true };
  return {
    name: SESSION_COOKIE_NAME,
    isSigned: true,
    expires: undefined,
    async parse(header) {
      return verifySessionCookie(header, secrets);
    },
    async serialize(value, options) {
      // "" is how a session storage clears the cookie (destroySession, with an expiry in the past).
      const sid = typeof value === "string" ? value : "";
      const signed = sid === "" ? "" : signSessionId(sid, secrets[0]);
      return setCookieHeader(SESSION_COOKIE_NAME, encodeURIComponent(signed), { ...defaults, ...options });
    },
  };
}

/** A `Set-Cookie` value, with the attributes in the order the `cookie` package (Remix's) writes them. */
function setCookieHeader(name: string, value: string, options: CookieSerializeOptions): string {
  const parts = [`${name}=${value}`];
  if (options.maxAge != null) {
    const maxAge = Math.floor(options.maxAge);
    if (!Number.isFinite(maxAge)) throw new TypeError("option maxAge is invalid");
    parts.push(`Max-Age=${maxAge}`);
  }
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  if (options.partitioned) parts.push("Partitioned");
  if (options.priority) parts.push(`Priority=${options.priority[0].toUpperCase()}${options.priority.slice(1)}`);
  if (options.sameSite) {
    const sameSite = options.sameSite === true ? "strict" : options.sameSite;
    parts.push(`SameSite=${sameSite[0].toUpperCase()}${sameSite.slice(1)}`);
  }
  return parts.join("; ");
}
