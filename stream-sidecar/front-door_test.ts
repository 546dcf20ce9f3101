import assert from "node:assert/strict";
import { withSidecar } from "./_testing.ts";

/** The sidecar as the public entry: what it answers itself, before anything reaches the app. */

const TOKEN = "front-door-metrics-token-0123";

Deno.test("/metrics: with METRICS_TOKEN set, the token is required; the counters come with it", async () => {
  await withSidecar({ env: { METRICS_TOKEN: TOKEN } }, async ({ origin }) => {
    const anonymous = await fetch(`${origin}/metrics`);
    assert.equal(anonymous.status, 401);
    assert.doesNotMatch(await anonymous.text(), /notewell_/);
    const wrong = await fetch(`${origin}/metrics`, { headers: { Authorization: "Bearer not-the-token" } });
    assert.equal(wrong.status, 401);
    await wrong.body?.cancel();
    const scraper = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    assert.equal(scraper.status, 200);
    assert.match(await scraper.text(), /^notewell_streams_live 0$/m);
  });
});

Deno.test("/metrics: without a token, this machine may read it directly; a proxied request may not", async () => {
  await withSidecar({}, async ({ origin }) => {
    const local = await fetch(`${origin}/metrics`);
    assert.equal(local.status, 200);
    assert.match(await local.text(), /notewell_streams_total/);
    const proxied = await fetch(`${origin}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    assert.equal(proxied.status, 403);
    assert.doesNotMatch(await proxied.text(), /notewell_/);
  });
});

Deno.test("a body over MAX_BODY_BYTES is answered 413 by the sidecar itself (the app is not even up)", async () => {
  await withSidecar({ env: { MAX_BODY_BYTES: "4096" } }, async ({ origin }) => {
    const response = await fetch(`${origin}/auth`, { method: "POST", body: new Uint8Array(4097) });
    assert.equal(response.status, 413);
    assert.equal(await response.text(), "The request is too large.");
    // Within the limit it is forwarded: here to an app that is down.
    const small = await fetch(`${origin}/auth`, { method: "POST", body: new Uint8Array(4096) });
    assert.equal(small.status, 502);
    await small.body?.cancel();
  });
});

/** A request fetch will not send (it forbids TRACE): written to the socket, the status line and body read back. */
async function raw(origin: string, method: string, path: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  const connection = await Deno.connect({ hostname, port: Number(port) });
  await connection.write(
    new TextEncoder().encode(
      `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
    ),
  );
  const answer = await new Response(connection.readable).text();
  return { status: Number(answer.split(" ")[1]), text: answer.split("\r\n\r\n").slice(1).join("\r\n\r\n") };
}

Deno.test("methods the site does not take are 405 at the door, saying which it does; OPTIONS is 204", async () => {
  await withSidecar({}, async ({ origin }) => {
    for (const method of ["PROPFIND", "BREW"]) {
      const page = await fetch(`${origin}/auth`, { method });
      assert.equal(page.status, 405, method);
      assert.equal(page.headers.get("Allow"), "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      assert.equal(await page.text(), "This address does not take that kind of request.");
    }
    const trace = await raw(origin, "TRACE", "/api/user");
    assert.equal(trace.status, 405);
    assert.match(trace.text, /"error":"This address does not take that kind of request."/);
    const options = await fetch(`${origin}/api/user`, { method: "OPTIONS" });
    assert.equal(options.status, 204);
    assert.equal(options.headers.get("Allow"), "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    assert.equal(await options.text(), "");
  });
});

Deno.test("a path that does not decode to text is 400 at the door", async () => {
  await withSidecar({}, async ({ origin }) => {
    const api = await fetch(`${origin}/api/admin/users/%ED%A0%80`);
    assert.equal(api.status, 400);
    assert.deepEqual(await api.json(), { error: "This address is not valid." });
    const page = await fetch(`${origin}/history/%ED%A0%80`, { method: "POST" });
    assert.equal(page.status, 400);
    assert.equal(await page.text(), "This address is not valid.");
  });
});

Deno.test("a state change from another site is 403 at the door; the site's own origins go through", async () => {
  await withSidecar({ env: { PUBLIC_URL: "https://notewell.practice.example" } }, async ({ origin }) => {
    const post = (headers: Record<string, string>, path = "/profile") =>
      fetch(`${origin}${path}`, { method: "POST", headers, body: "intent=profile" });
    for (
      const headers of <Record<string, string>[]> [
        { Origin: "http://evil.example" },
        { Origin: "null" },
        { Origin: "not a url" },
        { Origin: origin.replace("http:", "https:") },
        { "Sec-Fetch-Site": "cross-site" },
      ]
    ) {
      const refused = await post(headers);
      assert.equal(refused.status, 403, JSON.stringify(headers));
      assert.equal(await refused.text(), "Cross-site request refused");
    }
    const api = await post({ Origin: "http://evil.example" }, "/api/user/profile");
    assert.equal(api.status, 403);
    assert.deepEqual(await api.json(), { error: "Cross-site request refused" });
    // Our own origin, PUBLIC_URL's, or no Origin at all (not a browser's cross-site request) reach the app (here
    // an app that is down: 502); so does a cross-site GET, which changes nothing.
    for (
      const headers of <Record<string, string>[]> [{ Origin: origin }, {
        Origin: "https://notewell.practice.example",
      }, {}]
    ) {
      const forwarded = await post(headers);
      assert.equal(forwarded.status, 502, JSON.stringify(headers));
      await forwarded.body?.cancel();
    }
    const read = await fetch(`${origin}/auth`, { headers: { Origin: "http://evil.example" } });
    assert.equal(read.status, 502);
    await read.body?.cancel();
  });
});

/** A request fetch will not send (TRACE), answered with its header lines. */
async function rawHeaders(origin: string, method: string, path: string): Promise<Headers> {
  const { hostname, port } = new URL(origin);
  const connection = await Deno.connect({ hostname, port: Number(port) });
  await connection.write(
    new TextEncoder().encode(
      `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
    ),
  );
  const answer = await new Response(connection.readable).text();
  const lines = answer.split("\r\n\r\n")[0].split("\r\n").slice(1);
  return new Headers(
    lines.map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  );
}

Deno.test("the sidecar's own answers carry the site's header policy; HSTS when the stated scheme is https", async () => {
  await withSidecar(
    { env: { METRICS_TOKEN: TOKEN, MAX_BODY_BYTES: "4096", TRUSTED_PROXIES: "127.0.0.1" } },
    async ({ origin }) => {
      const answers: Array<[string, Promise<Headers>]> = [
        ["405", fetch(`${origin}/auth`, { method: "BREW" }).then(headersOf)],
        ["405 (TRACE)", rawHeaders(origin, "TRACE", "/api/user")],
        ["204 (OPTIONS)", fetch(`${origin}/auth`, { method: "OPTIONS" }).then(headersOf)],
        ["400", fetch(`${origin}/history/%ED%A0%80`).then(headersOf)],
        [
          "403",
          fetch(`${origin}/profile`, { method: "POST", headers: { Origin: "http://evil.example" } }).then(
            headersOf,
          ),
        ],
        ["413", fetch(`${origin}/auth`, { method: "POST", body: new Uint8Array(4097) }).then(headersOf)],
        ["502", fetch(`${origin}/auth`).then(headersOf)],
        ["/healthz", fetch(`${origin}/healthz`).then(headersOf)],
        ["/metrics 401", fetch(`${origin}/metrics`).then(headersOf)],
        [
          "/metrics",
          fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } }).then(headersOf),
        ],
      ];
      for (const [what, answer] of answers) {
        const headers = await answer;
        assert.equal(headers.get("X-Content-Type-Options"), "nosniff", what);
        assert.equal(headers.get("X-Frame-Options"), "DENY", what);
        assert.equal(headers.get("Referrer-Policy"), "same-origin", what);
        assert.equal(headers.get("Cache-Control"), "no-store", what);
        // Reached over plain HTTP, and no proxy said otherwise.
        assert.equal(headers.get("Strict-Transport-Security"), null, what);
      }
      // The trusted proxy in front says the browser came over TLS: HSTS, as the app's answers carry it.
      const overTls = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.5" };
      for (const path of ["/healthz", "/auth", "/history/%ED%A0%80"]) {
        const headers = await fetch(`${origin}${path}`, { headers: overTls }).then(headersOf);
        assert.match(headers.get("Strict-Transport-Security") ?? "", /max-age=\d{8}/, path);
      }
    },
  );
});

async function headersOf(response: Response): Promise<Headers> {
  await response.body?.cancel();
  return response.headers;
}
