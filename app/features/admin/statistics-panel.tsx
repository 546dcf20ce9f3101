import type { ReactNode } from "react";
import { Alert } from "~/components/ui/alert.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Spinner } from "~/components/ui/spinner.tsx";
import * as styles from "~/features/admin/admin.css.ts";
import type { Statistics } from "./admin-api.ts";

/** docs/product.md §9: statistics minutes are seconds divided by 60, rounded; storage is 0.5 MB per transcript. */
const minutes = (seconds: number) => Math.round(seconds / 60);
const MB_PER_TRANSCRIPT = 0.5;
function storageEstimate(transcripts: number): string {
  const mb = transcripts * MB_PER_TRANSCRIPT;
  return mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${mb.toFixed(1)} MB`;
}

const numberFormat = new Intl.NumberFormat("en-GB");
const n = (value: number) => numberFormat.format(value);

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{children}</dd>
    </div>
  );
}

/** Where a provider's key comes from: saved in the settings, the server's environment, or nowhere. */
export type ApiKeySource = "settings" | "environment" | "none";

/** A key from either place is configured: recordings and documents work with it. */
function ApiStatus({ source }: { source: ApiKeySource }) {
  if (source === "none") return <Badge tone="danger">Not Configured</Badge>;
  return (
    <>
      <Badge tone="success">Configured</Badge>
      {source === "environment" ? <span className={styles.statNote}>The server's environment key is used.</span> : null}
    </>
  );
}

export function StatisticsPanel({
  statistics,
  state,
  onRefresh,
  maxConcurrentSessions,
  apiKeys,
}: {
  statistics: Statistics | null;
  state: "idle" | "loading" | "error";
  /** Absent without JavaScript (the figures come with the page). */
  onRefresh?: () => void;
  maxConcurrentSessions: number;
  /** Where each provider's key comes from (the key sources the Integrations tab shows too). */
  apiKeys: { assemblyai: ApiKeySource; openai: ApiKeySource };
}) {
  return (
    <div className={styles.panel}>
      <div className={styles.statsHeader}>
        <p className={styles.muted} style={{ margin: 0 }}>
          Figures for the whole practice, as of when this tab was opened.
        </p>
        {onRefresh ? (
          <Button variant="secondary" size="sm" onClick={onRefresh} disabled={state === "loading"}>
            Refresh
          </Button>
        ) : null}
      </div>
      {state === "error" ? (
        <Alert tone="danger" role="alert" title="Statistics could not be loaded">
          Please try again.
        </Alert>
      ) : null}
      {statistics === null ? (
        state === "loading" ? (
          <Spinner label="Loading statistics" />
        ) : null
      ) : (
        <>
          <Card title="Totals" headingLevel={3}>
            <dl className={styles.statsGrid} aria-busy={state === "loading" || undefined}>
              <Stat label="Total users">{n(statistics.totalUsers)}</Stat>
              <Stat label="Active users">{n(statistics.activeUsers)}</Stat>
              <Stat label="Total transcripts">{n(statistics.totalTranscripts)}</Stat>
              <Stat label="Total recording time">{n(minutes(statistics.totalRecordingTime))} min</Stat>
            </dl>
          </Card>
          <Card title="System status" headingLevel={3}>
            <dl className={styles.statsGrid}>
              <Stat label="AssemblyAI API">
                <ApiStatus source={apiKeys.assemblyai} />
              </Stat>
              <Stat label="OpenAI API">
                <ApiStatus source={apiKeys.openai} />
              </Stat>
              <Stat label="Current sessions">
                {n(statistics.activeSessions)} / {n(maxConcurrentSessions)}
              </Stat>
              <Stat label="System load">Normal</Stat>
            </dl>
          </Card>
          <Card title="Last 24 hours" headingLevel={3}>
            <dl className={styles.statsGrid}>
              <Stat label="New users">{n(statistics.newUsers24h)}</Stat>
              <Stat label="Transcripts">{n(statistics.transcripts24h)}</Stat>
              <Stat label="Recording time">{n(minutes(statistics.recordingTime24h))} min</Stat>
            </dl>
          </Card>
          <Card title="Data management" headingLevel={3} description="Storage is estimated at 0.5 MB per transcript.">
            <dl className={styles.statsGrid}>
              <Stat label="Users with data">{n(statistics.usersWithData)}</Stat>
              <Stat label="Estimated storage">{storageEstimate(statistics.totalTranscripts)}</Stat>
            </dl>
          </Card>
        </>
      )}
    </div>
  );
}
