import { randomInt, randomUUID } from "node:crypto";
import http from "node:http";
import { E2E } from "../../playwright.config.ts";
import { sql } from "../e2e/database.ts";

/**
 * A raw HTTP client for the attack suite, on node:http: Playwright's request fixture cannot forge a Host header,
 * send a chunked or endless body, put bytes that are not UTF-8 on the wire, or choose the address a request
 * comes from. Every request goes to the sidecar's public port, exactly as a browser's would.
 */
const base = new URL(E2E.baseURL);
/** The site's own origin (what a browser on our pages sends as Origin). */
export const ORIGIN = base.origin;
export const HOST = base.host;
const PORT = Number(base.port);

export type Answer = {
  /** 0 when no response came (the error says why). */
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as JSON, when it is JSON. */
  json: unknown;
  /** Body bytes the client had written when the response began. */
  bytesSent: number;
  error?: string;
  ms: number;
};

export type Outgoing = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** The session cookie's value (`__session=…`), or none. */
  cookie?: string | null;
  /** Sent with Content-Length. */
  body?: string | Buffer;
  /** Written lazily, chunk after chunk, until `total` bytes or until the response begins. */
  stream?: { total: number; chunkBytes?: number; declaredLength?: boolean; byte?: string };
  /** The Origin header; by default our own origin on anything but GET/HEAD. `null` sends none. */
  origin?: string | null;
  /** The local address the connection comes from (any 127.x.y.z on loopback): a client of its own. */
  from?: string;
  timeoutMs?: number;
};

/** What this worker has sent so far, and how many answers were a 5xx (read by the suite's figures: fixtures.ts). */
export const sent = { requests: 0, serverErrors: 0 };

/** Sends one request and reads the whole answer (never throws: a failure is status 0 with an error). */
export function send(request: Outgoing): Promise<Answer> {
  const method = request.method ?? "GET";
  const headers: Record<string, string> = { Host: HOST, Connection: "close", ...request.headers };
  const origin =
    request.origin === undefined ? (method === "GET" || method === "HEAD" ? null : ORIGIN) : request.origin;
  if (origin !== null && !hasHeader(headers, "origin")) headers.Origin = origin;
  if (request.cookie) headers.Cookie = request.cookie;
  if (request.body !== undefined && !hasHeader(headers, "content-length")) {
    headers["Content-Length"] = String(Buffer.byteLength(request.body));
  }
  if (request.stream?.declaredLength) headers["Content-Length"] = String(request.stream.total);
  const started = performance.now();
  return new Promise((resolve) => {
    let bytesSent = 0;
    let bytesAtAnswer = 0;
    let answered = false;
    let settled = false;
    const finish = (answer: Omit<Answer, "ms" | "bytesSent">) => {
      if (settled) return;
      settled = true;
      sent.requests++;
      if (answer.status >= 500) sent.serverErrors++;
      resolve({ ...answer, bytesSent: answered ? bytesAtAnswer : bytesSent, ms: performance.now() - started });
    };
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path: request.path,
        headers,
        localAddress: request.from,
        agent: false,
        timeout: request.timeoutMs ?? 30_000,
      },
      (response) => {
        answered = true;
        bytesAtAnswer = bytesSent;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", () => {});
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          finish({ status: response.statusCode ?? 0, headers: response.headers, text, json: parseJson(text) });
          // An upload of a declared length the server did not wait for is abandoned, as a browser abandons it.
          if (request.stream?.declaredLength) outgoing.destroy();
        });
        // The answer has begun: stop uploading (a server may answer before it has read the whole body); a
        // chunked body is ended cleanly, one of a declared length cannot be.
        if (request.stream && !request.stream.declaredLength && !outgoing.destroyed) outgoing.end();
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer in time")));
    outgoing.on("error", (error) => {
      // After the answer has begun, a reset of our unfinished upload is the server ending it: not a failure.
      if (answered) return;
      finish({ status: 0, headers: {}, text: "", json: undefined, error: error.message });
    });
    if (request.stream) {
      const { total, chunkBytes = 64 * 1024, byte = "a" } = request.stream;
      const chunk = Buffer.alloc(chunkBytes, byte);
      const pump = () => {
        while (!answered && !outgoing.destroyed && bytesSent < total) {
          const piece = chunk.subarray(0, Math.min(chunkBytes, total - bytesSent));
          bytesSent += piece.length;
          if (!outgoing.write(piece)) return void outgoing.once("drain", pump);
        }
        if (!answered && !outgoing.destroyed) outgoing.end();
      };
      pump();
    } else {
      if (request.body !== undefined) bytesSent = Buffer.byteLength(request.body);
      outgoing.end(request.body);
    }
  });
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A JSON request. */
export function sendJson(request: Omit<Outgoing, "body"> & { data: unknown }): Promise<Answer> {
  const { data, ...rest } = request;
  return send({
    method: "POST",
    ...rest,
    headers: { "Content-Type": "application/json", ...rest.headers },
    body: JSON.stringify(data),
  });
}

/** A form post (application/x-www-form-urlencoded), as a browser sends it. */
export function sendForm(request: Omit<Outgoing, "body"> & { fields: Record<string, string> }): Promise<Answer> {
  const { fields, ...rest } = request;
  return send({
    method: "POST",
    ...rest,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...rest.headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The `error` of a JSON answer, or undefined. */
export function errorOf(answer: Answer): string | undefined {
  const error = (answer.json as { error?: unknown } | undefined)?.error;
  return typeof error === "string" ? error : undefined;
}

/** A short description of an answer for failure messages. */
export function summary(answer: Answer): string {
  if (answer.status === 0) return `no answer (${answer.error})`;
  const location = answer.headers.location ? ` → ${answer.headers.location}` : "";
  const body = answer.text.replace(/\s+/g, " ").slice(0, 160);
  return `${answer.status}${location} ${body}`;
}

/** A fresh loopback address (127.x.y.z): a client no earlier request came from, so no limit has counted it. */
export function freshAddress(): string {
  return `127.${randomInt(16, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
}

/** A unique e-mail address for this run. */
export function uniqueAddress(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 12)}@attack.notewell.test`;
}

export const PASSWORD = "attack suite password";

/** Signs in through the JSON API and returns the session cookie (fails the test when sign-in fails). */
export async function signIn(email: string, password = PASSWORD, from?: string): Promise<string> {
  const answer = await sendJson({ path: "/api/login", data: { email, password }, from });
  const cookie = sessionCookie(answer);
  if (answer.status !== 200 || !cookie) throw new Error(`Sign-in as ${email} failed: ${summary(answer)}`);
  return cookie;
}

/** The `__session=…` pair a response set, if any. */
export function sessionCookie(answer: Answer): string | null {
  const setCookie = answer.headers["set-cookie"] ?? [];
  const pair = setCookie.map((c) => c.split(";")[0]).find((c) => c.startsWith("__session="));
  return pair && pair !== "__session=" ? pair : null;
}

export type Account = { id: number; email: string; role: "user" | "admin"; cookie: string };

/** The first administrator (from playwright.config.ts), signed in. */
export async function firstAdmin(): Promise<Account> {
  const cookie = await signIn(E2E.admin.email, E2E.admin.password);
  const me = await send({ path: "/api/user", cookie });
  return { id: (me.json as { id: number }).id, email: E2E.admin.email, role: "admin", cookie };
}

/**
 * Creates an account through the admin API (no sign-up limit applies) and signs it in. The account is as its
 * holder leaves it after choosing their own password at first sign-in (decision 056; tests/e2e covers that step):
 * doing it through the API here would take one of the current-password checks finding 9 counts.
 */
export async function createAccount(
  admin: Account,
  options: { role?: "user" | "admin"; prefix?: string; signIn?: boolean } = {},
): Promise<Account> {
  const role = options.role ?? "user";
  const email = uniqueAddress(options.prefix ?? role);
  const created = await sendJson({
    path: "/api/admin/users",
    cookie: admin.cookie,
    data: { email, password: PASSWORD, firstName: "Attack", lastName: "Suite", role },
  });
  if (created.status !== 201) throw new Error(`Creating ${email} failed: ${summary(created)}`);
  const id = (created.json as { id: number }).id;
  await sql("UPDATE users SET must_change_password = false WHERE id = $1", [id]);
  const cookie = options.signIn === false ? "" : await signIn(email);
  if (cookie) {
    // As the dictation screen does before a consultation's first recording (decision 060): the patient agreed.
    const consent = await sendJson({
      path: "/api/consultations/consent",
      cookie,
      data: { id: null, consent: "patient" },
    });
    if (consent.status !== 200) throw new Error(`Recording consent for ${email} failed: ${summary(consent)}`);
  }
  return { id, email, role, cookie };
}

/** Deletes accounts the suite created (those already gone are fine). */
export async function deleteAccounts(admin: Account, accounts: Array<{ id: number }>): Promise<void> {
  for (const { id } of accounts) {
    const answer = await send({ method: "DELETE", path: `/api/admin/users/${id}`, cookie: admin.cookie });
    if (answer.status !== 200 && answer.status !== 404) throw new Error(`Deleting user ${id}: ${summary(answer)}`);
  }
}

/** Runs `work` over `items` with at most `limit` at once, keeping the order of the results. */
export async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
