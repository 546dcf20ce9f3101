import { Link } from "@remix-run/react";
import { FORMAT_OPTIONS } from "~/platform/note-styles.ts";
import * as selectStyles from "~/components/ui/select.css.ts";
import { TEMPLATE_PREFIX, type TemplateChoice } from "./note-formats.ts";

/**
 * The note's format for this consultation (decision 065): the four built-in formats, the practice's templates and
 * the clinician's own, in the browser's own select (posted with the screen's form without JavaScript), with a
 * preview of the chosen template's sections and instructions.
 */
export function NoteFormatChoice({
  value,
  onChange,
  templates,
  level,
  guest,
}: {
  value: string;
  onChange: (value: string) => void;
  templates: TemplateChoice[];
  level: string;
  guest: boolean;
}) {
  const practice = templates.filter((t) => t.scope === "practice");
  const own = templates.filter((t) => t.scope === "personal");
  const chosen = templates.find((t) => `${TEMPLATE_PREFIX}${t.id}` === value);
  const option = (t: TemplateChoice) => (
    <option key={t.id} value={`${TEMPLATE_PREFIX}${t.id}`}>
      {t.name}
    </option>
  );
  return (
    <div>
      <label htmlFor="noteFormat">Note format for this consultation</label>{" "}
      <select
        id="noteFormat"
        name="noteFormat"
        className={selectStyles.native}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <optgroup label="Built-in formats">
          {FORMAT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </optgroup>
        {practice.length ? <optgroup label="Practice templates">{practice.map(option)}</optgroup> : null}
        {own.length ? <optgroup label="My templates">{own.map(option)}</optgroup> : null}
      </select>
      <p>
        Detail level: {level}. {guest ? null : <Link to="/templates">My templates</Link>}
      </p>
      {chosen ? (
        <details>
          <summary>Preview “{chosen.name}”</summary>
          <p>Sections:</p>
          <ol aria-label="Template sections">
            {chosen.sections.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p>Instructions: {chosen.instructions || "None."}</p>
        </details>
      ) : null}
    </div>
  );
}
