import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  DOCUMENT_KINDS,
  DOCUMENT_TABS,
  NO_CONTENT,
  NO_QUESTION,
  SCREEN_FIELDS,
  type DocumentNotes,
  type TabId,
  type ScreenValues,
} from "~/platform/document-kinds.ts";
import {
  currentConsultation,
  getConsultation,
  saveConsultation,
  startNewConsultation,
} from "~/features/consultations/consultations.server.ts";
import {
  emptyRecord,
  savedNote,
  type ConsultationPatch,
  type ConsultationRecord,
  type QuestionAnswer,
} from "~/features/consultations/record.ts";
import { documentAllowance } from "~/features/documents/requests.server.ts";
import { generateDocument, type DocumentInput } from "~/features/documents/generate.server.ts";
import { requireUserOrGuest } from "~/platform/guards.server.ts";
import { asFailure, Refusal } from "~/platform/errors.ts";
import { retryAfterHeaders, statusOf } from "~/platform/http.server.ts";
import { noteStyleLabel } from "~/platform/note-styles.ts";
import { readForm } from "~/platform/request-body.server.ts";
import { browserDraftKey } from "~/platform/crypto.server.ts";

/**
 * The dictation screen's server half: its loader, and the action that serves the screen without JavaScript
 * (_index.tsx re-exports them). Kept apart so the browser build of the screen meets one empty stand-in for the
 * server code instead of one for each server module it used (decision 029).
 */

export const headers = retryAfterHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  // A guest (decision 017) gets the screen with the default note style, no key terms and nothing stored.
  const visitor = await requireUserOrGuest(request);
  const user = visitor.kind === "user" ? visitor.user : null;
  const consultation = user ? await currentConsultation(user.id) : null;
  return json({
    keyTerms: user?.keyTerms ?? [],
    noteStyle: noteStyleLabel(user?.consultationFormat, user?.consultationConciseness),
    userId: user?.id ?? null,
    guest: user === null,
    consultation,
    // The key this page encrypts unsaved work with in the browser (never stored there: decision 037).
    draftKey: user ? browserDraftKey(user.id) : null,
  });
}

const TAB_IDS = new Set<string>(DOCUMENT_TABS.map((t) => t.id));
const MAX_FIELD = 200_000;

function readValues(form: FormData): ScreenValues {
  const field = (name: keyof ScreenValues) => String(form.get(name) ?? "").slice(0, MAX_FIELD);
  return Object.fromEntries(SCREEN_FIELDS.map((name) => [name, field(name)])) as ScreenValues;
}

/**
 * Saves what the page without JavaScript posted into the clinician's consultation (every text field comes with
 * each post) and returns the id, the revision and the record as stored. A consultation deleted elsewhere becomes
 * a new one. The page says which revision it showed: if another device has changed the consultation since, a
 * field the page posts empty does not blank what that device saved.
 */
async function saveFromForm(userId: number, form: { id: string; revision: string }, patch: ConsultationPatch) {
  const id = UUID.test(form.id) ? form.id : null;
  const basedOn = /^\d{1,9}$/.test(form.revision) ? Number(form.revision) : undefined;
  let saved;
  try {
    saved = await saveConsultation(userId, id, patch, { basedOn });
  } catch (error) {
    if (!(error instanceof Refusal && error.code === "not-found")) throw error;
    saved = await saveConsultation(userId, null, patch);
  }
  const stored = saved ? await getConsultation(userId, saved.id) : null;
  return {
    consultationId: stored?.id ?? null,
    revision: stored?.revision ?? null,
    record: stored?.record ?? { ...emptyRecord(), ...patch },
  };
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The screen without JavaScript: one form holding every field. A generate or question button posts it, the
 * document is written on the server, and the page comes back with it in its tab; the tab buttons post it too,
 * so switching tabs keeps everything typed. Every post saves the consultation. With JavaScript the page does
 * all this itself and never posts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const visitor = await requireUserOrGuest(request);
  const user = visitor.kind === "user" ? visitor.user : null;
  const form = await readForm(request);
  const values = readValues(form);
  const posted = { id: String(form.get("consultationId") ?? ""), revision: String(form.get("revision") ?? "") };
  const intent = String(form.get("intent") ?? "");
  const currentTab = TAB_IDS.has(String(form.get("tab"))) ? (String(form.get("tab")) as TabId) : "transcription";
  type Result = {
    tab: TabId;
    consultationId: string | null;
    revision: number | null;
    record: ConsultationRecord;
    notes?: DocumentNotes;
    error?: { title: string; message: string };
  };
  const reply = (result: Result, status = 200, headers?: HeadersInit) => json(result, { status, headers });
  // A guest's work is never stored: the page simply comes back with what was posted.
  const save = async (patch: ConsultationPatch = values) =>
    user
      ? saveFromForm(user.id, posted, patch)
      : { consultationId: null, revision: null, record: { ...emptyRecord(), ...patch } };

  if (intent === "clear") {
    // What was typed since the last post belongs to the consultation being left (it stays in History).
    if (user) {
      await save();
      await startNewConsultation(user.id);
    }
    return reply({ tab: "transcription", consultationId: null, revision: null, record: emptyRecord() });
  }
  if (intent.startsWith("tab:") && TAB_IDS.has(intent.slice(4)))
    return reply({ ...(await save()), tab: intent.slice(4) as TabId });

  const generate = DOCUMENT_KINDS.find((a) => a.kind === intent);
  if (!generate && intent !== "question") return reply({ ...(await save()), tab: currentTab });
  let input: DocumentInput;
  if (generate) {
    if (!values.transcript.trim()) {
      const error = { title: NO_CONTENT.title, message: NO_CONTENT.description };
      return reply({ ...(await save()), tab: currentTab, error }, 400);
    }
    input = { kind: generate.kind, text: values.transcript };
  } else {
    if (!values.question.trim()) {
      const error = { title: NO_QUESTION.title, message: NO_QUESTION.description };
      return reply({ ...(await save()), tab: currentTab, error }, 400);
    }
    input = {
      kind: "question",
      question: values.question.trim(),
      context: {
        transcript: values.transcript,
        consultationNote: values.consultationNote,
        referralLetter: values.referralLetter,
        exactDictation: values.exactDictation,
      },
    };
  }
  const field = generate?.field ?? "response";
  const overAllowance = await documentAllowance(request, user);
  if (overAllowance) {
    const error = { title: "Too many requests", message: overAllowance.message };
    return reply({ ...(await save()), tab: currentTab, error }, 429, {
      "Retry-After": String(overAllowance.retryAfterSeconds),
    });
  }
  try {
    const result = await generateDocument(input, { user, signal: request.signal, request });
    const note = { receipt: result.receipt, flags: result.flags };
    // The note replaces this document's earlier one (a regenerated note without flags clears the old flags).
    const patch: ConsultationPatch = { ...values, [field]: result.processedText, notes: { [field]: savedNote(note) } };
    if (!generate) {
      const open = user && UUID.test(posted.id) ? await getConsultation(user.id, posted.id) : null;
      const asked: QuestionAnswer = {
        question: values.question.trim(),
        answer: result.processedText,
        askedAt: new Date().toISOString(),
      };
      patch.questions = [...(open?.record.questions ?? []), asked];
    }
    return reply({ ...(await save(patch)), tab: generate?.tab ?? currentTab, notes: { [field]: note } });
  } catch (error) {
    const failure = asFailure(error);
    return reply(
      {
        ...(await save()),
        tab: currentTab,
        notes: { [field]: { error: failure.message } },
        error: { title: "Processing failed", message: failure.message },
      },
      statusOf(failure),
    );
  }
}
