import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import {
  allowedRange,
  typedNumberProblem,
  MASKED_API_KEY,
  SETTING_LIMITS,
  SettingsFormSchema,
  SettingsSchema,
  settingsErrorDetails,
  type LimitSetting,
} from "./validation.server.ts";
import { SETTING_KEYS } from "../../../contract/settings.ts";
import { defaultSettings, settingsForm } from "../../../tests/setup/settings.ts";

const VALID = defaultSettings({ assemblyaiApiKey: MASKED_API_KEY });

/** Each number setting's range, from the registry (whose ranges contract/settings_test.ts checks against the spec). */
const RANGES = (Object.keys(SETTING_LIMITS) as LimitSetting[]).map((key): [LimitSetting, number, number] => [
  key,
  SETTING_LIMITS[key].min,
  SETTING_LIMITS[key].max,
]);

function messagesFor(body: unknown, field: string): string[] {
  const result = SettingsSchema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("the JSON settings object", () => {
  test("validates every setting of the registry, and nothing else", () => {
    expect(Object.keys(SettingsSchema.shape).sort()).toEqual([...SETTING_KEYS].sort());
    expect(Object.keys(SettingsFormSchema.shape).sort()).toEqual([...SETTING_KEYS].sort());
    expect(SettingsSchema.parse(defaultSettings())).toEqual(defaultSettings());
  });

  test("each number field's allowed range is written from the same limits", () => {
    expect(RANGES.map(([key]) => allowedRange(key))).toEqual([
      "Allowed range: 1 to 100 sessions.",
      "Allowed range: 100 to 10,000 words.",
      "Allowed range: 1 to 180 minutes.",
      "Allowed range: 1 to 365 days.",
      "Allowed range: 30 to 3,650 days.",
      "Allowed range: 5 to 480 minutes.",
      "Allowed range: 1 to 72 hours.",
      "Allowed range: 1 to 10 recordings.",
    ]);
  });

  test("the per-account recording limit may be left out of the JSON object (the spec's payload has none)", () => {
    const { maxStreamsPerUser: _notSent, ...specPayload } = VALID;
    const parsed = SettingsSchema.parse(specPayload);
    expect(parsed.maxStreamsPerUser).toBeUndefined();
    expect(messagesFor({ ...VALID, maxStreamsPerUser: 11 }, "maxStreamsPerUser")).toEqual(["Must be at most 10"]);
    // The form always posts it, so there it is required.
    const { maxStreamsPerUser: _notPosted, ...fields } = settingsForm();
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    const submission = parseWithZod(data, { schema: SettingsFormSchema });
    expect(submission.status === "error" && submission.error).toMatchObject({
      maxStreamsPerUser: ["Must be a number"],
    });
  });

  test.each(RANGES)("%s accepts %i to %i and says 'Must be at least/most N' outside", (field, min, max) => {
    expect(messagesFor({ ...VALID, [field]: min }, field)).toEqual([]);
    expect(messagesFor({ ...VALID, [field]: max }, field)).toEqual([]);
    expect(messagesFor({ ...VALID, [field]: min - 1 }, field)).toEqual([`Must be at least ${min}`]);
    expect(messagesFor({ ...VALID, [field]: max + 1 }, field)).toEqual([`Must be at most ${max}`]);
  });

  test.each([
    ["a string", "10", "Must be a number"],
    ["a fraction", 10.5, "Must be a whole number"],
    ["missing", undefined, "Must be a number"],
    ["null", null, "Must be a number"],
    ["infinite", Number.POSITIVE_INFINITY, "Must be a number"],
  ])("a number field given %s is refused", (_, value, message) => {
    expect(messagesFor({ ...VALID, maxConcurrentSessions: value }, "maxConcurrentSessions")).toEqual([message]);
  });

  test.each([["on"], ["true"], [1], [null], [undefined]])("a switch given %j is refused", (value) => {
    expect(messagesFor({ ...VALID, enableRegistration: value }, "enableRegistration")).toEqual([
      "Must be true or false",
    ]);
  });

  test("keys and the maintenance message are optional; keys must be printable without spaces", () => {
    const { assemblyaiApiKey: _a, openaiApiKey: _o, maintenanceMessage: _m, ...rest } = VALID;
    const parsed = SettingsSchema.parse(rest);
    expect(parsed.maintenanceMessage).toBe("");
    expect(parsed.assemblyaiApiKey).toBeUndefined();
    expect(SettingsSchema.parse({ ...VALID, openaiApiKey: "  sk-abc  " }).openaiApiKey).toBe("sk-abc");
    expect(messagesFor({ ...VALID, openaiApiKey: "sk abc" }, "openaiApiKey")).toEqual([
      "Must not contain spaces or special characters",
    ]);
    expect(messagesFor({ ...VALID, openaiApiKey: "sk-abc\r\nX-Evil: 1" }, "openaiApiKey")).toHaveLength(1);
    expect(messagesFor({ ...VALID, openaiApiKey: "k".repeat(501) }, "openaiApiKey")).toEqual([
      "Must be at most 500 characters",
    ]);
    expect(messagesFor({ ...VALID, maintenanceMessage: "m".repeat(2001) }, "maintenanceMessage")).toEqual([
      "Must be at most 2000 characters",
    ]);
    expect(messagesFor({ ...VALID, maintenanceMessage: 42 }, "maintenanceMessage")).toEqual(["Must be text"]);
  });
});

describe("the settings form", () => {
  function form(fields: Record<string, string>) {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return parseWithZod(data, { schema: SettingsFormSchema });
  }
  /** Only the number fields, as text. */
  const numbers = Object.fromEntries(
    Object.entries(settingsForm(defaultSettings({ maxConcurrentSessions: 12 }))).filter(
      ([key]) => key in SETTING_LIMITS,
    ),
  );

  test("numbers come as text, a checked switch as 'on', an unchecked one not at all", () => {
    const result = form({ ...numbers, enableGuestAccess: "on", assemblyaiApiKey: MASKED_API_KEY, openaiApiKey: "" });
    expect(result.status).toBe("success");
    const { speechRegion: _notPosted, ...fromDefaults } = defaultSettings({ maxConcurrentSessions: 12 });
    expect(result.status === "success" && result.value).toEqual({
      ...fromDefaults,
      // Every switch but the checked one is off.
      enableRegistration: false,
      enableGuestAccess: true,
      requireEmailVerification: false,
      enableAuditLogging: false,
      systemMaintenance: false,
      requireConsent: false,
      assemblyaiApiKey: MASKED_API_KEY,
      // An emptied key field clears the key.
      openaiApiKey: "",
    });
  });

  test("out-of-range and non-numbers get the spec's messages, listed with the field's name", () => {
    const result = form({
      ...numbers,
      maxConcurrentSessions: "101",
      sessionTimeoutMinutes: "4",
      dataRetentionDays: "abc",
    });
    if (result.status === "success") throw new Error("expected the form to be refused");
    expect(result.error).toEqual({
      maxConcurrentSessions: ["Must be at most 100"],
      sessionTimeoutMinutes: ["Must be at least 5"],
      dataRetentionDays: ["Must be a number"],
    });
    expect(settingsErrorDetails(result.error)).toEqual([
      "Max concurrent sessions: Must be at most 100",
      "Data retention: Must be a number",
      "Session timeout: Must be at least 5",
    ]);
  });
});

describe("typing in a number field", () => {
  test.each([
    ["maxConcurrentSessions", "", true, undefined],
    ["maxConcurrentSessions", "5", true, undefined],
    ["maxConcurrentSessions", "100", true, undefined],
    ["maxConcurrentSessions", "101", true, "Must be at most 100"],
    ["maxConcurrentSessions", "1000", true, "Must be at most 100"],
    ["maxConcurrentSessions", "-1", true, undefined],
    ["maxConcurrentSessions", "-1", false, "Must be at least 1"],
    ["maxConcurrentSessions", "1.5", true, "Must be a whole number"],
    ["maxConcurrentSessions", "1e3", true, "Must be a whole number"],
    // Below the minimum, on the way to a valid value: said once the field is left, not while typing.
    ["sessionTimeoutMinutes", "3", true, undefined],
    ["sessionTimeoutMinutes", "3", false, "Must be at least 5"],
    ["maxTranscriptionLength", "10000", true, undefined],
    ["maxTranscriptionLength", "10001", true, "Must be at most 10000"],
  ] as const)("%s: %j (still typing: %s) says %j", (setting, text, stillTyping, expected) => {
    expect(typedNumberProblem(setting, text, stillTyping)).toBe(expected);
  });
});

describe("the page's own check of a typed number (rules.ts, no zod) says what the server says", () => {
  const settings = Object.keys(SETTING_LIMITS) as LimitSetting[];
  test.each(settings)("%s: below the minimum, above the maximum, not whole", (setting) => {
    const { min, max } = SETTING_LIMITS[setting];
    const server = (value: number) => SettingsFormSchema.shape[setting].safeParse(value).error?.issues[0]?.message;
    expect(typedNumberProblem(setting, String(min - 1), false)).toBe(server(min - 1));
    expect(typedNumberProblem(setting, String(max + 1), true)).toBe(server(max + 1));
    expect(typedNumberProblem(setting, "1.5", true)).toBe(server(1.5));
    expect(typedNumberProblem(setting, String(min), false)).toBe(server(min));
  });
});
