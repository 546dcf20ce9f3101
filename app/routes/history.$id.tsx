import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useLoaderData,
  useRouteError,
  useSearchParams,
  useSubmit,
} from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { AlertDialog } from "~/components/ui/dialog.tsx";
import { Field } from "~/components/ui/field.tsx";
import { formatWhen } from "~/components/format.ts";
import { consentRecord } from "../../contract/consent.ts";
import {
  CONSULTATION_NOT_FOUND,
  continueConsultation,
  deleteConsultation,
  getConsultation,
  openConsultation,
  saveConsultation,
} from "~/features/consultations/consultations.server.ts";
import { DOCUMENT_LABELS, labelOf, MAX_LABEL_CHARS } from "~/features/consultations/record.ts";
import { SavedDocument } from "~/features/consultations/saved-document.tsx";
import { notesAfterPost } from "~/features/documents/notes-after-post.server.ts";
import { restoreVersion } from "~/platform/document-versions.ts";
import { DOCUMENT_KINDS, type DocumentField } from "~/platform/document-kinds.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { failure, Refusal } from "~/platform/errors.ts";
import { failureResponse } from "~/platform/http.server.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import * as styles from "~/features/consultations/history.css.ts";
import { readForm } from "~/platform/request-body.server.ts";

export const meta: MetaFunction = () => [{ title: "Consultation — Notewell" }];

/** What the page says after a change it made, by the `done` the address carries. */
const DONE = { label: "Label saved.", restored: "Version restored: it is what the consultation holds now." } as const;

function notFound(): Response {
  return failureResponse(failure("not-found", CONSULTATION_NOT_FOUND));
}

/** One of the clinician's own consultations; anyone else's (an administrator's included) is not found. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [consultation, settings] = await Promise.all([
    openConsultation(request, user.id, params.id ?? ""),
    getSettings(),
  ]);
  if (!consultation) throw notFound();
  return json(
    { ...consultation, label: labelOf(consultation.record), footer: settings.provenanceFooter },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * Continue it on the dictation screen, delete it (after the confirmation), give it a label, restore a document's
 * earlier version (its notes checked again for the text it now holds), or — without JavaScript — ask before
 * downloading a document whose details are not all checked.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = params.id ?? "";
  const here = `/history/${encodeURIComponent(id)}`;
  try {
    if (intent === "continue") {
      await continueConsultation(user.id, id);
      return redirect("/");
    }
    if (intent === "delete") {
      await deleteConsultation(request, user.id, id);
      return redirectWithToast("/history", { title: "Consultation deleted", type: "success" });
    }
    if (intent === "label") {
      const label = String(form.get("label") ?? "")
        .trim()
        .slice(0, MAX_LABEL_CHARS);
      if (!(await getConsultation(user.id, id))) throw notFound();
      await saveConsultation(user.id, id, { label }, { makeCurrent: false });
      return redirect(`${here}?done=label`);
    }
    if (intent === "restore") {
      const open = await getConsultation(user.id, id);
      const kind = DOCUMENT_KINDS.find((k) => k.field === form.get("field"));
      if (!open) throw notFound();
      const { record } = open;
      const restored = kind
        ? restoreVersion(
            record.notes[kind.field],
            record.versions[kind.field],
            record[kind.field],
            String(form.get("version")),
          )
        : null;
      if (!kind || !restored) return redirect(here);
      const texts = { ...record, [kind.field]: restored.text };
      const notes = notesAfterPost({
        notes: { ...record.notes, [kind.field]: restored.note },
        before: { transcript: record.transcript, texts: record },
        after: { transcript: record.transcript, texts },
        keyTerms: user.keyTerms,
      });
      await saveConsultation(
        user.id,
        id,
        {
          [kind.field]: restored.text,
          notes: { [kind.field]: notes[kind.field] ?? {} },
          versions: { [kind.field]: restored.versions },
        },
        { makeCurrent: false },
      );
      return redirect(`${here}?done=restored`);
    }
    if (intent.startsWith("confirm-download:")) return json({ confirming: intent.slice("confirm-download:".length) });
  } catch (error) {
    if (error instanceof Refusal && error.code === "not-found") throw notFound();
    throw error;
  }
  // No intent it knows: back to the page (the id as the path held it, encoded again for the Location header).
  return redirect(`/history/${encodeURIComponent(id)}`);
}

const DELETE_WARNING =
  "Its transcript, documents and answers are deleted for good, on every device. This cannot be undone.";

export default function ConsultationPage() {
  const { id, updatedAt, createdAt, record, label, footer, consent } = useLoaderData<typeof loader>();
  const downloading = useActionData<typeof action>()?.confirming as DocumentField | undefined;
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const done = DONE[searchParams.get("done") as keyof typeof DONE];
  const page = `/history/${id}`;
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit();
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
            placeholder={labelOf({ ...record, label: "" })}
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
      {DOCUMENT_LABELS.filter((d) => record[d.field].trim()).map((d) => (
        <Card key={d.field}>
          <SavedDocument
            title={d.label}
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
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this consultation?"
        description={DELETE_WARNING}
        cancel={<Button variant="secondary">Cancel</Button>}
        action={
          <Button variant="danger" onClick={() => submit({ intent: "delete" }, { method: "post" })}>
            Delete consultation
          </Button>
        }
      />
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
