import { Form } from "@remix-run/react";
import { formatWhen } from "~/components/format.ts";
import { Alert } from "~/components/ui/alert.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { AlertDialog } from "~/components/ui/dialog.tsx";
import {
  SHORTHAND_FLAG,
  UNCHECKED_FLAG,
  type DocumentFlag,
  type DocumentNote,
  type DocumentVersion,
} from "~/platform/document-kinds.ts";
import * as styles from "./document-extras.css.ts";

/**
 * The parts of a document's panel that only a document Notewell wrote has: its details to check, its review and
 * its versions. The server renders them straight away; the browser loads this module when a page first shows one
 * (document-tools.tsx, decision 029), keeping the server's markup meanwhile.
 */

/** A flagged detail in its place in the document, highlighted. */
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

const RECEIPT = {
  verified: { tone: "success", title: "Verified" },
  repaired: { tone: "warning", title: "Repaired" },
  transcript: { tone: "info", title: "Your transcript" },
} as const;

/** Exact dictation's receipt: verified, repaired, or the transcript tidied in its place. */
export function Receipt({ receipt }: { receipt: NonNullable<DocumentNote["receipt"]> }) {
  const { tone, title } = RECEIPT[receipt.status];
  return (
    <Alert tone={tone} title={title}>
      <p style={{ margin: 0 }}>{receipt.message}</p>
    </Alert>
  );
}

/** What the details are, said above them. */
function flagListLead(flags: readonly DocumentFlag[]): string {
  if (flags.some((flag) => flag.kind === UNCHECKED_FLAG)) return "Notewell could not check this document for you.";
  if (flags.some((flag) => flag.kind === SHORTHAND_FLAG))
    return "The dictation does not say these, or they are shorthand your patient may not know.";
  return "The dictation does not say these, or says something else.";
}

/**
 * The details to check before pasting, each with why and where, and (on the dictation screen) a tick box the
 * clinician ticks once they have checked it. The boxes are part of the screen's form, so without JavaScript the
 * next post saves them (`checked.<field>` = the detail's index).
 */
export function FlagList({
  field,
  flags,
  text,
  onTick,
}: {
  field: string;
  flags: readonly DocumentFlag[];
  text: string;
  /** Present where details can be ticked: called with the detail's index. */
  onTick?: (index: number, checked: boolean) => void;
}) {
  const count = flags.filter((flag) => !flag.checked).length;
  return (
    <Alert tone={count ? "warning" : "success"} title="Check these details before pasting">
      <p style={{ margin: 0 }}>
        {flagListLead(flags)} <strong>{count ? `${count} of ${flags.length} to check.` : "All checked."}</strong>
      </p>
      <ul className={styles.flagList}>
        {flags.map((flag, index) => (
          <li key={`${flag.start}-${flag.end}`} className={styles.flag} data-checked={flag.checked || undefined}>
            {onTick ? (
              <input
                type="checkbox"
                className={styles.tick}
                name={`checked.${field}`}
                value={index}
                checked={Boolean(flag.checked)}
                onChange={(event) => onTick(index, event.target.checked)}
                aria-label={`Checked: ${flag.explanation}`}
              />
            ) : null}
            <span>
              {flag.checked ? <span className={styles.checkedMark}>Checked: </span> : null}
              {flag.explanation}{" "}
              <span aria-hidden="true" className={styles.context}>
                (<FlagInContext text={text} start={flag.start} end={flag.end} />)
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Whether a generated document has been reviewed: "Unreviewed AI draft" (with when and by which model it was
 * drafted) until the clinician marks it reviewed, then who reviewed it, when, and how much they changed.
 * `reviewField` gives an unreviewed document Mark as reviewed: a submit button of the dictation screen's form
 * (`intent=review:<field>`).
 */
export function ReviewStatus({ note, reviewField }: { note?: DocumentNote; reviewField?: string }) {
  if (!note?.draft) return null;
  const { draft, review } = note;
  return (
    <div className={styles.review} role="group" aria-label="Review">
      {review ? (
        <>
          <Badge tone="success">Reviewed</Badge>
          <span>
            by {review.by}, {formatWhen(review.at)}; {describeChangedShare(review.changedShare)}
          </span>
        </>
      ) : (
        <>
          <Badge tone="danger">Unreviewed AI draft</Badge>
          <span>
            Drafted {formatWhen(draft.generatedAt)} by {draft.model}
          </span>
        </>
      )}
      {reviewField && !review ? (
        <Button size="sm" variant="secondary" type="submit" name="intent" value={`review:${reviewField}`}>
          Mark as reviewed
        </Button>
      ) : null}
    </div>
  );
}

/** "12% of words changed", "no words changed", "under 1% of words changed". */
function describeChangedShare(share: number): string {
  if (share <= 0) return "no words changed";
  const percent = Math.round(share * 100);
  return percent === 0 ? "under 1% of words changed" : `${percent}% of words changed`;
}

const VERSION_KINDS = { generated: "Drafted by the AI", edited: "Your edit", reviewed: "Reviewed" } as const;

/**
 * A document's earlier versions, newest first, each to read and to put back: on the dictation screen with a submit
 * button of its form (`intent=restore:<field>:<id>`), on a consultation's page with a form of its own. Plain
 * <details>, so it opens and closes without JavaScript.
 */
export function VersionList({
  field,
  versions,
  current,
  restoreWith,
}: {
  field: string;
  versions: readonly DocumentVersion[];
  current: string;
  restoreWith: "screen" | "page";
}) {
  if (!versions.length) return null;
  return (
    <details className={styles.versions}>
      <summary>Versions kept ({versions.length})</summary>
      <ul className={styles.versionList}>
        {[...versions].reverse().map((version) => (
          <li key={version.id}>
            <details>
              <summary>
                {VERSION_KINDS[version.kind]}
                {version.by ? ` (${version.by})` : ""}, {formatWhen(version.at)}
                {version.text === current ? " — shown now" : ""}
              </summary>
              <div className={styles.versionText}>{version.text}</div>
              {version.text === current ? null : restoreWith === "screen" ? (
                <Button
                  size="sm"
                  variant="secondary"
                  type="submit"
                  name="intent"
                  value={`restore:${field}:${version.id}`}
                >
                  Restore this version
                </Button>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="field" value={field} />
                  <input type="hidden" name="version" value={version.id} />
                  <Button size="sm" variant="secondary" type="submit">
                    Restore this version
                  </Button>
                </Form>
              )}
            </details>
          </li>
        ))}
      </ul>
    </details>
  );
}

const details = (count: number) => `${count} detail${count === 1 ? "" : "s"}`;

/** A question before going on: `onAnswer(true)` to go ahead, `onAnswer(false)` to go back (or on closing it). */
function AskFirst({
  title,
  description,
  back,
  ahead,
  onAnswer,
}: {
  title: string;
  description: string;
  back: string;
  ahead: string;
  onAnswer: (goAhead: boolean) => void;
}) {
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open) onAnswer(false);
      }}
      title={title}
      description={description}
      cancel={<Button variant="secondary">{back}</Button>}
      action={<Button onClick={() => onAnswer(true)}>{ahead}</Button>}
    />
  );
}

/**
 * Asked once before a document with details not yet checked is copied or downloaded (the clinician's answer is
 * remembered until the details change: DocumentTools).
 */
export function AskBeforeCopying({
  count,
  uncheckedDocument,
  what,
  onAnswer,
}: {
  count: number;
  /** The check itself could not be completed (decision 072): the whole document is the clinician's to check. */
  uncheckedDocument: boolean;
  what: "copy" | "download";
  onAnswer: (goAhead: boolean) => void;
}) {
  return (
    <AskFirst
      title={uncheckedDocument ? "Document not checked" : `${details(count)} not checked`}
      description={
        uncheckedDocument
          ? `Notewell could not check this document against your dictation. Check every detail yourself before the document is used, or ${what} it anyway.`
          : `This document still has ${details(count)} to check, listed above it. Check ${count === 1 ? "it" : "them"} before the document is used, or ${what} it anyway.`
      }
      back="Go back"
      ahead={what === "download" ? "Download anyway" : "Copy anyway"}
      onAnswer={onAnswer}
    />
  );
}

/** Asked before a new draft replaces a document the clinician has edited or reviewed (with JavaScript). */
export function AskBeforeReplacing({
  document,
  generateLabel,
  onAnswer,
}: {
  document: string;
  generateLabel: string;
  onAnswer: (goAhead: boolean) => void;
}) {
  return (
    <AskFirst
      title={`Replace your edited ${document}?`}
      description="You have changed or reviewed it since it was generated. Generating again replaces it on screen; what is there now is kept under Versions, where you can restore it."
      back="Keep my edits"
      ahead={`${generateLabel} again`}
      onAnswer={onAnswer}
    />
  );
}

/**
 * What the page without JavaScript asks under a document before going on: to generate again over an edited one
 * (`regenerate`), or to download one whose details are not all checked (`download`). Its buttons are submit
 * buttons of the screen's form.
 */
export function AskWithoutJavaScript(
  props:
    | { kind: "regenerate"; document: string; generateLabel: string; intent: string; keepIntent: string }
    | { kind: "download"; count: number; field: string },
) {
  if (props.kind === "regenerate") {
    return (
      <Alert
        tone="warning"
        role="alert"
        title={`Replace your edited ${props.document}?`}
        actions={
          <>
            <Button type="submit" name="intent" value={props.intent}>
              {props.generateLabel} again
            </Button>
            <Button variant="secondary" type="submit" name="intent" value={props.keepIntent}>
              Keep my edits
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>
          You have changed or reviewed it since it was generated. What is there now is kept under Versions, where you
          can restore it.
        </p>
      </Alert>
    );
  }
  return props.count ? (
    <Alert
      tone="warning"
      role="alert"
      title={`${details(props.count)} not checked`}
      actions={
        <Button type="submit" formAction={`/download/${props.field}`} formMethod="post">
          Download anyway
        </Button>
      }
    >
      <p style={{ margin: 0 }}>Check the details listed above before this document is used.</p>
    </Alert>
  ) : null;
}
