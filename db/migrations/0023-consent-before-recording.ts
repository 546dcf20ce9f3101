import type { Migration } from "../migration.ts";
import { seedSettings } from "./0002-default-settings.ts";

/**
 * Consent before a consultation is recorded (issue 25, decision 060): what the clinician confirmed — 'patient' (the
 * patient agreed to the consultation being transcribed) or 'clinician' (dictation by the clinician alone) — and
 * when. In the clear beside the encrypted record, like its times: it says nothing clinical, and the sidecar reads it
 * before it lets a recording start. The practice's setting (requireConsent) is seeded on.
 */
export const consentBeforeRecording: Migration = {
  name: "0023-consent-before-recording",
  async up({ context: sql }) {
    await sql.query(`
      ALTER TABLE consultations
        ADD COLUMN consent text CHECK (consent IN ('patient', 'clinician')),
        ADD COLUMN consent_at timestamptz,
        ADD CONSTRAINT consultations_consent_at_check CHECK ((consent IS NULL) = (consent_at IS NULL));
    `);
    await seedSettings(sql, ["requireConsent"]);
  },
  async down({ context: sql }) {
    await sql.query(`
      DELETE FROM system_settings WHERE key = 'requireConsent';
      ALTER TABLE consultations DROP CONSTRAINT consultations_consent_at_check,
        DROP COLUMN consent_at, DROP COLUMN consent;
    `);
  },
};
