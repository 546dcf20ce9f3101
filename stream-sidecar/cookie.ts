import { Buffer } from "node:buffer";
import { createHmac, timingSafeEqual } from "node:crypto";

/** Must match SESSION_COOKIE_NAME in app/platform/session.server.ts. */
export const SESSION_COOKIE_NAME = "__session";

/** Reads one cookie's raw value from a Cookie header. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function sign(value: string, secret: string): string {
  return value + "." + createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, "");
}

/**
 * The session id from a cookie the app signed, or null when it is missing, malformed or tampered with.
 * Mirrors Remix's `createCookie` (cookie-signature HMAC-SHA256 over base64 JSON, URI-encoded), trying each
 * secret in turn so rotated secrets keep working.
 */
export function verifySessionCookie(cookieHeader: string | null, secrets: string[]): string | null {
  const raw = readCookie(cookieHeader, SESSION_COOKIE_NAME);
  if (!raw) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  for (const secret of secrets) {
    const expected = Buffer.from(sign(value, secret));
    const actual = Buffer.from(signed);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) return decodeValue(value);
  }
  return null;
}

/** Remix stores btoa(unescape(encodeURIComponent(JSON))): that is base64 of the UTF-8 bytes of the JSON. */
function decodeValue(value: string): string | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    return typeof decoded === "string" && decoded.length > 0 && decoded.length <= 64 ? decoded : null;
  } catch {
    return null;
  }
}
