import assert from "node:assert/strict";
import { CloseCode, Reason } from "../contract/close-codes.ts";
import { resetSettings, sessionIdOf, setSetting, SPEC_QUERY, withSidecar } from "./_testing.ts";

/**
 * An open's session check starts with the settings the previous open read, while the fresh read is on its way
 * (open-checks.ts, decision 070): whatever an admin changed in between is obeyed all the same.
 */

Deno.test("guest access turned off between two opens: the second guest is refused", async () => {
  await withSidecar({}, async ({ session, browser, pool, fake }) => {
    const guest = await session({ guest: true });
    await setSetting(pool, "enableGuestAccess", "true");
    try {
      const first = await browser({ cookie: guest });
      await first.waitFor((m) => m.type === "Begin");
      await first.close();

      await setSetting(pool, "enableGuestAccess", "false");
      assert.deepEqual(await (await browser({ cookie: guest })).closed, {
        code: CloseCode.guestAccessOff,
        reason: Reason.guestAccessOff,
      });
      assert.equal(fake.sessions.length, 1, "refused before the provider is reached");
    } finally {
      await resetSettings(pool, ["enableGuestAccess"]);
    }
  });
});

Deno.test("a shorter session time-out set between two opens: the second slides the session by the new one", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    const cookie = await session();
    const expiry = async () =>
      (await pool.query<{ minutes: number }>(
        "SELECT extract(epoch FROM expire - now()) / 60 AS minutes FROM sessions WHERE sid = $1",
        [sessionIdOf(cookie)],
      )).rows[0].minutes;
    try {
      const first = await browser({ cookie });
      await first.waitFor((m) => m.type === "Begin");
      await first.close();
      assert.ok(await expiry() > 100, "the default time-out (120 minutes)");

      await setSetting(pool, "sessionTimeoutMinutes", "5");
      const second = await browser({ cookie });
      await second.waitFor((m) => m.type === "Begin");
      await second.close();
      const minutes = await expiry();
      assert.ok(minutes > 3 && minutes <= 5, `slid to the new 5 minutes, not ${minutes}`);
    } finally {
      await resetSettings(pool, ["sessionTimeoutMinutes"]);
    }
  });
});

Deno.test("consent read alongside the session counts only for that session's user", async () => {
  await withSidecar({}, async ({ session, browser, fake }) => {
    const consented = await session();
    const first = await browser({ cookie: consented });
    await first.waitFor((m) => m.type === "Begin");
    await first.close();

    const without = await session({ consented: false });
    assert.deepEqual(await (await browser({ cookie: without, query: SPEC_QUERY })).closed, {
      code: CloseCode.consentRequired,
      reason: Reason.consentRequired,
    });
    assert.equal(fake.sessions.length, 1, "the refused recording opened no provider session");
  });
});

/** A provider that only listens: each connection it is dialled on, the bytes sent on it, and when it ended. */
function listeningProvider() {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const connections: { bytes: number; ended: Promise<void> }[] = [];
  const accepting = (async () => {
    for await (const conn of listener) {
      const seen = { bytes: 0, ended: Promise.resolve() };
      seen.ended = (async () => {
        const buffer = new Uint8Array(4096);
        try {
          for (let n = await conn.read(buffer); n !== null; n = await conn.read(buffer)) seen.bytes += n;
        } catch {
          // reset: ended all the same
        }
        conn.close();
      })();
      connections.push(seen);
    }
  })();
  return {
    url: `ws://127.0.0.1:${(listener.addr as Deno.NetAddr).port}/v3/ws`,
    connections,
    close: async () => {
      listener.close();
      await accepting;
      await Promise.all(connections.map((c) => c.ended));
    },
  };
}

Deno.test("the provider is dialled while the lease is taken; a recording refused at a limit sends it nothing and hangs up", async () => {
  const provider = listeningProvider();
  try {
    await withSidecar({ providerUrl: provider.url }, async ({ session, browser, pool }) => {
      await setSetting(pool, "maxConcurrentSessions", "1");
      try {
        // Holds the one slot: its provider never answers the handshake.
        const holding = await browser({ cookie: await session() });
        const refused = await browser({ cookie: await session() });
        assert.deepEqual(await refused.closed, {
          code: CloseCode.tooManyStreams,
          reason: Reason.tooManyStreams,
        });
        assert.equal(provider.connections.length, 2, "both were dialled");
        const [held, hungUp] = provider.connections;
        await hungUp.ended;
        assert.equal(hungUp.bytes, 0, "no handshake, so no provider session, for the refused recording");
        assert.ok(held.bytes > 0, "the recording holding the slot sent its handshake");
        await holding.close();
      } finally {
        await resetSettings(pool, ["maxConcurrentSessions"]);
      }
    });
  } finally {
    await provider.close();
  }
});
