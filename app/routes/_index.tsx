import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFormAction, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { DocumentPanel } from "~/features/documents/document-panel.tsx";
import { RecordingAlert } from "~/features/dictation/recording-alert.tsx";
import { GuestLayout } from "~/components/layout/guest-layout.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { AlertDialog } from "~/components/ui/dialog.tsx";
import { TextareaField } from "~/components/ui/field.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import {
  DOCUMENT_KINDS,
  DOCUMENT_TABS,
  NO_CONTENT,
  NO_QUESTION,
  type GenerateIntent,
  type TabId,
} from "~/platform/document-kinds.ts";
import { clearDrafts } from "~/features/consultations/drafts.ts";
import { useDictation } from "~/features/dictation/use-dictation.ts";
import { RecordingBar } from "~/features/dictation/recording-bar.tsx";
import { useDocuments, type Failure } from "~/features/documents/use-documents.ts";
import {
  emptyRecord,
  savedNotes,
  screenValues,
  type ConsultationRecord,
  type QuestionAnswer,
} from "~/features/consultations/record.ts";
import { useConsultationSync, type SaveStatus } from "~/features/consultations/use-consultation-sync.ts";
import { SESSION_EXPIRED_MESSAGE } from "../../contract/session-expired.ts";
import { sessionEnded } from "~/components/session-end.ts";
import * as styles from "~/features/dictation/dictation.css.ts";
import type { action, loader } from "./_index.server.ts";

export { action, headers, loader } from "./_index.server.ts";

export const meta: MetaFunction = () => [{ title: "Transcription — Notewell" }];

/** How the screen reports saving, next to the recording controls. */
function saveLabel(status: SaveStatus, hasId: boolean, failure: string | null): string {
  switch (status) {
    case "saved":
      return hasId ? "Saved" : "";
    case "saving":
    case "unsaved":
      return "Saving…";
    case "offline":
      return "Offline: kept in this browser, saved when the connection returns";
    case "signed-out":
      return "Not saved: sign in again";
    case "failed":
      return `Not saved: ${failure ?? "please try again"}`;
  }
}

/** A guest sees the same screen inside the guest layout (banner: nothing is saved). */
export default function TranscriptionRoute() {
  const { guest } = useLoaderData<typeof loader>();
  return guest ? (
    <GuestLayout>
      <TranscriptionScreen />
    </GuestLayout>
  ) : (
    <TranscriptionScreen />
  );
}

function TranscriptionScreen() {
  const { keyTerms, noteStyle, userId, guest, consultation, draftKey } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const toast = useToast();
  const hydrated = useHydrated();
  // What the server holds: the consultation it opened with, or what the page without JavaScript just saved.
  const opened: ConsultationRecord = posted?.record ?? consultation?.record ?? emptyRecord();
  const openedId = posted ? posted.consultationId : (consultation?.id ?? null);
  const { transcript: openedTranscript, ...openedTexts } = screenValues(opened);
  const dictation = useDictation(openedTranscript, { keyTerms, guest });
  const documents = useDocuments(openedTexts, { ...opened.notes, ...posted?.notes });
  const [questions, setQuestions] = useState<QuestionAnswer[]>(opened.questions);
  const [tab, setTab] = useState<TabId>(posted?.tab ?? "transcription");
  const [confirmClear, setConfirmClear] = useState(false);
  const formAction = useFormAction();

  // The consultation as the screen holds it now, kept on the server as it changes.
  const record = useMemo<ConsultationRecord>(
    () => ({ ...documents.values, transcript: dictation.finalText, questions, notes: savedNotes(documents.notes) }),
    [documents.values, documents.notes, dictation.finalText, questions],
  );
  const { setText } = dictation;
  const { setValues, setNotes } = documents;
  const restore = useCallback(
    (saved: ConsultationRecord) => {
      const { transcript, ...texts } = screenValues(saved);
      setText(transcript);
      setValues(texts);
      setNotes(saved.notes);
      setQuestions(saved.questions);
    },
    [setText, setValues, setNotes],
  );
  // Nothing a guest does is kept, not even in this browser (and a guest never sees someone else's drafts).
  const sync = useConsultationSync({
    userId,
    initialId: openedId,
    initialRecord: opened,
    record,
    restore,
    draftKey,
    onRestored: () => toast({ title: "Unsaved work restored" }),
  });

  // The no-JavaScript round trip reports errors with the same toasts.
  useEffect(() => {
    if (posted?.error) toast({ title: posted.error.title, description: posted.error.message, type: "destructive" });
  }, [posted, toast]);
  // A recording refused (or cut off) because the session has ended: the page goes to sign in, keeping unsaved work
  // encrypted and nothing readable (components/session-end.ts).
  useEffect(() => {
    if (dictation.problem?.signIn && !guest) void sessionEnded();
  }, [dictation.problem, guest]);

  const transcriptText = () => dictation.finalText.trim() || dictation.text.trim();
  const hasTranscript = dictation.text.trim() !== "";

  function reportFailure(failure: Failure) {
    if (failure.signedOut && !guest) void sessionEnded();
    toast({
      title: "Processing failed",
      description: failure.signedOut ? failure.message : "Please try again",
      type: "destructive",
    });
  }

  async function generate(intent: GenerateIntent) {
    const generateAction = DOCUMENT_KINDS.find((a) => a.kind === intent)!;
    // A recording stops first, and what it recorded during an outage is transcribed before the text is used.
    if (dictation.isRecording || dictation.finishing) await dictation.stop();
    const text = transcriptText();
    if (!text) {
      toast({ title: NO_CONTENT.title, description: NO_CONTENT.description, type: "destructive" });
      return;
    }
    setTab(generateAction.tab);
    const body = { [generateAction.textField]: text };
    const result = await documents.run(intent, generateAction.field, generateAction.slug, body);
    if (!result.ok) reportFailure(result.failure);
  }

  async function ask() {
    const question = documents.values.question.trim();
    if (!question) {
      toast({ title: NO_QUESTION.title, description: NO_QUESTION.description, type: "destructive" });
      return;
    }
    const result = await documents.run("question", "response", "question", {
      question,
      allContent: {
        transcript: dictation.text,
        consultationNote: documents.values.consultationNote,
        referralLetter: documents.values.referralLetter,
        exactDictation: documents.values.exactDictation,
      },
    });
    if (!result.ok) reportFailure(result.failure);
    else setQuestions((asked) => [...asked, { question, answer: result.text, askedAt: new Date().toISOString() }]);
  }

  /** "Clear All": a new consultation on the server first; the screen is cleared only once it has one. */
  async function clearAll() {
    const outcome = await sync.startNew();
    if (outcome !== "ok") {
      toast({
        title: "Could not start a new consultation",
        description:
          outcome === "signed-out"
            ? SESSION_EXPIRED_MESSAGE
            : "Check your connection and try again. Nothing was cleared.",
        type: "destructive",
      });
      return;
    }
    dictation.clear();
    documents.clear();
    setQuestions([]);
    clearDrafts();
    setTab("transcription");
  }

  /** With JavaScript every button is handled here; the form only posts when JavaScript is off. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "";
    if (intent.startsWith("tab:")) setTab(intent.slice(4) as TabId);
    else if (intent === "question") void ask();
    else if (intent === "clear") setConfirmClear(true);
    else if (DOCUMENT_KINDS.some((a) => a.kind === intent)) void generate(intent as GenerateIntent);
  }

  const saved = hydrated ? saveLabel(sync.status, sync.id !== null, sync.failure) : sync.id ? "Saved" : "";
  const valueOf = (field: (typeof DOCUMENT_TABS)[number]["field"]) =>
    field === "transcript" ? dictation.text : documents.values[field];

  return (
    <form method="post" action={formAction} onSubmit={onSubmit} className={styles.stack} aria-label="Dictation">
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="consultationId" value={sync.id ?? ""} />
      {/* Without JavaScript: which revision this page shows, so a post never blanks another device's work. */}
      <input type="hidden" name="revision" value={(posted ? posted.revision : consultation?.revision) ?? ""} />
      <div className={styles.header}>
        <h1 style={{ margin: 0 }}>Transcription</h1>
        <div className={styles.headerTools}>
          <Button variant="ghost" type="submit" name="intent" value="clear">
            Clear All
          </Button>
          <Link to="/help">Help</Link>
        </div>
      </div>
      {/* Saving is reported on a line of its own: it never moves the recording controls. */}
      <p className={styles.saveStatus} role="status" data-status={sync.status} title={saved}>
        {saved}
      </p>
      <RecordingBar
        view={dictation}
        hydrated={hydrated}
        onPrepare={dictation.prepare}
        onToggle={() => {
          // docs/product.md §4: Start switches to the Transcription tab.
          if (!dictation.isRecording) setTab("transcription");
          void dictation.toggle();
        }}
        meter={dictation.meter}
      />
      <noscript>
        <Alert tone="info">
          Recording needs JavaScript. You can still type or paste a transcript and generate documents.
        </Alert>
      </noscript>

      {dictation.problem ? (
        <RecordingAlert
          problem={dictation.problem}
          onTryAgain={dictation.tryAgain}
          onDismiss={dictation.dismissError}
        />
      ) : null}
      {dictation.warning ? <Alert tone="warning">{dictation.warning}</Alert> : null}
      {dictation.lost ? (
        <Alert
          tone="warning"
          role="alert"
          title={dictation.lost.title}
          actions={
            dictation.offline ? null : (
              <Button size="sm" variant="ghost" onClick={dictation.dismissLost}>
                Dismiss
              </Button>
            )
          }
        >
          {dictation.lost.text}
        </Alert>
      ) : null}
      {posted?.error && !hydrated ? (
        <Alert tone="danger" role="alert" title={posted.error.title}>
          {posted.error.message}
        </Alert>
      ) : null}

      <div className={styles.generateRow}>
        {DOCUMENT_KINDS.map((a) => (
          <Button
            key={a.kind}
            type="submit"
            name="intent"
            value={a.kind}
            variant="secondary"
            disabled={(hydrated && !hasTranscript) || Boolean(documents.busy[a.kind])}
            aria-busy={documents.busy[a.kind] || undefined}
          >
            {documents.busy[a.kind] ? `${a.generateLabel}…` : a.generateLabel}
          </Button>
        ))}
      </div>

      <Card>
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)}>
          <TabsList aria-label="Documents">
            {DOCUMENT_TABS.map((t) => (
              // A submit button, so that without JavaScript switching tabs posts the form and keeps the text.
              <TabsTrigger key={t.id} value={t.id} asChild>
                <button type="submit" name="intent" value={`tab:${t.id}`}>
                  {t.label}
                </button>
              </TabsTrigger>
            ))}
          </TabsList>
          {DOCUMENT_TABS.map((t) => (
            <TabsContent key={t.id} value={t.id} keepMounted>
              {t.id === "consultation" ? (
                <p className={styles.noteStyle}>
                  Written as {noteStyle}. <Link to="/preferences">Change in Preferences</Link>
                </p>
              ) : null}
              <DocumentPanel
                field={t.field}
                label={`${t.label} text`}
                value={valueOf(t.field)}
                hydrated={hydrated}
                readOnly={t.field === "transcript" && (dictation.isRecording || dictation.finishing)}
                shade={
                  t.field === "transcript" && (dictation.isRecording || dictation.finishing)
                    ? dictation.segments
                    : undefined
                }
                busy={t.id !== "transcription" && Boolean(documents.busy[t.id as GenerateIntent])}
                note={documents.notes[t.field]}
                rows={14}
                placeholder={
                  t.field === "transcript"
                    ? "Press Start Recording and speak, or type or paste a transcript here."
                    : undefined
                }
                onChange={(value) =>
                  t.field === "transcript" ? dictation.setText(value) : documents.setField(t.field, value)
                }
              />
            </TabsContent>
          ))}
        </Tabs>
        {/* Screen readers hear each finished sentence once, politely, while recording. */}
        <div className="visually-hidden" aria-live="polite">
          {dictation.isRecording ? dictation.lastFinal : ""}
        </div>
      </Card>

      <Card
        title="Ask a Question"
        description="Ask about this consultation: differentials, investigations, follow-up, a handover summary, coding, action items or medication changes."
      >
        <TextareaField
          id="question"
          name="question"
          label="Your question"
          rows={3}
          value={documents.values.question}
          onChange={(event) => documents.setField("question", event.target.value)}
        />
        <div className={styles.tabTools}>
          <Button
            type="submit"
            name="intent"
            value="question"
            disabled={Boolean(documents.busy.question)}
            aria-busy={documents.busy.question || undefined}
          >
            {documents.busy.question ? "Asking…" : "Ask Question"}
          </Button>
        </div>
        <h3 className={styles.responseTitle}>Response</h3>
        <DocumentPanel
          field="response"
          label="Response text"
          value={documents.values.response}
          hydrated={hydrated}
          busy={Boolean(documents.busy.question)}
          note={documents.notes.response}
          rows={8}
          onChange={(value) => documents.setField("response", value)}
        />
      </Card>

      <AlertDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Start a new consultation?"
        description="This clears the transcript, every document, the question and the response from this screen. This consultation stays in My consultations, where you can open it again."
        cancel={<Button variant="secondary">Cancel</Button>}
        action={
          <Button variant="danger" onClick={clearAll}>
            Clear All
          </Button>
        }
      />
      <AlertDialog
        open={dictation.micDialogOpen}
        title="Microphone Access Required"
        description="Notewell needs your microphone to transcribe your dictation. Allow access when your browser asks; if you blocked it before, allow it in the site settings next to the address bar."
        cancel={
          <Button variant="secondary" onClick={dictation.declineMicrophone}>
            Cancel
          </Button>
        }
        action={<Button onClick={dictation.allowMicrophone}>Allow Access</Button>}
      />
    </form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
