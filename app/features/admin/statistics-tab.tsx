import { useHydrated } from "~/components/use-hydrated.ts";
import type { KeySource } from "~/components/provider-key-status.tsx";
import type { Statistics } from "./admin-api.ts";
import { StatisticsPanel } from "./statistics-panel.tsx";
import { useStatistics } from "./use-statistics.ts";

/**
 * System Settings' Statistics tab: its figures, fetched each time the tab is opened (with JavaScript), or those that
 * came with the page. System Settings loads it the first time the tab is open (decision 069).
 */
export function StatisticsTab({
  open,
  loaded,
  maxConcurrentSessions,
  retentionDays,
  apiKeys,
}: {
  open: boolean;
  /** The figures the page came with (when it opened on this tab), else null. */
  loaded: Statistics | null;
  maxConcurrentSessions: number;
  retentionDays: number;
  apiKeys: { assemblyai: KeySource; openai: KeySource };
}) {
  const hydrated = useHydrated();
  const statistics = useStatistics(open, loaded);
  return (
    <StatisticsPanel
      statistics={statistics.statistics}
      state={statistics.state}
      onRefresh={hydrated ? statistics.refresh : undefined}
      maxConcurrentSessions={maxConcurrentSessions}
      retentionDays={retentionDays}
      apiKeys={apiKeys}
    />
  );
}
