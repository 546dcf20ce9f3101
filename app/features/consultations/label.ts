/** Longest label a clinician may give a consultation (its own module: the consultation page needs only this). */
export const MAX_LABEL_CHARS = 120;
