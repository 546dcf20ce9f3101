import { DocumentNoteView, downloadText, useCopy } from "~/components/document-tools.tsx";
import { Button } from "~/components/ui/button.tsx";
import { TextareaField, type ShadedText } from "~/components/ui/field.tsx";
import { DOWNLOAD_NAMES, type DocumentField, type DocumentNote } from "~/platform/document-kinds.ts";
import * as styles from "./document-panel.css.ts";

/**
 * One document's text area with Copy and Download (disabled while empty), and what Notewell knows about it:
 * the exact-dictation receipt, details to check before pasting, or why the last attempt failed.
 */
export function DocumentPanel({
  field,
  label,
  value,
  onChange,
  hydrated,
  readOnly,
  busy,
  note,
  placeholder,
  rows,
  shade,
}: {
  field: DocumentField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hydrated: boolean;
  readOnly?: boolean;
  busy?: boolean;
  note?: DocumentNote;
  placeholder?: string;
  rows?: number;
  /** The value in runs, some shown faint (a transcript's words still being recognised). */
  shade?: ShadedText[];
}) {
  const copy = useCopy();
  const empty = value.trim() === "";
  const fileName = DOWNLOAD_NAMES[field];
  return (
    <div aria-busy={busy || undefined}>
      <TextareaField
        id={field}
        name={field}
        label={label}
        labelHidden
        value={value}
        readOnly={readOnly}
        rows={rows}
        placeholder={placeholder}
        shade={shade}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={styles.status} aria-live="polite">
        {busy ? "Writing…" : ""}
      </p>
      <div className={styles.tools}>
        <Button
          size="sm"
          variant="secondary"
          disabled={!hydrated || empty}
          onClick={() => void copy(value)}
          aria-label={`Copy ${label}`}
        >
          Copy
        </Button>
        <Button
          size="sm"
          variant="secondary"
          type="submit"
          formAction={`/download/${field}`}
          formMethod="post"
          // Without JavaScript the button cannot know the text changed, so it stays usable.
          disabled={hydrated && empty}
          aria-label={`Download ${label} as ${fileName}`}
          onClick={(event) => {
            if (!hydrated) return; // no JavaScript: the form posts to /download/:field
            event.preventDefault();
            downloadText(fileName, value);
          }}
        >
          Download
        </Button>
      </div>
      <DocumentNoteView note={note} text={value} />
    </div>
  );
}
