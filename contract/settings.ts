/**
 * The system settings (product.md §3 "System settings form fields", §5 ranges, §9 defaults), defined once. Everything
 * else derives from this registry: the migration's seed rows, the zod validation and the admin form
 * (app/features/settings), the JSON API, the app's reading (app/platform/settings.server.ts), the sidecar's
 * reading (stream-sidecar/db.ts) and the test fixtures (tests/setup/settings.ts).
 *
 * Browser-safe and dependency-free: the settings form imports it. Reading and writing the stored rows (which
 * needs node:crypto for the secrets) is contract/settings-store.ts.
 */

/** The settings tabs of the admin page that hold settings (Statistics holds none). */
export type SettingsTab = "general" | "security" | "integrations" | "maintenance";

type CommonDefinition = {
  /** The setting's name wherever it is named: its form field, and the save toast ('Max concurrent sessions: …'). */
  label: string;
  /** What the setting does: shown with its form field, and kept in the `description` column of its row. */
  help: string;
  /** The settings tab its field is on. */
  tab: SettingsTab;
};

/** A whole number within a range, in a unit ('Allowed range: 1 to 100 sessions.'). */
type NumberSettingDefinition = CommonDefinition & {
  type: "number";
  default: number;
  min: number;
  max: number;
  unit: string;
};

/** An on/off switch. */
type BooleanSettingDefinition = CommonDefinition & { type: "boolean"; default: boolean };

/** Free text of at most `maxLength` characters. */
type StringSettingDefinition = CommonDefinition & {
  type: "string";
  default: string;
  maxLength: number;
  /**
   * What the text must be, beyond its length: "domains" is a list of e-mail domains (`nhs.net, example.nhs.uk`),
   * "ods" an ODS organisation code (letters and digits, 3 to 10).
   */
  format?: "domains" | "ods";
};

/**
 * A provider key: stored encrypted (contract/envelope.ts), never sent to the browser (it sees a masked
 * marker), and used instead of `environmentVariable` when saved.
 */
type SecretSettingDefinition = CommonDefinition & {
  type: "secret";
  default: string;
  maxLength: number;
  /** The form field's label, which also says what the provider does. */
  fieldLabel: string;
  /** The server's environment variable whose key applies while none is saved. */
  environmentVariable: string;
};

/** One of a fixed list of values. */
type EnumSettingDefinition = CommonDefinition & {
  type: "enum";
  default: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** One setting's definition. */
export type SettingDefinition =
  | NumberSettingDefinition
  | BooleanSettingDefinition
  | StringSettingDefinition
  | SecretSettingDefinition
  | EnumSettingDefinition;

/** Every system setting, in the spec's order (the order of the JSON API's object), then ours. */
export const SETTINGS = {
  maxConcurrentSessions: {
    type: "number",
    default: 10,
    min: 1,
    max: 100,
    unit: "sessions",
    label: "Max concurrent sessions",
    help: "Live recordings at once.",
    tab: "general",
  },
  enableRegistration: {
    type: "boolean",
    default: true,
    label: "Enable registration",
    help:
      "People can create their own account, with an address at one of the allowed domains when you list some.",
    tab: "general",
  },
  enableGuestAccess: {
    type: "boolean",
    default: false,
    label: "Enable guest access",
    help: "People without an account can dictate. Guest sessions are not saved.",
    tab: "general",
  },
  maxTranscriptionLength: {
    type: "number",
    default: 5000,
    min: 100,
    max: 10000,
    unit: "words",
    label: "Max transcription length",
    help: "Longest text made into a document.",
    tab: "general",
  },
  maxSessionDuration: {
    type: "number",
    default: 60,
    min: 1,
    max: 180,
    unit: "minutes",
    label: "Max session duration",
    help: "Longest single recording.",
    tab: "general",
  },
  dataRetentionDays: {
    type: "number",
    default: 90,
    min: 1,
    max: 365,
    unit: "days",
    label: "Data retention",
    help: "Transcripts older than the retention days are purged daily.",
    tab: "security",
  },
  /**
   * Not in the spec (issue 26): the audit log keeps its own time, usually longer than the clinical data's. The
   * database refuses to delete an entry younger than the minimum, whatever this says (migration 0022).
   */
  auditRetentionDays: {
    type: "number",
    default: 365,
    min: 30,
    max: 3650,
    unit: "days",
    label: "Audit log retention",
    help:
      "Audit log entries older than this are deleted daily. No entry younger than 30 days can be deleted.",
    tab: "security",
  },
  requireEmailVerification: {
    type: "boolean",
    default: false,
    label: "Require email verification",
    help:
      "New accounts must confirm their email address before they can sign in. While this is off, registering with an address that already has an account says so, which tells whoever tries that the address has an account.",
    tab: "security",
  },
  enableAuditLogging: {
    type: "boolean",
    default: true,
    label: "Enable audit logging",
    help: "Record sign-ins, account changes and settings changes.",
    tab: "security",
  },
  sessionTimeoutMinutes: {
    type: "number",
    default: 120,
    min: 5,
    max: 480,
    unit: "minutes",
    label: "Session timeout",
    help: "Sign-out after inactivity.",
    tab: "general",
  },
  sessionLifetimeHours: {
    type: "number",
    default: 12,
    min: 1,
    max: 72,
    unit: "hours",
    label: "Session lifetime",
    help: "Sign in again after this long, however active the session has been.",
    tab: "security",
  },
  systemMaintenance: {
    type: "boolean",
    default: false,
    label: "Maintenance mode",
    help: "Tell everyone that Notewell is under maintenance.",
    tab: "maintenance",
  },
  maintenanceMessage: {
    type: "string",
    default: "",
    maxLength: 2000,
    label: "Maintenance message",
    help: "Shown to users during maintenance.",
    tab: "maintenance",
  },
  assemblyaiApiKey: {
    type: "secret",
    default: "",
    maxLength: 500,
    label: "AssemblyAI API key",
    fieldLabel: "AssemblyAI API key (speech-to-text)",
    environmentVariable: "ASSEMBLYAI_API_KEY",
    help: "Speech-to-text provider API key.",
    tab: "integrations",
  },
  openaiApiKey: {
    type: "secret",
    default: "",
    maxLength: 500,
    label: "OpenAI API key",
    fieldLabel: "OpenAI API key (language model)",
    environmentVariable: "OPENAI_API_KEY",
    help: "Language-model provider API key.",
    tab: "integrations",
  },
  /** Where audio is transcribed (docs/speech-provider.md §1.1); the sidecar picks the provider's host by it. */
  speechRegion: {
    type: "enum",
    default: "default",
    options: [
      { value: "default", label: "Nearest region (AssemblyAI edge routing)" },
      { value: "eu", label: "EU only (audio stays in the EU)" },
      { value: "us", label: "US only (audio stays in the US)" },
    ],
    label: "Transcription region",
    help: "Where AssemblyAI processes your practice's audio. Choose EU only to keep audio in the EU. " +
      "New recordings use the change; running ones carry on where they started.",
    tab: "integrations",
  },
  /**
   * Not in the spec (issue 26, decision 059): registration and Google sign-up take only addresses at these domains,
   * so "a practice email" is what registration accepts. Empty: any address.
   */
  registrationDomains: {
    type: "string",
    default: "",
    maxLength: 1000,
    format: "domains",
    label: "Allowed email domains",
    help: "Registration accepts only addresses at these domains, separated by commas (for example nhs.net, " +
      "yourpractice.nhs.uk). Leave empty to accept any address. Accounts an administrator creates are not limited.",
    tab: "general",
  },
  /**
   * Not in the spec (issue 13, decision 027): so that one account cannot hold every recording slot. The
   * sidecar enforces it with the practice's limit, in the same locked count.
   */
  maxStreamsPerUser: {
    type: "number",
    default: 2,
    min: 1,
    max: 10,
    unit: "recordings",
    label: "Max recordings per account",
    help:
      "Live recordings one account may run at once, in any tabs or devices. Each guest counts as one account.",
    tab: "general",
  },
  /**
   * Not in the spec (issue 23, decision 045): a practice may want every document that leaves Notewell to say where
   * it came from. Off by default: the clinical record is the practice's, and a line added to every paste is its
   * choice to make.
   */
  provenanceFooter: {
    type: "boolean",
    default: false,
    label: "Provenance footer on documents",
    help: "Copy and Download add one line to documents the AI drafted: " +
      "“Drafted with AI from dictation on <date> (<model>); reviewed by <name>” (or “not yet reviewed”).",
    tab: "general",
  },
  /**
   * Not in the spec (issue 25, decision 060): NHS England's guidance on ambient voice technology asks practices to
   * tell patients and record their consent. On by default; the sidecar will not start a recording of a
   * consultation without it.
   */
  requireConsent: {
    type: "boolean",
    default: true,
    label: "Ask for the patient's consent before recording",
    help:
      "Before a consultation's first recording the clinician confirms that the patient has agreed to it being " +
      "transcribed, or marks it as dictation by the clinician alone. The answer and its time are kept with the " +
      "consultation.",
    tab: "general",
  },
  /**
   * Not in the spec (issue 25, decision 064): the practice's letterhead, which Notewell puts on every referral letter
   * after the model has written it. Empty parts are left out.
   */
  practiceName: {
    type: "string",
    default: "",
    maxLength: 200,
    label: "Practice name",
    help: "The first line of the letterhead on referral letters, and the last of the signature.",
    tab: "general",
  },
  practiceAddress: {
    type: "string",
    default: "",
    maxLength: 300,
    label: "Practice address",
    help: "Under the practice's name on the letterhead, for example 1 High Street, Leeds LS1 4AB.",
    tab: "general",
  },
  practiceTelephone: {
    type: "string",
    default: "",
    maxLength: 50,
    label: "Practice telephone",
    help: "On the letterhead, for replies.",
    tab: "general",
  },
  practiceOdsCode: {
    type: "string",
    default: "",
    maxLength: 10,
    format: "ods",
    label: "Practice ODS code",
    help: "The practice's Organisation Data Service code (for example B86001), on the letterhead.",
    tab: "general",
  },
} as const satisfies Record<string, SettingDefinition>;

/** The practice's letterhead settings, in the order the letterhead writes them. */
export const PRACTICE_SETTINGS = [
  "practiceName",
  "practiceAddress",
  "practiceTelephone",
  "practiceOdsCode",
] as const;

/** A setting's key. */
export type SettingKey = keyof typeof SETTINGS;

type SettingValue<D> = D extends { type: "number" } ? number
  : D extends { type: "boolean" } ? boolean
  : D extends { type: "enum"; options: ReadonlyArray<infer O> } ? (O extends { value: infer V } ? V : never)
  : string;

/** The settings as the app and the sidecar use them: each key with its typed value. */
export type SystemSettings = { -readonly [K in SettingKey]: SettingValue<(typeof SETTINGS)[K]> };

/** Where the speech-to-text provider processes audio: default (nearest), eu or us. */
export type SpeechRegion = SystemSettings["speechRegion"];

/** The keys of the settings of one type. */
export type SettingKeyOfType<T extends SettingDefinition["type"]> = {
  [K in SettingKey]: (typeof SETTINGS)[K]["type"] extends T ? K : never;
}[SettingKey];

/** Every setting's key, in the registry's order. */
export const SETTING_KEYS: ReadonlyArray<SettingKey> = Object.keys(SETTINGS) as SettingKey[];

/** The keys of the settings of one type, in the registry's order. */
export function settingKeysOfType<T extends SettingDefinition["type"]>(type: T): Array<SettingKeyOfType<T>> {
  return SETTING_KEYS.filter((key) => SETTINGS[key].type === type) as Array<SettingKeyOfType<T>>;
}

/** Whether a string names a setting. */
export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** Whether a setting is a secret: stored encrypted, never shown, masked in the JSON API. */
export function isSecretSetting(key: SettingKey): boolean {
  return SETTINGS[key].type === "secret";
}

/** A fresh object of every setting at its default (what applies while a row is missing). */
export function defaultSettings(): SystemSettings {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTINGS[key].default])) as SystemSettings;
}
