import { z } from "zod";
import {
  type SettingKey,
  type SettingKeyOfType,
  settingKeysOfType,
  SETTINGS,
  type SpeechRegion,
} from "../../../contract/settings.ts";
import {
  API_KEY_SETTINGS,
  SETTING_LIMITS,
  SPEECH_REGIONS,
  SWITCH_SETTINGS,
  type ApiKeySetting,
  type LimitSetting,
} from "./rules.ts";

/**
 * System settings validation (product.md §3, §5, §9) for the settings form's action and the JSON API, derived from
 * the settings registry (contract/settings.ts): its keys, types, ranges and lengths. Server only (decision 069):
 * the page shows what the server answers; what it needs itself (ranges, labels, tabs) is in ./rules.ts, without
 * zod. Messages are the spec's: 'Must be at least N' and 'Must be at most N'.
 */
export * from "./rules.ts";

/** Where the speech-to-text provider processes audio (docs/speech-provider.md §1.1): nearest, or kept in one region. */
const SpeechRegionSchema = z.enum(SPEECH_REGIONS.map((region) => region.value) as [SpeechRegion, ...SpeechRegion[]], {
  error: `Must be ${listOr(SPEECH_REGIONS.map((region) => region.value))}`,
});

/** 'a, b or c'. */
function listOr(values: readonly string[]): string {
  return values.length < 2 ? values.join("") : `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;
}

function limitSchema(setting: LimitSetting) {
  const { min, max } = SETTING_LIMITS[setting];
  return z
    .number({ error: "Must be a number" })
    .int("Must be a whole number")
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
}

/** One schema per key, from the registry: every setting of a type gets that type's rule. */
function schemasFor<K extends SettingKey, S extends z.ZodType>(
  keys: readonly K[],
  schema: (key: K) => S,
): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema(key)])) as Record<K, S>;
}

const limitSchemas = schemasFor(settingKeysOfType("number"), limitSchema);

/** Text of at most the setting's length, trimmed. */
function textSchema(setting: SettingKeyOfType<"string" | "secret">) {
  const { maxLength } = SETTINGS[setting];
  return z.string({ error: "Must be text" }).trim().max(maxLength, `Must be at most ${maxLength} characters`);
}

/** An e-mail domain as registration compares it: letters, digits and hyphens in dot-separated labels. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * A list of e-mail domains, as typed (commas, spaces or lines between them, an `@` before one allowed): stored
 * as `nhs.net, practice.nhs.uk`, lower case, each once. A word that is not a domain is named in the message.
 */
function parseDomains(text: string): { domains: string[]; invalid: string[] } {
  const words = text
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^@/, ""))
    .filter(Boolean);
  return {
    domains: [...new Set(words.filter((word) => DOMAIN.test(word)))],
    invalid: words.filter((word) => !DOMAIN.test(word)),
  };
}

function stringSettingSchema(setting: SettingKeyOfType<"string">) {
  const text = textSchema(setting);
  const definition = SETTINGS[setting] as { format?: string };
  if (!definition.format) return text;
  if (definition.format === "ods") {
    // An ODS code: letters and digits (B86001, Y02345), written in capitals; empty when the practice gives none.
    return text
      .transform((value) => value.toUpperCase())
      .refine((value) => /^([A-Z0-9]{3,10})?$/.test(value), "Must be an ODS code: 3 to 10 letters and digits");
  }
  return text.transform((value, context) => {
    const { domains, invalid } = parseDomains(value);
    if (invalid.length) {
      context.addIssue({ code: "custom", message: `Not an email domain: ${invalid.slice(0, 3).join(", ")}` });
      return z.NEVER;
    }
    return domains.join(", ");
  });
}

/** A provider key as typed: printable, no spaces (a pasted key with a line break would break the header). */
function apiKeySchema(setting: ApiKeySetting) {
  return textSchema(setting).regex(/^[\x21-\x7e]*$/, "Must not contain spaces or special characters");
}

const booleanSchema = z.boolean({ error: "Must be true or false" });
const switchSchemas = schemasFor(SWITCH_SETTINGS, () => booleanSchema);
const switchFormSchemas = schemasFor(SWITCH_SETTINGS, () => booleanSchema.default(false));
/** Free text (the maintenance message, the allowed domains) may be left out: ''. */
const textSchemas = schemasFor(settingKeysOfType("string"), (key) => stringSettingSchema(key).optional().default(""));
const apiKeySchemas = schemasFor(API_KEY_SETTINGS, (key) => apiKeySchema(key).optional());
const apiKeyFormSchemas = schemasFor(API_KEY_SETTINGS, (key) =>
  apiKeySchema(key)
    .optional()
    .transform((value) => value ?? ""),
);

/**
 * PUT /api/admin/settings: the full settings object. A key equal to the masked marker (or left out) keeps
 * the saved key, '' clears it, anything else replaces it. The maintenance message may be left out ('').
 */
export const SettingsSchema = z.object({
  ...limitSchemas,
  ...switchSchemas,
  ...textSchemas,
  ...apiKeySchemas,
  /** Not in the spec's payload: left out, the saved region stays. */
  speechRegion: SpeechRegionSchema.optional(),
  /** Not in the spec's payload either (decision 027): left out, the saved limit stays. */
  maxStreamsPerUser: limitSchemas.maxStreamsPerUser.optional(),
  /** Nor these (issue 26): left out, the saved value stays. */
  auditRetentionDays: limitSchemas.auditRetentionDays.optional(),
  registrationDomains: stringSettingSchema("registrationDomains").optional(),
  /** Nor the letterhead (issue 25): left out, the saved value stays. */
  practiceName: stringSettingSchema("practiceName").optional(),
  practiceAddress: stringSettingSchema("practiceAddress").optional(),
  practiceTelephone: stringSettingSchema("practiceTelephone").optional(),
  practiceOdsCode: stringSettingSchema("practiceOdsCode").optional(),
});
export type SettingsInput = z.output<typeof SettingsSchema>;

/**
 * The settings form (parsed with conform, which turns '' into undefined and 'on' into true): an unchecked
 * switch is absent (false), and an emptied key field clears the key. The form always posts both key fields.
 */
export const SettingsFormSchema = z.object({
  ...limitSchemas,
  ...switchFormSchemas,
  ...textSchemas,
  ...apiKeyFormSchemas,
  speechRegion: SpeechRegionSchema.optional(),
});
