import type { z } from "zod";
import { BODY_LIMITS } from "../../contract/body-limits.ts";
import { DoorMessage, isSameOrigin } from "../../contract/front-door.ts";
import { config } from "./config.server.ts";
import type { FailureCode } from "./errors.ts";
import { failureResponse } from "./http.server.ts";

/**
 * Every request body Notewell reads goes through here, so each class of bad input is refused once, before any
 * feature sees it: a state change from another site (403), a body of the wrong kind (415), too large — also when
 * sent in chunks without a length (413), unreadable or too deeply nested (400), or holding text PostgreSQL cannot
 * store or a person did not type (NUL, lone surrogates: 400). Each answer is a clear message, never a 500.
 */

/** Largest JSON body the API reads, and largest form the pages post: the one limit per address (contract). */
export const JSON_BODY_LIMIT = BODY_LIMITS.json;
export const FORM_BODY_LIMIT = BODY_LIMITS.form;
const MAX_DEPTH = 32;

function refusal(code: FailureCode, message: string): Response {
  return failureResponse({ code, message });
}

const CROSS_SITE_REFUSED = DoorMessage.crossSite;

/**
 * State changes (anything but GET/HEAD/OPTIONS) must come from Notewell's own pages: the one rule of
 * contract/front-door.ts, which the sidecar applies at the door too. The allowed origins are the configured
 * PUBLIC_URL and the scheme and host this request came to (as the front door stated them).
 */
export function assertSameOrigin(request: Request): void {
  const allowed = [ownOrigin(request)];
  const configured = config().PUBLIC_URL;
  if (configured) allowed.push(new URL(configured).origin);
  const seen = {
    method: request.method,
    origin: request.headers.get("Origin"),
    fetchSite: request.headers.get("Sec-Fetch-Site"),
  };
  if (!isSameOrigin(seen, allowed)) throw refusal("forbidden", CROSS_SITE_REFUSED);
}

/** The scheme and host this request came to (as the front door saw them). */
function ownOrigin(request: Request): string {
  const url = new URL(request.url);
  const proto = (request.headers.get("X-Forwarded-Proto") ?? url.protocol.replace(":", "")).split(",")[0].trim();
  const host = (request.headers.get("X-Forwarded-Host") ?? request.headers.get("Host") ?? url.host)
    .split(",")[0]
    .trim();
  return `${proto}://${host}`;
}

/**
 * After a streamed body passes the limit, this much more is read and thrown away before answering 413: closing a
 * connection with unread data resets it, and the front door would lose the answer (it forwards at most
 * MAX_BODY_BYTES, 2 MiB, so the rest is small). Beyond this, or after DRAIN_MS, the connection is let go.
 */
export const DRAIN_BYTES = 4 * 1024 * 1024;
const DRAIN_MS = 5_000;

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  const deadline = Date.now() + DRAIN_MS;
  let discarded = 0;
  while (discarded < DRAIN_BYTES && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) return;
    discarded += value.byteLength;
  }
  await reader.cancel();
}

/** The body's bytes, refusing more than `limit` — at once when the length is declared, else as soon as it passes. */
async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  const tooLarge = () => refusal("too-large", DoorMessage.tooLarge);
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await discardRest(reader).catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    throw refusal("invalid", "The request body could not be read.");
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** NUL, other control characters but tab and line breaks, and lone surrogates: nothing a person types. */
const NOT_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE = "The request contains characters Notewell cannot store (such as a NUL or a broken character).";

/** The body as text: bytes that are not UTF-8 are refused (they would otherwise become U+FFFD, silently). */
function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refusal("invalid", UNSTORABLE);
  }
}

function checkText(value: string): void {
  if (NOT_TEXT.test(value)) throw refusal("invalid", UNSTORABLE);
}

function checkJson(value: unknown, depth = 0): void {
  if (depth > MAX_DEPTH) throw refusal("invalid", "The request is nested too deeply.");
  if (typeof value === "string") return checkText(value);
  if (Array.isArray(value)) {
    for (const item of value) checkJson(item, depth + 1);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      checkText(key);
      checkJson(item, depth + 1);
    }
  }
}

/**
 * Reads and validates a JSON body (after the origin check). Anything a client can send — the wrong content type,
 * no body, broken JSON, wrong types, too large, too deep — becomes a 4xx with a readable message, never a 500.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  assertSameOrigin(request);
  const type = request.headers.get("Content-Type")?.split(";")[0].trim().toLowerCase() ?? "";
  const bytes = await readBytes(request, JSON_BODY_LIMIT);
  if (bytes.byteLength > 0 && type !== "application/json") {
    throw refusal("unsupported-type", "Send the request as JSON (Content-Type: application/json).");
  }
  const text = utf8(bytes);
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    throw refusal("invalid", "The request body must be JSON.");
  }
  checkJson(body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    );
    throw failureResponse({ code: "invalid", message: details[0] ?? "Invalid request.", details });
  }
  return parsed.data;
}

/**
 * Reads a page's form post (after the origin check): only form encodings, at most FORM_BODY_LIMIT, every value
 * text a person could have typed — except a file in one of the fields `options.files` names (an upload, such as a
 * templates file: its reader checks it). What a form action should use instead of `request.formData()`.
 */
export async function readForm(request: Request, options: { files?: readonly string[] } = {}): Promise<FormData> {
  assertSameOrigin(request);
  const contentType = request.headers.get("Content-Type") ?? "";
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw refusal("unsupported-type", "This address takes a form post.");
  }
  const bytes = await readBytes(request, FORM_BODY_LIMIT);
  const text = utf8(bytes);
  let form: FormData;
  try {
    if (type === "application/x-www-form-urlencoded") {
      form = new FormData();
      for (const [name, value] of decodeUrlEncoded(text)) form.append(name, value);
    } else {
      form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
        headers: { "Content-Type": contentType },
      }).formData();
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    throw refusal("invalid", "The form could not be read.");
  }
  for (const [name, value] of form) {
    checkText(name);
    if (typeof value !== "string") {
      if (!options.files?.includes(name)) throw refusal("invalid", "This form does not take files.");
      continue;
    }
    checkText(value);
  }
  return form;
}

/**
 * `application/x-www-form-urlencoded`, strictly: a percent-encoding of bytes that are not UTF-8 (a lone surrogate's
 * `%ED%A0%80`) is refused, where URLSearchParams would turn it into U+FFFD.
 */
function decodeUrlEncoded(text: string): Array<[string, string]> {
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.replaceAll("+", " "));
    } catch {
      throw refusal("invalid", UNSTORABLE);
    }
  };
  return text
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return at === -1 ? [decode(pair), ""] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
}
