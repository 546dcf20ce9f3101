import { randomUUID } from "node:crypto";
import type pg from "pg";

/** Defaults (config.ts): a replica refreshes its leases every 15 s; a lease 45 s old belongs to a dead replica. */
export const HEARTBEAT_MS = 15_000;
export const LEASE_TTL_SECONDS = 45;
/** Any fixed number: serialises lease-taking across replicas so the count cannot race. */
const LEASE_LOCK_KEY = 7_240_519;

export type AcquireResult = { ok: true; id: string } | { ok: false; live: number };

/**
 * Live recordings, counted in PostgreSQL so `maxConcurrentSessions` holds however many sidecar replicas
 * run. Each stream holds a row; its replica refreshes it every HEARTBEAT_MS and deletes it at the end.
 */
export class StreamLeases {
  constructor(
    private readonly pool: pg.Pool,
    readonly replicaId: string = randomUUID(),
    private readonly ttlSeconds: number = LEASE_TTL_SECONDS,
  ) {}

  /** Takes a slot for a new stream, unless `limit` live streams already hold one. */
  async acquire(userId: number, limit: number): Promise<AcquireResult> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [LEASE_LOCK_KEY]);
      await client.query(`DELETE FROM stream_leases WHERE heartbeat_at < now() - make_interval(secs => $1)`, [
        this.ttlSeconds,
      ]);
      const { rows } = await client.query<{ live: string }>("SELECT count(*) AS live FROM stream_leases");
      const live = Number(rows[0].live);
      if (live >= limit) {
        await client.query("COMMIT");
        return { ok: false, live };
      }
      const id = randomUUID();
      await client.query("INSERT INTO stream_leases (id, user_id, replica_id) VALUES ($1, $2, $3)", [
        id,
        userId,
        this.replicaId,
      ]);
      await client.query("COMMIT");
      return { ok: true, id };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async release(id: string): Promise<void> {
    await this.pool.query("DELETE FROM stream_leases WHERE id = $1", [id]);
  }

  /**
   * Refreshes these leases and reports the ones whose user may no longer record: deactivated, or deleted
   * (deleting a user deletes their leases, so a missing lease means the same).
   */
  async heartbeat(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string; is_active: boolean }>(
      `UPDATE stream_leases l SET heartbeat_at = now() FROM users u
        WHERE l.id = ANY($1::uuid[]) AND u.id = l.user_id
       RETURNING l.id, u.is_active`,
      [ids],
    );
    const active = new Set(rows.filter((r) => r.is_active).map((r) => r.id));
    return new Set(ids.filter((id) => !active.has(id)));
  }
}
