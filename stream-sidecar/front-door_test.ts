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
