/**
 * Key terms for the speech-to-text provider (a clinician's drug names, colleagues' names): the provider's
 * limits, defined once. The app refuses longer lists when they are saved (app/features/accounts/schemas.ts);
 * the sidecar refuses them on the stream (stream-sidecar/params.ts).
 */

/** At most this many key terms. */
export const MAX_KEY_TERMS = 100;

/** Each key term at most this many characters. */
export const MAX_KEY_TERM_LENGTH = 50;
