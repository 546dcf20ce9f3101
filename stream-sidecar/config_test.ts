import assert from "node:assert/strict";
import { REGION_URLS } from "../contract/speech-regions.ts";
import { loadConfig, providerBaseUrl } from "./config.ts";

const REQUIRED = {
  DATABASE_URL: "postgres://x",
  SESSION_SECRET: "a-long-enough-secret",
  ENCRYPTION_KEY: "a-long-enough-key",
};

Deno.test("the practice's region picks the provider's host unless the operator overrides it", () => {
  const config = loadConfig(REQUIRED);
  assert.equal(providerBaseUrl(config, "default"), "wss://streaming.assemblyai.com/v3/ws");
  assert.equal(providerBaseUrl(config, "eu"), "wss://streaming.eu.assemblyai.com/v3/ws");
  assert.equal(providerBaseUrl(config, "us"), REGION_URLS.us);
  const pinned = loadConfig({ ...REQUIRED, ASSEMBLYAI_STREAMING_URL: "wss://proxy.practice.nhs.uk/v3/ws" });
  assert.equal(providerBaseUrl(pinned, "eu"), "wss://proxy.practice.nhs.uk/v3/ws");
  // Set but empty (compose passes it through when the operator has not set it): the region decides.
  const empty = loadConfig({ ...REQUIRED, ASSEMBLYAI_STREAMING_URL: "" });
  assert.equal(providerBaseUrl(empty, "eu"), REGION_URLS.eu);
});

Deno.test("configuration: defaults that work on one machine; bad values are named", () => {
  const config = loadConfig(REQUIRED);
  assert.equal(config.port, 3000);
  assert.equal(config.drainGraceMs, 25_000);
  assert.equal(config.heartbeatMs, 15_000);
  assert.equal(config.leaseTtlSeconds, 45);
  assert.equal(config.maxBodyBytes, 2 * 1024 * 1024);
  assert.equal(loadConfig({ ...REQUIRED, MAX_BODY_BYTES: "" }).maxBodyBytes, 2 * 1024 * 1024);
  assert.equal(loadConfig({ ...REQUIRED, MAX_BODY_BYTES: "5000000" }).maxBodyBytes, 5_000_000);
  assert.throws(() => loadConfig({ ...REQUIRED, MAX_BODY_BYTES: "2MB" }), /MAX_BODY_BYTES/);
  // Empty (compose passes it through unset, to the app too): the default.
  assert.equal(loadConfig({ ...REQUIRED, LEASE_TTL_SECONDS: "" }).leaseTtlSeconds, 45);
  assert.equal(loadConfig({ ...REQUIRED, LEASE_TTL_SECONDS: "60" }).leaseTtlSeconds, 60);
  assert.deepEqual(config.sessionSecrets, ["a-long-enough-secret"]);
  assert.throws(() => loadConfig({ ...REQUIRED, PORT: "http" }), /PORT/);
  assert.throws(() => loadConfig({ DATABASE_URL: "x" }), /SESSION_SECRET/);
});

Deno.test("TRUSTED_PROXIES: nobody by default; addresses and ranges when set; a bad entry is named", () => {
  assert.equal(loadConfig(REQUIRED).trustedProxies.trusts("127.0.0.1"), false);
  const behindIngress = loadConfig({ ...REQUIRED, TRUSTED_PROXIES: "10.0.0.0/8, 127.0.0.1" }).trustedProxies;
  assert.equal(behindIngress.trusts("10.2.3.4"), true);
  assert.equal(behindIngress.trusts("192.0.2.1"), false);
  assert.throws(
    () => loadConfig({ ...REQUIRED, TRUSTED_PROXIES: "10.0.0.0/8, ingress.local" }),
    /TRUSTED_PROXIES: "ingress.local" is not an IP address or CIDR range/,
  );
});

Deno.test("METRICS_TOKEN: unset or empty means none; a short one is refused", () => {
  assert.equal(loadConfig(REQUIRED).metricsToken, undefined);
  assert.equal(loadConfig({ ...REQUIRED, METRICS_TOKEN: "" }).metricsToken, undefined);
  assert.equal(
    loadConfig({ ...REQUIRED, METRICS_TOKEN: "0123456789abcdef" }).metricsToken,
    "0123456789abcdef",
  );
  assert.throws(() => loadConfig({ ...REQUIRED, METRICS_TOKEN: "secret" }), /METRICS_TOKEN: use at least 16/);
});
