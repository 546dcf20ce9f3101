import { z } from "zod";

/**
 * System settings rules (spec §3, §5, §9), shared by the settings form (browser and server) and the JSON API.
 * Messages are the spec's: 'Must be at least N' and 'Must be at most N'.
 */

/** What the browser sees instead of a saved provider key (spec §9). The key itself never leaves the server. */
export const MASKED_API_KEY = "***configured***";

export const SETTING_LIMITS = {
  maxConcurrentSessions: { min: 1, max: 100, label: "Max concurrent sessions", unit: "sessions" },
  maxTranscriptionLength: { min: 100, max: 10000, label: "Max transcription length", unit: "words" },
  maxSessionDuration: { min: 1, max: 180, label: "Max session duration", unit: "minutes" },
  dataRetentionDays: { min: 1, max: 365, label: "Data retention", unit: "days" },
  sessionTimeoutMinutes: { min: 5, max: 480, label: "Session timeout", unit: "minutes" },
} as const;
export type LimitSetting = keyof typeof SETTING_LIMITS;

/** What a number field shows under its label, from the one definition above: 'Allowed range: 100 to 10,000 words.' */
export function allowedRange(setting: LimitSetting): string {
  const { min, max, unit } = SETTING_LIMITS[setting];
  const format = (n: number) => n.toLocaleString("en-GB");
  return `Allowed range: ${format(min)} to ${format(max)} ${unit}.`;
}

export const SWITCH_SETTINGS = [
  "enableRegistration",
  "enableGuestAccess",
  "requireEmailVerification",
  "enableAuditLogging",
  "systemMaintenance",
] as const;
export type SwitchSetting = (typeof SWITCH_SETTINGS)[number];

export const API_KEY_SETTINGS = ["assemblyaiApiKey", "openaiApiKey"] as const;
export type ApiKeySetting = (typeof API_KEY_SETTINGS)[number];

/** Where the speech-to-text provider processes audio (stt-protocol.md §1.1): nearest, or kept in one region. */
export const SPEECH_REGIONS = [
  { value: "default", label: "Nearest region (AssemblyAI edge routing)" },
  { value: "eu", label: "EU only (audio stays in the EU)" },
  { value: "us", label: "US only (audio stays in the US)" },
] as const;
export type SpeechRegion = (typeof SPEECH_REGIONS)[number]["value"];
const SpeechRegionSchema = z.enum(["default", "eu", "us"], { error: "Must be default, eu or us" });

export const MAINTENANCE_MESSAGE_MAX = 2000;
const API_KEY_MAX = 500;

/** Human names for messages that list several fields (the settings toast). */
export const SETTING_LABELS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(SETTING_LIMITS).map(([key, { label }]) => [key, label])),
  enableRegistration: "Enable registration",
  enableGuestAccess: "Enable guest access",
  requireEmailVerification: "Require email verification",
  enableAuditLogging: "Enable audit logging",
  systemMaintenance: "Maintenance mode",
  maintenanceMessage: "Maintenance message",
  assemblyaiApiKey: "AssemblyAI API key",
  openaiApiKey: "OpenAI API key",
  speechRegion: "Transcription region",
};

/** Which settings tab holds a field, so the page can open the tab with the first error. */
export const SETTING_TABS: Record<string, "general" | "security" | "integrations" | "maintenance"> = {
  enableRegistration: "general",
  enableGuestAccess: "general",
  maxConcurrentSessions: "general",
  maxTranscriptionLength: "general",
  maxSessionDuration: "general",
  sessionTimeoutMinutes: "general",
  dataRetentionDays: "security",
  requireEmailVerification: "security",
  enableAuditLogging: "security",
  assemblyaiApiKey: "integrations",
  openaiApiKey: "integrations",
  speechRegion: "integrations",
  systemMaintenance: "maintenance",
  maintenanceMessage: "maintenance",
};

function limitSchema(setting: LimitSetting) {
  const { min, max } = SETTING_LIMITS[setting];
  return z
    .number({ error: "Must be a number" })
    .int("Must be a whole number")
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
}

const limitSchemas = {
  maxConcurrentSessions: limitSchema("maxConcurrentSessions"),
  maxTranscriptionLength: limitSchema("maxTranscriptionLength"),
  maxSessionDuration: limitSchema("maxSessionDuration"),
  dataRetentionDays: limitSchema("dataRetentionDays"),
  sessionTimeoutMinutes: limitSchema("sessionTimeoutMinutes"),
};

/** A provider key as typed: printable, no spaces (a pasted key with a line break would break the header). */
const ApiKeySchema = z
  .string({ error: "Must be text" })
  .trim()
  .max(API_KEY_MAX, `Must be at most ${API_KEY_MAX} characters`)
  .regex(/^[\x21-\x7e]*$/, "Must not contain spaces or special characters");

const MaintenanceMessageSchema = z
  .string({ error: "Must be text" })
  .trim()
  .max(MAINTENANCE_MESSAGE_MAX, `Must be at most ${MAINTENANCE_MESSAGE_MAX} characters`);

const booleanSchema = z.boolean({ error: "Must be true or false" });

/**
 * PUT /api/admin/settings: the full settings object. A key equal to the masked marker (or left out) keeps
 * the saved key, '' clears it, anything else replaces it. The maintenance message may be left out ('').
 */
export const SettingsSchema = z.object({
  ...limitSchemas,
  enableRegistration: booleanSchema,
  enableGuestAccess: booleanSchema,
  requireEmailVerification: booleanSchema,
  enableAuditLogging: booleanSchema,
  systemMaintenance: booleanSchema,
  maintenanceMessage: MaintenanceMessageSchema.optional().default(""),
  assemblyaiApiKey: ApiKeySchema.optional(),
  openaiApiKey: ApiKeySchema.optional(),
  /** Not in the spec's payload: left out, the saved region stays. */
  speechRegion: SpeechRegionSchema.optional(),
});
export type SettingsInput = z.output<typeof SettingsSchema>;

/**
 * The settings form (parsed with conform, which turns '' into undefined and 'on' into true): an unchecked
 * switch is absent (false), and an emptied key field clears the key. The form always posts both key fields.
 */
export const SettingsFormSchema = z.object({
  ...limitSchemas,
  enableRegistration: booleanSchema.default(false),
  enableGuestAccess: booleanSchema.default(false),
  requireEmailVerification: booleanSchema.default(false),
  enableAuditLogging: booleanSchema.default(false),
  systemMaintenance: booleanSchema.default(false),
  maintenanceMessage: MaintenanceMessageSchema.optional().default(""),
  assemblyaiApiKey: ApiKeySchema.optional().transform((key) => key ?? ""),
  openaiApiKey: ApiKeySchema.optional().transform((key) => key ?? ""),
  speechRegion: SpeechRegionSchema.optional(),
});

/** 'Max concurrent sessions: Must be at most 100', one line per problem, in form order. */
export function settingsErrorDetails(errors: Record<string, string[] | null | undefined> | null | undefined): string[] {
  if (!errors) return [];
  return Object.entries(errors).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => (field ? `${SETTING_LABELS[field] ?? field}: ${message}` : message)),
  );
}

/**
 * Whether a typed number may stand in the field while the user is still typing: digits only and never above
 * the maximum. A value below the minimum may be on its way to a valid one ("3" before "30"); it is put back to
 * the last valid value when the field loses focus.
 */
export function acceptsTypedValue(setting: LimitSetting, text: string): boolean {
  if (text === "") return true;
  if (!/^\d{1,6}$/.test(text)) return false;
  return Number(text) <= SETTING_LIMITS[setting].max;
}

export function isInRange(setting: LimitSetting, text: string): boolean {
  if (!/^\d{1,6}$/.test(text)) return false;
  const value = Number(text);
  return value >= SETTING_LIMITS[setting].min && value <= SETTING_LIMITS[setting].max;
}
