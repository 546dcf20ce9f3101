import assert from "node:assert/strict";
import { toneFrames } from "../tests/fake-stt/testing.ts";
import { CloseCode, isRefusal, needsSignIn, Reason } from "../contract/close-codes.ts";
import type pg from "pg";
import { resetSettings as resetTo, sessionIdOf, setSetting, withSidecar } from "./_testing.ts";

/** Every test puts the settings it changed back to the defaults the other tests expect. */
function resetSettings(pool: pg.Pool): Promise<void> {
  return resetTo(pool, [
    "enableGuestAccess",
    "maxConcurrentSessions",
    "maxStreamsPerUser",
    "systemMaintenance",
  ]);
}

Deno.test("with guest access on, a guest session records, holding a slot of the practice's limit like anyone", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    await pool.query("DELETE FROM stream_leases");
    await setSetting(pool, "enableGuestAccess", "true");
    await setSetting(pool, "maxConcurrentSessions", "1");
    try {
      const cookie = await session({ guest: true });
      const guest = await browser({ cookie });
      await guest.waitFor((m) => m.type === "Begin");
      const { rows } = await pool.query<{ user_id: number | null; session_id: string }>(
        "SELECT user_id, session_id FROM stream_leases",
      );
      assert.deepEqual(rows, [{ user_id: null, session_id: sessionIdOf(cookie) }]);

      const user = await browser({ cookie: await session() });
      assert.deepEqual(await user.closed, { code: CloseCode.tooManyStreams, reason: Reason.tooManyStreams });

      guest.sendAudio(toneFrames(12));
      await guest.waitFor((m) => m.type === "Turn");
      guest.sendJson({ type: "Terminate" });
      await guest.waitFor((m) => m.type === "Termination");
      assert.equal((await guest.closed).code, 1000);
    } finally {
      await resetSettings(pool);
    }
  });
});

Deno.test("the practice's other limits hold for guests: maintenance mode refuses them", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    await setSetting(pool, "enableGuestAccess", "true");
    await setSetting(pool, "systemMaintenance", "true");
    try {
      const guest = await browser({ cookie: await session({ guest: true }) });
      assert.equal((await guest.closed).code, CloseCode.maintenance);
    } finally {
      await resetSettings(pool);
    }
  });
});

Deno.test("the per-account limit holds for guests, each guest session counting as one account", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    await setSetting(pool, "enableGuestAccess", "true");
    await setSetting(pool, "maxStreamsPerUser", "1");
    try {
      const one = await session({ guest: true });
      const first = await browser({ cookie: one });
      await first.waitFor((m) => m.type === "Begin");
      const second = await browser({ cookie: one });
      assert.equal((await second.closed).code, CloseCode.accountStreamLimit);
      // Another guest (another browser) is another account.
      const other = await browser({ cookie: await session({ guest: true }) });
      await other.waitFor((m) => m.type === "Begin");
    } finally {
      await resetSettings(pool);
    }
  });
});

Deno.test("with guest access off, a guest session is refused (final, and signing in is what helps)", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    await resetSettings(pool);
    const guest = await browser({ cookie: await session({ guest: true }) });
    assert.deepEqual(await guest.closed, { code: CloseCode.guestAccessOff, reason: Reason.guestAccessOff });
    assert.ok(isRefusal(CloseCode.guestAccessOff));
    assert.ok(needsSignIn(CloseCode.guestAccessOff));
  });
});

Deno.test("turning guest access off ends guests' running recordings at the next heartbeat; users carry on", async () => {
  await withSidecar({ sidecar: { heartbeatMs: 200 } }, async ({ session, browser, pool }) => {
    await setSetting(pool, "enableGuestAccess", "true");
    try {
      const guest = await browser({ cookie: await session({ guest: true }) });
      const user = await browser({ cookie: await session() });
      await guest.waitFor((m) => m.type === "Begin");
      await user.waitFor((m) => m.type === "Begin");
      await setSetting(pool, "enableGuestAccess", "false");
      assert.deepEqual(await guest.closed, { code: CloseCode.guestAccessOff, reason: Reason.guestAccessOff });
      user.sendAudio(toneFrames(12));
      await user.waitFor((m) => m.type === "Turn");
      assert.equal(user.socket.readyState, user.socket.OPEN);
    } finally {
      await resetSettings(pool);
    }
  });
});

Deno.test("guests together hold at most half the practice's slots, told why; the clinicians keep the rest", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    await pool.query("DELETE FROM stream_leases");
    await setSetting(pool, "enableGuestAccess", "true");
    await setSetting(pool, "maxConcurrentSessions", "4");
    try {
      // Two guest sessions (one address could start many), two recordings each as the per-account limit allows.
      const guests = [await session({ guest: true }), await session({ guest: true })];
      const first = await browser({ cookie: guests[0] });
      await first.waitFor((m) => m.type === "Begin");
      const second = await browser({ cookie: guests[1] });
      await second.waitFor((m) => m.type === "Begin");
      const third = await browser({ cookie: guests[1] });
      assert.deepEqual(await third.closed, { code: CloseCode.tooManyStreams, reason: Reason.guestStreams });
      // The practice's other half is the clinicians'.
      for (let i = 0; i < 2; i++) {
        const clinician = await browser({ cookie: await session() });
        await clinician.waitFor((m) => m.type === "Begin");
      }
    } finally {
      await resetSettings(pool);
    }
  });
});
