import assert from "node:assert/strict";
import { CONSENT_CHOICES, CONSENT_STATEMENT, consentRecord, isConsentKind } from "./consent.ts";

Deno.test("the two answers are the only consent kinds; anything else is not one", () => {
  assert.equal(isConsentKind("patient"), true);
  assert.equal(isConsentKind("clinician"), true);
  for (const other of ["", "Patient", "yes", "true", null, undefined, 1, ["patient"]]) {
    assert.equal(isConsentKind(other), false, String(other));
  }
});

Deno.test("the patient's agreement is offered in the issue's words, and each answer is recorded with its time", () => {
  assert.equal(CONSENT_CHOICES.patient, "The patient has agreed to this consultation being transcribed");
  assert.equal(CONSENT_STATEMENT, CONSENT_CHOICES.patient);
  assert.equal(
    consentRecord("patient", "Sat, 28 Nov 2026, 10:42"),
    "The patient agreed to transcription (confirmed Sat, 28 Nov 2026, 10:42)",
  );
  assert.equal(
    consentRecord("clinician", "Sat, 28 Nov 2026, 10:42"),
    "Dictation by the clinician alone (confirmed Sat, 28 Nov 2026, 10:42)",
  );
});
