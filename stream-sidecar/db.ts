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

/** The sidecar's view of the shared database: sessions, users and settings. */
export class SidecarDb {
  readonly pool: pg.Pool;
  private readonly run: QueryRunner;

  constructor(databaseUrl: string, private readonly encryptionKey: Buffer) {
    // Ten: recordings starting together each read the settings and their session while one connection takes
    // their leases (decision 031).
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 10_000 });
    // An idle client losing its connection (database restart) must not crash the process.
    this.pool.on("error", () => {});
    this.run = async (text, params) => (await this.pool.query(text, params)).rows;
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

  private async readSettings(): Promise<StreamSettings> {
    const { rows } = await this.pool.query<{ key: string; value: string | null }>(
      `SELECT key, value FROM system_settings WHERE key = ANY($1)`,
      [STREAM_SETTING_KEYS],
    );
    const all = readSettings(rows, this.encryptionKey);
    return Object.fromEntries(STREAM_SETTING_KEYS.map((key) => [key, all[key]])) as StreamSettings;
  }

  /**
   * Whether the user's current consultation (the one the dictation screen records into) holds the clinician's
   * answer about consent: the patient agreed, or it is dictation alone (decision 060).
   */
  async currentConsultationConsented(userId: number): Promise<boolean> {
    const { rows } = await this.pool.query<{ consented: boolean }>(
      `SELECT c.consent IS NOT NULL AS consented FROM users u
         JOIN consultations c ON c.id = u.current_consultation_id AND c.user_id = u.id
        WHERE u.id = $1`,
      [userId],
    );
    return rows[0]?.consented === true;
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
