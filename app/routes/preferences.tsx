import { getFormProps, getTextareaProps, useServerForm, type ServerFormResult } from "~/components/server-form.ts";
import { parseWithZod } from "~/platform/parse-form.server.ts";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { TextareaField } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { SwitchField } from "~/components/ui/switch.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import {
  dropPendingPreferences,
  keepPendingPreferences,
  readNotePreferences,
  readPendingPreferences,
  writeNotePreferences,
} from "~/features/accounts/preferences.ts";
import { updatePreferences } from "~/features/accounts/preferences.server.ts";
import { useHydrated } from "~/components/use-hydrated.ts";
import { readFormatTurns, writeFormatTurns } from "~/platform/browser-storage.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { readForm } from "~/platform/request-body.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { KeyTermsFormSchema, PreferencesSchema } from "~/features/accounts/schemas.server.ts";
import { MAX_KEY_TERM_LENGTH, MAX_KEY_TERMS } from "../../contract/key-terms.ts";
import { CONCISENESS_OPTIONS, FORMAT_OPTIONS } from "~/platform/note-styles.ts";
import { failureResponse } from "~/platform/http.server.ts";
import * as styles from "~/features/accounts/account.css.ts";

export const meta: MetaFunction = () => [{ title: "Preferences — Notewell" }];

/**
 * A change the page without JavaScript posted after the session ran out, carried through signing in again in
 * the address (decision 016, "Session ran out"): each part is checked as a save would check it. It is only shown,
 * filled in, for the clinician to save; nothing is saved by opening the page.
 */
type CarriedChange = { consultationConciseness?: string; consultationFormat?: string; keyTerms?: string[] };
const CARRIED_LIMIT = 2_000;

function carriedChange(params: URLSearchParams): CarriedChange | null {
  const carried: CarriedChange = {};
  const notes = PreferencesSchema.safeParse({
    consultationConciseness: params.get("consultationConciseness") ?? undefined,
    consultationFormat: params.get("consultationFormat") ?? undefined,
  });
  if (notes.success) {
    if (notes.data.consultationConciseness) carried.consultationConciseness = notes.data.consultationConciseness;
    if (notes.data.consultationFormat) carried.consultationFormat = notes.data.consultationFormat;
  }
  const terms = params.has("keyTerms") ? KeyTermsFormSchema.safeParse({ keyTerms: params.get("keyTerms") }) : null;
  if (terms?.success) carried.keyTerms = terms.data.keyTerms;
  return Object.keys(carried).length ? carried : null;
}

/**
 * The guard's way to sign in again, with the posted change (the plain forms' "save" and "keyterms") added to
 * where signing in returns: /preferences?… shows it again. A change too long for an address is not carried.
 * (With JavaScript the page keeps its change in the browser instead and saves it after signing in.)
 */
async function carryThroughSignIn(refused: unknown, request: Request): Promise<unknown> {
  const location = refused instanceof Response ? refused.headers.get("Location") : null;
  if (!location?.startsWith("/auth")) return refused;
  const form = await readForm(request).catch(() => null);
  // Saved as the box was left: the page has kept the change itself and sends it again after signing in.
  if (form?.get("autosave") === "1") return refused;
  const intent = form?.get("intent");
  const params = new URLSearchParams();
  if (intent === "keyterms") {
    const terms = KeyTermsFormSchema.safeParse({ keyTerms: form?.get("keyTerms") ?? undefined });
    if (terms.success) params.set("keyTerms", terms.data.keyTerms.join("\n"));
  } else if (intent === "save") {
    const notes = PreferencesSchema.safeParse({
      consultationConciseness: form?.get("consultationConciseness") ?? undefined,
      consultationFormat: form?.get("consultationFormat") ?? undefined,
    });
    if (notes.success) {
      for (const [key, value] of Object.entries(notes.data)) if (typeof value === "string") params.set(key, value);
    }
  }
  const target = `/preferences?${params}`;
  if (params.size === 0 || target.length > CARRIED_LIMIT) return refused;
  const signIn = new URL(location, "http://notewell.invalid");
  signIn.searchParams.set("redirectTo", target);
  return redirect(signIn.pathname + signIn.search);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({
    userId: user.id,
    consultationConciseness: user.consultationConciseness,
    consultationFormat: user.consultationFormat,
    keyTerms: user.keyTerms,
    carried: carriedChange(new URL(request.url).searchParams),
  });
}

export const SAVE_FAILED = "Failed to save preference. Please try again.";

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * What every saved change says, the same with and without JavaScript (issue 26 item 8): the toast "Preference
 * Updated" and which preference now holds what.
 */
function savedDescription(change: { consultationConciseness?: string; consultationFormat?: string }): string {
  return [
    change.consultationConciseness
      ? `Consultation note detail level: ${labelOf(CONCISENESS_OPTIONS, change.consultationConciseness)}`
      : null,
    change.consultationFormat
      ? `Consultation note format: ${labelOf(FORMAT_OPTIONS, change.consultationFormat)}`
      : null,
  ]
    .filter(Boolean)
    .join("; ");
}
const keyTermsDescription = (count: number) => `${count} key term${count === 1 ? "" : "s"} saved`;
const formattingDescription = (on: boolean) => `Transcription formatting ${on ? "on" : "off"}`;

/**
 * Saves the note settings or the key terms. With JavaScript every control saves as it changes (intent autosave:
 * JSON back); without it each card's button posts the form (a redirect with the same toast).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request).catch(async (refused: unknown) => {
    throw await carryThroughSignIn(refused, request);
  });
  const formData = await readForm(request);
  // The selects' autosave (intent autosave) and the key terms saved as the box is left (autosave=1) answer JSON.
  const autosave = formData.get("intent") === "autosave" || formData.get("autosave") === "1";
  const saved = (description: string, values: object) =>
    autosave
      ? json({ ok: true as const, description, ...values })
      : redirectWithToast("/preferences", { title: "Preference Updated", description, type: "success" });

  if (formData.get("intent") === "keyterms") {
    const submission = parseWithZod(formData, { schema: KeyTermsFormSchema });
    if (submission.status !== "success")
      return json({ ok: false as const, keyTermsResult: submission.reply() }, { status: 400 });
    const outcome = await updatePreferences(user.id, { keyTerms: submission.value.keyTerms });
    if (!outcome.ok) return failureResponse(outcome);
    return saved(keyTermsDescription(outcome.user.keyTerms.length), { keyTerms: outcome.user.keyTerms });
  }
  const submission = parseWithZod(formData, { schema: PreferencesSchema });
  if (submission.status !== "success") {
    if (autosave) return json({ ok: false as const, error: SAVE_FAILED }, { status: 400 });
    return redirectWithToast("/preferences", { title: "Error", description: SAVE_FAILED, type: "destructive" });
  }
  const outcome = await updatePreferences(user.id, submission.value);
  if (!outcome.ok) return failureResponse(outcome);
  const values = {
    consultationConciseness: outcome.user.consultationConciseness,
    consultationFormat: outcome.user.consultationFormat,
  };
  return saved(savedDescription(submission.value), values);
}

const CARRIED_NOTICE =
  "Your session had run out, so this change was not saved. It is filled in below: save it to keep it.";

export default function PreferencesPage() {
  const { carried, ...saved } = useLoaderData<typeof loader>();
  return (
    <PreferencesForm
      saved={saved}
      owner={saved.userId}
      carried={carried ?? undefined}
      notice={carried ? CARRIED_NOTICE : undefined}
    >
      <KeyTerms saved={saved.keyTerms} owner={saved.userId} carried={carried?.keyTerms} />
    </PreferencesForm>
  );
}

type SaveResult =
  | {
      ok: true;
      description: string;
      keyTerms?: string[];
      consultationConciseness?: string;
      consultationFormat?: string;
    }
  | { ok: false; error?: string; keyTermsResult?: ServerFormResult };

/**
 * Every save's one confirmation: "Preference Updated" with what changed, or the spec's failure toast. Runs once per
 * answer the fetcher gets.
 */
function useSaveOutcome(
  fetcher: ReturnType<typeof useFetcher<SaveResult>>,
  onSaved: (data: SaveResult & { ok: true }) => void,
  onFailed: () => void,
) {
  const toast = useToast();
  const seen = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || fetcher.state !== "idle" || seen.current === data) return;
    seen.current = data;
    if (data.ok) {
      onSaved(data);
      toast({ title: "Preference Updated", description: data.description, type: "success" });
    } else {
      onFailed();
      if (!data.keyTermsResult) toast({ title: "Error", description: SAVE_FAILED, type: "destructive" });
    }
  }, [fetcher.data, fetcher.state, onSaved, onFailed, toast]);
}

/**
 * Words the speech-to-text provider should listen for (drug names, colleagues, local services). With JavaScript the
 * list saves when the box is left, like every other preference; without it, with its button.
 */
function KeyTerms({ saved, owner, carried }: { saved: string[]; owner: number; carried?: string[] }) {
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<SaveResult>();
  const hydrated = useHydrated();
  const lastResult =
    (fetcher.data && "keyTermsResult" in fetcher.data ? fetcher.data.keyTermsResult : undefined) ??
    (actionData && "keyTermsResult" in actionData ? actionData.keyTermsResult : undefined);
  // Checked on the server only (decision 069): a refused list comes back with the message beside the box.
  const [form, fields] = useServerForm({
    id: "key-terms-form",
    lastResult,
    defaultValue: { keyTerms: (carried ?? saved).join("\n") },
  });
  const formRef = useRef<HTMLFormElement>(null);
  const onSaved = useCallback(
    (data: { keyTerms?: string[] }) => dropPendingPreferences({ keyTerms: data.keyTerms }),
    [],
  );
  // What the last save sent, kept in this browser until it is saved; a list the server refused is not kept.
  const sent = useRef<string[] | null>(null);
  const onFailed = useCallback(() => {
    if (sent.current) dropPendingPreferences({ keyTerms: sent.current });
  }, []);
  useSaveOutcome(fetcher, onSaved, onFailed);
  // Saved now: nothing kept. Kept by this user before signing in again: saved once, when the page opens (the
  // page then comes back with it).
  const resent = useRef(false);
  const { submit } = fetcher;
  useEffect(() => {
    dropPendingPreferences({ keyTerms: saved });
    const kept = readPendingPreferences();
    if (resent.current || kept?.owner !== owner || !kept.keyTerms) return;
    resent.current = true;
    const box = formRef.current?.elements.namedItem("keyTerms");
    if (box instanceof HTMLTextAreaElement) box.value = kept.keyTerms.join("\n");
    void submit({ intent: "keyterms", autosave: "1", keyTerms: kept.keyTerms.join("\n") }, { method: "post" });
  }, [saved, owner, submit]);

  /**
   * Leaving the box saves it when it holds another list than the saved one (read as the server reads it: one term a
   * line, blank lines and repeats dropped). The server checks the list; a refused one is shown beside the box.
   */
  function saveOnLeave() {
    const box = formRef.current?.elements.namedItem("keyTerms");
    if (!(box instanceof HTMLTextAreaElement)) return;
    const terms = [
      ...new Set(
        box.value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ];
    if (JSON.stringify(terms) === JSON.stringify(saved) && !lastResult) return;
    sent.current = terms;
    // Kept in this browser until saved: if the session has run out, it is saved after signing in again.
    keepPendingPreferences(owner, { keyTerms: terms });
    void submit({ intent: "keyterms", autosave: "1", keyTerms: box.value }, { method: "post" });
  }

  return (
    <Card
      title="Key terms"
      description={`Words the transcription should recognise: your practice's drug names, colleagues' names, local services. One per line; up to ${MAX_KEY_TERMS} terms of ${MAX_KEY_TERM_LENGTH} characters each. Saved when you leave the box.`}
    >
      <Form method="post" {...getFormProps(form)} ref={formRef} className={styles.form}>
        <input type="hidden" name="intent" value="keyterms" />
        <TextareaField
          label="Key terms"
          labelHidden
          rows={6}
          errors={fields.keyTerms.allErrors}
          {...getTextareaProps(fields.keyTerms)}
          onBlur={hydrated ? saveOnLeave : undefined}
          placeholder={"Ramipril\nDr Okafor\nRoyal Derby Hospital"}
        />
        {/* Without JavaScript (until the page runs it), the list is saved with this button. */}
        {hydrated ? null : (
          <div>
            <Button type="submit">Save key terms</Button>
          </div>
        )}
      </Form>
    </Card>
  );
}

type NoteSettings = { consultationConciseness: string; consultationFormat: string };
const NOTE_SETTINGS = ["consultationConciseness", "consultationFormat"] as const;

function PreferencesForm({
  saved,
  owner,
  carried,
  notice,
  children,
}: {
  saved: NoteSettings;
  /** The signed-in user (absent when the server could not be reached): whose kept change may be saved here. */
  owner?: number;
  carried?: Partial<NoteSettings>;
  notice?: string;
  children?: ReactNode;
}) {
  const toast = useToast();
  const hydrated = useHydrated();
  const fetcher = useFetcher<SaveResult>();
  const [values, setValues] = useState({ ...saved, ...carried });
  const [formatTurns, setFormatTurns] = useState(true);
  useEffect(() => setFormatTurns(readFormatTurns()), []);
  // Keep this browser's copy current: it is the fallback if the server cannot be reached next time.
  useEffect(() => writeNotePreferences(saved), [saved]);

  const onSaved = useCallback((data: Partial<NoteSettings>) => {
    if (!data.consultationConciseness || !data.consultationFormat) return;
    const note = { consultationConciseness: data.consultationConciseness, consultationFormat: data.consultationFormat };
    writeNotePreferences(note);
    dropPendingPreferences(note);
  }, []);
  const onFailed = useCallback(() => {
    dropPendingPreferences();
    setValues(saved);
  }, [saved]);
  useSaveOutcome(fetcher, onSaved, onFailed);

  const save = (change: Partial<NoteSettings>) => {
    setValues((current) => ({ ...current, ...change }));
    // Kept in this browser until saved: if the session has run out, it is saved after signing in again.
    if (owner !== undefined) keepPendingPreferences(owner, change);
    fetcher.submit({ intent: "autosave", ...change }, { method: "post" });
  };

  // Once: a change this user made before signing in again is saved now; anyone else's is forgotten.
  useEffect(() => {
    if (owner === undefined) return;
    const kept = readPendingPreferences();
    if (!kept) return;
    if (kept.owner !== owner) {
      dropPendingPreferences();
      return;
    }
    const change: Partial<NoteSettings> = {};
    for (const key of NOTE_SETTINGS) {
      const value = kept[key];
      if (value !== undefined && value !== saved[key]) change[key] = value;
    }
    if (Object.keys(change).length) save(change);
    else
      dropPendingPreferences({
        consultationConciseness: saved.consultationConciseness,
        consultationFormat: saved.consultationFormat,
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page opens
  }, []);

  return (
    <div className={styles.page}>
      <h1 style={{ margin: 0 }}>Preferences</h1>
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      <Card title="Transcription">
        <SwitchField
          label="Transcription Formatting"
          hint="Punctuation, capitals and numbers in the live transcript. Turn off to see the raw words as spoken. Saved in this browser."
          checked={formatTurns}
          onCheckedChange={(checked) => {
            setFormatTurns(checked);
            writeFormatTurns(checked);
            toast({ title: "Preference Updated", description: formattingDescription(checked), type: "success" });
          }}
        />
        {hydrated ? null : <p>Transcription Formatting is stored in your browser and needs JavaScript.</p>}
      </Card>
      <Card
        title="Consultation notes"
        description="Used every time you generate a consultation note. Saved to your account as you choose."
      >
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="save" />
          <label id="conciseness-label" htmlFor="consultationConciseness" style={{ fontWeight: 600 }}>
            Consultation Note Detail Level
          </label>
          <Select
            id="consultationConciseness"
            name="consultationConciseness"
            aria-labelledby="conciseness-label"
            value={values.consultationConciseness}
            options={[...CONCISENESS_OPTIONS]}
            onValueChange={(value) => save({ consultationConciseness: value })}
          />
          <label id="format-label" htmlFor="consultationFormat" style={{ fontWeight: 600, marginTop: 12 }}>
            Consultation Note Format
          </label>
          <Select
            id="consultationFormat"
            name="consultationFormat"
            aria-labelledby="format-label"
            value={values.consultationFormat}
            options={[...FORMAT_OPTIONS]}
            onValueChange={(value) => save({ consultationFormat: value })}
          />
          <p style={{ margin: 0 }}>
            Your usual format. On the dictation screen you can choose another for a consultation, or one of your
            practice&apos;s templates or <Link to="/templates">your own templates</Link>.
          </p>
          {/* With JavaScript every change saves at once; without it (until the page runs it), this button saves both. */}
          {hydrated ? null : <Button type="submit">Save preferences</Button>}
        </Form>
      </Card>
      {children}
    </div>
  );
}

/**
 * The server could not load the saved preferences: show this browser's last copy (product.md §3) so the page is
 * still usable, and say so.
 */
export function ErrorBoundary() {
  const [fallback, setFallback] = useState<ReturnType<typeof readNotePreferences> | null>(null);
  useEffect(() => setFallback(readNotePreferences()), []);
  if (!fallback) return <GeneralErrorBoundary />;
  return (
    <PreferencesForm
      saved={fallback}
      notice="Your saved preferences could not be loaded from the server, so the ones last used in this browser are shown."
    />
  );
}
