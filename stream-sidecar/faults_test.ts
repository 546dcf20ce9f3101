import assert from "node:assert/strict";
import pg from "pg";
import { startFakeStt } from "../tests/fake-stt/server.ts";
import { delay, QUICK_SCRIPT, toneFrames } from "../tests/fake-stt/testing.ts";
import { CloseCode, Reason, RELAY_ENDING } from "../contract/close-codes.ts";
import { openBrowser, seedSession, spawnSidecar, SPEECH_KEY, withSidecar } from "./_testing.ts";

/** A PostgreSQL of this test's own (tests/setup/pg-cli.ts), which the test can stop and start again. */
async function ownPostgres() {
  const child = new Deno.Command("node", {
    args: ["--import", "tsx", new URL("../tests/setup/pg-cli.ts", import.meta.url).pathname],
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  const nextLine = async (): Promise<string> => {
    while (!buffered.includes("\n")) {
      const { value, done } = await lines.read();
      if (done) throw new Error("pg-cli exited");
      buffered += value;
    }
    const line = buffered.slice(0, buffered.indexOf("\n"));
    buffered = buffered.slice(buffered.indexOf("\n") + 1);
    return line;
  };
  const { url } = JSON.parse(await nextLine()) as { url: string };
  const writer = child.stdin.getWriter();
  const command = async (name: "stop" | "start") => {
    await writer.write(new TextEncoder().encode(`${name}\n`));
    assert.equal(await nextLine(), `ok ${name}`);
  };
  return {
    url,
    stop: () => command("stop"),
    start: () => command("start"),
    close: async () => {
      await writer.write(new TextEncoder().encode("exit\n")).catch(() => {});
      await writer.close().catch(() => {});
      await lines.cancel().catch(() => {});
      await child.status;
    },
  };
}

Deno.test("PostgreSQL restarting: running streams carry on; new ones are refused meanwhile and work once it is back", async () => {
  const database = await ownPostgres();
  const fake = await startFakeStt({ apiKey: SPEECH_KEY, script: QUICK_SCRIPT, loopScript: true });
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  pool.on("error", () => {});
  const sidecar = await spawnSidecar({
    databaseUrl: database.url,
    providerUrl: fake.url,
    env: { HEARTBEAT_MS: "300" },
  });
  try {
    const running = await openBrowser(sidecar.port, { cookie: await seedSession(pool) });
    await running.waitFor((m) => m.type === "Begin");
    const waiting = await seedSession(pool);
    await database.stop();
    // While the database is down: the running stream still relays audio and turns…
    for (let i = 0; i < 12; i++) {
      running.sendAudio(toneFrames(1));
      await delay(60);
    }
    await running.waitFor((m) => m.type === "Turn" && m.turn_is_formatted === true);
    // …a new one is refused with a message the browser can show (the session cannot be checked)…
    const meanwhile = await openBrowser(sidecar.port, { cookie: waiting });
    assert.equal((await meanwhile.closed).code, CloseCode.providerUnreachable);
    const health = await fetch(`http://127.0.0.1:${sidecar.port}/healthz`);
    assert.equal(health.status, 503);
    await health.body?.cancel();

    await database.start();
    // …and once it is back, new streams work and the running one was never interrupted.
    const after = await openBrowser(sidecar.port, { cookie: await seedSession(pool) });
    await after.waitFor((m) => m.type === "Begin");
    running.sendJson({ type: "Terminate" });
    await running.waitFor((m) => m.type === "Termination");
    assert.equal((await running.closed).code, 1000);
    await after.close();
  } finally {
    await sidecar.stop();
    await fake.close();
    await pool.end();
    await database.close();
  }
});

Deno.test("SIGTERM drains: no new streams, running ones may finish, the rest end cleanly as a reconnectable drop", async () => {
  const databaseUrl = Deno.env.get("DATABASE_URL")!;
  const fake = await startFakeStt({ apiKey: SPEECH_KEY, script: QUICK_SCRIPT });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const sidecar = await spawnSidecar({
    databaseUrl,
    providerUrl: fake.url,
    env: { DRAIN_GRACE_SECONDS: "1" },
  });
  try {
    const finishing = await openBrowser(sidecar.port, { cookie: await seedSession(pool) });
    const lingering = await openBrowser(sidecar.port, { cookie: await seedSession(pool) });
    await finishing.waitFor((m) => m.type === "Begin");
    await lingering.waitFor((m) => m.type === "Begin");
    lingering.sendAudio(toneFrames(4));
    sidecar.child.kill("SIGTERM");
    await delay(150);
    // Draining: not ready any more, and a new recording is told to reconnect elsewhere.
    const ready = await fetch(`http://127.0.0.1:${sidecar.port}/readyz`);
    assert.equal(ready.status, 503);
    await ready.body?.cancel();
    const late = await openBrowser(sidecar.port, { cookie: await seedSession(pool) });
    assert.deepEqual(await late.closed, { code: CloseCode.restarting, reason: Reason.restarting });
    // A recording that finishes within the grace period ends normally…
    finishing.sendJson({ type: "Terminate" });
    await finishing.waitFor((m) => m.type === "Termination");
    assert.equal((await finishing.closed).code, 1000);
    // …one still running at the end of it is ended: the provider finishes (Terminate upstream, billing
    // stops), then the browser sees a close it reconnects after (not a 44xx refusal).
    assert.deepEqual(await lingering.closed, { code: CloseCode.restarting, reason: Reason.restarting });
    assert.ok(lingering.types().includes("Termination"));
    assert.equal(await sidecar.stop(), 0);
    assert.ok(fake.sessions.every((s) => s.terminated), "every provider session was terminated");
  } finally {
    await sidecar.stop();
    await fake.close();
    await pool.end();
  }
});

Deno.test("a restart hands a running recording over: the browser stops at RelayEnding, and every frame it sent reaches the provider", async () => {
  const databaseUrl = Deno.env.get("DATABASE_URL")!;
  const fake = await startFakeStt({ apiKey: SPEECH_KEY, wordsInAudio: true });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const sidecar = await spawnSidecar({
    databaseUrl,
    providerUrl: fake.url,
    env: { DRAIN_GRACE_SECONDS: "0" },
  });
  try {
    const browser = await openBrowser(sidecar.port, { cookie: await seedSession(pool) });
    await browser.waitFor((m) => m.type === "Begin");
    // Words as fast as the socket takes them, so some are always in flight when the restart comes.
    let spoken = 0;
    const speaking = (async () => {
      while (!browser.messages.some((m) => m.type === RELAY_ENDING) && browser.socket.readyState === 1) {
        browser.sendAudio([wordFrame(++spoken), new Uint8Array(3200)]);
        if (spoken === 20) sidecar.child.kill("SIGTERM");
        await delay(5);
      }
      browser.sendJson({ type: "Terminate" });
    })();
    assert.deepEqual(await browser.closed, { code: CloseCode.restarting, reason: Reason.restarting });
    await speaking;
    const heard = browser.turns().filter((t) => t.end_of_turn && !t.turn_is_formatted).map((t) =>
      t.transcript
    );
    const words = heard.join(" ").split(" ");
    assert.deepEqual(words, Array.from({ length: spoken }, (_, i) => `w${i + 1}`));
    assert.equal(await sidecar.stop(), 0);
  } finally {
    await sidecar.stop();
    await fake.close();
    await pool.end();
  }
});

/** 100 ms of s16le audio in which every sample says word number `n` (the fake's wordsInAudio). */
function wordFrame(n: number): Uint8Array {
  return new Uint8Array(new Int16Array(1600).fill(n).buffer);
}

/** A provider that says Begin and then floods the relay with large messages, as fast as it can. */
function floodingProvider(): { url: string; close: () => Promise<void> } {
  const big = JSON.stringify({ type: "Turn", transcript: "x".repeat(16_000), end_of_turn: false });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, (request) => {
    const { socket, response } = Deno.upgradeWebSocket(request);
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: "Begin", id: "flood", expires_at: 0 }));
      timer = setInterval(() => {
        for (let i = 0; i < 8 && socket.readyState === WebSocket.OPEN; i++) socket.send(big);
      }, 1);
    };
    socket.onclose = () => clearInterval(timer);
    socket.onerror = () => clearInterval(timer);
    return response;
  });
  return { url: `ws://127.0.0.1:${server.addr.port}/v3/ws`, close: () => server.shutdown() };
}

Deno.test("a browser that stops reading is disconnected, and the sidecar's memory stays flat", async () => {
  const provider = floodingProvider();
  try {
    await withSidecar(
      { providerUrl: provider.url, sidecar: { relay: { maxBrowserBufferBytes: 256 * 1024 } } },
      async ({ session, browser, sidecar }) => {
        const heapBefore = Deno.memoryUsage().heapUsed;
        const client = await browser({ cookie: await session() });
        // Stop reading: the kernel's buffers fill, then the sidecar's send buffer for this browser grows. The browser
        // reads again only once the sidecar has ended the stream (however long a busy machine takes to fill the
        // buffers): resumed after a fixed pause, a browser that had not yet fallen behind read the flood for ever.
        (client.socket as unknown as { _socket: { pause(): void } })._socket.pause();
        const stalled = Date.now();
        while (sidecar.liveStreams() > 0) {
          assert.ok(Date.now() - stalled < 20_000, "the stalled browser was not disconnected within 20 s");
          await delay(20);
        }
        (client.socket as unknown as { _socket: { resume(): void } })._socket.resume();
        const closed = await client.closed;
        const relayClose = client.messages.find((m) => m.type === "RelayClose");
        assert.equal(relayClose?.code ?? closed.code, CloseCode.providerError);
        assert.equal(relayClose?.reason ?? closed.reason, Reason.browserStalled);
        const grownMb = (Deno.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
        console.info(
          `stalled browser closed after ${Date.now() - stalled} ms; sidecar heap grew ${
            grownMb.toFixed(1)
          } MB`,
        );
        assert.ok(grownMb < 32, `heap grew ${grownMb.toFixed(1)} MB`);
      },
    );
  } finally {
    await provider.close();
  }
});
