import { Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { renderedThenLoaded } from "~/components/on-demand.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { checkNotFinished, uncheckedCount, uncheckedSignature } from "~/platform/document-history.ts";
import type { DocumentNote } from "~/platform/document-kinds.ts";
import * as onServer from "./document-extras.server.tsx";
import * as styles from "./document-tools.css.ts";

type Extras = typeof import("./document-extras.tsx");
const loadExtras = () => import("./document-extras.tsx");

type PartName = keyof Extras;
// Each undefined in the browser, where the .server module is an empty stand-in.
const server: Partial<Extras> = {
  AskBeforeCopying: onServer.AskBeforeCopying,
  AskBeforeReplacing: onServer.AskBeforeReplacing,
  AskWithoutJavaScript: onServer.AskWithoutJavaScript,
  FlagList: onServer.FlagList,
  Receipt: onServer.Receipt,
  ReviewStatus: onServer.ReviewStatus,
  VersionList: onServer.VersionList,
};
const lazyParts: Partial<Record<PartName, ComponentType<never>>> = {};

/**
 * A part only a document Notewell wrote has (its details to check, its review, its versions, the questions asked
 * before replacing or copying it): rendered at once on the server (document-extras.server.tsx), loaded on demand in
 * the browser (decision 029), where the server's markup stays until it arrives. Always inside a Suspense boundary,
 * the same on both sides. A part whose script cannot be fetched shows nothing, except that Copy goes ahead (its
 * button has said how many details are unchecked).
 */
export function Extra<N extends PartName>({ part, ...props }: { part: N } & ComponentProps<Extras[N]>) {
  const Part = (server[part] ??
    (lazyParts[part] ??= renderedThenLoaded(
      undefined,
      () => loadExtras().then((parts) => parts[part] as ComponentType<never>),
      part === "AskBeforeCopying" ? (GoAhead as ComponentType<never>) : () => null,
    ) as ComponentType<never>)) as ComponentType<Record<string, unknown>>;
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}

/** In place of a question whose script could not be fetched: the count on the button has said it; go ahead. */
function GoAhead({ onAnswer }: { onAnswer: (goAhead: boolean) => void }) {
  useEffect(() => onAnswer(true), [onAnswer]);
  return null;
}

/** Starts loading the parts as soon as a page knows it will show one. */
export function usePreloadExtras(wanted: boolean): void {
  useEffect(() => {
    if (wanted) void loadExtras();
  }, [wanted]);
}

/** Saves text as a .txt file in the browser (the no-JavaScript path posts to /download/:field instead). */
function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Puts text on the clipboard: whether it worked. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** How long "Copied to clipboard" stays beside the button. */
const COPIED_MS = 4_000;

/** "2 to check" on Copy and Download while details are unchecked. */
function countSuffix(count: number): string {
  return count ? ` (${count} to check)` : "";
}

/**
 * Copy and Download for a document (disabled while it is empty), each showing how many of its details are not
 * yet checked; while there are some, the first Copy or Download asks once whether to go ahead (asked again only
 * when the details change). What Copy did is said beside it, not in a toast (decision 047). With the practice's
 * provenance footer on, both add it (`footer`). Without JavaScript, Copy is not offered and Download is a submit
 * button of the surrounding form, posting where `submit` says (to /download/:field, or to a confirmation first).
 */
export function DocumentTools({
  label,
  fileName,
  text,
  note,
  footer,
  hydrated,
  submit,
}: {
  label: string;
  fileName: string;
  text: string;
  note?: DocumentNote;
  footer: boolean;
  hydrated: boolean;
  /** Where Download posts the form without JavaScript (its formAction, and a name and value when it has them). */
  submit: { formAction?: string; name?: string; value?: string };
}) {
  const count = uncheckedCount(note?.flags);
  const signature = uncheckedSignature(note?.flags);
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const [asking, setAsking] = useState<"copy" | "download" | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const empty = text.trim() === "";
  const act = async (what: "copy" | "download") => {
    const output =
      footer && note?.draft ? (await import("~/platform/provenance.ts")).withProvenance(text, note, true) : text;
    if (what === "download") downloadText(fileName, output);
    else setCopied(await copyText(output));
  };
  const attempt = (what: "copy" | "download") => {
    if (count > 0 && acknowledged !== signature) setAsking(what);
    else void act(what);
  };
  const details = count ? `, ${count} detail${count === 1 ? "" : "s"} to check` : "";
  return (
    <div className={styles.tools}>
      <span className={styles.copyStatus} role={copied === false ? "alert" : "status"}>
        {copied === true ? "Copied to clipboard" : copied === false ? "Copy failed. Please try again" : ""}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={!hydrated || empty}
        onClick={() => attempt("copy")}
        aria-label={`Copy ${label}${details}`}
      >
        Copy{countSuffix(count)}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        type="submit"
        formAction={submit.formAction}
        formMethod={submit.formAction ? "post" : undefined}
        name={submit.name}
        value={submit.value}
        // Without JavaScript the button cannot know the text changed, so it stays usable.
        disabled={hydrated && empty}
        aria-label={`Download ${label} as ${fileName}${details}`}
        onClick={(event) => {
          if (!hydrated) return; // no JavaScript: the form posts
          event.preventDefault();
          attempt("download");
        }}
      >
        Download{countSuffix(count)}
      </Button>
      {asking ? (
        <Extra
          part="AskBeforeCopying"
          count={count}
          uncheckedDocument={checkNotFinished(note?.flags)}
          what={asking}
          onAnswer={(goAhead) => {
            setAsking(null);
            if (!goAhead) return;
            setAcknowledged(signature);
            void act(asking);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * What Notewell knows about a document, where the eye is (above its text): why the last attempt failed, the
 * exact-dictation receipt, and the details to check. `children` go with the failure (a way forward).
 */
export function DocumentNoteView({
  field,
  note,
  text,
  onTick,
  children,
}: {
  field: string;
  note?: DocumentNote;
  text: string;
  onTick?: (index: number, checked: boolean) => void;
  children?: ReactNode;
}) {
  if (!note?.receipt && !note?.flags?.length && !note?.error) return null;
  return (
    <div className={styles.notes}>
      {note.error ? (
        <Alert tone="danger" role="alert" title={note.error.title ?? "Processing failed"} actions={children}>
          <p style={{ margin: 0 }}>{note.error.message}</p>
        </Alert>
      ) : null}
      {note.receipt ? <Extra part="Receipt" receipt={note.receipt} /> : null}
      {note.flags?.length ? (
        <Extra part="FlagList" field={field} flags={note.flags} text={text} onTick={onTick} />
      ) : null}
    </div>
  );
}
