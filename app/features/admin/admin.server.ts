import OpenAI, { APIConnectionTimeoutError, APIConnectionError, APIError } from "openai";
import { QueryTypes } from "sequelize";
import type { CreateUserInput } from "~/features/admin/create-user-schema.ts";
import {
  getLanguageModelKey,
  getSettings,
  getSpeechToTextKey,
  saveSettings,
  type SystemSettings,
} from "~/platform/settings.server.ts";
import { createLocalUser, toPublicUser, type PublicUser } from "~/platform/users.server.ts";
import { db, User } from "~/platform/db.server.ts";
import { getEnv } from "~/platform/config.server.ts";
import { endUserSessions } from "~/platform/session.server.ts";
import { audit } from "~/platform/audit.server.ts";
import { API_KEY_SETTINGS, MASKED_API_KEY, type SettingsInput } from "~/features/settings/validation.ts";
import type { ApiTestResults, ProviderTestResult, Statistics } from "~/features/admin/admin-api.ts";

/**
 * The administrator's services (spec §2 "Admin", §6, §7 /api/admin/*): user management, system settings,
 * statistics and the provider connection test. The admin pages and the JSON API both call these; the callers
 * check the role (requireAdmin) first.
 */

/** An expected refusal: the caller turns it into a 4xx with this message. */
export class AdminActionError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = "AdminActionError";
  }
}

export const USER_NOT_FOUND = "User not found";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account. Ask another administrator to do it.";
export const CANNOT_DELETE_SELF = "You cannot delete your own account from User Management. Ask another administrator to do it.";

// ---------------------------------------------------------------------------------------------------------
// Users

/** A user as the admin list shows them: the public fields plus recording time in the last 30 days. */
export type AdminUser = PublicUser & { recordingTime30Days: number };

async function recordingSecondsLast30Days(userId?: number): Promise<Map<number, number>> {
  const rows = await db().query<{ userId: number; seconds: string }>(
    `SELECT user_id AS "userId", sum(duration_seconds)::bigint AS seconds
       FROM recording_sessions
      WHERE created_at >= now() - interval '30 days' AND ($1::integer IS NULL OR user_id = $1)
      GROUP BY user_id`,
    { bind: [userId ?? null], type: QueryTypes.SELECT },
  );
  return new Map(rows.map((row) => [row.userId, Number(row.seconds)]));
}

/** Every user, newest first. */
export async function listUsers(): Promise<AdminUser[]> {
  db();
  const [users, seconds] = await Promise.all([
    User.findAll({ order: [["createdAt", "DESC"], ["id", "DESC"]] }),
    recordingSecondsLast30Days(),
  ]);
  return users.map((user) => ({ ...toPublicUser(user), recordingTime30Days: seconds.get(user.id) ?? 0 }));
}

async function adminUser(user: User): Promise<AdminUser> {
  const seconds = await recordingSecondsLast30Days(user.id);
  return { ...toPublicUser(user), recordingTime30Days: seconds.get(user.id) ?? 0 };
}

/** Creates a local account with the role given. Throws EmailTakenError when the email is in use. */
export async function createUser(input: CreateUserInput, actor?: { id: number }): Promise<AdminUser> {
  const user = await createLocalUser(input);
  await audit(null, "admin.user-created", { actorId: actor?.id, targetId: user.id, email: user.email, details: { role: user.role } });
  return { ...toPublicUser(user), recordingTime30Days: 0 };
}

/**
 * Turns an account on or off. Deactivating ends all the user's sessions at once (the sidecar and the app both
 * check the flag too). An administrator cannot deactivate their own account.
 */
export async function setUserActive(actor: { id: number }, userId: number, isActive: boolean): Promise<AdminUser> {
  if (userId === actor.id && !isActive) throw new AdminActionError(400, CANNOT_DEACTIVATE_SELF);
  db();
  const [updated] = await User.update({ isActive }, { where: { id: userId } });
  if (updated === 0) throw new AdminActionError(404, USER_NOT_FOUND);
  if (!isActive) await endUserSessions(userId);
  const user = await User.findByPk(userId);
  if (!user) throw new AdminActionError(404, USER_NOT_FOUND);
  await audit(null, isActive ? "admin.user-activated" : "admin.user-deactivated", {
    actorId: actor.id,
    targetId: userId,
    email: user.email,
  });
  return adminUser(user);
}

/**
 * Deletes an account. The database cascades to the user's sessions, transcripts, recording sessions and reset
 * tokens. An administrator cannot delete their own account here.
 */
export async function deleteUser(actor: { id: number }, userId: number): Promise<void> {
  if (userId === actor.id) throw new AdminActionError(400, CANNOT_DELETE_SELF);
  db();
  const user = await User.findByPk(userId);
  const deleted = await User.destroy({ where: { id: userId } });
  if (deleted === 0) throw new AdminActionError(404, USER_NOT_FOUND);
  await audit(null, "admin.user-deleted", { actorId: actor.id, targetId: userId, email: user?.email });
}

export { parseUserId } from "~/features/admin/user-id.ts";

// ---------------------------------------------------------------------------------------------------------
// Settings

export type KeySource = "settings" | "environment" | "none";

/** The settings as the browser may see them: a saved provider key is replaced by the masked marker. */
export function maskSettings(settings: SystemSettings): SystemSettings {
  return {
    ...settings,
    assemblyaiApiKey: settings.assemblyaiApiKey ? MASKED_API_KEY : "",
    openaiApiKey: settings.openaiApiKey ? MASKED_API_KEY : "",
  };
}

export async function getAdminSettings(): Promise<SystemSettings> {
  return maskSettings(await getSettings());
}

/** Where each provider's key comes from (a saved key wins over the environment's), for the Integrations tab. */
export async function getKeySources(): Promise<{ assemblyai: KeySource; openai: KeySource }> {
  const settings = await getSettings();
  const env = getEnv();
  const source = (saved: string, fromEnv: string | undefined): KeySource =>
    saved ? "settings" : fromEnv ? "environment" : "none";
  return {
    assemblyai: source(settings.assemblyaiApiKey, env.ASSEMBLYAI_API_KEY),
    openai: source(settings.openaiApiKey, env.OPENAI_API_KEY),
  };
}

/**
 * Saves a validated settings object. For each provider key: the masked marker (or no value) keeps the saved
 * key, '' clears it, anything else replaces it. Returns the settings as the browser may see them.
 */
export async function updateSettings(actor: { id: number }, input: SettingsInput): Promise<SystemSettings> {
  const changes: Partial<SystemSettings> = { ...input };
  for (const key of API_KEY_SETTINGS) {
    const value = input[key];
    if (value === undefined || value === MASKED_API_KEY) delete changes[key];
  }
  await saveSettings(changes, actor.id);
  // Which settings, never their values (a key is a secret).
  await audit(null, "admin.settings-changed", { actorId: actor.id, details: { keys: Object.keys(changes) } });
  return getAdminSettings();
}

// ---------------------------------------------------------------------------------------------------------
// Statistics

export type AdminStatistics = Statistics;

/**
 * Live recordings right now, across every sidecar replica: one `stream_leases` row per open stream, refreshed
 * by its replica's heartbeat. A lease no longer refreshed belongs to a replica that died and is not counted.
 */
async function countActiveSessions(): Promise<number> {
  const [{ count }] = await db().query<{ count: string }>(
    "SELECT count(*) AS count FROM stream_leases WHERE heartbeat_at > now() - interval '45 seconds'",
    { type: QueryTypes.SELECT },
  );
  return Number(count);
}

export async function getStatistics(): Promise<AdminStatistics> {
  const [[row], activeSessions] = await Promise.all([
    db().query<Record<Exclude<keyof AdminStatistics, "activeSessions">, string>>(
      `SELECT
         (SELECT count(*) FROM users) AS "totalUsers",
         (SELECT count(*) FROM users WHERE is_active) AS "activeUsers",
         (SELECT count(*) FROM transcripts) AS "totalTranscripts",
         (SELECT coalesce(sum(recording_time_seconds), 0) FROM users) AS "totalRecordingTime",
         (SELECT count(*) FROM users WHERE created_at >= now() - interval '24 hours') AS "newUsers24h",
         (SELECT count(*) FROM transcripts WHERE created_at >= now() - interval '24 hours') AS "transcripts24h",
         (SELECT coalesce(sum(duration_seconds), 0) FROM recording_sessions
           WHERE created_at >= now() - interval '24 hours') AS "recordingTime24h",
         (SELECT count(DISTINCT user_id) FROM transcripts) AS "usersWithData"`,
      { type: QueryTypes.SELECT },
    ),
    countActiveSessions(),
  ]);
  return {
    totalUsers: Number(row.totalUsers),
    activeUsers: Number(row.activeUsers),
    totalTranscripts: Number(row.totalTranscripts),
    totalRecordingTime: Number(row.totalRecordingTime),
    activeSessions,
    newUsers24h: Number(row.newUsers24h),
    transcripts24h: Number(row.transcripts24h),
    recordingTime24h: Number(row.recordingTime24h),
    usersWithData: Number(row.usersWithData),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Provider connection test (POST /api/admin/test-api)


const TEST_TIMEOUT_MS = 10_000;
export const NOT_CONFIGURED = "Not configured";

/** `wss://host/v3/ws` → `https://host/v3/token?expires_in_seconds=60` (ws → http). */
export function speechToTextTokenUrl(streamingUrl: string): string {
  const url = new URL(streamingUrl);
  const protocol = url.protocol === "ws:" ? "http:" : url.protocol === "wss:" ? "https:" : url.protocol;
  return `${protocol}//${url.host}/v3/token?expires_in_seconds=60`;
}

function rejectedKeyMessage(status: number): string | null {
  if (status === 401) return "The API key was rejected (HTTP 401)";
  if (status === 403) return "The API key is not allowed to do this (HTTP 403)";
  return null;
}

/**
 * Asks the speech-to-text provider for a 60-second streaming token with the key (raw, no Bearer). Messages
 * never contain the key or the provider's response text (which can echo part of it).
 */
export async function testSpeechToText(key: string | undefined): Promise<ProviderTestResult> {
  if (!key) return { status: "error", message: NOT_CONFIGURED };
  try {
    const response = await fetch(speechToTextTokenUrl(getEnv().ASSEMBLYAI_STREAMING_URL), {
      headers: { Authorization: key },
      redirect: "error",
      signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
    });
    // Read (and drop) the small body so the connection is released; its text is never passed on.
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { status: "success", message: "Connected, the key was accepted" };
    return {
      status: "error",
      message: rejectedKeyMessage(response.status) ?? `Unexpected response from the service (HTTP ${response.status})`,
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      return { status: "error", message: "The service did not answer within 10 seconds" };
    }
    return { status: "error", message: "Could not reach the speech-to-text service" };
  }
}

/** Lists the language-model provider's models with the key (OPENAI_BASE_URL honoured). */
export async function testLanguageModel(key: string | undefined): Promise<ProviderTestResult> {
  if (!key) return { status: "error", message: NOT_CONFIGURED };
  const client = new OpenAI({
    apiKey: key,
    baseURL: getEnv().OPENAI_BASE_URL || undefined,
    timeout: TEST_TIMEOUT_MS,
    maxRetries: 0,
  });
  try {
    await client.models.list();
    return { status: "success", message: "Connected, the key was accepted" };
  } catch (error) {
    if (error instanceof APIConnectionTimeoutError) {
      return { status: "error", message: "The service did not answer within 10 seconds" };
    }
    if (error instanceof APIConnectionError) {
      return { status: "error", message: "Could not reach the language-model service" };
    }
    if (error instanceof APIError && typeof error.status === "number") {
      return {
        status: "error",
        message: rejectedKeyMessage(error.status) ?? `Unexpected response from the service (HTTP ${error.status})`,
      };
    }
    return { status: "error", message: "The connection test failed" };
  }
}

/** Tests both providers with the keys in use (saved setting, else the environment's). */
export async function testApiConnections(): Promise<ApiTestResults> {
  const [assemblyaiKey, openaiKey] = await Promise.all([getSpeechToTextKey(), getLanguageModelKey()]);
  const [assemblyai, openai] = await Promise.all([testSpeechToText(assemblyaiKey), testLanguageModel(openaiKey)]);
  return { assemblyai, openai };
}
