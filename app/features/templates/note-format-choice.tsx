import { Link } from "@remix-run/react";
import type { TemplateChoice } from "./note-formats.ts";

/** Each choice of the note's format, as the dictation screen's loader gives it (value, label, and a template's group). */
export type FormatChoice = { value: string; label: string; group: string; template?: TemplateChoice };

/**
 * The note's format for this consultation (decision 065): the four built-in formats, the practice's templates and
 * the clinician's own, in the browser's own select (posted with the screen's form without JavaScript), with a
 * preview of the chosen template's sections and instructions. The choices come from the loader, so the screen
 * carries none of their words in its script.
 */
export function NoteFormatChoice({
  value,
  onChange,
  choices,
  level,
  guest,
}: {
  value: string;
  onChange: (value: string) => void;
  choices: FormatChoice[];
  level: string;
  guest: boolean;
}) {
  const groups = [...new Set(choices.map((c) => c.group))];
  const chosen = choices.find((c) => c.value === value)?.template;
  return (
    <>
      <label htmlFor="noteFormat">Note format for this consultation</label>{" "}
      <select id="noteFormat" name="noteFormat" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {groups.map((group) => (
          <optgroup key={group} label={group}>
            {choices
              .filter((c) => c.group === group)
              .map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>{" "}
      Detail level: {level}. {guest ? null : <Link to="/templates">My templates</Link>}
      {chosen ? (
        <details>
          <summary>Preview “{chosen.name}”</summary>
          <ol aria-label="Template sections">
            {chosen.sections.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p>Instructions: {chosen.instructions || "none."}</p>
        </details>
      ) : null}
    </>
  );
}
