import type { ReactNode } from "react";
import { DocumentNoteView, DocumentTools, Extra, usePreloadExtras } from "~/components/document-tools.tsx";
import { TextareaField, type ShadedText } from "~/components/ui/field.tsx";
import {
  DOWNLOAD_NAMES,
  type DocumentField,
  type DocumentNote,
  type DocumentVersion,
} from "~/platform/document-kinds.ts";
import * as styles from "./document-panel.css.ts";

/**
 * One document on the dictation screen: whether it has been reviewed (with Mark as reviewed), what Notewell knows
 * about it where the eye is — above the text: why the last attempt failed, the exact-dictation receipt, the
 * details to check (each to tick) — then the text, Copy and Download (with the count of details to check), and
 * the versions kept. Every button is a submit button of the screen's form with its intent (`review:<field>`,
 * `restore:<field>:<id>`), so it works without JavaScript; with it, the screen handles the intent itself.
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
  versions,
  footer,
  download,
  onTick,
  failureAction,
  placeholder,
  rows,
  children,
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
  /** The versions kept of a generated document. */
  versions?: readonly DocumentVersion[];
  /** The practice's provenance footer on Copy and Download. */
  footer: boolean;
  /** Where Download posts without JavaScript (decided by the screen: straight to the file, or to ask first). */
  download: { formAction?: string; name?: string; value?: string };
  onTick?: (index: number, checked: boolean) => void;
  /** A way forward shown with a failure (Exact Dictation's "use the transcript"). */
  failureAction?: ReactNode;
  placeholder?: string;
  rows?: number;
  /** Shown under the tools (the confirmation of a download without JavaScript). */
  children?: ReactNode;
  /** The value in runs, some shown faint (a transcript's words still being recognised). */
  shade?: ShadedText[];
}) {
  usePreloadExtras(Boolean(note?.draft || note?.flags?.length || versions?.length));
  return (
    <div aria-busy={busy || undefined}>
      {note?.draft && !busy ? (
        <Extra part="ReviewStatus" note={note} reviewField={value.trim() ? field : undefined} />
      ) : null}
      <DocumentNoteView field={field} note={busy ? undefined : note} text={value} onTick={onTick}>
        {failureAction}
      </DocumentNoteView>
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
      <DocumentTools
        label={label}
        fileName={DOWNLOAD_NAMES[field]}
        text={value}
        note={note}
        footer={footer}
        hydrated={hydrated}
        submit={download}
      />
      {children}
      {versions?.length ? (
        <Extra part="VersionList" field={field} versions={versions} current={value} restoreWith="screen" />
      ) : null}
    </div>
  );
}
