import assert from "node:assert/strict";
import net from "node:net";
import { listenPublic, PUBLIC_SERVER_TIMEOUTS } from "./public-server.ts";

const HEADERS_MS = 1_000;

/** A public server with a one-second allowance for a request's headers, answering every request 200. */
function quickServer() {
  return listenPublic(
    { port: 0, host: "127.0.0.1", timeouts: { ...PUBLIC_SERVER_TIMEOUTS, headersMs: HEADERS_MS } },
    { request: () => Promise.resolve(new Response("ok")), upgrade: () => false },
  );
}

/**
 * A client that sends a request line and then one header line every 200 ms, never finishing: what it received, when
 * the server ended its side, and when the connection closed (ms after it opened). `allowHalfOpen`: it does not close
 * its own side when the server ends the connection, and goes on sending.
 */
function dribbler(port: number, allowHalfOpen: boolean) {
  const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen });
  const opened = Date.now();
  let received = "";
  let endedAt = -1;
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("end", () => (endedAt = Date.now() - opened));
  socket.on("error", () => {});
  socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
  let n = 0;
  const dribble = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(`X-Slow-${n++}: 1\r\n`);
  }, 200);
  const closed = new Promise<number>((resolve) =>
    socket.on("close", () => {
      clearInterval(dribble);
      resolve(Date.now() - opened);
    })
  );
  return { closed, received: () => received, endedAt: () => endedAt };
}

/** How many answers (status lines) a client received. */
function answers(received: string): number {
  return received.match(/HTTP\/1\.1 \d{3} /g)?.length ?? 0;
}

Deno.test("headers too slow: answered 408 and the server's side ended with it, so the client lets go at once", async () => {
  const server = await quickServer();
  try {
    const client = dribbler(server.port, false);
    const closedAfter = await client.closed;
    assert.match(client.received(), /^HTTP\/1\.1 408 Request Timeout\r\n/);
    assert.equal(answers(client.received()), 1, "answered once");
    assert.ok(client.endedAt() > 0, "the server ended its side (a FIN, not a reset)");
    // The headers' allowance, plus the server's once-a-second check, plus a margin; not the 5 s of reading and
    // dropping a client that goes on sending is given.
    assert.ok(closedAfter < HEADERS_MS + 2_500, `closed after ${closedAfter} ms`);
  } finally {
    await server.close();
  }
});

Deno.test("headers too slow, and the client goes on sending after the answer: read and dropped for 5 s, then let go", async () => {
  const server = await quickServer();
  try {
    const client = dribbler(server.port, true);
    const closedAfter = await client.closed;
    assert.match(client.received(), /^HTTP\/1\.1 408 Request Timeout\r\n/);
    assert.equal(answers(client.received()), 1, "answered once, not again for each further line");
    // Not reset at the next line it sends (a reset could overtake the answer), nor kept for ever.
    assert.ok(closedAfter > HEADERS_MS + 5_000, `closed after ${closedAfter} ms`);
    assert.ok(closedAfter < HEADERS_MS + 1_000 + 5_000 + 2_000, `closed after ${closedAfter} ms`);
  } finally {
    await server.close();
  }
});
