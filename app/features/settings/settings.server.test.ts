import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { getSettings } from "~/platform/settings.server.ts";
import { db } from "~/platform/db.server.ts";
import { MASKED_API_KEY } from "./validation.server.ts";
import { defaultSettings } from "../../../tests/setup/settings.ts";
import { signedInUser } from "../../../tests/setup/users.ts";
import { getAdminSettings, updateSettings } from "./settings.server.ts";
import { resetDatabase } from "../../../tests/setup/reset.ts";

/** The settings as the JSON API is sent them, with no key field: every saved key stays. */
const { assemblyaiApiKey: _a, openaiApiKey: _o, ...BASE_SETTINGS } = defaultSettings();

beforeEach(async () => {
  await resetDatabase();
});

async function rows<T extends object = Record<string, unknown>>(sql: string, bind: unknown[] = []): Promise<T[]> {
  return db().query<T>(sql, { bind, type: QueryTypes.SELECT });
}

describe("settings", () => {
  test("a saved key is shown only as the masked marker, kept by the marker, replaced, and cleared", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    await updateSettings(admin, { ...BASE_SETTINGS, assemblyaiApiKey: "aai-first-key", openaiApiKey: "" });
    expect(await getAdminSettings()).toMatchObject({ assemblyaiApiKey: MASKED_API_KEY, openaiApiKey: "" });

    const [stored] = await rows<{ value: string; updated_by: number }>(
      "SELECT value, updated_by FROM system_settings WHERE key = 'assemblyaiApiKey'",
    );
    expect(stored.value).toMatch(/^v1:/);
    expect(stored.value).not.toContain("aai-first-key");
    expect(stored.updated_by).toBe(admin.id);

    // The marker (or leaving the field out) keeps the saved key.
    const shown = await updateSettings(admin, {
      ...BASE_SETTINGS,
      maxConcurrentSessions: 20,
      assemblyaiApiKey: MASKED_API_KEY,
    });
    expect(shown.assemblyaiApiKey).toBe(MASKED_API_KEY);
    await updateSettings(admin, { ...BASE_SETTINGS });
    expect((await getSettings()).assemblyaiApiKey).toBe("aai-first-key");

    await updateSettings(admin, { ...BASE_SETTINGS, assemblyaiApiKey: "aai-second-key" });
    expect((await getSettings()).assemblyaiApiKey).toBe("aai-second-key");

    await updateSettings(admin, { ...BASE_SETTINGS, assemblyaiApiKey: "" });
    expect((await getSettings()).assemblyaiApiKey).toBe("");
    expect((await getAdminSettings()).assemblyaiApiKey).toBe("");
  });

  test("every other field is saved as given", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const changed = {
      ...BASE_SETTINGS,
      maxConcurrentSessions: 100,
      enableRegistration: false,
      enableGuestAccess: true,
      maxTranscriptionLength: 100,
      maxSessionDuration: 180,
      dataRetentionDays: 1,
      requireEmailVerification: true,
      enableAuditLogging: false,
      sessionTimeoutMinutes: 5,
      systemMaintenance: true,
      maintenanceMessage: "Back at 6pm",
    };
    const shown = await updateSettings(admin, changed);
    expect(shown).toEqual(defaultSettings(changed));
    expect(await getSettings()).toEqual(defaultSettings(changed));
  });
});
