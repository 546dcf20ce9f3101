import { beforeEach, describe, expect, test } from "vitest";
import { getSettings, saveSettings } from "~/platform/settings.server.ts";
import { db } from "~/platform/db.server.ts";
import { forgetConfig } from "~/platform/config.server.ts";
import { getToast } from "~/platform/toast.server.ts";
import { MASKED_API_KEY } from "~/features/settings/validation.server.ts";
import { ASSEMBLYAI_TEST_KEY, assemblyaiHandlers } from "../../tests/mocks/assemblyai.ts";
import { openaiHandlers } from "../../tests/mocks/openai.ts";
import { args, cookieFrom, formRequest, getRequest, settle } from "../../tests/setup/requests.ts";
import { defaultSettings, settingsForm } from "../../tests/setup/settings.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { action, loader } from "./admin.settings.tsx";
import { resetDatabase } from "../../tests/setup/reset.ts";
import { mockProviders } from "../../tests/mocks/server.ts";

mockProviders(...assemblyaiHandlers(), ...openaiHandlers());

beforeEach(async () => {
  await resetDatabase();
});

/** The form as the page posts it: every field; switches only when on. */
const FORM = { tab: "general", ...settingsForm() };

const post = (fields: Record<string, string>, cookie?: string) =>
  settle(() => action(args(formRequest("/admin/settings", fields, { cookie }))));
const load = (path: string, cookie?: string) => settle(() => loader(args(getRequest(path, { cookie }))));

async function toastOf(response: Response) {
  return (await getToast(getRequest("/", { cookie: cookieFrom(response) }))).toast;
}

test("anonymous visitors and non-admins are sent to / and change nothing", async () => {
  for (const cookie of [undefined, (await signedInUser()).cookie]) {
    expect((await load("/admin/settings", cookie)).headers.get("Location")).toBe("/");
    const response = await post({ ...FORM, maxConcurrentSessions: "99" }, cookie);
    expect(response.headers.get("Location")).toBe("/");
    const test = await post({ intent: "test-api" }, cookie);
    expect(test.headers.get("Location")).toBe("/");
  }
  expect(await getSettings()).toEqual(defaultSettings());
});

describe("loader", () => {
  test("gives the settings with saved keys masked, and statistics only on the Statistics tab", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    await saveSettings({ openaiApiKey: "sk-live-secret" }, null);
    const general = await (await load("/admin/settings", cookie)).json();
    expect(general.tab).toBe("general");
    expect(general.statistics).toBeNull();
    expect(general.settings).toMatchObject({
      openaiApiKey: MASKED_API_KEY,
      assemblyaiApiKey: "",
      maxConcurrentSessions: defaultSettings().maxConcurrentSessions,
    });
    expect(general.keySources.openai).toBe("settings");
    expect(JSON.stringify(general)).not.toContain("sk-live-secret");

    const statistics = await (await load("/admin/settings?tab=statistics", cookie)).json();
    expect(statistics.tab).toBe("statistics");
    expect(statistics.statistics).toMatchObject({ totalUsers: 1, activeUsers: 1, activeSessions: expect.any(Number) });

    expect((await (await load("/admin/settings?tab=nonsense", cookie)).json()).tab).toBe("general");
  });
});

describe("save", () => {
  test("saves every field (an absent switch is off) and goes back to the tab with 'Settings updated'", async () => {
    const { user: admin, cookie } = await signedInUser({ role: "admin" });
    const response = await post(
      {
        ...FORM,
        tab: "security",
        maxConcurrentSessions: "25",
        enableRegistration: "", // unchecked switches are not posted at all; an empty value is off too
        enableGuestAccess: "on",
        dataRetentionDays: "30",
        systemMaintenance: "on",
        maintenanceMessage: "  Back at 6pm  ",
      },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/settings?tab=security");
    expect(await toastOf(response)).toMatchObject({ title: "Settings updated", type: "success" });
    expect(await getSettings()).toMatchObject({
      maxConcurrentSessions: 25,
      enableRegistration: false,
      enableGuestAccess: true,
      dataRetentionDays: 30,
      enableAuditLogging: true,
      requireEmailVerification: false,
      systemMaintenance: true,
      maintenanceMessage: "Back at 6pm",
    });
    const [[row]] = (await db().query(
      "SELECT updated_by FROM system_settings WHERE key = 'maxConcurrentSessions'",
    )) as [Array<{ updated_by: number }>, unknown];
    expect(row.updated_by).toBe(admin.id);
  });

  test("out-of-range values are refused with the spec's messages, the tab to open and nothing saved", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await post(
      { ...FORM, tab: "maintenance", maxConcurrentSessions: "101", dataRetentionDays: "0", sessionTimeoutMinutes: "x" },
      cookie,
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.tab).toBe("general");
    expect(body.result.error).toEqual({
      maxConcurrentSessions: ["Must be at most 100"],
      dataRetentionDays: ["Must be at least 1"],
      sessionTimeoutMinutes: ["Must be a number"],
    });
    expect(body.details).toEqual([
      "Max concurrent sessions: Must be at most 100",
      "Data retention: Must be at least 1",
      "Session timeout: Must be a number",
    ]);
    // The page shows what was typed again.
    expect(body.result.initialValue).toMatchObject({ maxConcurrentSessions: "101" });
    expect(await getSettings()).toEqual(defaultSettings());
  });

  test("a key typed into a refused form is never sent back", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await post({ ...FORM, maxSessionDuration: "181", openaiApiKey: "sk-typed-secret" }, cookie);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("Must be at most 180");
    expect(text).not.toContain("sk-typed-secret");
    expect((await getSettings()).openaiApiKey).toBe("");
  });

  test("keys: the masked marker keeps the saved key, a new value replaces it, an empty field clears it", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    await saveSettings({ assemblyaiApiKey: "aai-saved", openaiApiKey: "sk-saved" }, null);
    await post({ ...FORM, assemblyaiApiKey: MASKED_API_KEY, openaiApiKey: MASKED_API_KEY }, cookie);
    expect(await getSettings()).toMatchObject({ assemblyaiApiKey: "aai-saved", openaiApiKey: "sk-saved" });

    await post({ ...FORM, assemblyaiApiKey: "aai-new", openaiApiKey: "" }, cookie);
    expect(await getSettings()).toMatchObject({ assemblyaiApiKey: "aai-new", openaiApiKey: "" });

    const refused = await post({ ...FORM, assemblyaiApiKey: "has a space" }, cookie);
    expect(refused.status).toBe(400);
    expect((await refused.json()).details).toEqual([
      "AssemblyAI API key: Must not contain spaces or special characters",
    ]);
  });
});

test("Test API Connection without JavaScript goes back to the tab with the results toast", async () => {
  const { cookie } = await signedInUser({ role: "admin" });
  await saveSettings({ assemblyaiApiKey: ASSEMBLYAI_TEST_KEY, openaiApiKey: "sk-wrong" }, null);
  const response = await post(
    { ...FORM, tab: "integrations", intent: "test-api", maxConcurrentSessions: "500" },
    cookie,
  );
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/admin/settings?tab=integrations");
  expect(await toastOf(response)).toMatchObject({
    title: "API Connection Test Results",
    type: "destructive",
    description:
      "AssemblyAI (speech-to-text): Connected, the key was accepted\nOpenAI (language model): The API key was rejected (HTTP 401)",
  });
  // Testing saves nothing.
  expect(await getSettings()).toEqual(
    defaultSettings({ assemblyaiApiKey: ASSEMBLYAI_TEST_KEY, openaiApiKey: "sk-wrong" }),
  );
});

describe("key sources (the Integrations and Statistics tabs)", () => {
  test("a key given only through the environment is reported as coming from there; a saved one wins", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const before = process.env.ASSEMBLYAI_API_KEY;
    process.env.ASSEMBLYAI_API_KEY = "environment-speech-key";
    forgetConfig();
    try {
      const fromEnvironment = await (await load("/admin/settings?tab=statistics", cookie)).json();
      expect(fromEnvironment.keySources.assemblyai).toBe("environment");
      expect(JSON.stringify(fromEnvironment)).not.toContain("environment-speech-key");
      await saveSettings({ assemblyaiApiKey: "saved-speech-key" }, null);
      const saved = await (await load("/admin/settings?tab=statistics", cookie)).json();
      expect(saved.keySources.assemblyai).toBe("settings");
    } finally {
      if (before === undefined) delete process.env.ASSEMBLYAI_API_KEY;
      else process.env.ASSEMBLYAI_API_KEY = before;
      forgetConfig();
    }
  });
});
