import {
  DOCUMENT_KINDS,
  NO_CONTENT,
  NO_QUESTION,
  type DocumentNote,
  type GeneratedField,
  type GeneratedKind,
  type TabId,
} from "~/platform/document-kinds.ts";
import { asksBeforeReplacing } from "~/platform/document-versions.ts";
import type { Failure } from "~/platform/errors.ts";
import { replaceWith, restore, review, run } from "./document-actions.ts";
import { promptQuestion } from "./prompt-questions.ts";
import { TRANSCRIPT_RECEIPT, tidyTranscript } from "./tidy-transcript.ts";
import type { DocumentsHandle } from "./use-documents.ts";

/**
 * What the dictation screen's buttons do with JavaScript, loaded with the first press (decision 029): each
 * button's intent — the same values the page without JavaScript posts — carried out in the browser. The screen
 * gives what it holds and how to change it (`ScreenActions`), so this module needs nothing of the other features.
 */
export type ScreenActions = {
  documents: DocumentsHandle;
  /** The transcript to process (the finished text, or with the partial words when there is no finished text). */
  transcript: () => string;
  /**
   * The consultation's NHS number as typed: the server puts it (valid) on the documents' headers and takes it out
   * of what it sends to the language model (decision 063).
   */
  nhsNumber: string;
  /** The note's format chosen for this consultation: a built-in format or "template:<id>" (decision 065). */
  noteFormat: string;
  /** The whole transcript as shown, for a question's context. */
  shownTranscript: string;
  /** Stops a recording that is running (generating stops it first: product.md §4). */
  stopRecording: () => Promise<void>;
  reviewer: string;
  setTab: (tab: TabId) => void;
  /** Asks before generating over an edited document (the screen's dialog). */
  confirmRegenerate: (kind: GeneratedKind) => void;
  setQuestionError: (failure: Failure | null) => void;
  setAsking: (question: string | null) => void;
  addAnswer: (asked: { question: string; answer: string; askedAt: string }) => void;
  /**
   * A document or answer failed: true when the screen says it itself (a session that ran out, with its Sign in
   * link), so that it is not said again beside the document or the question.
   */
  saysItself: (failure: Failure) => boolean;
};

async function generate(screen: ScreenActions, kind: GeneratedKind, confirmed: boolean): Promise<void> {
  const { documents } = screen;
  await screen.stopRecording();
  const text = screen.transcript();
  if (!text) {
    screen.setTab("transcription");
    documents.setError("transcript", { code: "invalid", title: NO_CONTENT.title, message: NO_CONTENT.description });
    return;
  }
  documents.setError("transcript", null);
  // Nothing overwritten silently: an edited document is replaced only when the clinician says so.
  const { values, versions, notes } = documents.current;
  if (!confirmed && asksBeforeReplacing(values[kind.field], versions[kind.field], Boolean(notes[kind.field]?.review))) {
    screen.confirmRegenerate(kind);
    return;
  }
  screen.setTab(kind.tab);
  // A document is read where it is written: on a phone the page moves to it, so its details to check are in view.
  const card = document.getElementById("documents");
  if (card && card.getBoundingClientRect().top > window.innerHeight * 0.4) card.scrollIntoView({ block: "start" });
  await run(
    documents,
    kind.kind,
    kind.field,
    kind.slug,
    {
      [kind.textField]: text,
      nhsNumber: screen.nhsNumber,
      ...(kind.kind === "consultation" ? { noteFormat: screen.noteFormat } : {}),
    },
    screen.saysItself,
  );
}

async function ask(screen: ScreenActions, typed: string, fromBox: boolean): Promise<void> {
  const { documents } = screen;
  const question = typed.trim();
  if (!question) {
    screen.setQuestionError({ code: "invalid", title: NO_QUESTION.title, message: NO_QUESTION.description });
    return;
  }
  // The next attempt starts: the last one's message goes.
  screen.setQuestionError(null);
  screen.setAsking(question);
  const { values } = documents.current;
  const result = await run(documents, "question", "response", "question", {
    question,
    nhsNumber: screen.nhsNumber,
    allContent: {
      transcript: screen.shownTranscript,
      consultationNote: values.consultationNote,
      referralLetter: values.referralLetter,
      exactDictation: values.exactDictation,
    },
  });
  screen.setAsking(null);
  if (!result.ok) {
    if (!screen.saysItself(result.failure)) screen.setQuestionError(result.failure);
    return;
  }
  screen.addAnswer({ question, answer: result.result.processedText, askedAt: new Date().toISOString() });
  if (fromBox) documents.setValues((now) => ({ ...now, question: "" }));
}

const generatedField = (field: string | undefined): GeneratedField | undefined =>
  DOCUMENT_KINDS.find((k) => k.field === field)?.field;

/** Carries out one button's intent (the value it would post without JavaScript). */
export async function perform(screen: ScreenActions, intent: string): Promise<void> {
  const [verb, name, id] = intent.split(":");
  const kind = DOCUMENT_KINDS.find((k) => k.kind === intent.replace(/^regenerate:/, ""));
  const prompt = promptQuestion(intent);
  const field = generatedField(name);
  if (intent === "question") await ask(screen, screen.documents.current.values.question, true);
  else if (prompt) await ask(screen, prompt, false);
  else if (verb === "review" && field) await review(screen.documents, field, screen.reviewer);
  else if (verb === "restore" && field) restore(screen.documents, field, id);
  else if (intent === "use-transcript") {
    const note: DocumentNote = { receipt: TRANSCRIPT_RECEIPT };
    replaceWith(screen.documents, "exactDictation", tidyTranscript(screen.transcript()), note);
    screen.setTab("exact");
  } else if (kind) await generate(screen, kind, intent.startsWith("regenerate:"));
}
