import assert from "node:assert/strict";
import { delay, silentFrames, toneFrames } from "../tests/fake-stt/testing.ts";
import { CloseCode, Reason, RELAY_ENDING } from "../contract/close-codes.ts";
import { openBrowser, SPEC_QUERY, withSidecar } from "./_testing.ts";
import { TestClient } from "../tests/fake-stt/testing.ts";

/** The sidecar closes browser sockets and the fake's after the client has gone: let both settle. */
const settle = () => delay(200);

Deno.test("an authenticated browser streams through to the provider and gets the turns, then Termination", async () => {
  await withSidecar({}, async ({ session, browser, fake }) => {
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    client.sendAudio(toneFrames(12));
    await client.waitFor((m) => m.type === "Turn" && m.turn_is_formatted === true);
    client.sendJson({ type: "Terminate" });
    await client.waitFor((m) => m.type === "Termination");
    assert.deepEqual(await client.closed, { code: 1000, reason: "" });
    await settle();
    const [record] = fake.sessions;
    assert.equal(record.authorized, true);
    assert.equal(record.authMethod, "header");
    assert.equal(record.terminated, true);
    assert.equal(record.bytesReceived, 12 * 3200);
    assert.equal(record.silent, false);
    assert.equal(record.query.speech_model, "universal-streaming-english");
  });
});

Deno.test("audio sent before the provider's Begin is held and delivered in order", async () => {
  await withSidecar({ fake: { faults: [{ delayBeginMs: 400 }] } }, async ({ session, browser, fake }) => {
    const client = await browser({ cookie: await session() });
    client.sendAudio(toneFrames(5));
    await client.waitFor((m) => m.type === "Begin");
    client.sendJson({ type: "Terminate" });
    await client.waitFor((m) => m.type === "Termination");
    await settle();
    assert.equal(fake.sessions[0].bytesReceived, 5 * 3200);
  });
});

Deno.test("tiny browser frames are re-cut to the provider's 50-1000 ms rule (no 3007)", async () => {
  await withSidecar({}, async ({ session, browser, fake }) => {
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    client.sendAudio(toneFrames(60, { frameMs: 10 }));
    client.sendJson({ type: "Terminate" });
    await client.waitFor((m) => m.type === "Termination");
    assert.equal((await client.closed).code, 1000);
    await settle();
    const [record] = fake.sessions;
    assert.ok((record.minFrameMs ?? 0) >= 50, `min frame ${record.minFrameMs} ms`);
    assert.equal(record.audioMs, 600);
  });
});

Deno.test("a browser that disappears without Terminate still ends the provider session (billing stops)", async () => {
  await withSidecar({}, async ({ session, browser, fake }) => {
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    client.sendAudio(silentFrames(3));
    client.socket.terminate();
    for (let i = 0; i < 40 && fake.sessions[0]?.closeCode == null; i++) await delay(50);
    assert.equal(fake.sessions[0].terminated, true);
    assert.equal(fake.sessions[0].closeCode, 1000);
  });
});

Deno.test("refusals: each closes with a final code and a reason the browser can show", async () => {
  await withSidecar({}, async ({ session, browser, origin }) => {
    const cases: Array<[Promise<string | undefined>, string | undefined, number, string]> = [
      [Promise.resolve(undefined), origin, CloseCode.signedOut, Reason.signedOut],
      [session({ expired: true }), origin, CloseCode.signedOut, Reason.signedOut],
      [session({ active: false }), origin, CloseCode.forbidden, Reason.inactive],
      [session(), "https://evil.example", CloseCode.forbidden, Reason.foreignOrigin],
    ];
    for (const [cookie, from, code, reason] of cases) {
      const client = await browser({ cookie: await cookie, origin: from });
      assert.deepEqual(await client.closed, { code, reason });
      assert.equal(client.types().includes("Begin"), false);
    }
    const tampered = (await session()).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    assert.equal((await (await browser({ cookie: tampered })).closed).code, CloseCode.signedOut);
  });
});

Deno.test("a bad query or an unknown control message is refused", async () => {
  await withSidecar({}, async ({ session, browser }) => {
    const bad = await browser({ cookie: await session(), query: "sample_rate=999999" });
    const closed = await bad.closed;
    assert.equal(closed.code, CloseCode.badRequest);
    assert.match(closed.reason, /sample_rate/);
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    client.sendJson({ type: "DropTables" });
    assert.equal((await client.closed).code, CloseCode.badRequest);
  });
});

Deno.test("a KeepAlive from the browser is accepted and not passed on; the recording carries on", async () => {
  await withSidecar({}, async ({ session, browser, fake }) => {
    const client = await browser({ cookie: await session() });
    client.sendJson({ type: "KeepAlive" }); // before Begin, while the provider connects…
    await client.waitFor((m) => m.type === "Begin");
    client.sendAudio(toneFrames(6));
    client.sendJson({ type: "KeepAlive" }); // …and mid-stream
    client.sendAudio(toneFrames(6));
    await client.waitFor((m) => m.type === "Turn");
    client.sendJson({ type: "Terminate" });
    await client.waitFor((m) => m.type === "Termination");
    assert.deepEqual(await client.closed, { code: 1000, reason: "" });
    await settle();
    // The provider documents no KeepAlive (docs/speech-provider.md §4.2): it never sees one.
    assert.deepEqual(fake.sessions[0].messagesReceived.map((m) => JSON.parse(m).type), ["Terminate"]);
    assert.equal(fake.sessions[0].bytesReceived, 12 * 3200);
  });
});

Deno.test("no speech-to-text key anywhere: refused with the spec's message", async () => {
  await withSidecar({ speechKey: null }, async ({ session, browser, pool }) => {
    await pool.query("UPDATE system_settings SET value = '' WHERE key = 'assemblyaiApiKey'");
    const client = await browser({ cookie: await session() });
    assert.deepEqual(await client.closed, {
      code: CloseCode.notConfigured,
      reason: "AssemblyAI API key not configured on server",
    });
  });
});

Deno.test("provider trouble becomes a specific message, and nothing hangs", async () => {
  const faults = [
    { refuse: { http: 401 } },
    { refuse: { code: 1008, reason: "Unauthorized Connection: insufficient balance" } },
    { refuse: { code: 1008, reason: "Unauthorized Connection: Too many concurrent sessions" } },
    {
      closeAfterAudioMs: {
        ms: 200,
        code: 3005,
        reason: "Session Cancelled: An error occurred",
        errorFrame: true,
      },
    },
    { noBegin: true },
  ];
  const expected = [
    [CloseCode.providerRefused, Reason.providerAuth],
    [CloseCode.providerRefused, Reason.providerAuth],
    [CloseCode.providerError, Reason.providerBusy],
    [CloseCode.providerError, Reason.providerError],
    [CloseCode.providerTimeout, Reason.providerTimeout],
  ];
  await withSidecar(
    { fake: { faults }, sidecar: { relay: { beginTimeoutMs: 500 } } },
    async ({ session, browser }) => {
      for (const [code, reason] of expected) {
        const client = await browser({ cookie: await session() });
        client.sendAudio(toneFrames(4));
        assert.deepEqual(await client.closed, { code, reason });
      }
    },
  );
});

Deno.test("the provider's 3007 frame-rule close is reported as rejected audio", async () => {
  await withSidecar(
    {
      fake: {
        faults: [{
          closeAfterAudioMs: { ms: 100, code: 3007, reason: "Input Duration Violation", errorFrame: true },
        }],
      },
    },
    async ({ session, browser }) => {
      const client = await browser({ cookie: await session() });
      await client.waitFor((m) => m.type === "Begin");
      client.sendAudio(toneFrames(3));
      const error = await client.waitFor((m) => m.type === "Error");
      assert.equal(error.error_code, 3007);
      assert.deepEqual(await client.closed, { code: CloseCode.providerError, reason: Reason.audioRejected });
    },
  );
});

Deno.test("/healthz answers when the database is reachable", async () => {
  await withSidecar({}, async ({ origin }) => {
    const response = await fetch(`${origin}/healthz`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), "ok");
  });
});

Deno.test("a browser still streaming audio when the stream fails still learns why (RelayClose message)", async () => {
  await withSidecar(
    {
      fake: {
        faults: [{
          closeAfterAudioMs: { ms: 300, code: 3007, reason: "Input Duration Violation", errorFrame: true },
        }],
      },
    },
    async ({ session, browser }) => {
      const client = await browser({ cookie: await session() });
      await client.waitFor((m) => m.type === "Begin");
      let streaming = true;
      const pump = (async () => {
        while (streaming && client.socket.readyState === client.socket.OPEN) {
          client.sendAudio(toneFrames(1));
          await delay(20);
        }
      })();
      const relayClose = await client.waitFor((m) => m.type === "RelayClose");
      assert.deepEqual(relayClose, {
        type: "RelayClose",
        code: CloseCode.providerError,
        reason: Reason.audioRejected,
      });
      await client.closed;
      streaming = false;
      await pump;
    },
  );
});

/** An ingress in front of the sidecar: a plain TCP pass-through, as an L4 load balancer would be. */
function tcpIngress(target: number): { port: number; close: () => void } {
  const listener = Deno.listen({ port: 0, hostname: "127.0.0.1" });
  const conns: Deno.Conn[] = [];
  (async () => {
    for await (const inbound of listener) {
      const outbound = await Deno.connect({ port: target, hostname: "127.0.0.1" });
      conns.push(inbound, outbound);
      inbound.readable.pipeTo(outbound.writable).catch(() => {});
      outbound.readable.pipeTo(inbound.writable).catch(() => {});
    }
  })().catch(() => {});
  return {
    port: (listener.addr as Deno.NetAddr).port,
    close: () => {
      listener.close();
      for (const conn of conns) {
        try {
          conn.close();
        } catch {
          // already closed
        }
      }
    },
  };
}

Deno.test("behind an ingress that routes /ws-proxy straight to the sidecar, recordings still work", async () => {
  await withSidecar({}, async ({ session, sidecar }) => {
    const ingress = tcpIngress(sidecar.port);
    try {
      // The browser talks to the ingress's address; the Host it sends is the ingress's, and so is its Origin.
      const client = await openBrowser(ingress.port, { cookie: await session() });
      await client.waitFor((m) => m.type === "Begin");
      client.sendJson({ type: "Terminate" });
      await client.waitFor((m) => m.type === "Termination");
      assert.equal((await client.closed).code, 1000);
    } finally {
      ingress.close();
    }
  });
});

Deno.test("the recording socket compares the whole origin: PUBLIC_URL's or a trusted proxy's word for the host, never a claim", async () => {
  const page = "https://notewell.practice.nhs.uk";
  const open = (port: number, headers: Record<string, string>) =>
    new TestClient(`ws://127.0.0.1:${port}/ws-proxy?${SPEC_QUERY}`, { headers });
  // An ingress that rewrites Host, not named as trusted: the page's origin is allowed because it is PUBLIC_URL's.
  await withSidecar({ env: { PUBLIC_URL: page } }, async ({ session, sidecar }) => {
    const ours = open(sidecar.port, {
      Origin: page,
      "X-Forwarded-Host": "notewell.practice.nhs.uk",
      Cookie: await session(),
    });
    await ours.waitFor((m) => m.type === "Begin");
    await ours.close();
    for (const origin of ["https://evil.example", "http://notewell.practice.nhs.uk", `${page}:8443`]) {
      const foreign = open(sidecar.port, { Origin: origin, Cookie: await session() });
      assert.equal((await foreign.closed).code, CloseCode.forbidden, origin);
    }
  });
  // Without PUBLIC_URL, a client's own X-Forwarded-Host is a claim, not believed (as for the API)…
  await withSidecar({}, async ({ session, sidecar }) => {
    const claimed = open(sidecar.port, {
      Origin: page,
      "X-Forwarded-Host": "notewell.practice.nhs.uk",
      Cookie: await session(),
    });
    assert.equal((await claimed.closed).code, CloseCode.forbidden);
  });
  // …while a trusted proxy's is, with its scheme.
  await withSidecar({ env: { TRUSTED_PROXIES: "127.0.0.1" } }, async ({ session, sidecar }) => {
    const proxied = open(sidecar.port, {
      Origin: page,
      "X-Forwarded-Host": "notewell.practice.nhs.uk",
      "X-Forwarded-Proto": "https",
      Cookie: await session(),
    });
    await proxied.waitFor((m) => m.type === "Begin");
    await proxied.close();
  });
});

/** `ms` of 16 kHz s16le audio in which the first 100 ms say word number `n` (wordsInAudio) and the rest is silence. */
function spokenWord(n: number, ms = 500): Uint8Array {
  const samples = new Int16Array(ms * 16);
  samples.fill(n, 0, 1600);
  return new Uint8Array(samples.buffer);
}

/** Frames of up to 1 s joined from consecutive pieces, as the browser sends a backlog. */
function seconds(pieces: Uint8Array[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const joined = new Uint8Array(pieces.slice(i, i + 2).reduce((sum, p) => sum + p.length, 0));
    let offset = 0;
    for (const piece of pieces.slice(i, i + 2)) {
      joined.set(piece, offset);
      offset += piece.length;
    }
    out.push(joined);
  }
  return out;
}

Deno.test("a backlog goes to a second provider session at the provider's pace (no 3007), wrapped, while the live session goes on; the stream ends after both", async () => {
  await withSidecar({ fake: { wordsInAudio: true } }, async ({ session, browser, fake }) => {
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    // 4 s recorded while the connection was down (w1…w8), sent at once, in 1 s frames…
    const backlogSentAt = Date.now();
    for (const frame of seconds(Array.from({ length: 8 }, (_, i) => spokenWord(i + 1)))) {
      client.sendJson({ type: "BacklogAudio" });
      client.sendAudio([frame]);
    }
    client.sendJson({ type: "BacklogEnd" });
    // …while what is said now goes live, at real time (w101…w104).
    for (let n = 101; n <= 104; n++) {
      client.sendAudio([spokenWord(n)]);
      await delay(500);
    }
    // The live words came back at once, not after the backlog.
    const liveWord = await client.waitFor((m) => m.type === "Turn" && String(m.transcript).includes("w104"));
    assert.ok(liveWord);
    client.sendJson({ type: "Terminate" });
    const closedInfo = await client.closed;
    assert.deepEqual(closedInfo, { code: 1000, reason: "" });
    const backlog = client.messages.filter((m) => m.type === "Backlog").map((m) =>
      m.message as Record<string, unknown>
    );
    assert.equal(backlog[0].type, "Begin");
    const backlogFinals = backlog.filter((m) => m.type === "Turn" && m.end_of_turn && m.turn_is_formatted);
    assert.deepEqual(backlogFinals.map((m) => m.transcript).join(" ").split(" "), [
      "w1",
      "w2",
      "w3",
      "w4",
      "w5",
      "w6",
      "w7",
      "w8",
    ]);
    assert.equal(backlog.at(-1)!.type, "Termination");
    const closedAt = client.types().indexOf("BacklogClosed");
    assert.deepEqual(client.messages[closedAt], { type: "BacklogClosed", code: 1000, complete: true });
    // The live session never carried a backlog word.
    const liveText = client.turns().map((t) => t.transcript).join(" ");
    assert.doesNotMatch(liveText, /\bw[1-8]\b/);
    await settle();
    const [live, second] = fake.sessions;
    assert.deepEqual([live.closeCode, second.closeCode], [1000, 1000]);
    assert.deepEqual(second.heard.map((h) => h.word), ["w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8"]);
    // Paced: 4 s of audio took at least 3 s (1 s may go at once) to reach the provider.
    assert.ok(second.heard.at(-1)!.at - backlogSentAt >= 2_900, "the backlog went no faster than real time");
  });
});

Deno.test("a slow Begin: the audio held meanwhile goes no faster than the provider accepts (no 3007), none lost", async () => {
  await withSidecar(
    { fake: { wordsInAudio: true, faults: [{ delayBeginMs: 3_000 }] } },
    async ({ session, browser, fake }) => {
      const client = await browser({ cookie: await session() });
      for (let n = 1; n <= 7; n++) {
        client.sendAudio([spokenWord(n)]);
        await delay(500);
      }
      await client.waitFor((m) => m.type === "Begin");
      client.sendJson({ type: "Terminate" });
      await client.waitFor((m) => m.type === "Termination", 10_000);
      assert.equal((await client.closed).code, 1000);
      await settle();
      assert.equal(fake.sessions[0].closeCode, 1000);
      assert.deepEqual(fake.sessions[0].heard.map((h) => h.word), ["w1", "w2", "w3", "w4", "w5", "w6", "w7"]);
    },
  );
});

Deno.test("a stream ended from outside mid-backlog tells the browser the backlog did not complete", async () => {
  await withSidecar({ fake: { wordsInAudio: true } }, async ({ session, browser, sidecar }) => {
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    for (const frame of seconds(Array.from({ length: 8 }, (_, i) => spokenWord(i + 1)))) {
      client.sendJson({ type: "BacklogAudio" });
      client.sendAudio([frame]);
    }
    client.sendJson({ type: "BacklogEnd" });
    await client.waitFor((m) => m.type === "Backlog" && (m.message as { type: string }).type === "Begin");
    // A restart: the browser is told to hand over; the backlog is ended unfinished (it will be sent again).
    const stopping = sidecar.shutdown();
    const closedMessage = await client.waitFor((m) => m.type === "BacklogClosed");
    assert.equal(closedMessage.complete, false);
    await client.waitFor((m) => m.type === RELAY_ENDING);
    client.sendJson({ type: "Terminate" });
    assert.equal((await client.closed).code, CloseCode.restarting);
    await stopping;
  });
});

Deno.test("a browser cannot turn one recording into a stream of provider sessions: at most 16 backlogs, then 4400", async () => {
  await withSidecar({}, async ({ session, browser, fake }) => {
    const client = await browser({ cookie: await session() });
    await client.waitFor((m) => m.type === "Begin");
    for (let i = 1; i <= 17 && client.socket.readyState === client.socket.OPEN; i++) {
      client.sendJson({ type: "BacklogAudio" });
      client.sendAudio(silentFrames(1));
      client.sendJson({ type: "BacklogEnd" });
      await client.waitFor(
        (m) =>
          m.type === "BacklogClosed" && client.messages.filter((x) => x.type === "BacklogClosed").length >= i,
        5_000,
      )
        .catch(() => {});
    }
    // (Were the seventeenth accepted, the recording would end normally here.)
    if (client.socket.readyState === client.socket.OPEN) client.sendJson({ type: "Terminate" });
    const closed = await client.closed;
    // The socket may report 1006 (the sidecar closed it while the client was still sending): RelayClose says why.
    const relayClose = client.messages.find((m) => m.type === "RelayClose");
    assert.equal(relayClose?.code ?? closed.code, CloseCode.badRequest);
    await settle();
    // The live session and sixteen backlogs: no seventeenth reached the provider.
    assert.equal(fake.sessions.length, 17);
  });
});
