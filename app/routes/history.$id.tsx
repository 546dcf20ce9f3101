import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
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
import {
  CONSULTATION_NOT_FOUND,
  continueConsultation,
  deleteConsultation,
  openConsultation,
} from "~/features/consultations/consultations.server.ts";
import { DOCUMENT_LABELS, formatWhen } from "~/features/consultations/record.ts";
import { SavedDocument } from "~/features/consultations/saved-document.tsx";
import { failure, Refusal } from "~/platform/errors.ts";
import { failureResponse } from "~/platform/http.server.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import * as styles from "~/features/consultations/history.css.ts";
import { readForm } from "~/platform/request-body.server.ts";

export const meta: MetaFunction = () => [{ title: "Consultation — Notewell" }];

function notFound(): Response {
  return failureResponse(failure("not-found", CONSULTATION_NOT_FOUND));
}

/** One of the clinician's own consultations; anyone else's (an administrator's included) is not found. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const consultation = await openConsultation(request, user.id, params.id ?? "");
  if (!consultation) throw notFound();
  return json(consultation, { headers: { "Cache-Control": "no-store" } });
}

/** Continue it on the dictation screen, or delete it (after the confirmation). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const intent = (await readForm(request)).get("intent");
  const id = params.id ?? "";
  try {
    if (intent === "continue") {
      await continueConsultation(user.id, id);
      return redirect("/");
    }
    if (intent === "delete") {
      await deleteConsultation(request, user.id, id);
      return redirectWithToast("/history", { title: "Consultation deleted", type: "success" });
    }
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
  const { id, updatedAt, createdAt, record } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit();
  // Without JavaScript, Delete opens this page with ?delete and the confirmation is a form on the page.
  const confirmOnPage = searchParams.has("delete");
  return (
    <div className={styles.page}>
      <p style={{ margin: 0 }}>
        <Link to="/history">← My consultations</Link>
      </p>
      <h1 style={{ margin: 0 }}>
        Consultation of <time dateTime={createdAt}>{formatWhen(createdAt)}</time>
      </h1>
      <p className={styles.intro}>
        Last changed <time dateTime={updatedAt}>{formatWhen(updatedAt)}</time>.
      </p>
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
            note={record.notes.transcript}
          />
        ) : (
          <p className={styles.intro}>No transcript was kept for this consultation.</p>
        )}
      </Card>
      {DOCUMENT_LABELS.filter((d) => record[d.field].trim()).map((d) => (
        <Card key={d.field}>
          <SavedDocument title={d.label} field={d.field} text={record[d.field]} note={record.notes[d.field]} />
        </Card>
      ))}
      {record.questions.length ? (
        <Card title="Questions and answers">
          {record.questions.map((qa, index) => (
            <div key={`${qa.askedAt}-${index}`}>
              <p className={styles.question}>{qa.question}</p>
              <SavedDocument title={`Answer ${index + 1}`} field="response" text={qa.answer} headingLevel={3} />
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
