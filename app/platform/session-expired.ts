import { Reason } from "../../contract/close-codes.ts";

/**
 * What the clinician is told when their session ran out while they were working (the API's 401 error, the
 * sign-in page, the dictation screen): the sidecar's refusal of a recording for the same reason, defined once
 * in contract/close-codes.ts.
 */
export const SESSION_EXPIRED_MESSAGE: string = Reason.signedOut;
