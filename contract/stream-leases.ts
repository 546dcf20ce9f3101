/**
 * Live recordings are counted in PostgreSQL (a `stream_leases` row each), so the practice's limit holds
 * however many sidecar replicas run. Each replica refreshes its leases every heartbeat; a lease not refreshed
 * for the lease TTL belongs to a replica that died and no longer counts. The sidecar enforces the limit with
 * these numbers (stream-sidecar/config.ts, leases.ts); the app's statistics count live recordings with the
 * same rule (app/features/admin/statistics.server.ts).
 */

/** How often a replica refreshes its leases and re-checks their users, in ms (env HEARTBEAT_MS). */
export const HEARTBEAT_MS = { default: 15_000, min: 100, max: 60_000 } as const;

/**
 * After how many seconds without a heartbeat a lease is dead (env LEASE_TTL_SECONDS): keep it at least three
 * heartbeats.
 */
export const LEASE_TTL_SECONDS = { default: 45, min: 1, max: 600 } as const;

/** SQL condition for a live lease: refreshed within the TTL in seconds given as parameter `$n`. */
export function liveLease(ttlSecondsParameter: number): string {
  return `heartbeat_at > now() - make_interval(secs => $${ttlSecondsParameter})`;
}

/**
 * How many of the practice's recording slots guests may hold together: half, at least one (decision 027). Guests
 * have no accounts — each guest session counts as one, and one address may start several — so without a share of
 * their own a few guest sessions could hold every slot and leave the practice's clinicians none.
 */
export function guestSlots(practiceLimit: number): number {
  return Math.max(1, Math.floor(practiceLimit / 2));
}
