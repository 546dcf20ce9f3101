import assert from "node:assert/strict";
import { metricsRefusal } from "./metrics.ts";

const TOKEN = "a-metrics-token-0123456789";
const get = (headers: Record<string, string> = {}) =>
  new Request("http://notewell.test/metrics", { headers });

Deno.test("without METRICS_TOKEN, /metrics is for this machine only, asked directly, with no proxy in front", async () => {
  const open = { token: undefined };
  assert.equal(metricsRefusal(get(), { ...open, peer: "127.0.0.1" }), null);
  assert.equal(metricsRefusal(get(), { ...open, peer: "::1" }), null);
  for (const peer of ["10.0.0.5", "203.0.113.9", "unknown"]) {
    assert.equal(metricsRefusal(get(), { ...open, peer })?.status, 403, peer);
  }
  // A proxy on this machine passing on someone else's request says so: refused.
  const proxied: Array<Record<string, string>> = [
    { "X-Forwarded-For": "203.0.113.9" },
    { Forwarded: "for=203.0.113.9" },
    { "X-Real-IP": "203.0.113.9" },
    { "X-Forwarded-Proto": "https" },
    { Via: "1.1 nginx" },
  ];
  for (const headers of proxied) {
    assert.equal(
      metricsRefusal(get(headers), { ...open, peer: "127.0.0.1" })?.status,
      403,
      JSON.stringify(headers),
    );
  }
  // With a proxy named in front (TRUSTED_PROXIES), the token is needed: a proxy that adds no mark looks local.
  const refused = metricsRefusal(get(), { ...open, peer: "127.0.0.1", proxyInFront: true });
  assert.equal(refused?.status, 403);
  assert.match(await refused!.text(), /METRICS_TOKEN/);
});

Deno.test("with METRICS_TOKEN, /metrics needs the bearer token, from anywhere (loopback too)", () => {
  const access = { token: TOKEN, peer: "10.0.0.5" };
  assert.equal(metricsRefusal(get({ Authorization: `Bearer ${TOKEN}` }), access), null);
  assert.equal(metricsRefusal(get({ Authorization: `bearer  ${TOKEN}` }), access), null);
  for (
    const authorization of [undefined, "Bearer", `Bearer ${TOKEN}x`, `Basic ${btoa(`x:${TOKEN}`)}`, TOKEN]
  ) {
    const headers: Record<string, string> = authorization === undefined
      ? {}
      : { Authorization: authorization };
    const refusal = metricsRefusal(get(headers), access);
    assert.equal(refusal?.status, 401, authorization);
    assert.equal(refusal?.headers.get("WWW-Authenticate"), 'Bearer realm="metrics"');
  }
  assert.equal(metricsRefusal(get(), { ...access, peer: "127.0.0.1" })?.status, 401);
});
