/**
 * The session cookie, defined once: its name, how its value is encoded and signed, and how it is verified.
 * The app signs with it (app/platform/session-cookie.server.ts, a Remix `Cookie` built on these functions);
 * the sidecar verifies with it (stream-sidecar/auth.ts). A cookie the app mints is therefore accepted by the
 * sidecar by construction.
 *
 * The format is Remix's `createCookie` with secrets (so cookies issued before this module existed stay
 * valid): the value is base64 of the UTF-8 JSON of the session id, signed the cookie-signature way
 * (`value + "." + base64(HMAC-SHA256(secret, value))` without padding), URI-encoded in the header.
 */
import { Buffer } from "node:buffer";
import { createHmac, timingSafeEqual } from "node:crypto";

/** The cookie's name in `Cookie` and `Set-Cookie` headers. */
export const SESSION_COOKIE_NAME = "__session";

/** The shortest SESSION_SECRET (each, when several are listed for rotation) the app and the sidecar accept. */
const SESSION_SECRET_MIN_LENGTH = 16;

/**
 * SESSION_SECRET as a list: comma-separated for rotation, the newest first (it signs; the others still verify).
 * Blank entries are dropped.
 */
export function parseSessionSecrets(value: string): string[] {
  return value.split(",").map((secret) => secret.trim()).filter(Boolean);
}

/** Whether SESSION_SECRET lists at least one secret, each at least SESSION_SECRET_MIN_LENGTH long. */
export function sessionSecretsValid(value: string): boolean {
  const secrets = parseSessionSecrets(value);
  return secrets.length > 0 && secrets.every((secret) => secret.length >= SESSION_SECRET_MIN_LENGTH);
}

/** What a configuration error says when `sessionSecretsValid` is false. */
export const SESSION_SECRET_RULE =
  `must be at least ${SESSION_SECRET_MIN_LENGTH} characters (each, when several are listed for rotation)`;

/** The longest session id (the `sessions.sid` column is varchar(64)). */
const MAX_SESSION_ID_LENGTH = 64;

/** One cookie's value from a `Cookie` header, as sent (still URI-encoded), or null when it is absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return null;
}

function signature(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, "");
}

/** The signed value for a session id, with the given secret (the newest, when secrets rotate). */
export function signSessionId(sid: string, secret: string): string {
  const value = Buffer.from(JSON.stringify(sid), "utf8").toString("base64");
  return `${value}.${signature(value, secret)}`;
}

/** `__session=…`: the session id signed and encoded as a browser sends it back in its `Cookie` header. */
export function sessionCookiePair(sid: string, secret: string): string {
  return `${SESSION_COOKIE_NAME}=${encodeURIComponent(signSessionId(sid, secret))}`;
}

/**
 * The session id in a signed value, or null when the signature does not match any of the secrets (each tried
 * in turn, so cookies signed with a rotated-out secret still work while it is listed) or the value is not a
 * session id.
 */
export function verifySignedSessionId(signed: string, secrets: readonly string[]): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const actual = Buffer.from(signed);
  for (const secret of secrets) {
    const expected = Buffer.from(`${value}.${signature(value, secret)}`);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) return decodeSessionId(value);
  }
  return null;
}

/** The session id from a `Cookie` header, or null when the cookie is missing, malformed or tampered with. */
export function verifySessionCookie(
  header: string | null | undefined,
  secrets: readonly string[],
): string | null {
  const raw = readCookie(header, SESSION_COOKIE_NAME);
  if (!raw) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return verifySignedSessionId(signed, secrets);
}

/** base64 of the UTF-8 JSON of a non-empty string of at most 64 characters, or null. */
function decodeSessionId(value: string): string | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    return typeof decoded === "string" && decoded.length > 0 && decoded.length <= MAX_SESSION_ID_LENGTH
      ? decoded
      : null;
  } catch {
    return null;
  }
}
