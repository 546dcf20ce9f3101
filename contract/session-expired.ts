/**
 * What the clinician is told when their session ran out while they were working: the sidecar's refusal of a
 * recording (close-codes.ts), the API's 401, the sign-in page and the dictation screen. A module of its own so
 * that a page needing only this sentence does not carry every close code and reason with it.
 */
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
