import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  DOCUMENT_KINDS,
  DOCUMENT_TABS,
  GENERATED_FIELDS,
  MAX_TEXT_CHARS,
  SCREEN_FIELDS,
  type DocumentField,
  type GeneratedField,
  type GeneratedKind,
  type TabId,
} from "~/platform/document-kinds.ts";
import {
  asksBeforeReplacing,
  keepBeforeReplacing,
  latestDraft,
  markReviewed,
  restoreVersion,
  withNewDraft,
} from "~/platform/document-versions.ts";
import {
  currentConsultation,
  getConsultation,
  saveConsultation,
  startNewConsultation,
} from "~/features/consultations/consultations.server.ts";
import {
  emptyRecord,
  savedNotes,
  screenValues,
  type ConsultationPatch,
  type ConsultationRecord,
} from "~/features/consultations/record.ts";
import { documentRequest, type ProcessEndpoint } from "~/features/documents/requests.server.ts";
import { generateDocument } from "~/features/documents/generate.server.ts";
import { notesAfterPost } from "~/features/documents/notes-after-post.server.ts";
import { promptQuestion } from "~/features/documents/prompt-questions.ts";
import { shareOfWordsChanged } from "~/features/documents/review.ts";
import { TRANSCRIPT_RECEIPT, tidyTranscript } from "~/features/documents/tidy-transcript.ts";
import { requireUserOrGuest } from "~/platform/guards.server.ts";
import { asFailure, Refusal, type Failure } from "~/platform/errors.ts";
import { retryAfterHeaders, statusOf } from "~/platform/http.server.ts";
import { conciseLabel, FORMAT_OPTIONS, TEMPLATE_PREFIX } from "~/platform/note-styles.ts";
import type { FormatChoice } from "~/features/templates/note-format-choice.tsx";
import { templatesFor, type NoteTemplate } from "~/features/templates/templates.server.ts";
import { readForm } from "~/platform/request-body.server.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { provenanceLine } from "~/platform/provenance.ts";
import type { PublicUser } from "~/platform/users.server.ts";
import { browserDraftKey } from "~/platform/crypto.server.ts";
import { MAX_NHS_NUMBER_CHARS } from "~/platform/nhs-number.ts";
import { MAX_LABEL_CHARS } from "~/features/consultations/label.ts";

/**
 * The dictation screen's server half: its loader, and the action that serves the screen without JavaScript
 * (_index.tsx re-exports them). Kept apart so the browser build of the screen meets one empty stand-in for the
 * server code instead of one for each server module it used (decision 029).
 */

export const headers = retryAfterHeaders;

/** Who marks a document reviewed, as the record and the provenance footer name them. */
function reviewerName(user: PublicUser | null): string {
  return user ? `${user.firstName} ${user.lastName}`.trim() || user.email : "Guest";
}

/**
 * The provenance line of each document the AI drafted, when the practice wants one: the page puts it in its form,
 * so a download without JavaScript (/download/:field) carries it.
 */
function footersOf(record: ConsultationRecord | undefined, footer: boolean): Partial<Record<GeneratedField, string>> {
  const lines: Partial<Record<GeneratedField, string>> = {};
  for (const field of GENERATED_FIELDS) {
    const line = footer && record ? provenanceLine(record.notes[field]) : null;
    if (line) lines[field] = line;
  }
  return lines;
}

/** The note formats the screen offers: the built-in four, then the practice's templates, then the clinician's own. */
function formatChoices(templates: NoteTemplate[]): FormatChoice[] {
  return [
    ...FORMAT_OPTIONS.map((o) => ({ ...o, group: "Built-in formats" })),
    ...templates.map(({ id, scope, name, sections, instructions }) => ({
      value: `${TEMPLATE_PREFIX}${id}`,
      label: name,
      group: scope === "practice" ? "Practice templates" : "My templates",
      template: { id, scope, name, sections, instructions },
    })),
  ];
}

export async function loader({ request }: LoaderFunctionArgs) {
  // A guest (decision 017) gets the screen with the default note style, no key terms and nothing stored.
  const visitor = await requireUserOrGuest(request);
  const user = visitor.kind === "user" ? visitor.user : null;
  const [consultation, settings, templates] = await Promise.all([
    user ? currentConsultation(user.id) : null,
    getSettings(),
    templatesFor(user),
  ]);
  return json({
    keyTerms: user?.keyTerms ?? [],
    // The note's format: the clinician's usual one, changed for this consultation on the screen (decision 065).
    noteFormat: user?.consultationFormat ?? "narrative",
    detailLevel: conciseLabel(user?.consultationConciseness),
    formats: formatChoices(templates),
    userId: user?.id ?? null,
    guest: user === null,
    reviewer: reviewerName(user),
    footer: settings.provenanceFooter,
    footers: footersOf(consultation?.record, settings.provenanceFooter),
    // Whether a consultation's first recording waits for the patient's consent, or "dictation alone" (decision 060).
    requireConsent: settings.requireConsent,
    consultation,
    // The key this page encrypts unsaved work with in the browser (never stored there: decision 037).
    draftKey: user ? browserDraftKey(user.id) : null,
  });
}

const TAB_IDS = new Set<string>(DOCUMENT_TABS.map((t) => t.id));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the page without JavaScript sent: every text, the ticked details, and which button. */
function readPost(form: FormData) {
  const text = (name: string, max = MAX_TEXT_CHARS) => String(form.get(name) ?? "").slice(0, max);
  const tab = String(form.get("tab") ?? "");
  return {
    texts: Object.fromEntries(SCREEN_FIELDS.map((name) => [name, text(name)])) as Pick<
      ConsultationRecord,
      (typeof SCREEN_FIELDS)[number]
    >,
    // Given on the consultation's page; a post that does not carry one keeps it.
    label: form.has("label") ? text("label", MAX_LABEL_CHARS) : null,
    // Kept as typed (a wrong check digit is said beside the field, and nothing is lost); a post without it keeps it.
    nhsNumber: form.has("nhsNumber") ? text("nhsNumber", MAX_NHS_NUMBER_CHARS) : null,
    ticked: (field: GeneratedField) => new Set(form.getAll(`checked.${field}`).map((value) => Number(value))),
    id: UUID.test(String(form.get("consultationId") ?? "")) ? String(form.get("consultationId")) : null,
    revision: String(form.get("revision") ?? ""),
    tab: TAB_IDS.has(tab) ? (tab as TabId) : "transcription",
    intent: String(form.get("intent") ?? ""),
    // The note's format chosen on the screen for this consultation (decision 065).
    noteFormat: form.has("noteFormat") ? String(form.get("noteFormat")).slice(0, 40) : undefined,
  };
}

/** What the page shows after a post: the consultation as saved, which tab, and anything to say or ask. */
type ScreenReply = {
  tab: TabId;
  consultationId: string | null;
  revision: number | null;
  record: ConsultationRecord;
  /** What went wrong, said once, beside `field` (a document's tab, the transcript, the question box). */
  error?: Failure;
  /** A question before going on: generate over an edited document, or download one with unchecked details. */
  confirm?: { kind: "regenerate" | "download"; field: DocumentField };
  /** Each drafted document's provenance line, when the practice wants one (for downloads: footersOf). */
  footers: Partial<Record<GeneratedField, string>>;
  /** The note format the page had chosen, shown chosen again. */
  noteFormat?: string;
};

/**
 * Saves the page's consultation: every text comes with each post. A consultation deleted elsewhere becomes a new
 * one. When another device has changed it since the page was shown (its revision), a part the page posts empty
 * does not blank what that device saved.
 */
async function save(userId: number, post: ReturnType<typeof readPost>, patch: ConsultationPatch) {
  const basedOn = /^\d{1,9}$/.test(post.revision) ? Number(post.revision) : undefined;
  let saved;
  try {
    saved = await saveConsultation(userId, post.id, patch, { basedOn });
  } catch (error) {
    if (!(error instanceof Refusal && error.code === "not-found")) throw error;
    saved = await saveConsultation(userId, null, patch);
  }
  const stored = saved ? await getConsultation(userId, saved.id) : null;
  return { consultationId: stored?.id ?? null, revision: stored?.revision ?? null, stored: stored?.record };
}

/**
 * The screen without JavaScript: one form holding every field. Each button posts it with its intent — generate
 * (asking first over an edited document), ask a question or a one-tap prompt, mark a document reviewed, restore a
 * version, use the transcript as the dictation, download (asking first while details are unchecked), switch tab,
 * Clear All — and the page comes back with the result. Every post saves the consultation, its edited documents
 * checked again. With JavaScript the page does all this itself and never posts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const visitor = await requireUserOrGuest(request);
  const user = visitor.kind === "user" ? visitor.user : null;
  const post = readPost(await readForm(request));
  const open = user && post.id ? await getConsultation(user.id, post.id) : null;
  const before = open?.record ?? emptyRecord();

  // The consultation as the page showed it, with what was typed since: the details ticked, the edited documents
  // checked again.
  const record: ConsultationRecord = {
    ...before,
    ...post.texts,
    label: post.label ?? before.label,
    nhsNumber: post.nhsNumber ?? before.nhsNumber,
    notes: { ...before.notes },
  };
  for (const field of GENERATED_FIELDS) {
    const flags = record.notes[field]?.flags;
    if (!flags) continue;
    const ticked = post.ticked(field);
    record.notes[field] = {
      ...record.notes[field],
      flags: flags.map((f, i) => ({ ...f, checked: ticked.has(i) || undefined })),
    };
  }
  record.notes = notesAfterPost({
    notes: record.notes,
    before: { transcript: before.transcript, texts: before },
    after: { transcript: record.transcript, texts: record },
    keyTerms: user?.keyTerms ?? [],
  });

  const footer = (await getSettings()).provenanceFooter;
  const reply = async (
    screen: Omit<ScreenReply, "consultationId" | "revision" | "record" | "footers">,
    status = 200,
  ) => {
    const patch: ConsultationPatch = {
      ...screenValues(record),
      label: record.label,
      nhsNumber: record.nhsNumber,
      notes: Object.fromEntries(GENERATED_FIELDS.map((field) => [field, savedNotes(record.notes)[field] ?? {}])),
      versions: record.versions,
      questions: record.questions,
    };
    // A guest's work is never stored: the page simply comes back with what was posted.
    const saved = user ? await save(user.id, post, patch) : { consultationId: null, revision: null, stored: undefined };
    const headers: HeadersInit = screen.error?.retryAfterSeconds
      ? { "Retry-After": String(screen.error.retryAfterSeconds) }
      : {};
    const stored = saved.stored ?? { ...record, notes: savedNotes(record.notes) };
    const shown: ScreenReply = {
      ...screen,
      ...saved,
      record: stored,
      footers: footersOf(stored, footer),
      ...(post.noteFormat ? { noteFormat: post.noteFormat } : {}),
    };
    return json(shown, { status, headers });
  };

  const intent = post.intent;
  if (intent === "clear") {
    // What was typed since the last post belongs to the consultation being left (it stays in History).
    if (user) {
      await reply({ tab: post.tab });
      await startNewConsultation(user.id);
    }
    const fresh: ScreenReply = {
      tab: "transcription",
      consultationId: null,
      revision: null,
      record: emptyRecord(),
      footers: {},
    };
    return json(fresh);
  }
  if (intent.startsWith("tab:") && TAB_IDS.has(intent.slice(4))) return reply({ tab: intent.slice(4) as TabId });

  const [verb, field, versionId] = intent.split(":") as [string, GeneratedField | undefined, string | undefined];
  const kind = DOCUMENT_KINDS.find((k) => k.field === field);
  if (verb === "review" && kind) {
    const text = record[kind.field];
    const changedShare = shareOfWordsChanged(latestDraft(record.versions[kind.field]) ?? text, text);
    const at = new Date().toISOString();
    const marked = markReviewed(record.notes[kind.field], record.versions[kind.field], text, {
      by: reviewerName(user),
      at,
      changedShare,
    });
    record.notes[kind.field] = marked.note;
    record.versions[kind.field] = marked.versions;
    return reply({ tab: kind.tab });
  }
  if (verb === "restore" && kind && versionId) {
    const restored = restoreVersion(
      record.notes[kind.field],
      record.versions[kind.field],
      record[kind.field],
      versionId,
    );
    if (restored) {
      const previous = record[kind.field];
      record[kind.field] = restored.text;
      record.versions[kind.field] = restored.versions;
      record.notes = notesAfterPost({
        notes: { ...record.notes, [kind.field]: restored.note },
        before: { transcript: record.transcript, texts: { ...record, [kind.field]: previous } },
        after: { transcript: record.transcript, texts: record },
        keyTerms: user?.keyTerms ?? [],
      });
    }
    return reply({ tab: kind.tab });
  }
  if (verb === "use-transcript") {
    const tidied = tidyTranscript(record.transcript);
    record.versions.exactDictation = keepBeforeReplacing(record.exactDictation, record.versions.exactDictation);
    record.exactDictation = tidied;
    record.notes.exactDictation = { receipt: TRANSCRIPT_RECEIPT };
    return reply({ tab: "exact" });
  }
  if (verb === "confirm-download" && field) return reply({ tab: post.tab, confirm: { kind: "download", field } });

  const generate = DOCUMENT_KINDS.find((k) => k.kind === intent || `regenerate:${k.kind}` === intent);
  const prompt = promptQuestion(intent);
  if (!generate && intent !== "question" && !prompt) return reply({ tab: post.tab });
  const asks = (kind: GeneratedKind) =>
    asksBeforeReplacing(record[kind.field], record.versions[kind.field], Boolean(record.notes[kind.field]?.review));
  if (generate && intent === generate.kind && asks(generate)) {
    return reply({ tab: generate.tab, confirm: { kind: "regenerate", field: generate.field } });
  }
  return writeDocument(request, user, record, generate, prompt ?? record.question, reply, post.noteFormat);
}

/**
 * Writes a document or answers a question — through the same request checks and the same service as the JSON API
 * (documentRequest, generateDocument) — and keeps it in the consultation: a new draft's versions, or the
 * question and answer added to the thread. A failure is said once, beside what failed.
 */
async function writeDocument(
  request: Request,
  user: PublicUser | null,
  record: ConsultationRecord,
  generate: GeneratedKind | undefined,
  question: string,
  reply: (
    screen: Omit<ScreenReply, "consultationId" | "revision" | "record" | "footers">,
    status?: number,
  ) => Promise<Response>,
  noteFormat?: string,
) {
  const endpoint: ProcessEndpoint = generate?.slug ?? "question";
  const payload = generate
    ? { [generate.textField]: record.transcript, nhsNumber: record.nhsNumber, noteFormat }
    : {
        question,
        nhsNumber: record.nhsNumber,
        allContent: {
          transcript: record.transcript,
          consultationNote: record.consultationNote,
          referralLetter: record.referralLetter,
          exactDictation: record.exactDictation,
        },
      };
  const tab = generate?.tab ?? "transcription";
  try {
    const input = await documentRequest(request, user, endpoint, payload);
    const result = await generateDocument(input, { user, signal: request.signal, request });
    if (generate && result.draft) {
      record.versions[generate.field] = withNewDraft(
        record[generate.field],
        record.versions[generate.field],
        result.processedText,
        result.draft,
      );
      record[generate.field] = result.processedText;
      record.notes[generate.field] = { receipt: result.receipt, flags: result.flags, draft: result.draft };
    } else if (input.kind === "question") {
      record.response = result.processedText;
      record.question = "";
      record.questions = [
        ...record.questions,
        { question: input.question, answer: result.processedText, askedAt: new Date().toISOString() },
      ];
    }
    return await reply({ tab });
  } catch (error) {
    const failure = asFailure(error);
    // Said beside what failed: the transcript when there was none, the question box, or the document's tab.
    const field: DocumentField | "question" =
      failure.field === "transcript" ? "transcript" : (generate?.field ?? "question");
    return await reply(
      { tab: failure.field === "transcript" ? "transcription" : tab, error: { ...failure, field } },
      statusOf(failure),
    );
  }
}
