import pg from "pg";
import type { Buffer } from "node:buffer";
import { type QueryRunner, type SessionOwner, touchSession } from "../contract/session-lookup.ts";
import type { SettingKey, SystemSettings } from "../contract/settings.ts";
import { readSettings } from "../contract/settings-store.ts";

export type { SessionOwner };

/** The system settings the sidecar acts on, and only those (it never reads the language-model key). */
const STREAM_SETTING_KEYS = [
  "sessionTimeoutMinutes",
  "sessionLifetimeHours",
  "assemblyaiApiKey",
  "maxConcurrentSessions",
  "maxStreamsPerUser",
  "maxSessionDuration",
  "systemMaintenance",
  "maintenanceMessage",
  "speechRegion",
  "enableGuestAccess",
  "requireConsent",
] as const satisfies ReadonlyArray<SettingKey>;

/** The settings a recording depends on, read and parsed as the app reads them (contract/settings-store.ts). */
export type StreamSettings = Pick<SystemSettings, (typeof STREAM_SETTING_KEYS)[number]>;

/**
 * Connections to PostgreSQL: recordings starting together each read the settings and their session while one
 * connection takes their leases (decision 031).
 */
const POOL_SIZE = 10;

/**
 * A user's current consultation and whether it holds the clinician's answer about consent, joined to `u` (users):
 * the patient agreed, or it is dictation alone (decision 060).
 */
const CURRENT_CONSULTATION = "consultations c ON c.id = u.current_consultation_id AND c.user_id = u.id";

/** The sidecar's view of the shared database: sessions, users and settings. */
export class SidecarDb {
  readonly pool: pg.Pool;
  private readonly run: QueryRunner;

  constructor(databaseUrl: string, private readonly encryptionKey: Buffer) {
    // Every connection is kept once opened (`min`): opening one costs a PostgreSQL backend and a SCRAM exchange,
    // several milliseconds on a busy machine, which a clinician pressing Start would otherwise wait for after a
    // quiet spell (decision 070).
    this.pool = new pg.Pool({
      connectionString: databaseUrl,
      max: POOL_SIZE,
      min: POOL_SIZE,
      idleTimeoutMillis: 10_000,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    this.pool.on("error", () => {});
    this.run = async (text, params) => (await this.pool.query(text, params)).rows;
  }

  /**
   * Opens the pool's connections and reads the settings once, ahead of the first recordings (decision 070): the
   * first burst then finds connections ready and a previous read to start its checks with. Best effort: a database
   * that is away now is connected to when it is needed.
   */
  async warm(): Promise<void> {
    const opened = await Promise.allSettled(Array.from({ length: POOL_SIZE }, () => this.pool.connect()));
    for (const result of opened) if (result.status === "fulfilled") result.value.release();
    await this.settings().catch(() => {});
  }

  /**
   * The live session's owner, sliding its expiry as the app does (a recording counts as activity), with the
   * app's own lookup (contract/session-lookup.ts). Null when there is no such session, it has expired, or it
   * is neither a user's nor a guest's.
   */
  async touchSession(
    sid: string,
    limits: { timeoutMinutes: number; lifetimeHours: number },
  ): Promise<SessionOwner | null> {
    return (await touchSession(this.run, sid, limits))?.owner ?? null;
  }

  /**
   * The settings as they are now. Read afresh for every new stream (and every heartbeat), never cached: an
   * admin who turns maintenance mode on, lowers a limit or turns guest access off is obeyed at once, on every
   * replica. Recordings that start while a read is on its way share that read (it began at most one round trip
   * before them), so a burst of them costs one query, not one each (decision 031).
   */
  async settings(): Promise<StreamSettings> {
    this.settingsRead ??= this.readSettings().finally(() => (this.settingsRead = null));
    return await this.settingsRead;
  }

  private settingsRead: Promise<StreamSettings> | null = null;

  /**
   * The settings the last read found, if any. Never a recording's answer: only a guess to start work with while
   * the fresh read is on its way, checked against it (open-checks.ts).
   */
  get previousSettings(): StreamSettings | null {
    return this.lastSettings;
  }

  private lastSettings: StreamSettings | null = null;

  private async readSettings(): Promise<StreamSettings> {
    const { rows } = await this.pool.query<{ key: string; value: string | null }>(
      `SELECT key, value FROM system_settings WHERE key = ANY($1)`,
      [STREAM_SETTING_KEYS],
    );
    const all = readSettings(rows, this.encryptionKey);
    const settings = Object.fromEntries(STREAM_SETTING_KEYS.map((key) => [key, all[key]])) as StreamSettings;
    this.lastSettings = settings;
    return settings;
  }

  /**
   * Whether the user's current consultation (the one the dictation screen records into) holds the clinician's
   * answer about consent: the patient agreed, or it is dictation alone (decision 060).
   */
  async currentConsultationConsented(userId: number): Promise<boolean> {
    const { rows } = await this.pool.query<{ consented: boolean }>(
      `SELECT c.consent IS NOT NULL AS consented FROM users u JOIN ${CURRENT_CONSULTATION} WHERE u.id = $1`,
      [userId],
    );
    return rows[0]?.consented === true;
  }

  /**
   * The same answer found from a session id, read while the session itself is being checked: the user the session
   * row names, and whether their current consultation holds consent. Null for a session without a user (a guest's,
   * or none). Only a user id the session check confirms may use it (open-checks.ts).
   */
  async sessionUserConsented(sid: string): Promise<{ userId: number; consented: boolean } | null> {
    const { rows } = await this.pool.query<{ user_id: number; consented: boolean }>(
      `SELECT u.id AS user_id, c.consent IS NOT NULL AS consented
         FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN ${CURRENT_CONSULTATION}
        WHERE s.sid = $1`,
      [sid],
    );
    return rows[0] ? { userId: rows[0].user_id, consented: rows[0].consented === true } : null;
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query("SELECT 1");
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
