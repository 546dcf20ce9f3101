import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { AppForwarder, type ForwarderOptions } from "./forward.ts";
import { parseTrustedProxies } from "../contract/trusted-proxies.ts";

type Seen = { method: string; path: string; headers: Record<string, string>; body: string };

/** A stand-in app that records what it received and answers a few ways; fronted by the forwarder. */
async function withForwarding(
  test: (front: string, seen: Seen[]) => Promise<void>,
  options: ForwarderOptions = {},
): Promise<void> {
  const seen: Seen[] = [];
  const app = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (request) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    });
    if (url.pathname === "/redirect") {
      const headers = new Headers({ Location: "/auth" });
      headers.append("Set-Cookie", "__session=abc; Path=/; HttpOnly");
      headers.append("Set-Cookie", "en_toast=xyz; Path=/");
      return new Response(null, { status: 302, headers });
    }
    if (url.pathname === "/gzip") {
      return new Response(gzipSync("compressed page"), {
        headers: { "Content-Encoding": "gzip", "Content-Type": "text/html" },
      });
    }
    return new Response(`hello ${request.method}`, { headers: { "Content-Type": "text/plain" } });
  });
  const forwarder = new AppForwarder(new URL(`http://127.0.0.1:${app.addr.port}`), options);
  const front = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen: () => {} },
    (request, info) => forwarder.forward(request, info.remoteAddr.hostname),
  );
  try {
    await test(`http://127.0.0.1:${front.addr.port}`, seen);
  } finally {
    forwarder.close();
    await front.shutdown();
    await app.shutdown();
  }
}

Deno.test("requests reach the app with Host kept and X-Forwarded-* added; bodies are streamed", async () => {
  await withForwarding(async (front, seen) => {
    const response = await fetch(`${front}/auth?tab=register`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.uk&password=secret",
    });
    assert.equal(await response.text(), "hello POST");
    const [request] = seen;
    assert.equal(request.path, "/auth?tab=register");
    assert.equal(request.body, "email=a%40b.uk&password=secret");
    assert.equal(request.headers.host, new URL(front).host);
    assert.equal(request.headers["x-forwarded-for"], "127.0.0.1");
    assert.equal(request.headers["x-forwarded-proto"], "http");
    assert.equal(request.headers["x-forwarded-host"], new URL(front).host);
  });
});

/** What a client might claim, to be taken for someone else or somewhere else (the reset-link poisoning). */
const CLAIMS = {
  "X-Forwarded-For": "10.0.0.9",
  "X-Forwarded-Proto": "https",
  "X-Forwarded-Host": "evil.example",
  "X-Forwarded-Port": "443",
  "X-Real-IP": "10.0.0.9",
  Forwarded: "for=10.0.0.9;host=evil.example;proto=https",
};

Deno.test("a client's own X-Forwarded-* claims never reach the app: the sidecar says what it saw", async () => {
  await withForwarding(async (front, seen) => {
    await (await fetch(`${front}/auth/forgot`, { headers: CLAIMS })).body?.cancel();
    const [request] = seen;
    assert.equal(request.headers["x-forwarded-host"], new URL(front).host);
    assert.equal(request.headers["x-forwarded-proto"], "http");
    assert.equal(request.headers["x-forwarded-for"], "127.0.0.1");
    for (const name of ["forwarded", "x-forwarded-port", "x-real-ip"]) {
      assert.equal(request.headers[name], undefined, name);
    }
  });
});

Deno.test("a trusted proxy's X-Forwarded-* are believed: the app is told the client they vouch for", async () => {
  await withForwarding(async (front, seen) => {
    await (await fetch(`${front}/`, {
      headers: {
        ...CLAIMS,
        // Two proxies on the way: the nearest one's word counts.
        "X-Forwarded-For": "203.0.113.5, 10.0.0.9",
        "X-Forwarded-Proto": "http, https",
        "X-Forwarded-Host": "notewell.practice.nhs.uk",
      },
    })).body?.cancel();
    const [request] = seen;
    // 127.0.0.1 (the peer) is trusted, 10.0.0.9 is not: it is the client, and 203.0.113.5 only its claim.
    assert.equal(request.headers["x-forwarded-for"], "10.0.0.9");
    assert.equal(request.headers["x-forwarded-proto"], "https");
    assert.equal(request.headers["x-forwarded-host"], "notewell.practice.nhs.uk");
    assert.equal(request.headers["x-real-ip"], "10.0.0.9");
    // A proxy that says nothing about the scheme or host: what the sidecar saw.
    await (await fetch(`${front}/`, { headers: { "X-Forwarded-Proto": "gopher" } })).body?.cancel();
    assert.equal(seen[1].headers["x-forwarded-for"], "127.0.0.1");
    assert.equal(seen[1].headers["x-forwarded-proto"], "http");
    assert.equal(seen[1].headers["x-forwarded-host"], new URL(front).host);
  }, { trustedProxies: parseTrustedProxies("127.0.0.0/8") });
});

Deno.test("redirects are passed through, not followed, with every Set-Cookie", async () => {
  await withForwarding(async (front, seen) => {
    const response = await fetch(`${front}/redirect`, { redirect: "manual" });
    await response.body?.cancel();
    assert.equal(response.status, 302);
    assert.equal(response.headers.get("Location"), "/auth");
    assert.deepEqual(response.headers.getSetCookie(), [
      "__session=abc; Path=/; HttpOnly",
      "en_toast=xyz; Path=/",
    ]);
    assert.equal(seen.length, 1);
  });
});

Deno.test("compressed answers stay compressed and intact", async () => {
  await withForwarding(async (front) => {
    const response = await fetch(`${front}/gzip`, { headers: { "Accept-Encoding": "gzip" } });
    assert.equal(response.headers.get("Content-Encoding"), "gzip");
    assert.equal(await response.text(), "compressed page"); // fetch decodes it: the bytes were valid gzip
  });
});

Deno.test("the app is offered the browser's encodings as they are (it decides what it compresses how)", async () => {
  await withForwarding(async (front, seen) => {
    const response = await fetch(`${front}/`, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    await response.body?.cancel();
    assert.equal(seen[0].headers["accept-encoding"], "gzip, deflate, br, zstd");
  });
});

Deno.test("when the app is down the visitor gets a plain 502, not a crash", async () => {
  const forwarder = new AppForwarder(new URL("http://127.0.0.1:9"));
  try {
    const response = await forwarder.forward(new Request("http://localhost/"), "127.0.0.1");
    assert.equal(response.status, 502);
    assert.match(await response.text(), /briefly unavailable/);
  } finally {
    forwarder.close();
  }
});

const LIMIT = 64 * 1024;

Deno.test("a body declared over the limit is refused with 413 at once; the app never hears of it", async () => {
  await withForwarding(async (front, seen) => {
    const page = await fetch(`${front}/auth`, { method: "POST", body: new Uint8Array(LIMIT + 1) });
    assert.equal(page.status, 413);
    assert.equal(await page.text(), "The request is too large.");
    const api = await fetch(`${front}/api/process/consultation-note`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array(100 * 1024 * 1024), // 100 MB: the probe's body
    });
    assert.equal(api.status, 413);
    assert.deepEqual(await api.json(), { error: "The request is too large." });
    assert.equal(seen.length, 0);
    // At the limit exactly: forwarded whole.
    const fits = await fetch(`${front}/auth`, { method: "POST", body: new Uint8Array(LIMIT) });
    assert.equal(await fits.text(), "hello POST");
    assert.equal(seen[0].body.length, LIMIT);
  }, { maxBodyBytes: LIMIT });
});

/** A chunked body of `total` bytes in 16 KB pieces; `pulled()` says how much was read from it. */
function chunkedBody(total: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const piece = new Uint8Array(Math.min(16 * 1024, total - sent)).fill(0x61);
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
  return { body, pulled: () => sent };
}

Deno.test("a streamed (chunked) body is cut off at the limit with 413; under it, it streams through", async () => {
  await withForwarding(async (front, seen) => {
    const over = chunkedBody(100 * 1024 * 1024);
    const refused = await fetch(`${front}/auth`, { method: "POST", body: over.body });
    assert.equal(refused.status, 413);
    assert.equal(await refused.text(), "The request is too large.");
    // Reading stopped soon after the limit and 4 MiB drained past it, not at the end of the 100 MB (what was
    // pulled beyond that sat in the client's and the kernel's socket buffers: about 2.4 MB here).
    assert.ok(over.pulled() < 8 * 1024 * 1024, `${over.pulled()} bytes read`);
    // The app's request was aborted before its body was complete: it never handled it.
    assert.equal(seen.length, 0);

    const under = chunkedBody(LIMIT - 10);
    const accepted = await fetch(`${front}/auth`, { method: "POST", body: under.body });
    assert.equal(await accepted.text(), "hello POST");
    assert.equal(seen.length, 1);
    assert.equal(seen[0].body.length, LIMIT - 10);
    assert.equal(seen[0].headers["content-length"], undefined); // it was streamed, not buffered
  }, { maxBodyBytes: LIMIT });
});

Deno.test("a streamed body a little over the limit is read to its end after the 413, so the client is not reset", async () => {
  await withForwarding(async (front, seen) => {
    const total = LIMIT + 3.5 * 1024 * 1024; // more than the socket buffers hold, less than the drain
    const over = chunkedBody(total);
    const refused = await fetch(`${front}/auth`, { method: "POST", body: over.body });
    assert.equal(refused.status, 413);
    assert.equal(await refused.text(), "The request is too large.");
    // The rest was read and dropped (the connection closed with data unread would be reset under the answer).
    for (let i = 0; i < 50 && over.pulled() < total; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(over.pulled(), total);
    assert.equal(seen.length, 0);
  }, { maxBodyBytes: LIMIT });
});
