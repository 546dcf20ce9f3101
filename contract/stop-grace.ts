/**
 * How long each process may take to stop, defined once. On SIGTERM the sidecar lets running recordings finish
 * for the drain, then ends the rest cleanly (the provider's last words); the app finishes the requests in
 * flight, the longest being a document, which has one deadline for every attempt and the streamed text. The
 * launcher (scripts/lib/services.ts) kills a child that takes longer than these; compose.yaml's
 * stop_grace_period must be longer still (tests/integration/deployment.test.ts checks it).
 *
 * Dependency-free: the launcher in both images, the app and the sidecar read it.
 */

/** How long running recordings may finish after SIGTERM, in seconds (env DRAIN_GRACE_SECONDS). */
export const DRAIN_GRACE_SECONDS = { default: 25, min: 0, max: 3600 } as const;

/** After the drain: the remaining recordings are handed over and end cleanly within this many seconds. */
const SIDECAR_STOP_MARGIN_SECONDS = 10;

/** A document (every attempt at the language model, and the text it streams) ends within this, in seconds. */
export const DOCUMENT_DEADLINE_SECONDS = 90;

/** How long the launcher gives the app to stop: the longest document, and a margin to answer it. */
export const APP_STOP_GRACE_SECONDS = DOCUMENT_DEADLINE_SECONDS + 10;

/** How long the launcher gives the sidecar to stop, for a drain of `drainSeconds`. */
export function sidecarStopGraceSeconds(drainSeconds: number): number {
  return drainSeconds + SIDECAR_STOP_MARGIN_SECONDS;
}
