import type { ReactNode } from "react";
import { formatRecordingTime } from "~/components/format.ts";
import { ProviderKeyStatus, type KeySource } from "~/components/provider-key-status.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Spinner } from "~/components/ui/spinner.tsx";
import * as styles from "~/features/admin/admin.css.ts";
import { SETTINGS } from "../../../contract/settings.ts";
import type { Statistics } from "./admin-api.ts";
import { MonthlyChart } from "./monthly-chart.tsx";
import { monthLabel, USAGE_KINDS } from "./usage-kinds.ts";

/** docs/product.md §9: statistics minutes are seconds divided by 60, rounded. */
const minutes = (seconds: number) => Math.round(seconds / 60);

const numberFormat = new Intl.NumberFormat("en-GB");
const n = (value: number) => numberFormat.format(value);

/** Bytes as people read them (decimal units, as disks are sold). */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{children}</dd>
    </div>
  );
}

/** The Statistics tab (decision 057): every figure counted from the rows that hold it. */
export function StatisticsPanel({
  statistics,
  state,
  onRefresh,
  maxConcurrentSessions,
  retentionDays,
  apiKeys,
}: {
  statistics: Statistics | null;
  state: "idle" | "loading" | "error";
  /** Absent without JavaScript (the figures come with the page). */
  onRefresh?: () => void;
  maxConcurrentSessions: number;
  /** How long consultations are kept (what "consultations held" covers). */
  retentionDays: number;
  /** Where each provider's key comes from, shown as the Integrations tab shows it. */
  apiKeys: { assemblyai: KeySource; openai: KeySource };
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
        <Figures
          statistics={statistics}
          state={state}
          maxConcurrentSessions={maxConcurrentSessions}
          retentionDays={retentionDays}
          apiKeys={apiKeys}
        />
      )}
    </div>
  );
}

function Figures({
  statistics,
  state,
  maxConcurrentSessions,
  retentionDays,
  apiKeys,
}: {
  statistics: Statistics;
  state: "idle" | "loading" | "error";
  maxConcurrentSessions: number;
  retentionDays: number;
  apiKeys: { assemblyai: KeySource; openai: KeySource };
}) {
  const months = statistics.months.map((month) => month.month);
  const documentsOf = (month: Statistics["months"][number]) =>
    USAGE_KINDS.reduce((total, { kind }) => total + month.documents[kind], 0);
  return (
    <>
      <Card title="Totals" headingLevel={3}>
        <dl className={styles.statsGrid} aria-busy={state === "loading" || undefined}>
          <Stat label="Total users">{n(statistics.totalUsers)}</Stat>
          <Stat label="Active users">{n(statistics.activeUsers)}</Stat>
          <Stat label="Consultations held">{n(statistics.totalTranscripts)}</Stat>
          <Stat label="Total recording time">{n(minutes(statistics.totalRecordingTime))} min</Stat>
          <Stat label="Documents generated">{n(statistics.totalDocuments)}</Stat>
        </dl>
        <p className={styles.muted}>
          Consultations are kept for {n(retentionDays)} days; recording time and documents are counted from every
          recording and document since the start, and never include their content.
        </p>
      </Card>
      <Card title="Documents by kind" headingLevel={3}>
        <dl className={styles.statsGrid}>
          {USAGE_KINDS.map(({ kind, label }) => (
            <Stat key={kind} label={label}>
              {n(statistics.documents[kind])}
            </Stat>
          ))}
        </dl>
      </Card>
      <Card title="Last 12 months" headingLevel={3}>
        <div className={styles.charts}>
          <MonthlyChart
            title="Recording minutes"
            months={months}
            values={statistics.months.map((month) => minutes(month.recordingSeconds))}
            unit="min"
          />
          <MonthlyChart
            title="Documents generated"
            months={months}
            values={statistics.months.map(documentsOf)}
            unit="documents"
          />
        </div>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Recording time and documents by month</caption>
            <thead className={styles.tableHead}>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Recording minutes</th>
                <th scope="col">Documents</th>
              </tr>
            </thead>
            <tbody>
              {statistics.months.map((month) => (
                <tr key={month.month}>
                  <td data-label="Month">{monthLabel(month.month)}</td>
                  <td data-label="Recording minutes">{n(minutes(month.recordingSeconds))}</td>
                  <td data-label="Documents">{n(documentsOf(month))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card
        title="Per user, last 30 days"
        headingLevel={3}
        description="Recording time as User Management shows it. Every month and kind: the Usage report."
      >
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Each user's consultations, recording time and documents</caption>
            <thead className={styles.tableHead}>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Consultations held</th>
                <th scope="col">Recording time (30d)</th>
                <th scope="col">Documents (30d)</th>
              </tr>
            </thead>
            <tbody>
              {statistics.users.map((user) => (
                <tr key={user.id}>
                  <td className={styles.detailsCell}>
                    {user.name || user.email} <span className={styles.muted}>{user.name ? user.email : null}</span>
                  </td>
                  <td data-label="Consultations held">{n(user.consultations)}</td>
                  <td data-label="Recording time (30d)" className={styles.nowrap}>
                    {formatRecordingTime(user.recordingSeconds30Days)}
                  </td>
                  <td data-label="Documents (30d)">{n(user.documents30Days)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <a href="/admin/usage">Usage report by month</a>
        </p>
      </Card>
      <Card title="System status" headingLevel={3}>
        <dl className={styles.statsGrid}>
          <Stat label="AssemblyAI API">
            <ProviderKeyStatus
              source={apiKeys.assemblyai}
              environmentVariable={SETTINGS.assemblyaiApiKey.environmentVariable}
            />
          </Stat>
          <Stat label="OpenAI API">
            <ProviderKeyStatus
              source={apiKeys.openai}
              environmentVariable={SETTINGS.openaiApiKey.environmentVariable}
            />
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
          <Stat label="Consultations started">{n(statistics.transcripts24h)}</Stat>
          <Stat label="Recording time">{n(minutes(statistics.recordingTime24h))} min</Stat>
          <Stat label="Documents generated">{n(statistics.documents24h)}</Stat>
        </dl>
      </Card>
      <Card
        title="Data management"
        headingLevel={3}
        description="Storage is measured by the database: the tables holding the practice's data, with their indexes."
      >
        <dl className={styles.statsGrid}>
          <Stat label="Users with data">{n(statistics.usersWithData)}</Stat>
          <Stat label="Storage used">{formatBytes(statistics.storageBytes)}</Stat>
        </dl>
      </Card>
    </>
  );
}
