import {
  SETTING_KEYS,
  type SettingKey,
  type SettingKeyOfType,
  settingKeysOfType,
  SETTINGS,
  type SettingsTab,
} from "../../../contract/settings.ts";

/**
 * What the System Settings page needs of the settings' rules in the browser, from the settings registry
 * (contract/settings.ts): ranges, labels, tabs, and a number's problem as typed. No zod here (decision 069): the
 * form is checked on the server (./validation.server.ts), which answers in the same words.
 */

/** What the browser sees instead of a saved provider key (product.md §9). The key itself never leaves the server. */
export const MASKED_API_KEY = "***configured***";

/** The whole-number settings, each with its range, unit and label (the registry's entries). */
export type LimitSetting = SettingKeyOfType<"number">;
export const SETTING_LIMITS: { readonly [K in LimitSetting]: (typeof SETTINGS)[K] } = pickSettings(
  settingKeysOfType("number"),
);

/** What a number field shows under its label, from the one definition above: 'Allowed range: 100 to 10,000 words.' */
export function allowedRange(setting: LimitSetting): string {
  const { min, max, unit } = SETTING_LIMITS[setting];
  const format = (n: number) => n.toLocaleString("en-GB");
  return `Allowed range: ${format(min)} to ${format(max)} ${unit}.`;
}

/** The on/off settings, in the registry's order. */
export type SwitchSetting = SettingKeyOfType<"boolean">;
export const SWITCH_SETTINGS: readonly SwitchSetting[] = settingKeysOfType("boolean");

/** The provider keys (secret settings). */
export type ApiKeySetting = SettingKeyOfType<"secret">;
export const API_KEY_SETTINGS: readonly ApiKeySetting[] = settingKeysOfType("secret");

/** Where the speech-to-text provider processes audio (docs/speech-provider.md §1.1): nearest, or kept in one region. */
export const SPEECH_REGIONS = SETTINGS.speechRegion.options;

export const MAINTENANCE_MESSAGE_MAX = SETTINGS.maintenanceMessage.maxLength;

/** Human names for messages that list several fields (the settings toast). */
const SETTING_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, SETTINGS[key].label]),
);

/** Which settings tab holds a field, so the page can open the tab with the first error. */
export const SETTING_TABS: Readonly<Record<string, SettingsTab>> = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, SETTINGS[key].tab]),
);

function pickSettings<K extends SettingKey>(keys: readonly K[]): { readonly [P in K]: (typeof SETTINGS)[P] } {
  return Object.fromEntries(keys.map((key) => [key, SETTINGS[key]])) as { readonly [P in K]: (typeof SETTINGS)[P] };
}

/** 'Max concurrent sessions: Must be at most 100', one line per problem, in form order. */
export function settingsErrorDetails(errors: Record<string, string[] | null | undefined> | null | undefined): string[] {
  if (!errors) return [];
  return Object.entries(errors).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => (field ? `${SETTING_LABELS[field] ?? field}: ${message}` : message)),
  );
}

/**
 * What is wrong with a number as typed, in the words the server would use ('Must be at most 100'), or nothing
 * (issue 26 item 8: the field says so rather than ignoring the keystroke). While the user is still typing, a
 * value below the minimum may be on its way to a valid one ("3" before "30"), so that one waits for the field to
 * be left; above the maximum, or not a whole number, is said at once. Empty is left to the form's own check.
 * validation.server.test.ts checks these words against the server's.
 */
export function typedNumberProblem(setting: LimitSetting, text: string, stillTyping: boolean): string | undefined {
  if (text.trim() === "") return undefined;
  if (!/^-?\d+$/.test(text.trim())) return "Must be a whole number";
  const value = Number(text);
  const { min, max } = SETTING_LIMITS[setting];
  if (value > max) return `Must be at most ${max}`;
  if (value < min && !stillTyping) return `Must be at least ${min}`;
  return undefined;
}
