/**
 * A browser that goes away while its recording is being opened — Stop pressed while connecting, the tab closed, the
 * surgery's network resetting the connection — between the upgrade request and the sidecar's answer, while the
 * sidecar still checks the session, the consent and the limits.
 */
import assert from "node:assert/strict";
import net from "node:net";
import pg from "pg";
import { startFakeStt } from "../tests/fake-stt/server.ts";
import { delay, QUICK_SCRIPT } from "../tests/fake-stt/testing.ts";
import { CloseCode } from "../contract/close-codes.ts";
import {
  databaseUrl,
  openBrowser,
  resetSettings,
  seedSession,
  setSetting,
  type SidecarProcess,
  spawnSidecar,
  SPEECH_KEY,
  userIdOf,
} from "./_testing.ts";

/** Sends a recording's upgrade request by hand, then drops the connection at once: closed (FIN) or reset (RST). */
async function dropWhileOpening(port: number, cookie: string, how: "close" | "reset"): Promise<void> {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(
    [
      "GET /ws-proxy?sample_rate=16000&encoding=pcm_s16le HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      "Upgrade: websocket",
      "Connection: Upgrade",
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
      "Sec-WebSocket-Version: 13",
      `Origin: http://127.0.0.1:${port}`,
      `Cookie: ${cookie}`,
      "",
      "",
    ].join("\r\n"),
  );
  if (how === "close") socket.end();
  else socket.resetAndDestroy();
}

/** Waits until the sidecar has logged `count` events named `event` (it answers each open with one). */
async function logged(sidecar: SidecarProcess, event: string, count: number): Promise<void> {
  const seen = () => sidecar.logs.filter((line) => line.includes(`"event":"${event}"`)).length;
  for (let i = 0; i < 100 && seen() < count; i++) await delay(50);
  assert.equal(
    seen(),
    count,
    `the sidecar logged ${seen()} "${event}" of ${count}:\n${sidecar.logs.join("\n")}`,
  );
}

async function leasesOf(pool: pg.Pool, userId: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM stream_leases WHERE user_id = $1",
    [userId],
  );
  return rows[0].n;
}

/** Drops three opens for the clinician of `cookie`, one after another; each gives its slot back. */
async function dropThree(sidecar: SidecarProcess, pool: pg.Pool, cookie: string, how: "close" | "reset") {
  for (let k = 1; k <= 3; k++) {
    await dropWhileOpening(sidecar.port, cookie, how);
    await logged(sidecar, "stream.abandoned", k);
  }
  assert.equal(await leasesOf(pool, await userIdOf(pool, cookie)), 0);
}

/** A recording that starts (the provider's Begin arrives) and ends normally when the clinician ends it. */
async function recordAndEnd(port: number, cookie: string): Promise<void> {
  const client = await openBrowser(port, { cookie });
  await client.waitFor((m) => m.type === "Begin");
  client.sendJson({ type: "Terminate" });
  assert.equal((await client.closed).code, CloseCode.normal);
}

Deno.test("a browser that goes away while its recording opens holds no slot: the clinician's next recording starts", async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
  const fake = await startFakeStt({ apiKey: SPEECH_KEY, script: QUICK_SCRIPT });
  await setSetting(pool, "maxStreamsPerUser", "1");
  // A lease not given back would count for a minute.
  const sidecar = await spawnSidecar({
    databaseUrl: databaseUrl(),
    providerUrl: fake.url,
    env: { LEASE_TTL_SECONDS: "60" },
  });
  try {
    const cookie = await seedSession(pool);
    await dropThree(sidecar, pool, cookie, "close");
    await recordAndEnd(sidecar.port, cookie);
  } finally {
    await sidecar.stop();
    await resetSettings(pool, ["maxStreamsPerUser"]);
    await fake.close();
    await pool.end();
  }
});

Deno.test("a connection reset while a recording opens stops nothing: the recordings running carry on", async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
  const fake = await startFakeStt({ apiKey: SPEECH_KEY, script: QUICK_SCRIPT });
  const sidecar = await spawnSidecar({ databaseUrl: databaseUrl(), providerUrl: fake.url });
  try {
    const running = await openBrowser(sidecar.port, { cookie: await seedSession(pool) });
    await running.waitFor((m) => m.type === "Begin");
    const cookie = await seedSession(pool);
    await dropThree(sidecar, pool, cookie, "reset");
    // The running recording ends as its clinician ends it, and the next one starts.
    running.sendJson({ type: "Terminate" });
    assert.equal((await running.closed).code, CloseCode.normal);
    await recordAndEnd(sidecar.port, cookie);
  } finally {
    await sidecar.stop();
    await fake.close();
    await pool.end();
  }
});
