import type { MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ConnectionTestButton } from "~/features/admin/connection-test.tsx";
import * as statisticsOnServer from "~/features/admin/statistics-tab.server.tsx";
import { SettingsForm } from "~/features/settings/settings-form.tsx";
import { showSaveFailure, type SettingsFailure } from "~/features/settings/save-failure.ts";
import type { SettingsTab } from "~/features/settings/settings-tabs.ts";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { OnDemand, renderedThenLoaded } from "~/components/on-demand.tsx";
import { useFetcherOutcome } from "~/components/use-fetcher-outcome.ts";
import { Alert } from "~/components/ui/alert.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import type { action, loader } from "./admin.settings.server.ts";

export { action, loader } from "./admin.settings.server.ts";

export const meta: MetaFunction = () => [{ title: "System Settings — Notewell" }];

/**
 * The Statistics tab: its script loaded the first time the tab is open (with the page when it opens on it, as it
 * always does without JavaScript, where the tabs are links).
 */
const StatisticsTab = renderedThenLoaded(
  statisticsOnServer.StatisticsTab as typeof statisticsOnServer.StatisticsTab | undefined,
  () => import("~/features/admin/statistics-tab.tsx").then((module) => module.StatisticsTab),
  () => (
    <Alert tone="danger" role="alert" title="Statistics could not be loaded">
      Check your connection and reload the page.
    </Alert>
  ),
);

export default function SystemSettingsPage() {
  const { settings, keySources, statistics: loadedStatistics, tab: loadedTab } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<SettingsFailure>();
  const toast = useToast();
  const [tab, setTab] = useState<SettingsTab>(actionData?.tab ?? loadedTab);

  useFetcherOutcome(fetcher, {
    onFailure: (data) => {
      setTab(data.tab);
      showSaveFailure(toast, data.details);
    },
  });

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
        <OnDemand when={tab === "statistics"}>
          <StatisticsTab
            open={tab === "statistics"}
            loaded={loadedStatistics}
            maxConcurrentSessions={settings.maxConcurrentSessions}
            retentionDays={settings.dataRetentionDays}
            apiKeys={keySources}
          />
        </OnDemand>
      }
      connectionTest={<ConnectionTestButton />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
