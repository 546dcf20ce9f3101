import { parseWithZod } from "~/platform/parse-form.server.ts";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { apiTestToast } from "~/features/admin/admin-api.ts";
import { ConnectionTestButton } from "~/features/admin/connection-test.tsx";
import { testApiConnections } from "~/features/admin/provider-test.server.ts";
import { StatisticsPanel } from "~/features/admin/statistics-panel.tsx";
import { getStatistics } from "~/features/admin/statistics.server.ts";
import { useStatistics } from "~/features/admin/use-statistics.ts";
import { SettingsForm, showSaveFailure, type SettingsFailure } from "~/features/settings/settings-form.tsx";
import { parseSettingsTab, type SettingsTab } from "~/features/settings/settings-tabs.ts";
import { getAdminSettings, getKeySources, updateSettings } from "~/features/settings/settings.server.ts";
import {
  API_KEY_SETTINGS,
  SETTING_TABS,
  SettingsFormSchema,
  settingsErrorDetails,
} from "~/features/settings/validation.server.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { useFetcherOutcome } from "~/components/use-fetcher-outcome.ts";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useToast } from "~/components/ui/toast.tsx";
import { requireAdmin } from "~/platform/guards.server.ts";
import { readForm } from "~/platform/request-body.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "System Settings — Notewell" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tab = parseSettingsTab(new URL(request.url).searchParams.get("tab"));
  // Statistics come with the page only when it opens on that tab (always the case without JavaScript);
  // otherwise the tab loads them from GET /api/admin/statistics when it is opened.
  const [settings, keySources, statistics] = await Promise.all([
    getAdminSettings(),
    getKeySources(),
    tab === "statistics" ? getStatistics() : Promise.resolve(null),
  ]);
  return json({ settings, keySources, statistics, tab }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * Saves the whole settings form (intent save), or, for the Test API Connection button without JavaScript,
 * tests the saved provider keys (intent test-api). Both redirect back to the tab with a flash toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readForm(request);
  const tab = parseSettingsTab(formData.get("tab"));
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
  await updateSettings(admin, submission.value, request);
  return redirectWithToast(back, { title: "Settings updated", type: "success" }, replace);
}

export default function SystemSettingsPage() {
  const { settings, keySources, statistics: loadedStatistics, tab: loadedTab } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<SettingsFailure>();
  const toast = useToast();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<SettingsTab>(actionData?.tab ?? loadedTab);

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
      statisticsPanel={
        <StatisticsPanel
          statistics={statistics.statistics}
          state={statistics.state}
          onRefresh={hydrated ? statistics.refresh : undefined}
          maxConcurrentSessions={settings.maxConcurrentSessions}
          retentionDays={settings.dataRetentionDays}
          apiKeys={keySources}
        />
      }
      connectionTest={<ConnectionTestButton />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
