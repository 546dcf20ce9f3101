import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { API_TEST_FAILED, apiTestToast, type ApiTestResults, type Statistics } from "~/features/admin/admin-api.ts";
import { NumberSettingField } from "~/features/settings/number-setting-field.tsx";
import { SettingSwitch } from "~/features/settings/setting-switch.tsx";
import { StatisticsPanel } from "~/features/admin/statistics-panel.tsx";
import { useFetcherOutcome } from "~/components/use-fetcher-outcome.ts";
import { useHydrated } from "~/components/use-hydrated.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Field, TextareaField } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import {
  getAdminSettings,
  getKeySources,
  updateSettings,
  type KeySource,
} from "~/features/settings/settings.server.ts";
import { getStatistics } from "~/features/admin/statistics.server.ts";
import { testApiConnections } from "~/features/admin/provider-test.server.ts";
import type { SystemSettings } from "~/platform/settings.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";
import {
  API_KEY_SETTINGS,
  MAINTENANCE_MESSAGE_MAX,
  MASKED_API_KEY,
  SETTING_LIMITS,
  SETTING_TABS,
  SettingsFormSchema,
  settingsErrorDetails,
  SWITCH_SETTINGS,
  type ApiKeySetting,
  type LimitSetting,
  type SwitchSetting,
  SPEECH_REGIONS,
} from "~/features/settings/validation.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { SETTINGS } from "../../contract/settings.ts";
import * as styles from "~/features/admin/admin.css.ts";
import * as settingsStyles from "~/features/settings/settings.css.ts";
import { readForm } from "~/platform/request-body.server.ts";

export const meta: MetaFunction = () => [{ title: "System Settings — Notewell" }];

const TABS = [
  { value: "general", label: "General" },
  { value: "security", label: "Security" },
  { value: "integrations", label: "Integrations" },
  { value: "statistics", label: "Statistics" },
  { value: "maintenance", label: "Maintenance" },
] as const;
type Tab = (typeof TABS)[number]["value"];

function parseTab(value: unknown): Tab {
  return TABS.find((tab) => tab.value === value)?.value ?? "general";
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tab = parseTab(new URL(request.url).searchParams.get("tab"));
  // Statistics come with the page only when it opens on that tab (always the case without JavaScript);
  // otherwise the tab loads them from GET /api/admin/statistics when it is opened.
  const [settings, keySources, statistics] = await Promise.all([
    getAdminSettings(),
    getKeySources(),
    tab === "statistics" ? getStatistics() : Promise.resolve(null),
  ]);
  return json({ settings, keySources, statistics, tab }, { headers: { "Cache-Control": "no-store" } });
}

type SettingsFailure = { result: SubmissionResult<string[]>; details: string[]; tab: Tab };

/**
 * Saves the whole settings form (intent save), or, for the Test API Connection button without JavaScript,
 * tests the saved provider keys (intent test-api). Both redirect back to the tab with a flash toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readForm(request);
  const tab = parseTab(formData.get("tab"));
  const back = `/admin/settings?tab=${tab}`;
  const replace = { headers: { "X-Remix-Replace": "true" } };

  if (formData.get("intent") === "test-api") {
    return redirectWithToast(back, apiTestToast(await testApiConnections()), replace);
  }

  const submission = parseWithZod(formData, { schema: SettingsFormSchema });
  if (submission.status !== "success") {
    const firstField = Object.keys(submission.error ?? {})[0] ?? "";
    return json<SettingsFailure>(
      {
        // Keys typed into the form are never echoed back into the page.
        result: submission.reply({ hideFields: [...API_KEY_SETTINGS] }),
        details: settingsErrorDetails(submission.error),
        tab: SETTING_TABS[firstField] ?? tab,
      },
      { status: 400 },
    );
  }
  await updateSettings(admin, submission.value);
  return redirectWithToast(back, { title: "Settings updated", type: "success" }, replace);
}

// ---------------------------------------------------------------------------------------------------------

/** What the form holds: numbers as typed text, switches as booleans, the rest as text. */
type FormValues = Record<LimitSetting, string> &
  Record<SwitchSetting, boolean> &
  Record<ApiKeySetting, string> & { maintenanceMessage: string; speechRegion: string };

const LIMIT_SETTINGS = Object.keys(SETTING_LIMITS) as LimitSetting[];

function valuesFromSettings(settings: SystemSettings): FormValues {
  const values = { maintenanceMessage: settings.maintenanceMessage, speechRegion: settings.speechRegion } as FormValues;
  for (const key of LIMIT_SETTINGS) values[key] = String(settings[key]);
  for (const key of SWITCH_SETTINGS) values[key] = settings[key];
  for (const key of API_KEY_SETTINGS) values[key] = settings[key];
  return values;
}

/** After a refused post without JavaScript, the page shows what was typed (never the keys). */
function valuesFromSubmission(saved: FormValues, submitted: Record<string, unknown> | null | undefined): FormValues {
  if (!submitted) return saved;
  const values = { ...saved };
  for (const key of LIMIT_SETTINGS) values[key] = typeof submitted[key] === "string" ? submitted[key] : "";
  for (const key of SWITCH_SETTINGS) values[key] = submitted[key] === "on";
  if (typeof submitted.maintenanceMessage === "string") values.maintenanceMessage = submitted.maintenanceMessage;
  if (typeof submitted.speechRegion === "string") values.speechRegion = submitted.speechRegion;
  return values;
}

function sameValues(a: FormValues, b: FormValues): boolean {
  return (Object.keys(a) as Array<keyof FormValues>).every((key) => a[key] === b[key]);
}

/** docs/product.md §7: a failed call's message is "status: response text". */
async function failureMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    // Not JSON: the text as it is.
  }
  return `${response.status}: ${message || response.statusText}`;
}

export default function SystemSettingsPage() {
  const { settings, keySources, statistics: loadedStatistics, tab: loadedTab } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<SettingsFailure>();
  const toast = useToast();
  const [tab, setTab] = useState<Tab>(actionData?.tab ?? loadedTab);

  useFetcherOutcome(fetcher, {
    onFailure: (data) => {
      setTab(data.tab);
      showSaveFailure(toast, data.details);
    },
  });

  const statistics = useStatistics(tab === "statistics", loadedStatistics);

  // A save reloads the settings: the form starts again from the saved values (and is clean).
  const savedKey = JSON.stringify(settings);
  return (
    <SettingsForm
      key={savedKey}
      settings={settings}
      keySources={keySources}
      fetcher={fetcher}
      lastResult={fetcher.data?.result ?? actionData?.result}
      tab={tab}
      onTabChange={setTab}
      statistics={statistics}
    />
  );
}

function showSaveFailure(toast: ReturnType<typeof useToast>, details: string[]) {
  toast({
    title: "Failed to update settings",
    description: details.length ? details.join("\n") : "Please try again.",
    type: "destructive",
  });
}

/** The Statistics tab's figures: fetched each time the tab is opened (with JavaScript). */
function useStatistics(open: boolean, loaded: Statistics | null) {
  const [statistics, setStatistics] = useState<Statistics | null>(loaded);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const [reloads, setReloads] = useState(0);
  // Figures that came with the page are fresh: the first opening does not fetch them again.
  const fresh = useRef(loaded !== null);
  useEffect(() => {
    if (loaded) setStatistics(loaded);
  }, [loaded]);
  useEffect(() => {
    if (!open) return;
    if (fresh.current) {
      fresh.current = false;
      return;
    }
    const controller = new AbortController();
    setState("loading");
    fetch("/api/admin/statistics", { headers: { Accept: "application/json" }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureMessage(response));
        setStatistics((await response.json()) as Statistics);
        setState("idle");
      })
      .catch(() => {
        if (!controller.signal.aborted) setState("error");
      });
    return () => controller.abort();
  }, [open, reloads]);
  const refresh = useCallback(() => setReloads((n) => n + 1), []);
  return { statistics, state, refresh };
}

function SettingsForm({
  settings,
  keySources,
  fetcher,
  lastResult,
  tab,
  onTabChange,
  statistics,
}: {
  settings: SystemSettings;
  keySources: { assemblyai: KeySource; openai: KeySource };
  fetcher: ReturnType<typeof useFetcher<SettingsFailure>>;
  lastResult: SubmissionResult<string[]> | undefined;
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  statistics: ReturnType<typeof useStatistics>;
}) {
  const hydrated = useHydrated();
  const toast = useToast();
  const saved = valuesFromSettings(settings);
  const [values, setValues] = useState<FormValues>(() => valuesFromSubmission(saved, lastResult?.initialValue));
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const [form, fields] = useForm({
    id: "system-settings",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SettingsFormSchema }),
    shouldValidate: "onSubmit",
  });
  const [testing, setTesting] = useState(false);

  const dirty = hydrated && !sameValues(values, saved);
  const saving = fetcher.state !== "idle";
  const errorsOf = (name: keyof FormValues) => fields[name]?.errors;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (!event.defaultPrevented) return;
    // Refused in the browser by the same rules as the server: say why, and open the tab with the problem.
    const check = parseWithZod(new FormData(event.currentTarget), { schema: SettingsFormSchema });
    if (check.status === "success") return;
    const first = Object.keys(check.error ?? {})[0] ?? "";
    if (SETTING_TABS[first]) onTabChange(SETTING_TABS[first]);
    showSaveFailure(toast, settingsErrorDetails(check.error));
  }

  async function testConnection(event: MouseEvent<HTMLButtonElement>) {
    // With JavaScript the test is a JSON call; without it the button posts the form with intent=test-api.
    event.preventDefault();
    setTesting(true);
    try {
      const response = await fetch("/api/admin/test-api", { method: "POST", headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(await failureMessage(response));
      const { results } = (await response.json()) as { results: ApiTestResults };
      toast(apiTestToast(results));
    } catch (error) {
      toast({
        title: API_TEST_FAILED,
        description: error instanceof Error ? error.message : "Please try again.",
        type: "destructive",
      });
    } finally {
      setTesting(false);
    }
  }

  const tabLink = (value: Tab) => (event: MouseEvent<HTMLAnchorElement>) => {
    // The tab triggers are links (?tab=…) so they work without JavaScript; with it, switching a tab keeps
    // the unsaved form as it is and does not load the page again.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onTabChange(value);
  };

  // Each field's label, range and help come from the settings registry (contract/settings.ts).
  const numberField = (setting: LimitSetting) => (
    <NumberSettingField
      setting={setting}
      value={values[setting]}
      savedValue={saved[setting]}
      onChange={(value) => set(setting, value)}
      errors={errorsOf(setting)}
      description={SETTINGS[setting].help}
    />
  );
  const switchField = (setting: SwitchSetting) => (
    <SettingSwitch
      name={setting}
      label={SETTINGS[setting].label}
      hint={SETTINGS[setting].help}
      checked={values[setting]}
      onCheckedChange={(checked) => set(setting, checked)}
    />
  );
  const apiKeyField = (setting: ApiKeySetting, source: KeySource) => (
    <ApiKeyField
      name={setting}
      label={SETTINGS[setting].fieldLabel}
      envName={SETTINGS[setting].environmentVariable}
      value={values[setting]}
      source={source}
      onChange={(value) => set(setting, value)}
      errors={errorsOf(setting)}
    />
  );

  return (
    <fetcher.Form method="post" {...getFormProps(form)} onSubmit={onSubmit} className={styles.stack}>
      <input type="hidden" name="tab" value={tab} />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>System Settings</h1>
          <p className={styles.subtitle}>Practice-wide settings for Notewell. Changes apply to everyone.</p>
        </div>
        {/* First submit button in the form, so Enter in a field saves (not Test API Connection). */}
        <div className={settingsStyles.saveArea}>
          <span aria-live="polite">
            {dirty ? <span className={settingsStyles.unsaved}>Unsaved changes</span> : null}
          </span>
          <Button
            type="submit"
            name="intent"
            value="save"
            disabled={hydrated && (!dirty || saving)}
            aria-busy={saving || undefined}
          >
            {!hydrated || dirty ? "Save Settings" : "No Changes"}
          </Button>
        </div>
      </header>

      <Tabs value={tab} onValueChange={(value) => onTabChange(parseTab(value))}>
        <TabsList aria-label="Settings sections">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} asChild>
              <Link
                to={`?tab=${value}`}
                replace
                preventScrollReset
                onClick={tabLink(value)}
                className={settingsStyles.tabLink}
              >
                {label}
              </Link>
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="general" keepMounted>
          <div className={settingsStyles.panel}>
            <Card title="Access" headingLevel={2}>
              <div className={`${settingsStyles.switchList} ${settingsStyles.cardBody}`}>
                {switchField("enableRegistration")}
                {switchField("enableGuestAccess")}
              </div>
            </Card>
            <Card title="System limits" headingLevel={2}>
              <div className={`${settingsStyles.limitsGrid} ${settingsStyles.cardBody}`}>
                {numberField("maxConcurrentSessions")}
                {numberField("maxStreamsPerUser")}
                {numberField("maxTranscriptionLength")}
                {numberField("maxSessionDuration")}
                {numberField("sessionTimeoutMinutes")}
              </div>
            </Card>
            <ConfigurationSummary values={values} />
          </div>
        </TabsContent>

        <TabsContent value="security" keepMounted>
          <div className={settingsStyles.panel}>
            <Card title="Retention" headingLevel={2}>
              <div className={`${settingsStyles.narrowField} ${settingsStyles.cardBody}`}>
                {numberField("dataRetentionDays")}
              </div>
            </Card>
            <Card title="Sign-in" headingLevel={2}>
              <div className={`${settingsStyles.narrowField} ${settingsStyles.cardBody}`}>
                {numberField("sessionLifetimeHours")}
              </div>
            </Card>
            <Card title="Accounts and auditing" headingLevel={2}>
              <div className={`${settingsStyles.switchList} ${settingsStyles.cardBody}`}>
                {switchField("requireEmailVerification")}
                {switchField("enableAuditLogging")}
              </div>
            </Card>
            <Alert tone="info" title="UK GDPR">
              Keep personal data no longer than you need it: set the retention period to match your practice's records
              policy. Audio is never stored, and transcripts are encrypted at rest and deleted when they pass the
              retention period.
            </Alert>
          </div>
        </TabsContent>

        <TabsContent value="integrations" keepMounted>
          <div className={settingsStyles.panel}>
            <Card
              title="Provider API keys"
              headingLevel={2}
              description="Keys are stored encrypted and never shown again. A key saved here is used instead of the server's environment key."
            >
              <div className={styles.stack}>
                {apiKeyField("assemblyaiApiKey", keySources.assemblyai)}
                {apiKeyField("openaiApiKey", keySources.openai)}
              </div>
            </Card>
            <Card title={SETTINGS.speechRegion.label} headingLevel={2} description={SETTINGS.speechRegion.help}>
              <label id="speech-region-label" htmlFor="speechRegion" className="visually-hidden">
                {SETTINGS.speechRegion.label}
              </label>
              <Select
                id="speechRegion"
                name="speechRegion"
                aria-labelledby="speech-region-label"
                value={values.speechRegion}
                options={[...SPEECH_REGIONS]}
                onValueChange={(value) => set("speechRegion", value)}
              />
            </Card>
            <Card title="Connection test" headingLevel={2} description="Tests the saved keys: save a new key first.">
              <Button
                type="submit"
                name="intent"
                value="test-api"
                variant="secondary"
                formNoValidate
                onClick={testConnection}
                disabled={testing}
                aria-busy={testing || undefined}
              >
                {testing ? "Testing…" : "Test API Connection"}
              </Button>
            </Card>
          </div>
        </TabsContent>

        <TabsContent value="statistics" keepMounted>
          <StatisticsPanel
            statistics={statistics.statistics}
            state={statistics.state}
            onRefresh={hydrated ? statistics.refresh : undefined}
            maxConcurrentSessions={settings.maxConcurrentSessions}
            apiKeys={keySources}
          />
        </TabsContent>

        <TabsContent value="maintenance" keepMounted>
          <Card title="Maintenance mode" headingLevel={2}>
            <div className={`${styles.stack} ${settingsStyles.cardBody}`}>
              {switchField("systemMaintenance")}
              <TextareaField
                label={SETTINGS.maintenanceMessage.label}
                name="maintenanceMessage"
                hint={`${SETTINGS.maintenanceMessage.help} Up to ${MAINTENANCE_MESSAGE_MAX.toLocaleString("en-GB")} characters.`}
                maxLength={MAINTENANCE_MESSAGE_MAX}
                rows={4}
                value={values.maintenanceMessage}
                onChange={(event) => set("maintenanceMessage", event.currentTarget.value)}
                errors={errorsOf("maintenanceMessage")}
              />
            </div>
          </Card>
        </TabsContent>
      </Tabs>
    </fetcher.Form>
  );
}

function ConfigurationSummary({ values }: { values: FormValues }) {
  return (
    <Card title="Configuration summary" headingLevel={2}>
      <div className={`${styles.stack} ${settingsStyles.cardBody}`}>
        <dl className={settingsStyles.summary}>
          <dt>Registration</dt>
          <dd>{values.enableRegistration ? "Open" : "Closed"}</dd>
          <dt>Guest access</dt>
          <dd>{values.enableGuestAccess ? "Allowed" : "Not allowed"}</dd>
          <dt>Concurrent sessions</dt>
          <dd>Up to {values.maxConcurrentSessions || "—"}</dd>
          <dt>Transcription length</dt>
          <dd>
            Up to {values.maxTranscriptionLength || "—"} {SETTINGS.maxTranscriptionLength.unit}
          </dd>
          <dt>Session duration</dt>
          <dd>
            Up to {values.maxSessionDuration || "—"} {SETTINGS.maxSessionDuration.unit}
          </dd>
          <dt>Session timeout</dt>
          <dd>
            {values.sessionTimeoutMinutes || "—"} {SETTINGS.sessionTimeoutMinutes.unit}
          </dd>
        </dl>
        {values.enableGuestAccess ? (
          <Alert tone="warning" title="Guest access is on">
            Anyone who can reach Notewell can dictate without an account. Guest sessions are not saved.
          </Alert>
        ) : null}
        {!values.enableRegistration ? (
          <Alert tone="info" title="Registration is off">
            New accounts can only be created by an administrator in User Management.
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}

function ApiKeyField({
  name,
  label,
  envName,
  value,
  source,
  onChange,
  errors,
}: {
  name: ApiKeySetting;
  label: string;
  envName: string;
  value: string;
  source: KeySource;
  onChange: (value: string) => void;
  errors?: string[];
}) {
  const saved = source === "settings";
  const hint = saved
    ? "A key is saved. Leave the field as it is to keep it, clear it to remove the key, or paste a new key."
    : source === "environment"
      ? `No key saved here: the server's ${envName} is used. Paste a key to use a different one.`
      : "No key configured. Paste the key from the provider's dashboard.";
  return (
    <Field
      label={label}
      type="password"
      name={name}
      autoComplete="off"
      spellCheck={false}
      hint={
        <>
          {saved ? <Badge tone="success">Configured</Badge> : <Badge tone="neutral">Not Configured</Badge>} {hint}
        </>
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      // The masked marker stands for the saved key: typing replaces it rather than adding to it.
      onFocus={(event) => {
        if (event.currentTarget.value === MASKED_API_KEY) event.currentTarget.select();
      }}
      errors={errors}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
