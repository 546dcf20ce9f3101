import assert from "node:assert/strict";
import { defaultSettings, isSecretSetting, SETTING_KEYS, settingKeysOfType, SETTINGS } from "./settings.ts";

// The one place the spec's table is written out again, on purpose: a wrong default or range in the registry
// fails here, whatever derives from it.
Deno.test("the registry holds the spec's defaults (§9) and ranges (§5)", () => {
  assert.deepEqual(defaultSettings(), {
    maxConcurrentSessions: 10,
    enableRegistration: true,
    enableGuestAccess: false,
    maxTranscriptionLength: 5000,
    maxSessionDuration: 60,
    dataRetentionDays: 90,
    requireEmailVerification: false,
    enableAuditLogging: true,
    sessionTimeoutMinutes: 120,
    // Not the spec's: an absolute session lifetime on top of the sliding time-out (docs/security.md).
    sessionLifetimeHours: 12,
    systemMaintenance: false,
    maintenanceMessage: "",
    assemblyaiApiKey: "",
    openaiApiKey: "",
    speechRegion: "default",
    // Ours, not the spec's (decision 027).
    maxStreamsPerUser: 2,
    // Ours (decision 045): the practice chooses to add a provenance line to what leaves Notewell.
    provenanceFooter: false,
    // Ours (decision 055): how long the audit log is kept, never under the 30 days the database enforces.
    auditRetentionDays: 365,
    // Ours (decision 059): registration limited to the practice's own e-mail domains; empty accepts any.
    registrationDomains: "",
    // Ours (decision 060): the patient's consent (or dictation alone) confirmed before a consultation is recorded.
    requireConsent: true,
    // Ours (decision 064): the practice's letterhead on referral letters; empty parts are left out.
    practiceName: "",
    practiceAddress: "",
    practiceTelephone: "",
    practiceOdsCode: "",
  });
  const ranges = settingKeysOfType("number").map((key) => [key, SETTINGS[key].min, SETTINGS[key].max]);
  assert.deepEqual(ranges, [
    ["maxConcurrentSessions", 1, 100],
    ["maxTranscriptionLength", 100, 10000],
    ["maxSessionDuration", 1, 180],
    ["dataRetentionDays", 1, 365],
    ["auditRetentionDays", 30, 3650],
    ["sessionTimeoutMinutes", 5, 480],
    ["sessionLifetimeHours", 1, 72],
    ["maxStreamsPerUser", 1, 10],
  ]);
});

Deno.test("each setting's default is a valid value of its own definition", () => {
  for (const key of SETTING_KEYS) {
    const definition = SETTINGS[key];
    switch (definition.type) {
      case "number":
        assert.ok(Number.isInteger(definition.default), key);
        assert.ok(definition.default >= definition.min && definition.default <= definition.max, key);
        break;
      case "enum":
        assert.ok(definition.options.some((option) => option.value === definition.default), key);
        break;
      case "string":
      case "secret":
        assert.ok(definition.default.length <= definition.maxLength, key);
        break;
      case "boolean":
        assert.equal(typeof definition.default, "boolean", key);
    }
    assert.ok(definition.label && definition.help, key);
  }
});

Deno.test("the provider keys, and only they, are secret", () => {
  assert.deepEqual(SETTING_KEYS.filter(isSecretSetting), ["assemblyaiApiKey", "openaiApiKey"]);
  assert.deepEqual(settingKeysOfType("secret"), ["assemblyaiApiKey", "openaiApiKey"]);
});

Deno.test("defaultSettings gives a fresh object each time", () => {
  const one = defaultSettings();
  one.maxConcurrentSessions = 99;
  assert.equal(defaultSettings().maxConcurrentSessions, 10);
});
