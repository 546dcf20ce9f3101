import type { MetaFunction } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRouteError,
  useSearchParams,
} from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { lazyPart, OnDemand, Unopened } from "~/components/on-demand.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Field } from "~/components/ui/field.tsx";
import { formatWhen } from "~/components/format.ts";
import { consentRecord } from "../../contract/consent.ts";
import { MAX_LABEL_CHARS } from "~/features/consultations/label.ts";
import { SavedDocument } from "~/features/consultations/saved-document.tsx";
import { DOCUMENT_KINDS, type DocumentField } from "~/platform/document-kinds.ts";
import * as styles from "~/features/consultations/history.css.ts";
import type { action, loader } from "./history.$id.server.ts";

export { action, loader } from "./history.$id.server.ts";

const DELETE_WARNING =
  "Its transcript, documents and answers are deleted for good, on every device. This cannot be undone.";

/** The confirmation of Delete, loaded the first time it opens (decision 029), as Radix's dialog itself is. */
const DeleteDialog = lazyPart(
  () => import("~/features/consultations/delete-dialog.tsx").then((module) => module.DeleteDialog),
  Unopened,
);

export const meta: MetaFunction = () => [{ title: "Consultation — Notewell" }];

/** What the page says after a change it made, by the `done` the address carries. */
const DONE = { label: "Label saved.", restored: "Version restored: it is what the consultation holds now." } as const;

export default function ConsultationPage() {
  const { id, updatedAt, createdAt, record, label, untitled, footer, consent } = useLoaderData<typeof loader>();
  const downloading = useActionData<typeof action>()?.confirming as DocumentField | undefined;
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const done = DONE[searchParams.get("done") as keyof typeof DONE];
  const page = `/history/${id}`;
  const [confirming, setConfirming] = useState(false);
  // Without JavaScript, Delete opens this page with ?delete and the confirmation is a form on the page.
  const confirmOnPage = searchParams.has("delete");
  return (
    <div className={styles.page}>
      <p style={{ margin: 0 }}>
        <Link to="/history">← My consultations</Link>
      </p>
      <h1 style={{ margin: 0, overflowWrap: "anywhere" }}>{label}</h1>
      {/* The same moment, in the same words, as its line in My consultations. */}
      <p className={styles.intro}>
        Last changed <time dateTime={updatedAt}>{formatWhen(updatedAt)}</time>; started {formatWhen(createdAt)}.
      </p>
      {/* What the clinician confirmed before it was first recorded (decision 060). */}
      <p className={styles.intro} data-consent={consent?.kind ?? "none"}>
        {consent ? consentRecord(consent.kind, formatWhen(consent.at)) : "Consent to recording: not recorded."}
      </p>
      {done ? <Alert tone="success">{done}</Alert> : null}
      <Form method="post" className={styles.labelForm} aria-label="Label">
        <input type="hidden" name="intent" value="label" />
        <div className={styles.filterField}>
          <Field
            label="Label in My consultations"
            name="label"
            defaultValue={record.label}
            placeholder={untitled}
            maxLength={MAX_LABEL_CHARS}
          />
        </div>
        <Button type="submit" variant="secondary">
          Save label
        </Button>
      </Form>
      <div className={styles.actions}>
        <Form method="post">
          <input type="hidden" name="intent" value="continue" />
          <Button type="submit">Continue on dictation screen</Button>
        </Form>
        <Button asChild variant="secondary">
          {/* A file from the server (so the export is recorded): a plain link, not a page navigation. */}
          <a href={`/history/${id}/export`} download>
            Download consultation
          </a>
        </Button>
        <Button asChild variant="danger">
          <Link
            to={`/history/${id}?delete`}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              setConfirming(true);
            }}
          >
            Delete
          </Link>
        </Button>
      </div>
      {confirmOnPage ? (
        <Alert tone="danger" role="alert" title="Delete this consultation?">
          <p style={{ margin: "0 0 8px" }}>{DELETE_WARNING}</p>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="intent" value="delete" />
            <Button asChild variant="secondary">
              <Link to={`/history/${id}`}>Cancel</Link>
            </Button>
            <Button type="submit" variant="danger">
              Delete consultation
            </Button>
          </Form>
        </Alert>
      ) : null}
      <Card>
        {record.transcript.trim() ? (
          <SavedDocument
            title="Transcription"
            field="transcript"
            text={record.transcript}
            footer={footer}
            page={page}
          />
        ) : (
          <p className={styles.intro}>No transcript was kept for this consultation.</p>
        )}
      </Card>
      {DOCUMENT_KINDS.filter((d) => record[d.field].trim()).map((d) => (
        <Card key={d.field}>
          <SavedDocument
            title={d.historyLabel}
            field={d.field}
            text={record[d.field]}
            note={record.notes[d.field]}
            versions={record.versions[d.field]}
            footer={footer}
            confirming={downloading === d.field}
            page={page}
          />
        </Card>
      ))}
      {record.questions.length ? (
        <Card title="Questions and answers">
          {record.questions.map((qa, index) => (
            <div key={`${qa.askedAt}-${index}`}>
              <p className={styles.question}>{qa.question}</p>
              <SavedDocument
                title={`Answer ${index + 1}`}
                field="response"
                text={qa.answer}
                footer={footer}
                page={page}
                headingLevel={3}
              />
            </div>
          ))}
        </Card>
      ) : null}
      <OnDemand when={confirming}>
        <DeleteDialog open={confirming} onOpenChange={setConfirming} description={DELETE_WARNING} />
      </OnDemand>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Card title="Consultation not found" headingLevel={1}>
        <p>This consultation does not exist, has been deleted, or is older than your practice keeps consultations.</p>
        <p>
          <Link to="/history">Back to My consultations</Link>
        </p>
      </Card>
    );
  }
  return <GeneralErrorBoundary />;
}
