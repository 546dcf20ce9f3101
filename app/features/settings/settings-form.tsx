import { getFormProps, useServerForm, type ServerFormResult } from "~/components/server-form.ts";
import type { SettingsFailure } from "./save-failure.ts";
import { Link, type useFetcher } from "@remix-run/react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Field, TextareaField } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs.tsx";
import type { SystemSettings } from "~/platform/settings.server.ts";
import { PRACTICE_SETTINGS, SETTINGS } from "../../../contract/settings.ts";
import { PageHeader } from "~/components/layout/page-header.tsx";
import { NumberSettingField } from "./number-setting-field.tsx";
import { SettingSwitch } from "./setting-switch.tsx";
import * as settingsStyles from "./settings.css.ts";
import { ProviderKeyStatus, type KeySource } from "~/components/provider-key-status.tsx";
import { parseSettingsTab, SETTINGS_PAGE_TABS, type SettingsTab } from "./settings-tabs.ts";
import {
  API_KEY_SETTINGS,
  MAINTENANCE_MESSAGE_MAX,
  MASKED_API_KEY,
  SETTING_LIMITS,
  SWITCH_SETTINGS,
  type ApiKeySetting,
  type LimitSetting,
  type SwitchSetting,
  SPEECH_REGIONS,
} from "./rules.ts";

/** What the form holds: numbers as typed text, switches as booleans, the rest as text. */
type FormValues = Record<LimitSetting, string> &
  Record<SwitchSetting, boolean> &
  Record<ApiKeySetting, string> &
  Record<PracticeSetting, string> & { maintenanceMessage: string; speechRegion: string; registrationDomains: string };
type PracticeSetting = (typeof PRACTICE_SETTINGS)[number];

const LIMIT_SETTINGS = Object.keys(SETTING_LIMITS) as LimitSetting[];

function valuesFromSettings(settings: SystemSettings): FormValues {
  const values = {
    maintenanceMessage: settings.maintenanceMessage,
    speechRegion: settings.speechRegion,
    registrationDomains: settings.registrationDomains,
  } as FormValues;
  for (const key of LIMIT_SETTINGS) values[key] = String(settings[key]);
  for (const key of SWITCH_SETTINGS) values[key] = settings[key];
  for (const key of API_KEY_SETTINGS) values[key] = settings[key];
  for (const key of PRACTICE_SETTINGS) values[key] = settings[key];
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
  if (typeof submitted.registrationDomains === "string") values.registrationDomains = submitted.registrationDomains;
  for (const key of PRACTICE_SETTINGS) if (typeof submitted[key] === "string") values[key] = submitted[key];
  return values;
}

function sameValues(a: FormValues, b: FormValues): boolean {
  return (Object.keys(a) as Array<keyof FormValues>).every((key) => a[key] === b[key]);
}

/**
 * The System Settings form: every tab, each field from the settings registry (contract/settings.ts), saved in one
 * post. Works without JavaScript (the tabs are links, the form posts); with it, the save is a fetcher and a
 * refused value opens its tab. The Statistics panel and the connection test belong to the admin feature: the
 * route passes them in.
 */
export function SettingsForm({
  settings,
  keySources,
  fetcher,
  lastResult,
  tab,
  onTabChange,
  statisticsPanel,
  connectionTest,
}: {
  settings: SystemSettings;
  keySources: { assemblyai: KeySource; openai: KeySource };
  fetcher: ReturnType<typeof useFetcher<SettingsFailure>>;
  lastResult: ServerFormResult | undefined;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** The Statistics tab's content (the admin feature's panel, composed by the route). */
  statisticsPanel: ReactNode;
  /** The Integrations tab's Test API Connection button (the admin feature's, composed by the route). */
  connectionTest: ReactNode;
}) {
  const hydrated = useHydrated();
  const saved = valuesFromSettings(settings);
  const [values, setValues] = useState<FormValues>(() => valuesFromSubmission(saved, lastResult?.initialValue));
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  // Checked on the server only (decision 069): a refused save comes back with each message beside its field, the
  // route's toast listing them all, and the tab with the first one open.
  const [form, fields] = useServerForm({ id: "system-settings", lastResult });

  const dirty = hydrated && !sameValues(values, saved);
  const saving = fetcher.state !== "idle";
  const errorsOf = (name: keyof FormValues) => fields[name]?.errors;

  const tabLink = (value: SettingsTab) => (event: MouseEvent<HTMLAnchorElement>) => {
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
    <fetcher.Form method="post" {...getFormProps(form)} className={settingsStyles.panel}>
      <input type="hidden" name="tab" value={tab} />
      <PageHeader title="System Settings" subtitle="Practice-wide settings for Notewell. Changes apply to everyone.">
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
      </PageHeader>

      <Tabs value={tab} onValueChange={(value) => onTabChange(parseSettingsTab(value))}>
        <TabsList aria-label="Settings sections">
          {SETTINGS_PAGE_TABS.map(({ value, label }) => (
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
                <Field
                  label={SETTINGS.registrationDomains.label}
                  name="registrationDomains"
                  hint={SETTINGS.registrationDomains.help}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={SETTINGS.registrationDomains.maxLength}
                  value={values.registrationDomains}
                  onChange={(event) => set("registrationDomains", event.currentTarget.value)}
                  errors={errorsOf("registrationDomains")}
                />
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
            <Card
              title="Letterhead"
              headingLevel={2}
              description="Notewell puts these on every referral letter, with the date and the clinician's signature from their Profile."
            >
              <div className={`${settingsStyles.panel} ${settingsStyles.cardBody}`}>
                {PRACTICE_SETTINGS.map((key) => (
                  <Field
                    key={key}
                    label={SETTINGS[key].label}
                    name={key}
                    hint={SETTINGS[key].help}
                    maxLength={SETTINGS[key].maxLength}
                    value={values[key]}
                    onChange={(event) => set(key, event.currentTarget.value)}
                    errors={errorsOf(key)}
                  />
                ))}
              </div>
            </Card>
            <Card title="Documents" headingLevel={2}>
              <div className={`${settingsStyles.switchList} ${settingsStyles.cardBody}`}>
                {switchField("provenanceFooter")}
              </div>
            </Card>
            <Card title="Consent" headingLevel={2}>
              <div className={`${settingsStyles.switchList} ${settingsStyles.cardBody}`}>
                {switchField("requireConsent")}
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
                {numberField("auditRetentionDays")}
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
              <div className={settingsStyles.panel}>
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
              {connectionTest}
            </Card>
          </div>
        </TabsContent>

        <TabsContent value="statistics" keepMounted>
          {statisticsPanel}
        </TabsContent>

        <TabsContent value="maintenance" keepMounted>
          <Card title="Maintenance mode" headingLevel={2}>
            <div className={`${settingsStyles.panel} ${settingsStyles.cardBody}`}>
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
      <div className={`${settingsStyles.panel} ${settingsStyles.cardBody}`}>
        <dl className={settingsStyles.summary}>
          <dt>Registration</dt>
          <dd>{values.enableRegistration ? "Open" : "Closed"}</dd>
          <dt>Who may register</dt>
          <dd>
            {values.registrationDomains.trim() ? `Addresses at ${values.registrationDomains}` : "Any email address"}
          </dd>
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
  const hint =
    source === "settings"
      ? "Leave the field as it is to keep the key, clear it to remove the key, or paste a new key."
      : source === "environment"
        ? "Paste a key here to use a different one."
        : "Paste the key from the provider's dashboard.";
  return (
    <Field
      label={label}
      type="password"
      name={name}
      autoComplete="off"
      spellCheck={false}
      hint={
        <>
          <ProviderKeyStatus source={source} environmentVariable={envName} />. {hint}
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
