import pg from "pg";
import type { Buffer } from "node:buffer";
import { decryptSetting } from "./crypto.ts";

/** The system settings the sidecar acts on (spec §3 "System settings form fields"). */
export type StreamSettings = {
  sessionTimeoutMinutes: number;
  speechKey: string;
  maxConcurrentSessions: number;
  maxSessionDuration: number;
  systemMaintenance: boolean;
  maintenanceMessage: string;
  speechRegion: "default" | "eu" | "us";
  enableGuestAccess: boolean;
};

/** Who a live session belongs to: a user, or a guest (a session the app started with no user). */
export type SessionOwner = { kind: "user"; userId: number; isActive: boolean } | { kind: "guest" };

/** The sidecar's view of the shared database: sessions, users and settings. */
export class SidecarDb {
  readonly pool: pg.Pool;

  constructor(databaseUrl: string, private readonly encryptionKey: Buffer) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 5, idleTimeoutMillis: 10_000 });
    // An idle client losing its connection (database restart) must not crash the process.
    this.pool.on("error", () => {});
  }

  /**
   * The live session's owner, sliding its expiry as the app does (a recording counts as activity).
   * Null when there is no such session, it has expired, or it is neither a user's nor a guest's.
   */
  async touchSession(sid: string, sessionTimeoutMinutes: number): Promise<SessionOwner | null> {
    const result = await this.pool.query<
      { user_id: number | null; guest: boolean; is_active: boolean | null }
    >(
      `UPDATE sessions s SET expire = now() + make_interval(mins => $2)
        WHERE s.sid = $1 AND s.expire > now()
       RETURNING s.user_id, coalesce(s.sess ->> 'guest' = 'true', false) AS guest,
                 (SELECT u.is_active FROM users u WHERE u.id = s.user_id) AS is_active`,
      [sid, sessionTimeoutMinutes],
    );
    const row = result.rows[0];
    if (!row) return null;
    if (row.user_id !== null) return { kind: "user", userId: row.user_id, isActive: row.is_active === true };
    return row.guest ? { kind: "guest" } : null;
  }

  /**
   * The settings as they are now. Read afresh for every new stream (and every heartbeat), never cached: an
   * admin who turns maintenance mode on, lowers a limit or turns guest access off is obeyed at once, on every
   * replica. One small indexed query per recording started is nothing next to the recording itself.
   */
  async settings(): Promise<StreamSettings> {
    const { rows } = await this.pool.query<{ key: string; value: string | null }>(
      `SELECT key, value FROM system_settings WHERE key = ANY($1)`,
      [[
        "sessionTimeoutMinutes",
        "assemblyaiApiKey",
        "maxConcurrentSessions",
        "maxSessionDuration",
        "systemMaintenance",
        "maintenanceMessage",
        "speechRegion",
        "enableGuestAccess",
      ]],
    );
    const byKey = new Map(rows.map((r) => [r.key, r.value ?? ""]));
    const num = (key: string, fallback: number) => {
      const n = Number(byKey.get(key));
      return byKey.has(key) && Number.isFinite(n) && n > 0 ? n : fallback;
    };
    return {
      sessionTimeoutMinutes: num("sessionTimeoutMinutes", 120),
      speechKey: decryptSetting(byKey.get("assemblyaiApiKey") ?? "", this.encryptionKey) ?? "",
      maxConcurrentSessions: num("maxConcurrentSessions", 10),
      maxSessionDuration: num("maxSessionDuration", 60),
      systemMaintenance: byKey.get("systemMaintenance") === "true",
      maintenanceMessage: byKey.get("maintenanceMessage") ?? "",
      speechRegion: (["eu", "us"] as const).find((r) => r === byKey.get("speechRegion")) ?? "default",
      enableGuestAccess: byKey.get("enableGuestAccess") === "true",
    };
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
