/**
 * What the clinician is told when their session ran out while they were working (the API's 401 error, the
 * sign-in page, the dictation screen). The sidecar's refusal of a recording says the same.
 */
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";
