import assert from "node:assert/strict";
import { deriveKey, isEnvelope, sealEnvelope } from "./envelope.ts";
import { defaultRows, encodeSetting, readSettings, storedType } from "./settings-store.ts";
import { defaultSettings } from "./settings.ts";

const KEY = deriveKey("settings-store-test-key");

Deno.test("no rows: every setting at its default", () => {
  assert.deepEqual(readSettings([], KEY), defaultSettings());
});

Deno.test("stored text becomes typed values; what stands for no valid value gives the default", () => {
  const settings = readSettings(
    [
      { key: "maxConcurrentSessions", value: "25" },
      { key: "maxSessionDuration", value: "not a number" },
      { key: "sessionTimeoutMinutes", value: "0" },
      { key: "dataRetentionDays", value: "" },
      { key: "maxTranscriptionLength", value: null },
      { key: "enableRegistration", value: "false" },
      { key: "enableGuestAccess", value: "true" },
      { key: "enableAuditLogging", value: "yes" },
      { key: "speechRegion", value: "eu" },
      { key: "maintenanceMessage", value: "Back at six" },
      { key: "somethingElse", value: "ignored" },
    ],
    KEY,
  );
  assert.deepEqual(settings, {
    ...defaultSettings(),
    maxConcurrentSessions: 25,
    enableRegistration: false,
    enableGuestAccess: true,
    speechRegion: "eu",
    maintenanceMessage: "Back at six",
  });
  assert.equal(readSettings([{ key: "speechRegion", value: "mars" }], KEY).speechRegion, "default");
  // An operator lifting a limit in the table directly (the relay benchmark does) is obeyed.
  assert.equal(
    readSettings([{ key: "maxConcurrentSessions", value: "100000" }], KEY).maxConcurrentSessions,
    100000,
  );
});

Deno.test("a secret is stored sealed and read back; one sealed with another key reads as unset", () => {
  const stored = encodeSetting("assemblyaiApiKey", "aai-key-123", KEY);
  assert.ok(isEnvelope(stored));
  assert.ok(!stored.includes("aai-key-123"));
  assert.equal(
    readSettings([{ key: "assemblyaiApiKey", value: stored }], KEY).assemblyaiApiKey,
    "aai-key-123",
  );
  const foreign = sealEnvelope("aai-key-123", deriveKey("another-key-entirely"));
  assert.equal(readSettings([{ key: "assemblyaiApiKey", value: foreign }], KEY).assemblyaiApiKey, "");
  // A key saved before encryption existed is read as it is; '' (no key) is stored as ''.
  assert.equal(readSettings([{ key: "openaiApiKey", value: "sk-plain" }], KEY).openaiApiKey, "sk-plain");
  assert.equal(encodeSetting("openaiApiKey", "", KEY), "");
});

Deno.test("other values are stored as text; the type column is one the table allows", () => {
  assert.equal(encodeSetting("maxConcurrentSessions", 10, KEY), "10");
  assert.equal(encodeSetting("enableRegistration", false, KEY), "false");
  assert.equal(encodeSetting("speechRegion", "us", KEY), "us");
  assert.equal(storedType("speechRegion"), "string");
  assert.equal(storedType("openaiApiKey"), "secret");
  assert.equal(storedType("systemMaintenance"), "boolean");
  assert.equal(storedType("dataRetentionDays"), "number");
});

Deno.test("a fresh database's rows read back as the registry's defaults", () => {
  const rows = defaultRows();
  assert.deepEqual(readSettings(rows, KEY), defaultSettings());
  assert.deepEqual(rows.find((row) => row.key === "speechRegion"), {
    key: "speechRegion",
    value: "default",
    type: "string",
    description: rows.find((row) => row.key === "speechRegion")?.description,
  });
  assert.deepEqual(defaultRows(["maxConcurrentSessions"]).map((row) => [row.key, row.value, row.type]), [
    ["maxConcurrentSessions", "10", "number"],
  ]);
});
