import net from "node:net";
import { randomUUID } from "node:crypto";
import { EXPECTED } from "./expectations.ts";
import { expect, test } from "./fixtures.ts";
import {
  createAccount,
  deleteAccounts,
  errorOf,
  firstAdmin,
  HOST,
  ORIGIN,
  send,
  sendJson,
  summary,
  type Account,
  type Answer,
} from "./http.ts";
import { unreadableRefusal } from "./judge.ts";

/**
 * Issue 21's probe (the second outside probe) about requests at the front door: bodies between the app's limit and
 * the door's answered 502, and an over-long body after 8 s (7); connections held open by a slow client (8); HTTP/1.1
 * without Host answered 200 (10).
 */

let admin: Account;
let user: Account;

test.beforeAll(async () => {
  admin = await firstAdmin();
  user = await createAccount(admin, { prefix: "second-requests" });
});

test.afterAll(async () => {
  await deleteAccounts(admin, [user]);
});

const PORT = Number(new URL(ORIGIN).port);
/** "At once": an answer a client waits longer for than this is not a prompt refusal (the probe saw 6–8 s). */
const AT_ONCE_MS = 2_000;

function expectPromptRefusal(answer: Answer, what: string, status: number, api: boolean): void {
  expect(answer.status, `${what}: ${summary(answer)}`).toBe(status);
  expect(answer.ms, `${what}: answered at once`).toBeLessThan(AT_ONCE_MS);
  expect(unreadableRefusal(answer, { api }), what).toBeNull();
}

test("second probe 7: bodies between the app's limit and the door's, and over-long ones, are refused at once with a message", async () => {
  // As the probe sent them, one after another on the same door: JSON of 1.2–1.95 MB to preferences (502 after
  // seconds), a page's form just over its limit, then a body small in bytes with 12,000 questions.
  const preferences = (bytes: number) =>
    send({
      method: "PUT",
      path: "/api/user/preferences",
      cookie: user.cookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ consultationFormat: "soap", padding: "x".repeat(bytes) }),
    });
  for (let round = 0; round < 3; round++) {
    for (const megabytes of [1.2, 1.5, 1.7, 1.95]) {
      const answer = await preferences(megabytes * 1_000_000);
      expectPromptRefusal(answer, `PUT /api/user/preferences of ${megabytes} MB`, EXPECTED.tooLarge.status, true);
      expect(errorOf(answer)).toBe(EXPECTED.tooLarge.message);
    }
  }
  const form = await send({
    method: "POST",
    path: "/preferences",
    cookie: user.cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `intent=keyTerms&keyTerms=${"a".repeat(2_050_000)}`,
  });
  expectPromptRefusal(form, "a 2.05 MB form to /preferences", EXPECTED.tooLarge.status, false);

  const consultation = await sendJson({ path: "/api/consultations", cookie: user.cookie, data: { transcript: "x" } });
  expect(consultation.status, summary(consultation)).toBeLessThan(300);
  const { id } = consultation.json as { id: string };
  const questions = Array.from({ length: 12_000 }, (_, i) => ({
    question: `q${i}`,
    answer: "",
    askedAt: "2025-06-05T09:00:00.000Z",
  }));
  for (const [method, path] of [
    ["PATCH", `/api/consultations/${id}`],
    ["POST", "/api/consultations"],
  ]) {
    const answer = await sendJson({ method, path, cookie: user.cookie, data: { questions } });
    expectPromptRefusal(answer, `${method} ${path} with 12,000 questions`, 400, true);
  }

  // An answer the app gives before reading a body (a request that is not signed in) leaves the door's connection
  // to the app usable: the next requests are answered at once, never 502.
  for (let round = 0; round < 3; round++) {
    const early = await send({
      method: "PUT",
      path: "/api/user/preferences",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ consultationFormat: "soap", padding: "x".repeat(900_000) }),
    });
    expectPromptRefusal(early, "a 0.9 MB body without a session", 401, true);
    for (let i = 0; i < 4; i++) {
      const next = await send({ path: "/api/user", cookie: user.cookie });
      expect(next.status, `a request after it: ${summary(next)}`).toBe(200);
      expect(next.ms, "answered at once").toBeLessThan(AT_ONCE_MS);
    }
  }
});

/** A raw connection to the front door: what it was sent, what came back, and when it closed. */
function rawConnection() {
  const socket = net.connect(PORT, "127.0.0.1");
  const opened = Date.now();
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - opened)));
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, connected, closed, received: () => received };
}

test("second probe 8: a client that sends its headers slowly, or keeps an idle connection, is let go in seconds", async () => {
  const { headersSeconds, idleSeconds } = EXPECTED.frontDoor;
  test.setTimeout((headersSeconds + idleSeconds) * 1000 + 60_000);
  // The probe: one header line every 5 s. Mature servers give a request's headers a few seconds in all.
  const slow = rawConnection();
  await slow.connected;
  slow.socket.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\n`);
  const dribble = setInterval(() => {
    if (!slow.socket.destroyed) slow.socket.write(`X-Slow-${randomUUID().slice(0, 8)}: 1\r\n`);
  }, 5_000);
  // Meanwhile an idle kept-alive connection: one request answered, then nothing.
  const idle = rawConnection();
  await idle.connected;
  idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
  await expect.poll(() => idle.received(), { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 200/);
  const answeredAt = Date.now();
  try {
    const idleClosedAfter = await Promise.race([
      idle.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), 60_000)),
    ]);
    expect(idleClosedAfter, "the idle connection was closed").toBeGreaterThan(0);
    expect(Date.now() - answeredAt, "closed when idle for its time-out").toBeLessThan((idleSeconds + 5) * 1000);
    const slowClosedAfter = await Promise.race([
      slow.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), 60_000)),
    ]);
    expect(slowClosedAfter, "the slow connection was closed").toBeGreaterThan(0);
    // Overdue headers are answered 408 within a second (the door checks once a second) and the door's side ended with
    // the answer, so the client lets go at once (not after the 5 s a client still sending is given).
    expect(slowClosedAfter, "closed once its headers were overdue").toBeLessThan((headersSeconds + 3) * 1000);
    expect(slow.received(), "it was never answered as a request").not.toMatch(/^HTTP\/1\.1 200/);
  } finally {
    clearInterval(dribble);
    slow.socket.destroy();
    idle.socket.destroy();
  }
});

test("second probe 10: an HTTP/1.1 request without Host is answered 400", async () => {
  for (const request of [
    "GET / HTTP/1.1\r\n\r\n",
    "GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n",
    "GET /api/config HTTP/1.1\r\nAccept: application/json\r\n\r\n",
  ]) {
    const connection = rawConnection();
    await connection.connected;
    connection.socket.write(request);
    await expect.poll(() => connection.received(), { timeout: 10_000 }).toMatch(/^HTTP\/1\.[01] \d{3}/);
    expect(connection.received().split("\r\n")[0], JSON.stringify(request)).toMatch(/^HTTP\/1\.[01] 400/);
    connection.socket.destroy();
  }
  // The guard: with Host, the same request is answered.
  const answered = await send({ path: "/healthz" });
  expect(answered.status, summary(answered)).toBe(200);
});
