import { randomUUID } from "node:crypto";
import type pg from "pg";
import { slidingExpiry } from "../contract/session-lookup.ts";
import { LEASE_TTL_SECONDS, liveLease } from "../contract/stream-leases.ts";

/** Any fixed number: serialises lease-taking across replicas so the count cannot race. */
const LEASE_LOCK_KEY = 7_240_519;

/**
 * A slot, or why not: the practice's limit (`live` streams in all), or the holder's own account already
 * running `running` streams (its per-account limit).
 */
export type AcquireResult =
  | { ok: true; id: string }
  | { ok: false; limit: "practice"; live: number }
  | { ok: false; limit: "guests"; live: number }
  | { ok: false; limit: "account"; running: number };

/**
 * How many live streams may hold a slot: in the whole practice, per account, and by guests together (their share:
 * contract/stream-leases.ts `guestSlots`).
 */
export type StreamLimits = { practice: number; perAccount: number; guests: number };

/** Who holds a lease: the session that opened the stream, and its user (null for a guest). */
export type LeaseHolder = { sessionId: string; userId: number | null };

/**
 * Why a running stream may not go on: its user was deactivated or deleted; its session ended (signed out
 * elsewhere, a password change, expiry); or it is a guest's and guest access has been turned off.
 */
export type Revocation = "inactive" | "signed-out" | "guest-access-off";

/**
 * Live recordings, counted in PostgreSQL so `maxConcurrentSessions` and `maxStreamsPerUser` hold however many
 * sidecar replicas run. Each stream holds a row; its replica refreshes it every heartbeat and deletes it at the end; a row not
 * refreshed for the lease TTL (contract/stream-leases.ts) is a dead replica's and frees its slot.
 */
export class StreamLeases {
  constructor(
    private readonly pool: pg.Pool,
    readonly replicaId: string = randomUUID(),
    private readonly ttlSeconds: number = LEASE_TTL_SECONDS.default,
  ) {}

  /**
   * Takes a slot for a new stream, unless `limits.practice` live streams (users' and guests' alike) already
   * hold one, the holder's account already holds `limits.perAccount` (a user's by user id, wherever they
   * are signed in; a guest's by their guest session), or the holder is a guest and guests already hold their
   * share (`limits.guests`). Both are counted under one lock shared by every replica,
   * so neither can be overrun by recordings starting at once.
   */
  async acquire(holder: LeaseHolder, limits: StreamLimits): Promise<AcquireResult> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [LEASE_LOCK_KEY]);
      await client.query(`DELETE FROM stream_leases WHERE NOT (${liveLease(1)})`, [this.ttlSeconds]);
      const { rows } = await client.query<{ live: string; mine: string; guests: string }>(
        `SELECT count(*) AS live,
                count(*) FILTER (WHERE CASE WHEN $1::integer IS NULL THEN user_id IS NULL AND session_id = $2
                                            ELSE user_id = $1 END) AS mine,
                count(*) FILTER (WHERE user_id IS NULL) AS guests
           FROM stream_leases`,
        [holder.userId, holder.sessionId],
      );
      const live = Number(rows[0].live);
      const mine = Number(rows[0].mine);
      const guests = Number(rows[0].guests);
      // The account's own limit first: it is the one the clinician can do something about.
      const refusal: AcquireResult | null = mine >= limits.perAccount
        ? { ok: false, limit: "account", running: mine }
        : holder.userId === null && guests >= limits.guests
        ? { ok: false, limit: "guests", live: guests }
        : live >= limits.practice
        ? { ok: false, limit: "practice", live }
        : null;
      if (refusal) {
        await client.query("COMMIT");
        return refusal;
      }
      const id = randomUUID();
      await client.query(
        "INSERT INTO stream_leases (id, user_id, session_id, replica_id) VALUES ($1, $2, $3, $4)",
        [id, holder.userId, holder.sessionId, this.replicaId],
      );
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
   * Refreshes these leases, slides their sessions' expiry (a recording is activity, so a long dictation never
   * outlives its sign-in), and reports the ones that may not go on, and why. Deleting a user deletes their
   * leases, so a missing lease counts as "inactive". A lease without a session (taken by a replica older
   * than migration 0008) is judged by its user alone.
   */
  async heartbeat(
    ids: string[],
    settings: { sessionTimeoutMinutes: number; sessionLifetimeHours: number; enableGuestAccess: boolean },
  ): Promise<Map<string, Revocation>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.pool.query<
      { id: string; user_id: number | null; is_active: boolean | null; signed_in: boolean }
    >(
      `WITH beat AS (
         UPDATE stream_leases SET heartbeat_at = now() WHERE id = ANY($1::uuid[])
         RETURNING id, user_id, session_id
       ), touched AS (
         UPDATE sessions s SET expire = ${slidingExpiry(2)}
          WHERE s.sid IN (SELECT session_id FROM beat) AND s.expire > now()
            AND s.created_at > now() - make_interval(hours => $3)
         RETURNING s.sid
       )
       SELECT b.id, b.user_id, u.is_active, (b.session_id IS NULL OR t.sid IS NOT NULL) AS signed_in
         FROM beat b
         LEFT JOIN users u ON u.id = b.user_id
         LEFT JOIN touched t ON t.sid = b.session_id`,
      [ids, settings.sessionTimeoutMinutes, settings.sessionLifetimeHours],
    );
    const found = new Map(rows.map((row) => [row.id, row]));
    const revoked = new Map<string, Revocation>();
    for (const id of ids) {
      const row = found.get(id);
      if (!row || (row.user_id !== null && row.is_active !== true)) revoked.set(id, "inactive");
      else if (!row.signed_in) revoked.set(id, "signed-out");
      else if (row.user_id === null && !settings.enableGuestAccess) revoked.set(id, "guest-access-off");
    }
    return revoked;
  }
}
