import { Alert } from "~/components/ui/alert.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import type { DocumentNote } from "~/platform/document-kinds.ts";
import * as styles from "./document-tools.css.ts";

/** Saves text as a .txt file in the browser (the no-JavaScript path posts to /download/:field instead). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useCopy() {
  const toast = useToast();
  return async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied to clipboard", type: "success" });
    } catch {
      toast({ title: "Copy failed", description: "Please try again", type: "destructive" });
    }
  };
}

/** Shows a document excerpt with the flagged detail highlighted. */
function FlagInContext({ text, start, end }: { text: string; start: number; end: number }) {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  return (
    <>
      …{before}
      <mark className={styles.mark}>{text.slice(start, end)}</mark>
      {after}…
    </>
  );
}

/**
 * What Notewell knows about a document, under its text: why the last attempt failed, the exact-dictation
 * receipt, or the details to check before pasting (each shown in the text around it).
 */
export function DocumentNoteView({ note, text }: { note?: DocumentNote; text: string }) {
  if (!note?.receipt && !note?.flags?.length && !note?.error) return null;
  return (
    <div className={styles.notes}>
      {note.error ? (
        <Alert tone="danger" role="alert" title="Processing failed">
          <p style={{ margin: 0 }}>{note.error}</p>
        </Alert>
      ) : null}
      {note.receipt ? (
        <Alert
          tone={note.receipt.status === "verified" ? "success" : "warning"}
          title={note.receipt.status === "verified" ? "Verified" : "Repaired"}
        >
          <p style={{ margin: 0 }}>{note.receipt.message}</p>
        </Alert>
      ) : null}
      {note.flags?.length ? (
        <Alert tone="warning" title="Check these details before pasting">
          <p style={{ margin: 0 }}>The dictation does not say these, or says something else:</p>
          <ul className={styles.flagList}>
            {note.flags.map((flag) => (
              <li key={`${flag.start}-${flag.end}`}>
                {flag.explanation}{" "}
                <span aria-hidden="true">
                  (<FlagInContext text={text} start={flag.start} end={flag.end} />)
                </span>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </div>
  );
}
