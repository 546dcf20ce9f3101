import assert from "node:assert/strict";
import { CloseCode, Reason } from "../contract/close-codes.ts";
import { toneFrames } from "../tests/fake-stt/testing.ts";
import { giveConsent, resetSettings, setSetting, SPEC_QUERY, userIdOf, withSidecar } from "./_testing.ts";

/**
 * Consent before a consultation is recorded (issue 25, decision 060): with the practice's setting on (the default)
 * the sidecar opens no provider session for a recording whose consultation holds no answer — the patient agreed, or
 * dictation by the clinician alone — so nothing the microphone hears reaches the speech service.
 */
const REFUSED = { code: CloseCode.consentRequired, reason: Reason.consentRequired };
const WITHOUT_CONSENT_PARAM = SPEC_QUERY.replace("&consent=patient", "");

Deno.test("no consent on the current consultation: refused before the provider is reached; with it, recorded", async () => {
  await withSidecar({}, async ({ session, browser, fake, pool }) => {
    const cookie = await session({ consented: false });
    // Claiming consent in the address does not stand for a signed-in clinician's recorded answer.
    const refused = await browser({ cookie });
    assert.deepEqual(await refused.closed, REFUSED);
    assert.equal(fake.sessions.length, 0, "no provider session was opened");

    // The app records the answer on a new consultation, which becomes the current one (recordConsent).
    const userId = await userIdOf(pool, cookie);
    await giveConsent(pool, userId, "clinician");
    const accepted = await browser({ cookie, query: WITHOUT_CONSENT_PARAM });
    await accepted.waitFor((m) => m.type === "Begin");
    accepted.sendAudio(toneFrames(12));
    await accepted.waitFor((m) => m.type === "Turn");
    await accepted.close();

    // Clear All: the screen's new consultation has no answer yet.
    await pool.query("UPDATE users SET current_consultation_id = NULL WHERE id = $1", [userId]);
    assert.deepEqual(await (await browser({ cookie })).closed, REFUSED);
  });
});

Deno.test("a guest's page must state the answer; a practice that does not ask records without one", async () => {
  await withSidecar({}, async ({ session, browser, pool }) => {
    const guest = await session({ guest: true });
    await setSetting(pool, "enableGuestAccess", "true");
    try {
      for (const query of [WITHOUT_CONSENT_PARAM, `${WITHOUT_CONSENT_PARAM}&consent=yes`]) {
        assert.deepEqual(await (await browser({ cookie: guest, query })).closed, REFUSED, query);
      }
      const stated = await browser({ cookie: guest, query: `${WITHOUT_CONSENT_PARAM}&consent=clinician` });
      await stated.waitFor((m) => m.type === "Begin");
      await stated.close();

      await setSetting(pool, "requireConsent", "false");
      const user = await browser({
        cookie: await session({ consented: false }),
        query: WITHOUT_CONSENT_PARAM,
      });
      await user.waitFor((m) => m.type === "Begin");
      await user.close();
      const another = await browser({ cookie: guest, query: WITHOUT_CONSENT_PARAM });
      await another.waitFor((m) => m.type === "Begin");
      await another.close();
    } finally {
      await resetSettings(pool, ["enableGuestAccess", "requireConsent"]);
    }
  });
});
