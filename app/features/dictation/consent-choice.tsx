import { useEffect, useRef } from "react";
import { CONSENT_CHOICES, CONSENT_KINDS, consentRecord, type ConsentKind } from "../../../contract/consent.ts";
import { formatWhen } from "~/components/format.ts";
import * as styles from "./dictation.css.ts";

/** What the screen says when Start is pressed before either answer is chosen. */
export const CONSENT_MISSING =
  "Before recording, confirm that the patient has agreed, or mark this as dictation by the clinician alone.";

/**
 * Consent before a consultation's first recording (issue 25, decision 060): two native choices — the patient has
 * agreed to the consultation being transcribed, or it is dictation by the clinician alone. Start Recording sends the
 * chosen answer to be kept with the consultation first. Once it is kept the group becomes one line saying what was
 * confirmed and when.
 */
export function ConsentChoice({
  recorded,
  choice,
  onChoose,
  error,
  disabled,
}: {
  recorded: { kind: ConsentKind; at: string } | null;
  choice: ConsentKind | null;
  onChoose: (kind: ConsentKind) => void;
  error: string | null;
  disabled: boolean;
}) {
  const group = useRef<HTMLFieldSetElement>(null);
  // A press of Start without an answer brings the focus here, where the message is.
  useEffect(() => {
    if (error) group.current?.querySelector("input")?.focus();
  }, [error]);
  if (recorded) {
    return (
      <p className={styles.consentRecorded} data-consent={recorded.kind}>
        {consentRecord(recorded.kind, formatWhen(recorded.at))}
      </p>
    );
  }
  return (
    <fieldset
      ref={group}
      className={styles.consent}
      data-invalid={error ? "" : undefined}
      aria-describedby={error ? "consent-error" : undefined}
      disabled={disabled}
    >
      <legend className={styles.consentLegend}>Patient consent</legend>
      {CONSENT_KINDS.map((kind) => (
        <label key={kind} className={styles.consentChoice}>
          <input type="radio" name="consent" value={kind} checked={choice === kind} onChange={() => onChoose(kind)} />
          <span>{CONSENT_CHOICES[kind]}</span>
        </label>
      ))}
      {error ? (
        <p id="consent-error" className={styles.consentError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
