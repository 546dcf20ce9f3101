import { setupServer } from "msw/node";
import { QueryTypes } from "sequelize";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { saveSettings, getSettings } from "~/platform/settings.server.ts";
import { createLocalUser } from "~/platform/users.server.ts";
import { db, Transcript, User } from "~/platform/db.server.ts";
import { MASKED_API_KEY, SettingsSchema } from "~/features/settings/validation.ts";
import { ASSEMBLYAI_TEST_KEY, assemblyaiHandlers, assemblyaiUnreachable } from "../../../tests/mocks/assemblyai.ts";
import { OPENAI_TEST_KEY, openaiHandlers, openaiOutage } from "../../../tests/mocks/openai.ts";
import { signedInUser } from "../../../tests/setup/users.ts";
import {
  AdminActionError,
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DELETE_SELF,
  createUser,
  deleteUser,
  getAdminSettings,
  getStatistics,
  listUsers,
  NOT_CONFIGURED,
  parseUserId,
  setUserActive,
  speechToTextTokenUrl,
  testApiConnections,
  testLanguageModel,
  testSpeechToText,
  updateSettings,
  USER_NOT_FOUND,
} from "./admin.server.ts";

const server = setupServer(...assemblyaiHandlers(), ...openaiHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BASE_SETTINGS = SettingsSchema.parse({
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
});

beforeEach(async () => {
  await db().query("DELETE FROM users");
  await saveSettings({ ...BASE_SETTINGS, assemblyaiApiKey: "", openaiApiKey: "" }, null);
});

async function rows<T extends object = Record<string, unknown>>(sql: string, bind: unknown[] = []): Promise<T[]> {
  return db().query<T>(sql, { bind, type: QueryTypes.SELECT });
}

async function anotherUser(email = `someone-${Date.now()}-${Math.random()}@practice.nhs.uk`) {
  return createLocalUser({ email, password: "a good password", firstName: "Ada", lastName: "Lovelace" });
}

async function expectRefusal(run: Promise<unknown>, status: number, message: string) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AdminActionError);
  expect((error as AdminActionError).status).toBe(status);
  expect((error as AdminActionError).message).toBe(message);
}

describe("users", () => {
  test("the list has every user, newest first, with only the last 30 days of recording time", async () => {
    const older = await anotherUser("older@practice.nhs.uk");
    await db().query("UPDATE users SET created_at = now() - interval '2 days' WHERE id = $1", { bind: [older.id] });
    const newer = await anotherUser("newer@practice.nhs.uk");
    await db().query(
      `INSERT INTO recording_sessions (user_id, duration_seconds, created_at) VALUES
         ($1, 120, now() - interval '1 day'), ($1, 30, now() - interval '29 days'), ($1, 999, now() - interval '31 days')`,
      { bind: [older.id] },
    );
    const users = await listUsers();
    expect(users.map((u) => u.email)).toEqual(["newer@practice.nhs.uk", "older@practice.nhs.uk"]);
    expect(users[0]).toMatchObject({ id: newer.id, recordingTime30Days: 0, isActive: true, role: "user" });
    expect(users[1].recordingTime30Days).toBe(150);
    // Plain objects, no password hash.
    expect(users[1]).not.toHaveProperty("password");
    expect(JSON.parse(JSON.stringify(users[1]))).toEqual(users[1]);
  });

  test("creates a verified local account with the role given", async () => {
    const created = await createUser({
      firstName: "Mary",
      lastName: "Seacole",
      email: "mary.seacole@practice.nhs.uk",
      password: "a long password",
      role: "admin",
    });
    expect(created).toMatchObject({ role: "admin", isActive: true, recordingTime30Days: 0 });
    const stored = await User.findByPk(created.id);
    expect(stored?.password).toMatch(/^\$argon2id\$/);
  });

  test("deactivating ends every session of that user; reactivating turns the account back on", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    await signedInUser(); // someone else's session is left alone
    const before = await rows<{ n: string }>("SELECT count(*) AS n FROM sessions WHERE user_id = $1", [user.id]);
    expect(Number(before[0].n)).toBe(1);

    const updated = await setUserActive(admin, user.id, false);
    expect(updated.isActive).toBe(false);
    expect(await rows("SELECT sid FROM sessions WHERE user_id = $1", [user.id])).toEqual([]);
    expect(await rows("SELECT sid FROM sessions")).toHaveLength(2);

    expect((await setUserActive(admin, user.id, true)).isActive).toBe(true);
    expect((await User.findByPk(user.id))?.isActive).toBe(true);
  });

  test("an admin cannot deactivate their own account, and unknown users are 404", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    await expectRefusal(setUserActive(admin, admin.id, false), 400, CANNOT_DEACTIVATE_SELF);
    expect((await User.findByPk(admin.id))?.isActive).toBe(true);
    await expectRefusal(setUserActive(admin, admin.id + 1000, false), 404, USER_NOT_FOUND);
  });

  test("deleting a user removes their sessions, transcripts, recordings and reset tokens", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const { user } = await signedInUser();
    await Transcript.create({ userId: user.id, content: "Patient reports a dry cough." });
    await db().query("INSERT INTO recording_sessions (user_id, duration_seconds) VALUES ($1, 60)", { bind: [user.id] });
    await db().query(
      "INSERT INTO password_reset_tokens (user_id, token, expires_at) VALUES ($1, 'reset-token', now() + interval '1 hour')",
      { bind: [user.id] },
    );

    await deleteUser(admin, user.id);

    expect(await User.findByPk(user.id)).toBeNull();
    for (const table of ["sessions", "transcripts", "recording_sessions", "password_reset_tokens"]) {
      expect(await rows(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id])).toEqual([]);
    }
    expect(await User.findByPk(admin.id)).not.toBeNull();
  });

  test("an admin cannot delete their own account; deleting twice is a 404", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const user = await anotherUser();
    await expectRefusal(deleteUser(admin, admin.id), 400, CANNOT_DELETE_SELF);
    await deleteUser(admin, user.id);
    await expectRefusal(deleteUser(admin, user.id), 404, USER_NOT_FOUND);
  });

  test.each([
    ["12", 12],
    ["1", 1],
    ["2147483647", 2147483647],
    ["0", null],
    ["2147483648", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    ["", null],
    [" 7", null],
    [undefined, null],
  ])("parseUserId(%j) is %j", (input, expected) => {
    expect(parseUserId(input)).toBe(expected);
  });
});

describe("settings", () => {
  test("a saved key is shown only as the masked marker, kept by the marker, replaced, and cleared", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    await updateSettings(admin, { ...BASE_SETTINGS, assemblyaiApiKey: "aai-first-key", openaiApiKey: "" });
    expect(await getAdminSettings()).toMatchObject({ assemblyaiApiKey: MASKED_API_KEY, openaiApiKey: "" });

    const [stored] = await rows<{ value: string; updated_by: number }>(
      "SELECT value, updated_by FROM system_settings WHERE key = 'assemblyaiApiKey'",
    );
    expect(stored.value).toMatch(/^v1:/);
    expect(stored.value).not.toContain("aai-first-key");
    expect(stored.updated_by).toBe(admin.id);

    // The marker (or leaving the field out) keeps the saved key.
    const shown = await updateSettings(admin, { ...BASE_SETTINGS, maxConcurrentSessions: 20, assemblyaiApiKey: MASKED_API_KEY });
    expect(shown.assemblyaiApiKey).toBe(MASKED_API_KEY);
    await updateSettings(admin, { ...BASE_SETTINGS });
    expect((await getSettings()).assemblyaiApiKey).toBe("aai-first-key");

    await updateSettings(admin, { ...BASE_SETTINGS, assemblyaiApiKey: "aai-second-key" });
    expect((await getSettings()).assemblyaiApiKey).toBe("aai-second-key");

    await updateSettings(admin, { ...BASE_SETTINGS, assemblyaiApiKey: "" });
    expect((await getSettings()).assemblyaiApiKey).toBe("");
    expect((await getAdminSettings()).assemblyaiApiKey).toBe("");
  });

  test("every other field is saved as given", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    const changed = {
      ...BASE_SETTINGS,
      maxConcurrentSessions: 100,
      enableRegistration: false,
      enableGuestAccess: true,
      maxTranscriptionLength: 100,
      maxSessionDuration: 180,
      dataRetentionDays: 1,
      requireEmailVerification: true,
      enableAuditLogging: false,
      sessionTimeoutMinutes: 5,
      systemMaintenance: true,
      maintenanceMessage: "Back at 6pm",
    };
    const shown = await updateSettings(admin, changed);
    expect(shown).toEqual({ ...changed, assemblyaiApiKey: "", openaiApiKey: "", speechRegion: "default" });
    expect(await getSettings()).toEqual({ ...changed, assemblyaiApiKey: "", openaiApiKey: "", speechRegion: "default" });
  });
});

describe("statistics", () => {
  test("counts users, transcripts, recording time, the last 24 hours and users with data", async () => {
    const { user: a } = await signedInUser();
    const { user: b } = await signedInUser();
    const c = await anotherUser();
    await db().query("UPDATE users SET created_at = now() - interval '3 days', is_active = false WHERE id = $1", {
      bind: [c.id],
    });
    await db().query("UPDATE users SET recording_time_seconds = $2 WHERE id = $1", { bind: [a.id, 3000] });
    await db().query("UPDATE users SET recording_time_seconds = $2 WHERE id = $1", { bind: [c.id, 600] });
    await db().query(
      `INSERT INTO recording_sessions (user_id, duration_seconds, created_at) VALUES
         ($1, 100, now() - interval '1 hour'), ($1, 50, now() - interval '23 hours'), ($2, 400, now() - interval '2 days')`,
      { bind: [a.id, c.id] },
    );
    await Transcript.create({ userId: a.id, content: "one" });
    await Transcript.create({ userId: a.id, content: "two" });
    const old = await Transcript.create({ userId: c.id, content: "three" });
    await db().query("UPDATE transcripts SET created_at = now() - interval '2 days' WHERE id = $1", { bind: [old.id] });

    const statistics = await getStatistics();
    expect(statistics).toEqual({
      totalUsers: 3,
      activeUsers: 2,
      totalTranscripts: 3,
      totalRecordingTime: 3600,
      activeSessions: expect.any(Number),
      newUsers24h: 2,
      transcripts24h: 2,
      recordingTime24h: 150,
      usersWithData: 2,
    });
    expect(b.id).toBeGreaterThan(0);
  });

  test("active sessions: per-stream leases once the sidecar keeps them, else unexpired signed-in sessions", async () => {
    await signedInUser();
    await signedInUser();
    const { user } = await signedInUser();
    await db().query("UPDATE sessions SET expire = now() - interval '1 minute' WHERE user_id = $1", { bind: [user.id] });
    await db().query(
      `INSERT INTO sessions (sid, sess, expire, user_id) VALUES ('anonymous', '{}', now() + interval '1 hour', NULL)`,
    );
    const [{ exists }] = await rows<{ exists: boolean }>(`SELECT to_regclass('stream_leases') IS NOT NULL AS "exists"`);
    if (exists) {
      // The sidecar's migration has landed: its rows are the live recordings.
      const [{ n }] = await rows<{ n: string }>("SELECT count(*) AS n FROM stream_leases");
      expect((await getStatistics()).activeSessions).toBe(Number(n));
      return;
    }
    expect((await getStatistics()).activeSessions).toBe(2);

    await db().query("CREATE TABLE stream_leases (id integer PRIMARY KEY)");
    try {
      await db().query("INSERT INTO stream_leases (id) VALUES (1), (2), (3)");
      expect((await getStatistics()).activeSessions).toBe(3);
    } finally {
      await db().query("DROP TABLE stream_leases");
    }
  });
});

describe("provider connection test", () => {
  test.each([
    ["wss://streaming.assemblyai.com/v3/ws", "https://streaming.assemblyai.com/v3/token?expires_in_seconds=60"],
    ["ws://127.0.0.1:3211/v3/ws", "http://127.0.0.1:3211/v3/token?expires_in_seconds=60"],
    ["wss://eu.example.org:8443/v3/ws?x=1", "https://eu.example.org:8443/v3/token?expires_in_seconds=60"],
  ])("the token URL for %s is %s", (streaming, token) => {
    expect(speechToTextTokenUrl(streaming)).toBe(token);
  });

  test("the speech-to-text key goes raw in Authorization (no Bearer) to the token endpoint", async () => {
    const seen: Array<{ url: string; auth: string | null }> = [];
    server.events.on("request:start", ({ request }) => {
      seen.push({ url: request.url, auth: request.headers.get("authorization") });
    });
    try {
      expect(await testSpeechToText(ASSEMBLYAI_TEST_KEY)).toEqual({
        status: "success",
        message: "Connected, the key was accepted",
      });
    } finally {
      server.events.removeAllListeners();
    }
    expect(seen).toEqual([
      { url: "https://streaming.assemblyai.com/v3/token?expires_in_seconds=60", auth: ASSEMBLYAI_TEST_KEY },
    ]);
  });

  test("a rejected key is an error that names the status, never the key", async () => {
    const stt = await testSpeechToText("aai-wrong-key-xyz");
    expect(stt).toEqual({ status: "error", message: "The API key was rejected (HTTP 401)" });
    const llm = await testLanguageModel("sk-wrong-key-abcdef");
    expect(llm).toEqual({ status: "error", message: "The API key was rejected (HTTP 401)" });
    expect(JSON.stringify([stt, llm])).not.toMatch(/wrong|xyz|abcdef|sk-/);
  });

  test("a missing key is 'Not configured' and nothing is called", async () => {
    const seen: string[] = [];
    server.events.on("request:start", ({ request }) => seen.push(request.url));
    try {
      expect(await testSpeechToText(undefined)).toEqual({ status: "error", message: NOT_CONFIGURED });
      expect(await testLanguageModel("")).toEqual({ status: "error", message: NOT_CONFIGURED });
    } finally {
      server.events.removeAllListeners();
    }
    expect(seen).toEqual([]);
  });

  test("an unreachable service or an outage is an error with a readable message", async () => {
    server.use(...assemblyaiUnreachable, ...openaiOutage);
    expect(await testSpeechToText(ASSEMBLYAI_TEST_KEY)).toEqual({
      status: "error",
      message: "Could not reach the speech-to-text service",
    });
    expect(await testLanguageModel(OPENAI_TEST_KEY)).toEqual({
      status: "error",
      message: "Unexpected response from the service (HTTP 500)",
    });
  });

  test("the language model is tested by listing models with the key as a Bearer token", async () => {
    expect(await testLanguageModel(OPENAI_TEST_KEY)).toEqual({ status: "success", message: "Connected, the key was accepted" });
  });

  test("both providers are tested with the saved keys", async () => {
    const { user: admin } = await signedInUser({ role: "admin" });
    await updateSettings(admin, { ...BASE_SETTINGS, assemblyaiApiKey: ASSEMBLYAI_TEST_KEY, openaiApiKey: OPENAI_TEST_KEY });
    expect(await testApiConnections()).toEqual({
      assemblyai: { status: "success", message: "Connected, the key was accepted" },
      openai: { status: "success", message: "Connected, the key was accepted" },
    });
  });
});
