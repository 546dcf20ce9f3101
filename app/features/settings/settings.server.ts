import { audit } from "~/platform/audit.server.ts";
import { config } from "~/platform/config.server.ts";
import { getSettings, saveSettings, type SystemSettings } from "~/platform/settings.server.ts";
import type { SettingChange } from "~/platform/audit-actions.ts";
import { isSecretSetting, isSettingKey } from "../../../contract/settings.ts";
import { API_KEY_SETTINGS, MASKED_API_KEY, type SettingsInput } from "./validation.server.ts";

import type { KeySource } from "~/components/provider-key-status.tsx";

/** System settings as administrators read and change them (the Settings page and /api/admin/settings). */

/** The settings as the browser may see them: a saved provider key is replaced by the masked marker. */
function maskSettings(settings: SystemSettings): SystemSettings {
  const masked = { ...settings };
  for (const key of API_KEY_SETTINGS) masked[key] = settings[key] ? MASKED_API_KEY : "";
  return masked;
}

export async function getAdminSettings(): Promise<SystemSettings> {
  return maskSettings(await getSettings());
}

/** Where each provider's key comes from (a saved key wins over the environment's), for the Integrations tab. */
export async function getKeySources(): Promise<{ assemblyai: KeySource; openai: KeySource }> {
  const settings = await getSettings();
  const env = config();
  const source = (saved: string, fromEnv: string | undefined): KeySource =>
    saved ? "settings" : fromEnv ? "environment" : "none";
  return {
    assemblyai: source(settings.assemblyaiApiKey, env.ASSEMBLYAI_API_KEY),
    openai: source(settings.openaiApiKey, env.OPENAI_API_KEY),
  };
}

/**
 * Saves a validated settings object. For each provider key: the masked marker (or no value) keeps the saved
 * key, '' clears it, anything else replaces it. Returns the settings as the browser may see them.
 */
export async function updateSettings(
  actor: { id: number },
  input: SettingsInput,
  request: Request | null = null,
): Promise<SystemSettings> {
  const changes: Partial<SystemSettings> = { ...input };
  for (const key of API_KEY_SETTINGS) {
    const value = input[key];
    if (value === undefined || value === MASKED_API_KEY) delete changes[key];
  }
  const before = await getSettings();
  await saveSettings(changes, actor.id);
  const changed = settingChanges(before, changes);
  if (Object.keys(changed).length) {
    await audit(request, "admin.settings-changed", { actorId: actor.id, details: { changes: changed } });
  }
  return getAdminSettings();
}

/** What a save changed, old → new; a provider key only as whether one is saved (decision 055). */
function settingChanges(before: SystemSettings, changes: Partial<SystemSettings>): Record<string, SettingChange> {
  const changed: Record<string, SettingChange> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (!isSettingKey(key) || value === undefined || value === before[key]) continue;
    if (isSecretSetting(key)) {
      const was = before[key] ? MASKED_API_KEY : "not set";
      changed[key] = { from: was, to: value ? `${MASKED_API_KEY}${before[key] ? " (replaced)" : ""}` : "not set" };
    } else changed[key] = { from: before[key], to: value };
  }
  return changed;
}
