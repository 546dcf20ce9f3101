import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFormAction, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { Extra } from "~/components/document-tools.tsx";
import { DocumentPanel } from "~/features/documents/document-panel.tsx";
import { RecordingAlert } from "~/features/dictation/recording-alert.tsx";
import { GuestLayout } from "~/components/layout/guest-layout.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Field } from "~/components/ui/field.tsx";
import { lazyPart, OnDemand, Unopened } from "~/components/on-demand.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import {
  DOCUMENT_KINDS,
  DOCUMENT_TABS,
  type DocumentField,
  type DocumentNotes,
  type GeneratedField,
  type GeneratedKind,
  type TabId,
  WORDS_CHANGED,
} from "~/platform/document-kinds.ts";
import { uncheckedCount } from "~/platform/document-history.ts";
import type { Failure } from "~/platform/errors.ts";
import { checkNhsNumber, MAX_NHS_NUMBER_CHARS } from "~/platform/nhs-number.ts";
import { clearDrafts } from "~/platform/browser-storage.ts";
import { useDictation } from "~/features/dictation/use-dictation.ts";
import { RecordingBar } from "~/features/dictation/recording-bar.tsx";
import { CONSENT_MISSING, ConsentChoice } from "~/features/dictation/consent-choice.tsx";
import type { ConsentKind } from "../../contract/consent.ts";
import { useDocuments } from "~/features/documents/use-documents.ts";
import { useRecheck } from "~/features/documents/use-recheck.ts";
import { AskAQuestion } from "~/features/documents/ask-a-question.tsx";
import {
  emptyRecord,
  savedNotes,
  screenValues,
  type ConsultationRecord,
  type QuestionAnswer,
} from "~/features/consultations/record.ts";
import { useConsultationSync, type SaveStatus } from "~/features/consultations/use-consultation-sync.ts";
import { sessionEnded } from "~/components/session-end.ts";
import { useToast } from "~/components/ui/toast.tsx";
import * as styles from "~/features/dictation/dictation.css.ts";
import { NoteFormatChoice } from "~/features/templates/note-format-choice.tsx";
import type { action, loader } from "./_index.server.ts";

export { action, headers, loader } from "./_index.server.ts";

/** The screen's confirmations, loaded the first time one opens (decision 029). */
const dialogs = () => import("~/features/dictation/screen-dialogs.tsx");
const ClearAllDialog = lazyPart(() => dialogs().then((module) => module.ClearAllDialog), Unopened);
const MicrophoneDialog = lazyPart(() => dialogs().then((module) => module.MicrophoneDialog), Unopened);

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

/** Posts the screen's form to the server with `intent`, as a press does without JavaScript. */
function postWithoutScript(form: HTMLFormElement, intent: string): void {
  const input = document.createElement("input");
  input.type = "hidden";
  input.name = "intent";
  input.value = intent;
  form.append(input);
  form.submit();
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

const kindOf = (field: string): GeneratedKind | undefined => DOCUMENT_KINDS.find((k) => k.field === field);

function TranscriptionScreen() {
  const {
    keyTerms,
    noteFormat: usualFormat,
    detailLevel,
    formats,
    userId,
    guest,
    consultation,
    draftKey,
    reviewer,
    footer,
    footers,
    requireConsent,
  } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const toast = useToast();
  const hydrated = useHydrated();
  // What the server holds: the consultation it opened with, or what the page without JavaScript just saved.
  const opened: ConsultationRecord = posted?.record ?? consultation?.record ?? emptyRecord();
  const openedId = posted ? posted.consultationId : (consultation?.id ?? null);
  const { transcript: openedTranscript, ...openedTexts } = screenValues(opened);
  // A failure the page without JavaScript reports is said once, beside what failed.
  const postedError = posted?.error ?? null;
  const openedNotes: DocumentNotes = { ...opened.notes };
  if (postedError && postedError.field && postedError.field !== "question") {
    const field = postedError.field as DocumentField;
    openedNotes[field] = { ...openedNotes[field], error: postedError };
  }
  // The clinician's answer about consent (decision 060): kept with the consultation; chosen before its first recording.
  const [consent, setConsent] = useState(consultation?.consent ?? null);
  const [consentChoice, setConsentChoice] = useState<ConsentKind | null>(null);
  const [consentError, setConsentError] = useState<string | null>(null);
  const dictation = useDictation(openedTranscript, { keyTerms, guest, consent: consent?.kind ?? consentChoice });
  const documents = useDocuments(openedTexts, openedNotes, opened.versions);
  const [questions, setQuestions] = useState<QuestionAnswer[]>(opened.questions);
  const [label, setLabel] = useState(opened.label);
  const [nhsNumber, setNhsNumber] = useState(opened.nhsNumber);
  // The NHS number is checked once the clinician leaves the field (and as the page opens), not at each digit.
  const [nhsChecked, setNhsChecked] = useState(opened.nhsNumber);
  const [tab, setTab] = useState<TabId>(posted?.tab ?? "transcription");
  const [noteFormat, setNoteFormat] = useState(posted?.noteFormat ?? usualFormat);
  const [confirmClear, setConfirmClear] = useState(false);
  const [regenerate, setRegenerate] = useState<GeneratedKind | null>(null);
  const [clearFailed, setClearFailed] = useState<string | null>(null);
  const [questionError, setQuestionError] = useState<Failure | null>(
    postedError?.field === "question" ? postedError : null,
  );
  const [asking, setAsking] = useState<string | null>(null);
  const formAction = useFormAction();

  // The consultation as the screen holds it now, kept on the server as it changes.
  const record = useMemo<ConsultationRecord>(
    () => ({
      ...documents.values,
      transcript: dictation.finalText,
      label,
      nhsNumber,
      questions,
      notes: savedNotes(documents.notes),
      versions: documents.versions,
    }),
    [documents.values, documents.notes, documents.versions, dictation.finalText, label, nhsNumber, questions],
  );
  const { setText } = dictation;
  const { show } = documents;
  const restore = useCallback(
    (saved: ConsultationRecord) => {
      const { transcript, ...texts } = screenValues(saved);
      setText(transcript);
      show(texts, saved.notes, saved.versions);
      setQuestions(saved.questions);
      setLabel(saved.label);
      setNhsNumber(saved.nhsNumber);
      setNhsChecked(saved.nhsNumber);
    },
    [setText, show],
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

  const generating = DOCUMENT_KINDS.some((k) => documents.busy[k.kind]);
  // Edited documents are checked again after a pause, off the keystroke path (decision 044).
  useRecheck({
    transcript: dictation.finalText,
    values: documents.values,
    notes: documents.notes,
    keyTerms,
    busy: generating,
    onResults: documents.applyRecheck,
  });

  // A recording refused (or cut off) because the session has ended: the page goes to sign in, keeping unsaved work
  // encrypted and nothing readable (components/session-end.ts).
  useEffect(() => {
    if (dictation.problem?.signIn && !guest) void sessionEnded();
  }, [dictation.problem, guest]);

  const hasTranscript = dictation.text.trim() !== "";
  const nhsCheck = nhsNumber.trim() && nhsChecked === nhsNumber ? checkNhsNumber(nhsNumber) : null;
  const nhsError = nhsCheck && !nhsCheck.ok ? nhsCheck.message : null;
  // While recording, and while a stopped recording's outage words are still coming, the transcript is read-only.
  const recording = dictation.isRecording || dictation.finishing;

  /**
   * Carries out a button's intent (screen-actions.ts: loaded when the pointer or the focus first reaches the form,
   * so a press is not kept waiting for it — decision 029).
   */
  const actions = () => import("~/features/documents/screen-actions.ts");
  async function perform(intent: string, form?: HTMLFormElement) {
    let carryOut;
    try {
      ({ perform: carryOut } = await actions());
    } catch {
      // Its script could not be fetched (the connection dropped, or Notewell was updated): the form goes to the
      // server as it does without JavaScript, so the press still does what it says (decision 029).
      if (form) postWithoutScript(form, intent);
      return;
    }
    await carryOut(
      {
        documents: documents.handle,
        transcript: () => dictation.finalText.trim() || dictation.text.trim(),
        nhsNumber,
        noteFormat,
        shownTranscript: dictation.text,
        // A recording stops first, and what it recorded during an outage is transcribed before the text is used.
        stopRecording: async () => {
          if (dictation.isRecording || dictation.finishing) await dictation.stop();
        },
        reviewer,
        setTab,
        confirmRegenerate: setRegenerate,
        setQuestionError,
        setAsking,
        addAnswer: (asked) => setQuestions((all) => [...all, asked]),
        // The session has ended: the page goes to sign in (decision 037), so nothing is said beside the document.
        saysItself: (failure) => {
          const signedOutNow = failure.code === "unauthenticated" && !guest;
          if (signedOutNow) void sessionEnded();
          return signedOutNow;
        },
      },
      intent,
    );
  }

  /**
   * Whether this consultation may be recorded (decision 060): the practice does not ask, the answer is kept already,
   * or the chosen one is kept now — on the server for a clinician (the sidecar checks it there), on this page for a
   * guest (nothing of a guest's is stored; the page states it to the sidecar).
   */
  async function consentGiven(): Promise<boolean> {
    if (!requireConsent || consent) return true;
    if (!consentChoice) {
      setConsentError(CONSENT_MISSING);
      return false;
    }
    setConsentError(null);
    if (guest) {
      setConsent({ kind: consentChoice, at: new Date().toISOString() });
      return true;
    }
    const send = (id: string | null) =>
      fetch("/api/consultations/consent", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ id, consent: consentChoice }),
      });
    try {
      // What the screen holds goes to its consultation first; if the saving script cannot be fetched, the answer
      // still goes to the consultation the screen knows.
      const current = await sync.flush().catch(() => sync.id);
      let response = await send(current);
      // The consultation was deleted elsewhere (My consultations): the answer starts a new one.
      if (response.status === 404 && current) response = await send(null);
      if (response.status === 401) {
        void sessionEnded();
        return false;
      }
      if (!response.ok) throw new Error(String(response.status));
      const kept = (await response.json()) as { id: string; consent: { kind: ConsentKind; at: string } };
      sync.adopt(kept.id);
      setConsent(kept.consent);
      return true;
    } catch {
      setConsentError(
        "Your answer could not be saved, so recording has not started. Check your connection and try again.",
      );
      return false;
    }
  }

  /** Start (after consent, where the practice asks for it) or Stop. */
  async function toggleRecording() {
    if (!dictation.isRecording && !(await consentGiven())) return;
    // docs/product.md §4: Start switches to the Transcription tab.
    if (!dictation.isRecording) setTab("transcription");
    await dictation.toggle();
  }

  /** "Clear All": a new consultation on the server first; the screen is cleared only once it has one. */
  async function clearAll() {
    setClearFailed(null);
    const outcome = await sync.startNew();
    // Signed out, the page is on its way to sign in (decision 037): nothing more to say here.
    if (outcome === "signed-out") return;
    if (outcome !== "ok") {
      setClearFailed("Check your connection and try again. Nothing was cleared.");
      return;
    }
    dictation.clear();
    documents.clear();
    setQuestions([]);
    setLabel("");
    setNhsNumber("");
    setNhsChecked("");
    setConsent(null);
    setConsentChoice(null);
    setConsentError(null);
    setQuestionError(null);
    clearDrafts();
    setTab("transcription");
  }

  /** What a press or a change will need, loaded when the pointer or the focus first reaches the form. */
  function prepare() {
    void actions().catch(() => {});
    sync.prepare();
  }

  /** With JavaScript every button is handled here; the form only posts when JavaScript is off. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? "";
    if (intent.startsWith("tab:")) setTab(intent.slice(4) as TabId);
    else if (intent === "clear") setConfirmClear(true);
    else void perform(intent, event.currentTarget);
  }

  const saved = hydrated ? saveLabel(sync.status, sync.id !== null, sync.failure) : sync.id ? "Saved" : "";
  const valueOf = (field: (typeof DOCUMENT_TABS)[number]["field"]) =>
    field === "transcript" ? dictation.text : documents.values[field];

  /** Without JavaScript, Download of a document with unchecked details asks first (once per page). */
  const downloadOf = (field: DocumentField) => {
    const confirmed = posted?.confirm?.kind === "download" && posted.confirm.field === field;
    return !hydrated && uncheckedCount(documents.notes[field]?.flags) > 0 && !confirmed
      ? { name: "intent", value: `confirm-download:${field}` }
      : { formAction: `/download/${field}` };
  };

  /** What only the page without JavaScript shows under a document: the questions it asks before going on. */
  const confirmationFor = (field: DocumentField) => {
    const kind = kindOf(field);
    if (posted?.confirm?.field !== field) return null;
    return posted.confirm.kind === "regenerate" && kind ? (
      <Extra
        part="AskWithoutJavaScript"
        kind="regenerate"
        document={kind.historyLabel.toLowerCase()}
        generateLabel={kind.generateLabel}
        intent={`regenerate:${kind.kind}`}
        keepIntent={`tab:${kind.tab}`}
      />
    ) : (
      <Extra
        part="AskWithoutJavaScript"
        kind="download"
        count={uncheckedCount(documents.notes[field]?.flags)}
        field={field}
      />
    );
  };

  return (
    // Without JavaScript the page comes back scrolled to the documents (or to Ask a Question, for its buttons).
    <form
      method="post"
      action={`${formAction}#documents`}
      onSubmit={onSubmit}
      onPointerEnter={prepare}
      onFocus={prepare}
      className={styles.stack}
      aria-label="Dictation"
    >
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="consultationId" value={sync.id ?? ""} />
      {/* Without JavaScript: which revision this page shows, so a post never blanks another device's work. */}
      <input type="hidden" name="revision" value={(posted ? posted.revision : consultation?.revision) ?? ""} />
      <div className={styles.header}>
        <h1 style={{ margin: 0 }}>Transcription</h1>
        <div className={styles.headerTools}>
          <Button variant="ghost" type="submit" name="intent" value="clear" formAction={formAction}>
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
        onToggle={() => void toggleRecording()}
        onPause={dictation.togglePause}
        meter={dictation.meter}
      />
      {requireConsent ? (
        <ConsentChoice
          recorded={consent}
          choice={consentChoice}
          onChoose={(kind) => {
            setConsentChoice(kind);
            setConsentError(null);
          }}
          error={consentError}
          disabled={!hydrated}
        />
      ) : null}
      {clearFailed ? (
        <Alert tone="danger" role="alert" title="Could not start a new consultation">
          {clearFailed}
        </Alert>
      ) : null}
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

      <Card id="documents" style={{ scrollMarginTop: "4.5rem" }}>
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
          {DOCUMENT_TABS.map((t) => {
            const note = documents.notes[t.field];
            const generated = kindOf(t.field);
            // The footer the server worked out for a download without JavaScript (with it, the page adds its own).
            const line = (posted ? posted.footers : footers)[t.field as GeneratedField];
            return (
              <TabsContent key={t.id} value={t.id} keepMounted>
                {t.id === "consultation" ? (
                  <div className={styles.noteStyle}>
                    <NoteFormatChoice
                      value={noteFormat}
                      onChange={setNoteFormat}
                      choices={formats}
                      level={detailLevel}
                      guest={guest}
                    />
                  </div>
                ) : null}
                {/* The footer the practice adds to a download without JavaScript (/download/:field). */}
                {line ? <input type="hidden" name={`footer.${t.field}`} value={line} /> : null}
                <DocumentPanel
                  field={t.field}
                  label={`${t.label} text`}
                  value={valueOf(t.field)}
                  hydrated={hydrated}
                  readOnly={t.field === "transcript" && recording}
                  shade={t.field === "transcript" && recording ? dictation.segments : undefined}
                  busy={generated ? Boolean(documents.busy[generated.kind]) : false}
                  note={note}
                  versions={generated ? documents.versions[generated.field] : undefined}
                  footer={footer}
                  download={downloadOf(t.field)}
                  onTick={(index, checked) => documents.tick(t.field, index, checked)}
                  failureAction={
                    t.field === "exactDictation" && note?.error?.reason === WORDS_CHANGED ? (
                      <Button type="submit" name="intent" value="use-transcript">
                        Use the transcript as the dictation
                      </Button>
                    ) : null
                  }
                  rows={14}
                  placeholder={
                    t.field === "transcript"
                      ? "Press Start Recording and speak, or type or paste a transcript here."
                      : undefined
                  }
                  onChange={(value) =>
                    t.field === "transcript" ? dictation.setText(value) : documents.setField(t.field, value)
                  }
                >
                  {confirmationFor(t.field)}
                </DocumentPanel>
              </TabsContent>
            );
          })}
        </Tabs>
        {/* Screen readers hear each finished sentence once, politely, while recording. */}
        <div className="visually-hidden" aria-live="polite">
          {dictation.isRecording ? dictation.lastFinal : ""}
        </div>
      </Card>

      <AskAQuestion
        questions={questions}
        asking={asking}
        question={documents.values.question}
        onQuestionChange={(value) => documents.setField("question", value)}
        response={documents.values.response}
        onResponseChange={(value) => documents.setField("response", value)}
        error={questionError}
        busy={Boolean(documents.busy.question)}
        hydrated={hydrated}
        formAction={`${formAction}#ask`}
      />

      {/* Below the documents, so the screen above them is laid out as before (toasts on a phone: decision 047). */}
      <div className={styles.nhsNumber}>
        <Field
          label="NHS number (optional)"
          name="nhsNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={MAX_NHS_NUMBER_CHARS}
          value={nhsNumber}
          onChange={(event) => setNhsNumber(event.target.value)}
          onBlur={() => setNhsChecked(nhsNumber)}
          hint="Shown on the letter and the note. Never sent to the AI or the speech service."
          errors={nhsError ? [nhsError] : null}
        />
      </div>

      <OnDemand when={confirmClear}>
        <ClearAllDialog open={confirmClear} onOpenChange={setConfirmClear} onConfirm={clearAll} />
      </OnDemand>
      {regenerate ? (
        <Extra
          part="AskBeforeReplacing"
          document={regenerate.historyLabel.toLowerCase()}
          generateLabel={regenerate.generateLabel}
          onAnswer={(goAhead) => {
            setRegenerate(null);
            if (goAhead) void perform(`regenerate:${regenerate.kind}`);
          }}
        />
      ) : null}
      <OnDemand when={dictation.micDialogOpen}>
        <MicrophoneDialog
          open={dictation.micDialogOpen}
          onAllow={dictation.allowMicrophone}
          onDecline={dictation.declineMicrophone}
          onOpenChange={(open) => {
            if (!open) dictation.declineMicrophone();
          }}
        />
      </OnDemand>
    </form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
