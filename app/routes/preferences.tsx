import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { TextareaField } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { SwitchField } from "~/components/ui/switch.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import {
  readFormatTurns,
  readNotePreferences,
  writeFormatTurns,
  writeNotePreferences,
} from "~/features/dictation/preferences.ts";
import { updatePreferences } from "~/platform/users.server.ts";
import { requireUser } from "~/platform/guards.server.ts";
import { readForm } from "~/platform/request-body.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import {
  KeyTermsFormSchema,
  MAX_KEY_TERM_LENGTH,
  MAX_KEY_TERMS,
  PreferencesSchema,
} from "~/features/accounts/schemas.ts";
import { CONCISENESS_OPTIONS, FORMAT_OPTIONS } from "~/platform/note-styles.ts";
import * as styles from "~/features/accounts/account.css.ts";

export const meta: MetaFunction = () => [{ title: "Preferences — Notewell" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({
    consultationConciseness: user.consultationConciseness,
    consultationFormat: user.consultationFormat,
    keyTerms: user.keyTerms,
  });
}

export const SAVE_FAILED = "Failed to save preference. Please try again.";

/** Saves one or both note settings. Autosave (JavaScript) gets JSON; the plain form gets a redirect + toast. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "keyterms") {
    const submission = parseWithZod(formData, { schema: KeyTermsFormSchema });
    if (submission.status !== "success")
      return json({ ok: false as const, keyTermsResult: submission.reply() }, { status: 400 });
    await updatePreferences(user.id, { keyTerms: submission.value.keyTerms });
    return redirectWithToast("/preferences", {
      title: "Preference Updated",
      description: `${submission.value.keyTerms.length} key term${submission.value.keyTerms.length === 1 ? "" : "s"} saved`,
      type: "success",
    });
  }
  const submission = parseWithZod(formData, { schema: PreferencesSchema });
  const autosave = formData.get("intent") === "autosave";
  if (submission.status !== "success") {
    if (autosave) return json({ ok: false as const, error: SAVE_FAILED }, { status: 400 });
    return redirectWithToast("/preferences", { title: "Error", description: SAVE_FAILED, type: "destructive" });
  }
  const saved = await updatePreferences(user.id, submission.value);
  const values = {
    consultationConciseness: saved.consultationConciseness,
    consultationFormat: saved.consultationFormat,
  };
  if (autosave) return json({ ok: true as const, ...values });
  return redirectWithToast("/preferences", { title: "Preference Updated", type: "success" });
}

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

export default function PreferencesPage() {
  const saved = useLoaderData<typeof loader>();
  return (
    <PreferencesForm saved={saved}>
      <KeyTerms saved={saved.keyTerms} />
    </PreferencesForm>
  );
}

/** Words the speech-to-text provider should listen for (drug names, colleagues, local services). */
function KeyTerms({ saved }: { saved: string[] }) {
  const actionData = useActionData<typeof action>();
  const result = actionData && "keyTermsResult" in actionData ? actionData.keyTermsResult : undefined;
  const [form, fields] = useForm({
    id: "key-terms-form",
    lastResult: result,
    defaultValue: { keyTerms: saved.join("\n") },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: KeyTermsFormSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Card
      title="Key terms"
      description={`Words the transcription should recognise: your practice's drug names, colleagues' names, local services. One per line; up to ${MAX_KEY_TERMS} terms of ${MAX_KEY_TERM_LENGTH} characters each.`}
    >
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="keyterms" />
        <TextareaField
          label="Key terms"
          labelHidden
          rows={6}
          errors={[...new Set(Object.values(fields.keyTerms.allErrors).flat())]}
          {...getTextareaProps(fields.keyTerms)}
          placeholder={"Ramipril\nDr Okafor\nRoyal Derby Hospital"}
        />
        <div>
          <Button type="submit">Save key terms</Button>
        </div>
      </Form>
    </Card>
  );
}

function PreferencesForm({
  saved,
  notice,
  children,
}: {
  saved: { consultationConciseness: string; consultationFormat: string };
  notice?: string;
  children?: ReactNode;
}) {
  const toast = useToast();
  const fetcher = useFetcher<typeof action>();
  const [values, setValues] = useState(saved);
  const [formatTurns, setFormatTurns] = useState(true);
  useEffect(() => setFormatTurns(readFormatTurns()), []);
  // Keep this browser's copy current: it is the fallback if the server cannot be reached next time.
  useEffect(() => writeNotePreferences(saved), [saved]);

  useEffect(() => {
    const data = fetcher.data;
    if (!data || fetcher.state !== "idle" || "keyTermsResult" in data) return;
    if (data.ok) {
      writeNotePreferences(data);
      toast({ title: "Preference Updated", type: "success" });
    } else {
      setValues(saved);
      toast({ title: "Error", description: SAVE_FAILED, type: "destructive" });
    }
  }, [fetcher.data, fetcher.state, saved, toast]);

  const save = (field: "consultationConciseness" | "consultationFormat", value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fetcher.submit({ intent: "autosave", [field]: value }, { method: "post" });
  };

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
            toast({
              title: "Preference Updated",
              description: `Transcription formatting ${checked ? "on" : "off"}`,
              type: "success",
            });
          }}
        />
        <noscript>
          <p>Transcription Formatting is stored in your browser and needs JavaScript.</p>
        </noscript>
      </Card>
      <Card
        title="Consultation notes"
        description="Used every time you generate a consultation note. Saved to your account."
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
            onValueChange={(value) => save("consultationConciseness", value)}
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
            onValueChange={(value) => save("consultationFormat", value)}
          />
          <p className="visually-hidden" aria-live="polite">
            {labelOf(CONCISENESS_OPTIONS, values.consultationConciseness)},{" "}
            {labelOf(FORMAT_OPTIONS, values.consultationFormat)}
          </p>
          {/* With JavaScript every change saves at once; without it, this button saves both. */}
          <noscript>
            <Button type="submit">Save preferences</Button>
          </noscript>
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
