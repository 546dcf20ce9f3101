/**
 * The settings fixture: every test that needs a whole settings object starts from the registry's defaults
 * (contract/settings.ts) and changes what it is about. The spec's defaults themselves are written out once,
 * in contract/settings_test.ts.
 */
import {
  defaultSettings as registryDefaults,
  SETTINGS,
  SETTING_KEYS,
  type SystemSettings,
} from "../../contract/settings.ts";

/** Every setting at its default, with the given changes. */
export function defaultSettings(changes: Partial<SystemSettings> = {}): SystemSettings {
  return { ...registryDefaults(), ...changes };
}

/**
 * The settings form as the page posts it: every field as text; a switch as 'on' when on and not at all when
 * off (as a browser posts a checkbox).
 */
export function settingsForm(settings: SystemSettings = defaultSettings()): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of SETTING_KEYS) {
    const value = settings[key];
    if (SETTINGS[key].type !== "boolean") fields[key] = String(value);
    else if (value) fields[key] = "on";
  }
  return fields;
}
