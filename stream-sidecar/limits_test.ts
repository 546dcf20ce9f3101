import assert from "node:assert/strict";
import pg from "pg";
import { startFakeStt } from "../tests/fake-stt/server.ts";
import { delay, QUICK_SCRIPT, type TestClient, toneFrames } from "../tests/fake-stt/testing.ts";
import { accountStreamLimitReason, CloseCode, idleReason, Reason } from "../contract/close-codes.ts";
import { sessionCookiePair } from "../contract/session-cookie.ts";
import {
  databaseUrl,
  openBrowser,
  resetSettings,
  SECRET,
  seedSession,
  sessionIdOf,
  setSetting,
  spawnSidecar,
  SPEECH_KEY,
  userIdOf,
  withSidecar,
} from "./_testing.ts";

/** Two replicas, one database: the practice's limit holds across both, and a dead replica frees its slots. */
Deno.test("maxConcurrentSessions holds across two sidecar processes; a killed replica's slots come back", async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
  const fake = await startFakeStt({ apiKey: SPEECH_KEY, script: QUICK_SCRIPT });
  await pool.query("DELETE FROM stream_leases");
  await setSetting(pool, "maxConcurrentSessions", "2");
  const env = { HEARTBEAT_MS: "500", LEASE_TTL_SECONDS: "2" };
  const one = await spawnSidecar({ databaseUrl: databaseUrl(), providerUrl: fake.url, env });
  const two = await spawnSidecar({ databaseUrl: databaseUrl(), providerUrl: fake.url, env });
  try {
    const a = await openBrowser(one.port, { cookie: await seedSession(pool) });
    const b = await openBrowser(two.port, { cookie: await seedSession(pool) });
    await a.waitFor((m) => m.type === "Begin");
    await b.waitFor((m) => m.type === "Begin");
    // A third recording, on either replica, is over the practice's limit.
    for (const port of [one.port, two.port]) {
      const c = await openBrowser(port, { cookie: await seedSession(pool) });
      assert.deepEqual(await c.closed, { code: CloseCode.tooManyStreams, reason: Reason.tooManyStreams });
    }
    // A recording that ends gives its slot back.
    a.sendJson({ type: "Terminate" });
    await a.closed;
    // The slot is given back just after the browser's socket closes (server.ts: when the stream is done), so
    // wait for the lease to go rather than racing it.
    await leasesAtMost(pool, 1);
    const d = await openBrowser(one.port, { cookie: await seedSession(pool) });
    await d.waitFor((m) => m.type === "Begin");

    // Replica two dies without a word (SIGKILL): its stream's lease stops being refreshed…
    await two.stop("SIGKILL");
    const e = await openBrowser(one.port, { cookie: await seedSession(pool) });
    assert.equal((await e.closed).code, CloseCode.tooManyStreams);
    // …and after the lease time-to-live its slot is free again (production: 45 s, here 2 s).
    await delay(2_500);
    const f = await openBrowser(one.port, { cookie: await seedSession(pool) });
    await f.waitFor((m) => m.type === "Begin");
    for (const client of [b, d, f]) await client.close();
  } finally {
    await one.stop();
    await two.stop("SIGKILL");
    await resetSettings(pool, ["maxConcurrentSessions"]);
    await fake.close();
    await pool.end();
  }
});

/** Waits (up to 5 s) until at most `count` stream leases are held. */
async function leasesAtMost(pool: pg.Pool, count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { rows } = await pool.query("SELECT count(*)::int AS held FROM stream_leases");
    if (rows[0].held <= count) return;
    if (Date.now() > deadline) {
      throw new Error(`still ${rows[0].held} stream leases held, expected at most ${count}`);
    }
    await delay(20);
  }
}

/** Waits for the provider's Begin; a refusal instead fails with what the sidecar said (not just "closed"). */
async function began(client: TestClient): Promise<void> {
  try {
    await client.waitFor((m) => m.type === "Begin");
  } catch (error) {
    const said = client.messages.find((m) => m.type === "RelayClose");
    throw new Error(`no Begin: ${said ? `${said.code} ${said.reason}` : (error as Error).message}`);
  }
}

Deno.test("maxStreamsPerUser: one account's recordings are capped across replicas (its own close); others still start", async () => {
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
  const fake = await startFakeStt({ apiKey: SPEECH_KEY, script: QUICK_SCRIPT });
  await pool.query("DELETE FROM stream_leases");
  await setSetting(pool, "maxStreamsPerUser", "2");
  const one = await spawnSidecar({ databaseUrl: databaseUrl(), providerUrl: fake.url });
  const two = await spawnSidecar({ databaseUrl: databaseUrl(), providerUrl: fake.url });
  const clients: TestClient[] = [];
  const open = async (port: number, cookie: string) => {
    const client = await openBrowser(port, { cookie });
    clients.push(client);
    return client;
  };
  try {
    // The same clinician in two tabs (one session) and on a second device (another session of theirs).
    const tab = await seedSession(pool);
    const userId = await userIdOf(pool, tab);
    const sid = "second-device-" + crypto.randomUUID();
    await pool.query(
      `INSERT INTO sessions (sid, sess, expire, user_id) VALUES ($1, $2, now() + interval '1 hour', $3)`,
      [sid, JSON.stringify({ userId }), userId],
    );
    const device = sessionCookiePair(sid, SECRET);
    const a = await open(one.port, tab);
    const b = await open(two.port, device);
    await began(a);
    await began(b);
    // A third, on either replica and from either session, is over this account's limit, and says so.
    for (const [port, cookie] of [[one.port, tab], [two.port, device]] as const) {
      const c = await open(port, cookie);
      assert.deepEqual(await c.closed, {
        code: CloseCode.accountStreamLimit,
        reason:
          "You already have 2 recordings running. Stop one (perhaps in another tab) to start a new one.",
      });
      assert.equal(c.types().includes("Begin"), false);
    }
    // The practice has room: a colleague starts.
    const colleague = await open(one.port, await seedSession(pool));
    await began(colleague);
    // Stopping one of the account's recordings frees its place (once its replica has let go of the lease).
    a.sendJson({ type: "Terminate" });
    await a.closed;
    const leasesOf = async () =>
      Number(
        (await pool.query<{ n: string }>("SELECT count(*) AS n FROM stream_leases WHERE user_id = $1", [
          userId,
        ]))
          .rows[0].n,
      );
    for (let i = 0; i < 50 && (await leasesOf()) > 1; i++) await delay(20);
    const again = await open(two.port, tab);
    await began(again);
    // The refused ones never reached the provider: a, b, the colleague and the one started again.
    assert.equal(fake.sessions.length, 4);
  } finally {
    // Closed before the replicas stop, so that stopping does not wait out a drain.
    for (const client of clients) await client.close();
    await one.stop();
    await two.stop();
    await resetSettings(pool, ["maxStreamsPerUser"]);
    await fake.close();
    await pool.end();
  }
});

Deno.test("maxStreamsPerUser starting at once: the lock lets exactly the limit through", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    await setSetting(pool, "maxStreamsPerUser", "3");
    try {
      const cookie = await session();
      const clients = await Promise.all(Array.from({ length: 8 }, () => browser({ cookie })));
      const outcomes = await Promise.all(
        clients.map((client) =>
          client.waitFor((m) => m.type === "Begin").then(
            () => "recording",
            async () => String((await client.closed).code),
          )
        ),
      );
      assert.deepEqual(outcomes.filter((o) => o === "recording").length, 3, outcomes.join());
      assert.deepEqual(outcomes.filter((o) => o === String(CloseCode.accountStreamLimit)).length, 5);
      const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM stream_leases");
      assert.equal(Number(rows[0].n), 3);
    } finally {
      await resetSettings(pool, ["maxStreamsPerUser"]);
    }
  });
});

Deno.test("the per-account message counts what is running; one recording allowed reads as one", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    await setSetting(pool, "maxStreamsPerUser", "1");
    try {
      const cookie = await session();
      const first = await browser({ cookie });
      await first.waitFor((m) => m.type === "Begin");
      const second = await browser({ cookie });
      const relayClose = await second.waitFor((m) => m.type === "RelayClose");
      assert.equal(relayClose.reason, accountStreamLimitReason(1));
      assert.deepEqual(await second.closed, {
        code: CloseCode.accountStreamLimit,
        reason: "You already have a recording running. Stop it (perhaps in another tab) to start a new one.",
      });
    } finally {
      await resetSettings(pool, ["maxStreamsPerUser"]);
    }
  });
});

Deno.test("a user deactivated mid-stream is cut off at the next heartbeat; a deleted one too", async () => {
  await withSidecar({ sidecar: { heartbeatMs: 200 } }, async ({ session, browser, pool }) => {
    const cookie = await session();
    const client = await browser({ cookie });
    await client.waitFor((m) => m.type === "Begin");
    client.sendAudio(toneFrames(3));
    await pool.query("UPDATE users SET is_active = false WHERE id = $1", [await userIdOf(pool, cookie)]);
    assert.deepEqual(await client.closed, { code: CloseCode.forbidden, reason: Reason.inactive });

    const other = await session();
    const second = await browser({ cookie: other });
    await second.waitFor((m) => m.type === "Begin");
    await pool.query("DELETE FROM users WHERE id = $1", [await userIdOf(pool, other)]);
    assert.equal((await second.closed).code, CloseCode.forbidden);
  });
});

Deno.test("a recording keeps its sign-in alive, and ends (signed out) at the next heartbeat once the session has gone", async () => {
  await withSidecar({ sidecar: { heartbeatMs: 200 } }, async ({ session, browser, pool }) => {
    const cookie = await session();
    const sid = sessionIdOf(cookie);
    const client = await browser({ cookie });
    await client.waitFor((m) => m.type === "Begin");
    client.sendAudio(toneFrames(3));
    // A recording is activity: a session about to time out is slid forward by the heartbeat.
    await pool.query("UPDATE sessions SET expire = now() + interval '1 second' WHERE sid = $1", [sid]);
    await delay(1_500);
    const { rows } = await pool.query<{ alive: boolean }>(
      "SELECT expire > now() + interval '1 minute' AS alive FROM sessions WHERE sid = $1",
      [sid],
    );
    assert.equal(rows[0]?.alive, true);
    assert.equal(client.socket.readyState, client.socket.OPEN);
    // Signed out elsewhere (or a password change): the session row goes, and so does the recording.
    await pool.query("DELETE FROM sessions WHERE sid = $1", [sid]);
    assert.deepEqual(await client.closed, { code: CloseCode.signedOut, reason: Reason.signedOut });
    assert.ok(client.types().includes("Termination"), "the provider's last words arrived before the close");
  });
});

Deno.test("maintenance mode refuses new recordings at once with the admin's message; running ones finish", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    const running = await browser({ cookie: await session() });
    await running.waitFor((m) => m.type === "Begin");
    await setSetting(pool, "systemMaintenance", "true");
    await setSetting(pool, "maintenanceMessage", "Back at 2pm after an upgrade.");
    try {
      const refused = await browser({ cookie: await session() });
      assert.deepEqual(await refused.closed, {
        code: CloseCode.maintenance,
        reason: "Back at 2pm after an upgrade.",
      });
      running.sendAudio(toneFrames(12));
      await running.waitFor((m) => m.type === "Turn");
      running.sendJson({ type: "Terminate" });
      await running.waitFor((m) => m.type === "Termination");
      assert.equal((await running.closed).code, 1000);
    } finally {
      await resetSettings(pool, ["systemMaintenance", "maintenanceMessage"]);
    }
  });
});

Deno.test("the duration limit ends the recording cleanly: last words delivered, then a message", async () => {
  await withSidecar({ sidecar: { maxDurationMs: 1_500 } }, async ({ session, browser, fake }) => {
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    for (let i = 0; i < 25 && client.socket.readyState === client.socket.OPEN; i++) {
      client.sendAudio(toneFrames(1));
      await delay(100);
    }
    const closed = await client.closed;
    assert.equal(closed.code, CloseCode.durationLimit);
    assert.match(closed.reason, /reached your practice's limit of 60 minutes/);
    assert.ok(client.types().includes("Termination"), "the provider finished before the close");
    assert.equal(fake.sessions[0].terminated, true);
  });
});

Deno.test("a recording that sends no audio is ended cleanly (KeepAlives do not count) and frees its slot", async () => {
  await withSidecar({ sidecar: { noAudioMs: 700 } }, async ({ session, browser, fake, pool }) => {
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    // Audio keeps it going…
    for (let i = 0; i < 12; i++) {
      client.sendAudio(toneFrames(1));
      await delay(100);
    }
    assert.equal(client.socket.readyState, client.socket.OPEN);
    // …keep-alives alone do not.
    const keepAlives = setInterval(() => client.sendJson({ type: "KeepAlive" }), 100);
    try {
      assert.deepEqual(await client.closed, { code: CloseCode.idle, reason: idleReason("audio", 5 * 60) });
    } finally {
      clearInterval(keepAlives);
    }
    assert.ok(client.types().includes("Termination"), "the provider was asked to finish first");
    assert.equal(fake.sessions[0].terminated, true);
    await delay(200);
    const { rows } = await pool.query<{ n: string }>("SELECT count(*) AS n FROM stream_leases");
    assert.equal(Number(rows[0].n), 0);
  });
});

Deno.test("a recording in which nobody speaks for the practice's session time-out is ended cleanly", async () => {
  await withSidecar(
    { fake: { script: [] }, sidecar: { noSpeechMs: 800 } },
    async ({ session, browser, fake }) => {
      const client = await browser({ cookie: await session() });
      await client.waitFor((m) => m.type === "Begin");
      const pump = setInterval(() => client.sendAudio(toneFrames(1)), 100); // audio, but never a word heard
      try {
        assert.deepEqual(await client.closed, {
          code: CloseCode.idle,
          reason: idleReason("speech", 120 * 60),
        });
      } finally {
        clearInterval(pump);
      }
      assert.ok(client.types().includes("Termination"));
      assert.equal(fake.sessions[0].terminated, true);
    },
  );
});

Deno.test("speech keeps a recording going: the quiet clock starts again at each transcript", async () => {
  await withSidecar({ sidecar: { noSpeechMs: 800 } }, async ({ session, browser }) => {
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    const opened = performance.now();
    const turnsAt: number[] = [];
    const pump = setInterval(() => client.sendAudio(toneFrames(1)), 100);
    const seen = setInterval(() => {
      while (turnsAt.length < client.turns().length) turnsAt.push(performance.now());
    }, 10);
    try {
      const closed = await client.closed;
      const closedAt = performance.now();
      assert.equal(closed.code, CloseCode.idle);
      // The script's words (about a second of them) kept it open past 800 ms; it ended 800 ms after the last.
      assert.ok(turnsAt.length > 3, `${turnsAt.length} turns`);
      assert.ok(closedAt - opened > 1_200, `closed after ${Math.round(closedAt - opened)} ms`);
      assert.ok(
        closedAt - turnsAt.at(-1)! >= 700,
        `closed ${Math.round(closedAt - turnsAt.at(-1)!)} ms after`,
      );
    } finally {
      clearInterval(pump);
      clearInterval(seen);
    }
  });
});

Deno.test("speech_model is always sent; parameters outside the allow-list never reach the provider", async () => {
  await withSidecar({}, async ({ session, browser, fake }) => {
    const client = await browser({
      cookie: await session(),
      query: "sample_rate=16000&webhook_url=http%3A%2F%2Fevil&prompt=x",
    });
    await client.waitFor((m) => m.type === "Begin");
    await client.close();
    assert.equal(fake.sessions[0].query.speech_model, "universal-streaming-english");
    assert.equal("webhook_url" in fake.sessions[0].query, false);
    assert.equal("prompt" in fake.sessions[0].query, false);
  });
});

Deno.test("a paused recording: its time is not counted by the duration or the no-audio limit, and the provider session carries on", async () => {
  await withSidecar(
    { sidecar: { maxDurationMs: 1_500, noAudioMs: 700 } },
    async ({ session, browser, fake }) => {
      const client = await browser({ cookie: await session() });
      await client.waitFor((m) => m.type === "Begin");
      // 0.8 s recorded, then 1.5 s paused (longer than both limits), then 0.5 s more: 1.3 s recorded in all.
      for (let i = 0; i < 8; i++) {
        client.sendAudio(toneFrames(1));
        await delay(100);
      }
      client.sendJson({ type: "Pause" });
      await delay(1_500);
      assert.equal(client.socket.readyState, client.socket.OPEN, "paused, the recording is not ended");
      client.sendJson({ type: "Resume" });
      for (let i = 0; i < 5; i++) {
        client.sendAudio(toneFrames(1));
        await delay(100);
      }
      assert.equal(client.socket.readyState, client.socket.OPEN, "1.3 s recorded: within the 1.5 s limit");
      assert.equal(fake.sessions.length, 1, "one provider session throughout");
      assert.equal(
        fake.sessions[0].frames,
        13,
        "every frame sent reached the provider, and nothing while paused",
      );
      // Recorded time runs on after Resume: the limit ends it at 1.5 s of recording.
      for (let i = 0; i < 20 && client.socket.readyState === client.socket.OPEN; i++) {
        client.sendAudio(toneFrames(1));
        await delay(100);
      }
      const closed = await client.closed;
      assert.equal(closed.code, CloseCode.durationLimit);
    },
  );
});
