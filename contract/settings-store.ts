/**
 * How the settings are stored: one `system_settings` row per setting, its value as text (a secret as a `v1:`
 * envelope), its `type` column one of string, number, boolean, secret. The app reads and writes them; the
 * sidecar reads them afresh for every recording. Both read them with `readSettings`, so a value means the same
 * to both.
 */
import type { Buffer } from "node:buffer";
import { isEnvelope, openEnvelope, sealEnvelope } from "./envelope.ts";
import {
  defaultSettings,
  isSettingKey,
  SETTING_KEYS,
  type SettingKey,
  SETTINGS,
  type SystemSettings,
} from "./settings.ts";

/** A stored row as it comes from `SELECT key, value FROM system_settings`. */
export type StoredSetting = { key: string; value: string | null };

/** The `type` column's value for a setting (the table allows string, number, boolean and secret). */
export function storedType(key: SettingKey): "string" | "number" | "boolean" | "secret" {
  const { type } = SETTINGS[key];
  return type === "enum" ? "string" : type;
}

/** A setting's value as stored: text; a secret sealed in an envelope ('' stays '': no key saved). */
export function encodeSetting<K extends SettingKey>(
  key: K,
  value: SystemSettings[K],
  encryptionKey: Buffer,
): string {
  const text = String(value);
  return SETTINGS[key].type === "secret" && text !== "" ? sealEnvelope(text, encryptionKey) : text;
}

/** A row as the migration seeds it. */
export type SeedRow = {
  key: SettingKey;
  value: string;
  type: ReturnType<typeof storedType>;
  description: string;
};

/**
 * The rows a fresh database starts with: every setting at the registry's default, its help text as the
 * row's description. Secrets start empty (no key saved), so there is nothing to seal.
 */
export function defaultRows(keys: readonly SettingKey[] = SETTING_KEYS): SeedRow[] {
  return keys.map((key) => {
    const { default: value, help } = SETTINGS[key];
    if (SETTINGS[key].type === "secret" && value !== "") {
      throw new Error(`${key}: a secret's default must be empty`);
    }
    return { key, value: String(value), type: storedType(key), description: help };
  });
}

/**
 * The settings from their stored rows: a missing row, an unknown value, or a number below the setting's
 * minimum (never written by the form) gives the registry's default. A number above the maximum is obeyed:
 * only an operator writing to the table directly can store one (the relay benchmark lifts the stream limit
 * so). A secret sealed with another ENCRYPTION_KEY reads as unset rather than failing every request.
 */
export function readSettings(rows: Iterable<StoredSetting>, encryptionKey: Buffer): SystemSettings {
  const settings = defaultSettings();
  const target = settings as Record<SettingKey, SystemSettings[SettingKey]>;
  for (const { key, value } of rows) {
    if (!isSettingKey(key) || value === null) continue;
    const decoded = decodeSetting(key, value, encryptionKey);
    if (decoded !== undefined) target[key] = decoded;
  }
  return settings;
}

/** One stored value, or undefined when it does not stand for a valid value of the setting. */
function decodeSetting(
  key: SettingKey,
  value: string,
  encryptionKey: Buffer,
): SystemSettings[SettingKey] | undefined {
  const definition: (typeof SETTINGS)[SettingKey] = SETTINGS[key];
  switch (definition.type) {
    case "number": {
      const n = value.trim() === "" ? Number.NaN : Number(value);
      return Number.isFinite(n) && n >= definition.min ? n : undefined;
    }
    case "boolean":
      return value === "true" ? true : value === "false" ? false : undefined;
    case "enum":
      return definition.options.find((option) => option.value === value)?.value;
    case "secret":
      if (!isEnvelope(value)) return value;
      try {
        return openEnvelope(value, encryptionKey);
      } catch {
        return "";
      }
    case "string":
      return value;
  }
}
