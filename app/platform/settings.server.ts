import { db, SystemSetting } from "~/platform/db.server.ts";
import { encryptionKey } from "~/platform/crypto.server.ts";
import { config } from "~/platform/config.server.ts";
import { isSettingKey, SETTINGS, type SystemSettings } from "../../contract/settings.ts";
import { encodeSetting, readSettings, storedType } from "../../contract/settings-store.ts";

/** The system settings, typed from the registry (contract/settings.ts) the sidecar reads them by too. */
export type { SystemSettings };

/** How long one process trusts its copy; another replica's change is seen within this time. */
const CACHE_MS = 5_000;
let cache: { at: number; value: Promise<SystemSettings> } | undefined;

export function getSettings(): Promise<SystemSettings> {
  const now = Date.now();
  if (!cache || now - cache.at > CACHE_MS) {
    const value = loadSettings();
    cache = { at: now, value };
    value.catch(() => (cache = undefined));
  }
  return cache.value;
}

function clearSettingsCache(): void {
  cache = undefined;
}

/**
 * Parsed exactly as the sidecar parses them (contract/settings-store.ts): a missing row is the registry's
 * default (product.md §9; the migration seeds them all), a secret is decrypted the same way.
 */
async function loadSettings(): Promise<SystemSettings> {
  db();
  const rows = await SystemSetting.findAll({ attributes: ["key", "value"] });
  return readSettings(
    rows.map(({ key, value }) => ({ key, value })),
    encryptionKey(),
  );
}

/** Saves the given settings (secrets encrypted at rest) and records who changed them. */
export async function saveSettings(changes: Partial<SystemSettings>, updatedBy: number | null): Promise<void> {
  const sequelize = db();
  await sequelize.transaction(async (transaction) => {
    for (const [key, value] of Object.entries(changes)) {
      if (!isSettingKey(key) || value === undefined) continue;
      await sequelize.query(
        `INSERT INTO system_settings (key, value, type, description, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, now(), $5)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
        {
          bind: [key, encodeSetting(key, value, encryptionKey()), storedType(key), SETTINGS[key].help, updatedBy],
          transaction,
        },
      );
    }
  });
  clearSettingsCache();
}

/** The speech-to-text key: the admin setting wins over `ASSEMBLYAI_API_KEY`. */
export async function getSpeechToTextKey(): Promise<string | undefined> {
  return (await getSettings()).assemblyaiApiKey || config().ASSEMBLYAI_API_KEY;
}

/** The language-model key: the admin setting wins over `OPENAI_API_KEY`. */
export async function getLanguageModelKey(): Promise<string | undefined> {
  return (await getSettings()).openaiApiKey || config().OPENAI_API_KEY;
}
