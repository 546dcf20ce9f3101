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
