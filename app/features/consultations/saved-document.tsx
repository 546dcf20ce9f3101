import { useId, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { DocumentNoteView, DocumentTools, Extra, usePreloadExtras } from "~/components/document-tools.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { uncheckedCount } from "~/platform/document-history.ts";
import { provenanceLine } from "~/platform/provenance.ts";
import { DOWNLOAD_NAMES, type DocumentField, type DocumentVersion } from "~/platform/document-kinds.ts";
import type { SavedNote } from "./record.ts";
import * as styles from "./history.css.ts";

/**
 * A saved document, read-only: whether it was reviewed, the details to check, its text, Copy and Download (with
 * the count of details not checked, asking once before going on, and the practice's provenance footer), and its
 * versions, each of which can be restored. Without JavaScript, Download posts the text to /download/:field (a
 * form of its own) — first to this page to ask, while details are unchecked (`confirming`) — and Copy is not
 * offered; with it, the page builds the file itself.
 */
export function SavedDocument({
  title,
  field,
  text,
  note,
  versions,
  footer,
  confirming,
  page,
  headingLevel = 2,
  children,
}: {
  title: string;
  field: DocumentField;
  text: string;
  note?: SavedNote;
  versions?: readonly DocumentVersion[];
  footer: boolean;
  /** The page without JavaScript has asked whether to download this one with unchecked details. */
  confirming?: boolean;
  /** This page's address, where Download without JavaScript asks first. */
  page: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const fileName = DOWNLOAD_NAMES[field];
  const unchecked = uncheckedCount(note?.flags);
  const line = footer ? provenanceLine(note) : null;
  const askFirst = !hydrated && unchecked > 0 && !confirming;
  usePreloadExtras(Boolean(note?.draft || note?.flags?.length || versions?.length));
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {children}
      {note?.draft ? <Extra part="ReviewStatus" note={note} /> : null}
      <DocumentNoteView field={field} note={note} text={text} />
      <div className={styles.text}>{text}</div>
      <form method="post" action={`/download/${field}`}>
        <input type="hidden" name={field} value={text} />
        {line ? <input type="hidden" name={`footer.${field}`} value={line} /> : null}
        <DocumentTools
          label={title}
          fileName={fileName}
          text={text}
          note={note}
          footer={footer}
          hydrated={hydrated}
          submit={askFirst ? { formAction: page, name: "intent", value: `confirm-download:${field}` } : {}}
        />
        {confirming && unchecked ? (
          <Alert tone="warning" role="alert" title={`${unchecked} detail${unchecked === 1 ? "" : "s"} not checked`}>
            <p style={{ margin: "0 0 8px" }}>Check the details listed above before this document is used.</p>
            <Button type="submit">Download anyway</Button>
          </Alert>
        ) : null}
      </form>
      {versions?.length ? (
        <Extra part="VersionList" field={field} versions={versions} current={text} restoreWith="page" />
      ) : null}
    </section>
  );
}
