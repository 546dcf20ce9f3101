import { QueryTypes } from "sequelize";
import { beforeEach, describe, expect, test } from "vitest";
import { getSettings } from "~/platform/settings.server.ts";
import { db } from "~/platform/db.server.ts";
import { MASKED_API_KEY } from "~/features/settings/validation.server.ts";
import { args, getRequest, jsonRequest, settle } from "../../tests/setup/requests.ts";
import { defaultSettings } from "../../tests/setup/settings.ts";
import { signedInUser } from "../../tests/setup/users.ts";
import { action, loader } from "./api.admin.settings.ts";
import { resetDatabase } from "../../tests/setup/reset.ts";

beforeEach(async () => {
  await resetDatabase();
});

/** The whole settings object, as GET gives it and PUT takes it. */
const FULL = defaultSettings();

const read = (cookie?: string) => settle(() => loader(args(getRequest("/api/admin/settings", { cookie }))));
const put = (body: unknown, cookie?: string, raw?: string) =>
  settle(() => action(args(jsonRequest("/api/admin/settings", body, { method: "PUT", cookie, raw }))));

async function storedValue(key: string): Promise<string> {
  const [row] = await db().query<{ value: string }>("SELECT value FROM system_settings WHERE key = $1", {
    bind: [key],
    type: QueryTypes.SELECT,
  });
  return row.value;
}

test("401 without a session, 403 for a non-admin; nothing changes", async () => {
  const { cookie } = await signedInUser();
  for (const [who, status] of [
    [undefined, 401],
    [cookie, 403],
  ] as const) {
    expect((await read(who)).status).toBe(status);
    expect((await put({ ...FULL, maxConcurrentSessions: 50 }, who)).status).toBe(status);
  }
  expect(await getSettings()).toEqual(FULL);
});

test("GET gives the whole settings object", async () => {
  const { cookie } = await signedInUser({ role: "admin" });
  const response = await read(cookie);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(FULL);
});

describe("PUT", () => {
  test("saves the full object and answers with it", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const changed = {
      ...FULL,
      maxConcurrentSessions: 42,
      enableGuestAccess: true,
      maintenanceMessage: "Upgrade tonight",
    };
    const response = await put(changed, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(changed);
    expect(await getSettings()).toMatchObject({ maxConcurrentSessions: 42, enableGuestAccess: true });
  });

  test.each([
    ["maxConcurrentSessions", 0, "Must be at least 1"],
    ["maxConcurrentSessions", 101, "Must be at most 100"],
    ["maxTranscriptionLength", 99, "Must be at least 100"],
    ["maxTranscriptionLength", 10001, "Must be at most 10000"],
    ["maxSessionDuration", 0, "Must be at least 1"],
    ["maxSessionDuration", 181, "Must be at most 180"],
    ["dataRetentionDays", 0, "Must be at least 1"],
    ["dataRetentionDays", 366, "Must be at most 365"],
    ["sessionTimeoutMinutes", 4, "Must be at least 5"],
    ["sessionTimeoutMinutes", 481, "Must be at most 480"],
  ])("%s = %i is a 400 with '%s' in details", async (field, value, message) => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await put({ ...FULL, [field]: value }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: `${field}: ${message}`, details: [`${field}: ${message}`] });
    expect(await getSettings()).toMatchObject({ [field]: FULL[field as keyof typeof FULL] });
  });

  test("every problem is listed in details", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { enableRegistration: _, ...missingSwitch } = FULL;
    const response = await put({ ...missingSwitch, maxConcurrentSessions: "12", dataRetentionDays: 1000 }, cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).details).toEqual([
      "maxConcurrentSessions: Must be a number",
      "dataRetentionDays: Must be at most 365",
      "enableRegistration: Must be true or false",
    ]);
  });

  test("broken JSON, no object and huge strings are 4xx", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    expect((await put(null, cookie, "{")).status).toBe(400);
    expect((await put([FULL], cookie)).status).toBe(400);
    expect((await put({ ...FULL, maintenanceMessage: "m".repeat(5000) }, cookie)).status).toBe(400);
    expect(
      (await put(null, cookie, JSON.stringify({ ...FULL, maintenanceMessage: "m".repeat(1_200_000) }))).status,
    ).toBe(413);
  });

  test("a saved key round-trips as ***configured***: the marker keeps it, '' clears it, a value replaces it", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    await put({ ...FULL, assemblyaiApiKey: "aai-secret-one", openaiApiKey: "sk-secret-two" }, cookie);

    const shown = await (await read(cookie)).json();
    expect(shown).toMatchObject({ assemblyaiApiKey: MASKED_API_KEY, openaiApiKey: MASKED_API_KEY });
    expect(JSON.stringify(shown)).not.toMatch(/secret/);
    expect(await storedValue("assemblyaiApiKey")).toMatch(/^v1:/);
    expect(await storedValue("openaiApiKey")).not.toContain("sk-secret-two");

    // Sending back what GET gave keeps both keys.
    const kept = await put({ ...shown, maxConcurrentSessions: 11 }, cookie);
    expect(await kept.json()).toMatchObject({ assemblyaiApiKey: MASKED_API_KEY, maxConcurrentSessions: 11 });
    expect(await getSettings()).toMatchObject({ assemblyaiApiKey: "aai-secret-one", openaiApiKey: "sk-secret-two" });

    // Leaving a key out keeps it too.
    const { openaiApiKey: _, ...withoutOpenai } = { ...shown, assemblyaiApiKey: "aai-secret-three" };
    await put(withoutOpenai, cookie);
    expect(await getSettings()).toMatchObject({ assemblyaiApiKey: "aai-secret-three", openaiApiKey: "sk-secret-two" });

    await put({ ...shown, openaiApiKey: "" }, cookie);
    expect((await getSettings()).openaiApiKey).toBe("");
    expect((await (await read(cookie)).json()).openaiApiKey).toBe("");
  });

  test("other methods are 405", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const response = await settle(() =>
      action(args(jsonRequest("/api/admin/settings", FULL, { method: "POST", cookie }))),
    );
    expect(response.status).toBe(405);
  });
});

describe("transcription region", () => {
  test("PUT keeps the region when left out, changes it when given, refuses anything else", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const current = await (await settle(() => loader(args(getRequest("/api/admin/settings", { cookie }))))).json();
    expect(current.speechRegion).toBe("default");
    const put = (body: unknown) =>
      settle(() => action(args(jsonRequest("/api/admin/settings", body, { method: "PUT", cookie }))));
    const { speechRegion: _, ...withoutRegion } = current;
    expect((await put(withoutRegion)).status).toBe(200);
    expect((await put({ ...current, speechRegion: "eu" })).status).toBe(200);
    expect(
      (await (await settle(() => loader(args(getRequest("/api/admin/settings", { cookie }))))).json()).speechRegion,
    ).toBe("eu");
    const bad = await put({ ...current, speechRegion: "mars" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).details).toEqual(["speechRegion: Must be default, eu or us"]);
    await put({ ...current, speechRegion: "default" });
  });
});

describe("recordings per account", () => {
  test("PUT keeps the per-account limit when left out (the spec's payload), changes it when given", async () => {
    const { cookie } = await signedInUser({ role: "admin" });
    const { maxStreamsPerUser: _, ...specPayload } = FULL;
    expect((await put({ ...FULL, maxStreamsPerUser: 4 }, cookie)).status).toBe(200);
    expect(await storedValue("maxStreamsPerUser")).toBe("4");
    const kept = await put({ ...specPayload, maxConcurrentSessions: 20 }, cookie);
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ maxStreamsPerUser: 4, maxConcurrentSessions: 20 });
    const bad = await put({ ...FULL, maxStreamsPerUser: 0 }, cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).details).toEqual(["maxStreamsPerUser: Must be at least 1"]);
  });
});
