import { useId } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { DocumentNoteView, downloadText, useCopy } from "~/components/document-tools.tsx";
import { Button } from "~/components/ui/button.tsx";
import { DOWNLOAD_NAMES, type DocumentField } from "~/platform/document-kinds.ts";
import type { SavedNote } from "./record.ts";
import * as styles from "./history.css.ts";

/**
 * A saved document, read-only, with Copy and Download. Without JavaScript, Download posts the text to
 * /download/:field (a form of its own) and Copy is not offered; with it, the page builds the file itself.
 */
export function SavedDocument({
  title,
  field,
  text,
  note,
  headingLevel = 2,
}: {
  title: string;
  field: DocumentField;
  text: string;
  note?: SavedNote;
  headingLevel?: 2 | 3;
}) {
  const hydrated = useHydrated();
  const copy = useCopy();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const fileName = DOWNLOAD_NAMES[field];
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <div className={styles.text}>{text}</div>
      <form method="post" action={`/download/${field}`} className={styles.tools}>
        <input type="hidden" name={field} value={text} />
        <Button
          size="sm"
          variant="secondary"
          disabled={!hydrated}
          onClick={() => void copy(text)}
          aria-label={`Copy ${title}`}
        >
          Copy
        </Button>
        <Button
          size="sm"
          variant="secondary"
          type="submit"
          aria-label={`Download ${title} as ${fileName}`}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            downloadText(fileName, text);
          }}
        >
          Download
        </Button>
      </form>
      <DocumentNoteView note={note} text={text} />
    </section>
  );
}
