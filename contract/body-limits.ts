/**
 * The largest request body each address takes, defined once (issue 21): the app's body reader refuses past it
 * (app/platform/request-body.server.ts), and so does the front door, at once, before the app is asked
 * (stream-sidecar/forward.ts). So no body between the app's limit and the door's ceiling (MAX_BODY_BYTES) reaches
 * the app only to be answered before it has been read — which left the door's connection to the app unusable, and
 * the clinician with a 502 seconds later.
 *
 * Every /api/ address takes JSON (a 10,000-word transcript is about 70 KB; a consultation with every document, a
 * few hundred KB); every other address a page's form (the dictation screen without JavaScript posts every field at
 * once).
 */
export const BODY_LIMITS = { json: 1_000_000, form: 2_000_000 } as const;

/** The largest body the address `pathname` takes. */
export function bodyLimitFor(pathname: string): number {
  return pathname.startsWith("/api/") ? BODY_LIMITS.json : BODY_LIMITS.form;
}
