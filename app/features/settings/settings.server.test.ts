import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { getSettings, saveSettings } from "~/platform/settings.server.ts";
import { db } from "~/platform/db.server.ts";
import { MASKED_API_KEY, SettingsSchema } from "./validation.ts";
import { signedInUser } from "../../../tests/setup/users.ts";
import { getAdminSettings, updateSettings } from "./settings.server.ts";
import { resetDatabase } from "../../../tests/setup/reset.ts";

const BASE_SETTINGS = SettingsSchema.parse({
  maxConcurrentSessions: 10,
  enableRegistration: true,
  enableGuestAccess: false,
  maxTranscriptionLength: 5000,
  maxSessionDuration: 60,
  dataRetentionDays: 90,
  requireEmailVerification: false,
  enableAuditLogging: true,
  sessionTimeoutMinutes: 120,
  systemMaintenance: false,
  maintenanceMessage: "",
});

beforeEach(async () => {
  await resetDatabase();
  await saveSettings({ ...BASE_SETTINGS, assemblyaiApiKey: "", openaiApiKey: "" }, null);
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
    const shown = await updateSettings(admin, { ...BASE_SETTINGS, maxConcurrentSessions: 20, assemblyaiApiKey: MASKED_API_KEY });
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
    expect(shown).toEqual({ ...changed, assemblyaiApiKey: "", openaiApiKey: "", speechRegion: "default" });
    expect(await getSettings()).toEqual({ ...changed, assemblyaiApiKey: "", openaiApiKey: "", speechRegion: "default" });
  });
});
