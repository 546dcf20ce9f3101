import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFormAction, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { DocumentPanel } from "~/components/dictation/document-panel.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { AlertDialog } from "~/components/ui/dialog.tsx";
import { TextareaField } from "~/components/ui/field.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import {
  DOCUMENT_TABS,
  EMPTY_VALUES,
  GENERATE_ACTIONS,
  NO_CONTENT,
  NO_QUESTION,
  type GenerateIntent,
  type ScreenValues,
  type TabId,
} from "~/dictation/documents.ts";
import { clearDrafts, readDraft, writeDraft } from "~/dictation/drafts.ts";
import { formatTimer, useDictation } from "~/dictation/use-dictation.ts";
import { useDocuments, type DocumentNotes } from "~/dictation/use-documents.ts";
import { documentFailure } from "~/services/document-requests.server.ts";
import { generateDocument, type DocumentInput } from "~/services/documents.server.ts";
import { requireUser } from "~/utils/auth.server.ts";
import { CONCISENESS_OPTIONS, FORMAT_OPTIONS } from "~/utils/user-validation.ts";
import * as styles from "~/styles/dictation.css.ts";

export const meta: MetaFunction = () => [{ title: "Transcription — Notewell" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const format = FORMAT_OPTIONS.find((o) => o.value === user.consultationFormat)?.label ?? "Narrative";
  const level = CONCISENESS_OPTIONS.find((o) => o.value === user.consultationConciseness)?.label ?? "Normal";
  return json({ keyTerms: user.keyTerms, noteStyle: `${format}, ${level}` });
}

const TAB_IDS = new Set<string>(DOCUMENT_TABS.map((t) => t.id));
const MAX_FIELD = 200_000;

function readValues(form: FormData): ScreenValues {
  const field = (name: keyof ScreenValues) => String(form.get(name) ?? "").slice(0, MAX_FIELD);
  return {
    transcript: field("transcript"),
    consultationNote: field("consultationNote"),
    referralLetter: field("referralLetter"),
    exactDictation: field("exactDictation"),
    question: field("question"),
    response: field("response"),
  };
}

/**
 * The screen without JavaScript: one form holding every field. A generate or question button posts it, the
 * document is written on the server, and the page comes back with it in its tab; the tab buttons post it too,
 * so switching tabs keeps everything typed. With JavaScript the page does all this itself and never posts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const values = readValues(form);
  const intent = String(form.get("intent") ?? "");
  const currentTab = TAB_IDS.has(String(form.get("tab"))) ? (String(form.get("tab")) as TabId) : "transcription";
  type Result = { values: ScreenValues; tab: TabId; notes?: DocumentNotes; error?: { title: string; message: string } };
  const reply = (result: Result, status = 200) => json(result, { status });

  if (intent.startsWith("tab:") && TAB_IDS.has(intent.slice(4))) return reply({ values, tab: intent.slice(4) as TabId });
  if (intent === "clear") return reply({ values: EMPTY_VALUES, tab: "transcription" });

  const generate = GENERATE_ACTIONS.find((a) => a.intent === intent);
  if (!generate && intent !== "question") return reply({ values, tab: currentTab });
  let input: DocumentInput;
  if (generate) {
    if (!values.transcript.trim()) {
      return reply({ values, tab: currentTab, error: { title: NO_CONTENT.title, message: NO_CONTENT.description } }, 400);
    }
    input = { kind: generate.intent, text: values.transcript };
  } else {
    if (!values.question.trim()) {
      return reply({ values, tab: currentTab, error: { title: NO_QUESTION.title, message: NO_QUESTION.description } }, 400);
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
  try {
    const result = await generateDocument(input, { user, signal: request.signal });
    return reply({
      values: { ...values, [field]: result.processedText },
      tab: generate?.tab ?? currentTab,
      notes: { [field]: { receipt: result.receipt, flags: result.flags } },
    });
  } catch (error) {
    const failure = documentFailure(error);
    return reply(
      { values, tab: currentTab, notes: { [field]: { error: failure.error } }, error: { title: "Processing failed", message: failure.error } },
      failure.status,
    );
  }
}

const STATUS_LABEL = { disconnected: "Not connected", connecting: "Connecting…", connected: "Connected" } as const;

export default function TranscriptionScreen() {
  const { keyTerms, noteStyle } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const toast = useToast();
  const [hydrated, setHydrated] = useState(false);
  const initial = posted?.values ?? EMPTY_VALUES;
  const dictation = useDictation(initial.transcript, { keyTerms });
  const documents = useDocuments(initial, posted?.notes ?? {});
  const [tab, setTab] = useState<TabId>(posted?.tab ?? "transcription");
  const [confirmClear, setConfirmClear] = useState(false);
  const formAction = useFormAction();

  // Drafts (spec §3): restored once after the page loads, then saved as they change.
  const restored = useRef(false);
  useEffect(() => {
    setHydrated(true);
    if (posted) {
      restored.current = true;
      return;
    }
    // Anything typed before the page finished loading wins over an older draft.
    const typed = (id: string) => (document.getElementById(id) as HTMLTextAreaElement | null)?.value ?? "";
    const transcript = typed("transcript") || readDraft("transcript") || readDraft("runningTranscript");
    if (transcript) dictation.setText(transcript);
    documents.setValues((current) => ({
      ...current,
      consultationNote: typed("consultationNote") || readDraft("consultationNote"),
      referralLetter: typed("referralLetter") || readDraft("referralLetter"),
      exactDictation: typed("exactDictation") || readDraft("exactDictation"),
      question: typed("question"),
      response: typed("response") || readDraft("processedResult"),
    }));
    restored.current = true;
    // Runs once, on first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!restored.current) return;
    writeDraft("transcript", dictation.finalText);
    writeDraft("runningTranscript", dictation.text);
    writeDraft("consultationNote", documents.values.consultationNote);
    writeDraft("referralLetter", documents.values.referralLetter);
    writeDraft("exactDictation", documents.values.exactDictation);
    writeDraft("processedResult", documents.values.response);
  }, [dictation.finalText, dictation.text, documents.values]);

  // The no-JavaScript round trip reports errors with the same toasts.
  useEffect(() => {
    if (posted?.error) toast({ title: posted.error.title, description: posted.error.message, type: "destructive" });
  }, [posted, toast]);

  const transcriptText = () => dictation.finalText.trim() || dictation.text.trim();
  const hasTranscript = dictation.text.trim() !== "";

  async function generate(intent: GenerateIntent) {
    const generateAction = GENERATE_ACTIONS.find((a) => a.intent === intent)!;
    if (dictation.isRecording) await dictation.stop();
    const text = transcriptText();
    if (!text) {
      toast({ title: NO_CONTENT.title, description: NO_CONTENT.description, type: "destructive" });
      return;
    }
    setTab(generateAction.tab);
    const body = generateAction.endpoint === "referral-letter" ? { transcript: text } : { text };
    const failure = await documents.run(intent, generateAction.field, generateAction.endpoint, body);
    if (failure) toast({ title: "Processing failed", description: "Please try again", type: "destructive" });
  }

  async function ask() {
    const question = documents.values.question.trim();
    if (!question) {
      toast({ title: NO_QUESTION.title, description: NO_QUESTION.description, type: "destructive" });
      return;
    }
    const failure = await documents.run("question", "response", "question", {
      question,
      allContent: {
        transcript: dictation.text,
        consultationNote: documents.values.consultationNote,
        referralLetter: documents.values.referralLetter,
        exactDictation: documents.values.exactDictation,
      },
    });
    if (failure) toast({ title: "Processing failed", description: "Please try again", type: "destructive" });
  }

  function clearAll() {
    dictation.clear();
    documents.clear();
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
    else if (GENERATE_ACTIONS.some((a) => a.intent === intent)) void generate(intent as GenerateIntent);
  }

  const valueOf = (field: (typeof DOCUMENT_TABS)[number]["field"]) =>
    field === "transcript" ? dictation.text : documents.values[field];

  return (
    <form method="post" action={formAction} onSubmit={onSubmit} className={styles.stack} aria-label="Dictation">
      <input type="hidden" name="tab" value={tab} />
      <div className={styles.header}>
        <h1 style={{ margin: 0 }}>Transcription</h1>
        <div className={styles.controls}>
          <Button
            size="lg"
            variant={dictation.isRecording ? "recording" : "primary"}
            disabled={!hydrated}
            onClick={() => {
              // Spec §4: Start switches to the Transcription tab.
              if (!dictation.isRecording) setTab("transcription");
              void dictation.toggle();
            }}
            aria-pressed={dictation.isRecording}
          >
            {dictation.isRecording ? "Stop Recording" : "Start Recording"}
          </Button>
          <span className={styles.timer} role="timer" aria-label="Recording time">
            {formatTimer(dictation.elapsedSeconds)}
          </span>
          <span className={styles.status}>
            <span className={styles.dot} data-status={dictation.status} aria-hidden="true" />
            {STATUS_LABEL[dictation.status]}
          </span>
          <Button variant="ghost" type="submit" name="intent" value="clear">
            Clear All
          </Button>
          <Link to="/help">Help</Link>
        </div>
      </div>
      <noscript>
        <Alert tone="info">Recording needs JavaScript. You can still type or paste a transcript and generate documents.</Alert>
      </noscript>

      {dictation.error ? (
        <Alert
          tone="danger"
          role="alert"
          title="Connection Error"
          actions={
            <>
              <Button size="sm" onClick={dictation.tryAgain}>
                Try Again
              </Button>
              <Button size="sm" variant="ghost" onClick={dictation.dismissError} aria-label="Dismiss connection error">
                Dismiss
              </Button>
            </>
          }
        >
          {dictation.error}
        </Alert>
      ) : null}
      {dictation.warning ? <Alert tone="warning">{dictation.warning}</Alert> : null}
      {posted?.error && !hydrated ? (
        <Alert tone="danger" role="alert" title={posted.error.title}>
          {posted.error.message}
        </Alert>
      ) : null}

      <div className={styles.generateRow}>
        {GENERATE_ACTIONS.map((a) => (
          <Button
            key={a.intent}
            type="submit"
            name="intent"
            value={a.intent}
            variant="secondary"
            disabled={(hydrated && !hasTranscript) || Boolean(documents.busy[a.intent])}
            aria-busy={documents.busy[a.intent] || undefined}
          >
            {documents.busy[a.intent] ? `${a.label}…` : a.label}
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
                readOnly={t.field === "transcript" && dictation.isRecording}
                busy={t.id !== "transcription" && Boolean(documents.busy[t.id as GenerateIntent])}
                note={documents.notes[t.field]}
                rows={14}
                placeholder={t.field === "transcript" ? "Press Start Recording and speak, or type or paste a transcript here." : undefined}
                onChange={(value) => (t.field === "transcript" ? dictation.setText(value) : documents.setField(t.field, value))}
              />
            </TabsContent>
          ))}
        </Tabs>
        {/* Screen readers hear each finished sentence once, politely, while recording. */}
        <div className="visually-hidden" aria-live="polite">
          {dictation.isRecording ? dictation.lastFinal : ""}
        </div>
      </Card>

      <Card title="Ask a Question" description="Ask about this consultation: differentials, investigations, follow-up, a handover summary, coding, action items or medication changes.">
        <TextareaField
          id="question"
          name="question"
          label="Your question"
          rows={3}
          value={documents.values.question}
          onChange={(event) => documents.setField("question", event.target.value)}
        />
        <div className={styles.tabTools}>
          <Button type="submit" name="intent" value="question" disabled={Boolean(documents.busy.question)} aria-busy={documents.busy.question || undefined}>
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
        title="Clear everything?"
        description="This removes the transcript, every document, the question and the response from this screen and from this browser. It cannot be undone."
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
