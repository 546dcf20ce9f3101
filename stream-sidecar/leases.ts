import { randomUUID } from "node:crypto";
import type pg from "pg";
import { liveSession, slidingExpiry } from "../contract/session-lookup.ts";
import { LEASE_TTL_SECONDS, liveLease } from "../contract/stream-leases.ts";

/** Any fixed number: serialises lease-taking across replicas so the count cannot race. */
const LEASE_LOCK_KEY = 7_240_519;

/** The most requests one transaction decides (a larger burst is taken in several). */
const MAX_BATCH = 500;

type Waiting = {
  holder: LeaseHolder;
  limits: StreamLimits;
  resolve: (result: AcquireResult) => void;
  reject: (error: unknown) => void;
};

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

  /** Requests waiting for the next batch, and whether a batch is being taken now. */
  private readonly waiting: Waiting[] = [];
  private taking = false;

  /**
   * Takes a slot for a new stream, unless `limits.practice` live streams (users' and guests' alike) already
   * hold one, the holder's account already holds `limits.perAccount` (a user's by user id, wherever they
   * are signed in; a guest's by their guest session), or the holder is a guest and guests already hold their
   * share (`limits.guests`). All are counted under one lock shared by every replica, so none can be overrun by
   * recordings starting at once.
   *
   * Requests that arrive while a batch is being taken wait for the next one, and each batch is one transaction
   * under the lock, whatever its size (decision 031): a burst of recordings starting together costs a few
   * transactions, not one each in a queue. Within a batch, requests are decided in the order they arrived.
   */
  acquire(holder: LeaseHolder, limits: StreamLimits): Promise<AcquireResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ holder, limits, resolve, reject });
      void this.takeNextBatch();
    });
  }

  private async takeNextBatch(): Promise<void> {
    if (this.taking || this.waiting.length === 0) return;
    this.taking = true;
    const batch = this.waiting.splice(0, MAX_BATCH);
    try {
      const results = await this.takeBatch(batch);
      batch.forEach((request, i) => request.resolve(results[i]));
    } catch (error) {
      for (const request of batch) request.reject(error);
    } finally {
      this.taking = false;
      void this.takeNextBatch();
    }
  }

  private async takeBatch(batch: Waiting[]): Promise<AcquireResult[]> {
    const client = await this.pool.connect();
    try {
      // One round trip: the transaction and its lock (the lock must be taken before the count's snapshot).
      await client.query(`BEGIN; SELECT pg_advisory_xact_lock(${LEASE_LOCK_KEY})`);
      const userIds = [...new Set(batch.flatMap((r) => r.holder.userId === null ? [] : [r.holder.userId]))];
      const guestSessions = [
        ...new Set(batch.flatMap((r) => r.holder.userId === null ? [r.holder.sessionId] : [])),
      ];
      // Every live lease counts towards the practice's limit; the batch's own holders' towards theirs.
      const { rows } = await client.query<{ holder: string | null; live: string; guests: string }>(
        `SELECT CASE WHEN user_id = ANY($1::integer[]) THEN 'u' || user_id
                     WHEN user_id IS NULL AND session_id = ANY($2::text[]) THEN 'g' || session_id END AS holder,
                count(*) AS live, count(*) FILTER (WHERE user_id IS NULL) AS guests
           FROM stream_leases WHERE ${liveLease(3)} GROUP BY 1`,
        [userIds, guestSessions, this.ttlSeconds],
      );
      let live = rows.reduce((sum, row) => sum + Number(row.live), 0);
      let guests = rows.reduce((sum, row) => sum + Number(row.guests), 0);
      const running = new Map(
        rows.flatMap((row) => row.holder === null ? [] : [[row.holder, Number(row.live)]]),
      );
      const results: AcquireResult[] = [];
      const granted: { id: string; holder: LeaseHolder }[] = [];
      for (const { holder, limits } of batch) {
        const key = holder.userId === null ? `g${holder.sessionId}` : `u${holder.userId}`;
        const mine = running.get(key) ?? 0;
        // The account's own limit first: it is the one the clinician can do something about.
        if (mine >= limits.perAccount) results.push({ ok: false, limit: "account", running: mine });
        else if (holder.userId === null && guests >= limits.guests) {
          results.push({ ok: false, limit: "guests", live: guests });
        } else if (live >= limits.practice) results.push({ ok: false, limit: "practice", live });
        else {
          const id = randomUUID();
          granted.push({ id, holder });
          results.push({ ok: true, id });
          running.set(key, mine + 1);
          live += 1;
          if (holder.userId === null) guests += 1;
        }
      }
      if (granted.length > 0) {
        await client.query(
          `INSERT INTO stream_leases (id, user_id, session_id, replica_id)
           SELECT t.id, t.user_id, t.session_id, $4
             FROM unnest($1::uuid[], $2::integer[], $3::text[]) AS t(id, user_id, session_id)
            -- A user deleted meanwhile gets no row (the heartbeat then ends the stream as "inactive"), rather
            -- than failing the whole batch on the foreign key.
            WHERE t.user_id IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id)`,
          [
            granted.map((g) => g.id),
            granted.map((g) => g.holder.userId),
            granted.map((g) => g.holder.sessionId),
            this.replicaId,
          ],
        );
      }
      await client.query("COMMIT");
      return results;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Deletes dead replicas' leases (not refreshed for the TTL). They no longer count either way; this keeps the
   * table small. Every replica sweeps at each heartbeat, with or without streams of its own.
   */
  async sweep(): Promise<void> {
    await this.pool.query(`DELETE FROM stream_leases WHERE NOT (${liveLease(1)})`, [this.ttlSeconds]);
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
          WHERE s.sid IN (SELECT session_id FROM beat) AND ${liveSession("s", 3)}
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
