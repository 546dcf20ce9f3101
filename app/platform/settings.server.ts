import { db, SystemSetting } from "~/platform/db.server.ts";
import { decrypt, encrypt, isEncrypted } from "~/platform/crypto.server.ts";
import { config } from "~/platform/config.server.ts";

export type SystemSettings = {
  maxConcurrentSessions: number;
  enableRegistration: boolean;
  enableGuestAccess: boolean;
  maxTranscriptionLength: number;
  maxSessionDuration: number;
  dataRetentionDays: number;
  requireEmailVerification: boolean;
  enableAuditLogging: boolean;
  sessionTimeoutMinutes: number;
  systemMaintenance: boolean;
  maintenanceMessage: string;
  assemblyaiApiKey: string;
  openaiApiKey: string;
  /** Where audio is transcribed (the sidecar reads it): default, eu or us. */
  speechRegion: "default" | "eu" | "us";
};

/** Spec §9 defaults, used if a row is missing (the migration seeds them all). */
export const SETTINGS_DEFAULTS: SystemSettings = {
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
  assemblyaiApiKey: "",
  openaiApiKey: "",
  speechRegion: "default",
};

const SECRET_KEYS = new Set<keyof SystemSettings>(["assemblyaiApiKey", "openaiApiKey"]);
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

export function clearSettingsCache(): void {
  cache = undefined;
}

async function loadSettings(): Promise<SystemSettings> {
  db();
  const rows = await SystemSetting.findAll({ attributes: ["key", "value"] });
  const settings: SystemSettings = { ...SETTINGS_DEFAULTS };
  const target = settings as Record<string, unknown>;
  for (const { key, value } of rows) {
    if (!(key in SETTINGS_DEFAULTS) || value === null) continue;
    const fallback = SETTINGS_DEFAULTS[key as keyof SystemSettings];
    if (typeof fallback === "number") {
      const n = Number(value);
      if (Number.isFinite(n)) target[key] = n;
    } else if (typeof fallback === "boolean") {
      target[key] = value === "true";
    } else if (key === "speechRegion") {
      if (value === "eu" || value === "us" || value === "default") settings.speechRegion = value;
    } else if (SECRET_KEYS.has(key as keyof SystemSettings)) {
      target[key] = isEncrypted(value) ? safeDecrypt(value) : value;
    } else {
      target[key] = value;
    }
  }
  return settings;
}

function safeDecrypt(value: string): string {
  try {
    return decrypt(value);
  } catch {
    // Encrypted with another ENCRYPTION_KEY: treat as unset rather than failing every request.
    return "";
  }
}

/** Saves the given settings (secrets encrypted at rest) and records who changed them. */
export async function saveSettings(changes: Partial<SystemSettings>, updatedBy: number | null): Promise<void> {
  const sequelize = db();
  await sequelize.transaction(async (transaction) => {
    for (const [key, value] of Object.entries(changes)) {
      if (!(key in SETTINGS_DEFAULTS) || value === undefined) continue;
      const stored = SECRET_KEYS.has(key as keyof SystemSettings) && value !== "" ? encrypt(String(value)) : String(value);
      await sequelize.query(
        `INSERT INTO system_settings (key, value, type, updated_at, updated_by) VALUES ($1, $2, $3, now(), $4)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
        { bind: [key, stored, settingType(key as keyof SystemSettings), updatedBy], transaction },
      );
    }
  });
  clearSettingsCache();
}

function settingType(key: keyof SystemSettings): string {
  if (SECRET_KEYS.has(key)) return "secret";
  return typeof SETTINGS_DEFAULTS[key];
}

/** The speech-to-text key: the admin setting wins over `ASSEMBLYAI_API_KEY`. */
export async function getSpeechToTextKey(): Promise<string | undefined> {
  return (await getSettings()).assemblyaiApiKey || config().ASSEMBLYAI_API_KEY;
}

/** The language-model key: the admin setting wins over `OPENAI_API_KEY`. */
export async function getLanguageModelKey(): Promise<string | undefined> {
  return (await getSettings()).openaiApiKey || config().OPENAI_API_KEY;
}
