import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { AppForwarder } from "./forward.ts";

type Seen = { method: string; path: string; headers: Record<string, string>; body: string };

/** A stand-in app that records what it received and answers a few ways; fronted by the forwarder. */
async function withForwarding(test: (front: string, seen: Seen[]) => Promise<void>): Promise<void> {
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
  const forwarder = new AppForwarder(new URL(`http://127.0.0.1:${app.addr.port}`));
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
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.0.0.9" },
      body: "email=a%40b.uk&password=secret",
    });
    assert.equal(await response.text(), "hello POST");
    const [request] = seen;
    assert.equal(request.path, "/auth?tab=register");
    assert.equal(request.body, "email=a%40b.uk&password=secret");
    assert.equal(request.headers.host, new URL(front).host);
    assert.equal(request.headers["x-forwarded-for"], "10.0.0.9, 127.0.0.1");
    assert.equal(request.headers["x-forwarded-proto"], "http");
    assert.equal(request.headers["x-forwarded-host"], new URL(front).host);
  });
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
