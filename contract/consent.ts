/**
 * Consent before a consultation is recorded (issue 25, decision 060), defined once for the app and the sidecar.
 * Dependency-free: the dictation screen imports it too.
 *
 * A signed-in clinician's answer is kept on the consultation (consultations.consent, consent_at), which the sidecar
 * reads before it opens a recording of the current consultation. A guest's is nowhere to keep (nothing of a guest's is
 * stored), so the guest's page states it in the stream's address (CONSENT_PARAM) and the sidecar checks it is there.
 */

/** 'patient': the patient agreed to the consultation being transcribed; 'clinician': dictation by the clinician alone. */
export const CONSENT_KINDS = ["patient", "clinician"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export function isConsentKind(value: unknown): value is ConsentKind {
  return typeof value === "string" && (CONSENT_KINDS as readonly string[]).includes(value);
}

/** The stream address's parameter that carries a guest's answer (never passed on to the provider). */
export const CONSENT_PARAM = "consent";

/** What the clinician confirms, word for word (issue 25). */
export const CONSENT_STATEMENT = "The patient has agreed to this consultation being transcribed";

/** Each choice as the dictation screen offers it. */
export const CONSENT_CHOICES: Readonly<Record<ConsentKind, string>> = {
  patient: CONSENT_STATEMENT,
  clinician: "Dictation by the clinician alone (no patient present)",
};

/** How a consultation's answer is said after the fact (My consultations, the consultation's page), with its time. */
export function consentRecord(kind: ConsentKind, when: string): string {
  return kind === "patient"
    ? `The patient agreed to transcription (confirmed ${when})`
    : `Dictation by the clinician alone (confirmed ${when})`;
}
