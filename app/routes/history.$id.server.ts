import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  CONSULTATION_NOT_FOUND,
  continueConsultation,
  deleteConsultation,
  getConsultation,
  openConsultation,
  saveConsultation,
} from "~/features/consultations/consultations.server.ts";
import { MAX_LABEL_CHARS } from "~/features/consultations/label.ts";
import { labelOf } from "~/features/consultations/record.ts";
import { notesAfterPost } from "~/features/documents/notes-after-post.server.ts";
import { restoreVersion } from "~/platform/document-versions.ts";
import { DOCUMENT_KINDS } from "~/platform/document-kinds.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { failure, Refusal } from "~/platform/errors.ts";
import { failureResponse } from "~/platform/http.server.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { readForm } from "~/platform/request-body.server.ts";

/*
 * The consultation page's server half (history.$id.tsx re-exports its loader and action): what only the server
 * runs stays out of the page's scripts (decision 069).
 */

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
    {
      ...consultation,
      label: labelOf(consultation.record),
      // What the label field suggests while it is empty: the name the consultation has without one.
      untitled: labelOf({ ...consultation.record, label: "" }),
      footer: settings.provenanceFooter,
    },
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
