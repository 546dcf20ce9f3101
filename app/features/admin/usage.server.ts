import { QueryTypes } from "sequelize";
import { db } from "~/platform/db.server.ts";
import type { CsvCell } from "~/platform/csv.server.ts";
import { USAGE_KINDS, type DocumentCounts, type MonthTotals } from "./usage-kinds.ts";

/**
 * What the practice used, counted from what was recorded (decision 057): recording time from `recording_sessions`
 * (one row per finished recording), documents from `generated_documents` (one row per document or answer, its kind
 * and nothing else). User Management, Statistics and the Usage report all count with these functions, so their
 * figures are the same figures. Months are UK months (Europe/London).
 */

const zeroCounts = (): DocumentCounts => Object.fromEntries(USAGE_KINDS.map(({ kind }) => [kind, 0])) as DocumentCounts;

const COUNT_COLUMNS = USAGE_KINDS.map(({ kind }) => `count(*) FILTER (WHERE kind = '${kind}') AS "${kind}"`).join(", ");

function countsOf(row: Record<string, unknown>): DocumentCounts {
  const counts = zeroCounts();
  for (const { kind } of USAGE_KINDS) counts[kind] = Number(row[kind] ?? 0);
  return counts;
}

/** Documents per user and kind since `since` (all time without it). */
export async function documentsByUser(options: { since?: string } = {}): Promise<Map<number, DocumentCounts>> {
  const rows = await db().query<Record<string, unknown> & { userId: number }>(
    `SELECT user_id AS "userId", ${COUNT_COLUMNS}
       FROM generated_documents
      WHERE ($since::interval IS NULL OR created_at >= now() - $since::interval)
      GROUP BY user_id`,
    { bind: { since: options.since ?? null }, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((row) => [row.userId, countsOf(row)]));
}

/** The practice's documents by kind, all time. */
export async function documentTotals(): Promise<DocumentCounts> {
  const [row] = await db().query<Record<string, unknown>>(`SELECT ${COUNT_COLUMNS} FROM generated_documents`, {
    type: QueryTypes.SELECT,
  });
  return countsOf(row ?? {});
}

/** A UK month, "2026-11". */
type Month = string;

/** Each of the last `count` UK months (this one last), with its recording time and documents; empty months too. */
export async function monthlyTotals(count = 12): Promise<MonthTotals[]> {
  const rows = await db().query<Record<string, unknown> & { month: string; seconds: string }>(
    `WITH months AS (
       SELECT to_char(m, 'YYYY-MM') AS month
         FROM generate_series(
           date_trunc('month', now() AT TIME ZONE 'Europe/London') - make_interval(months => $count - 1),
           date_trunc('month', now() AT TIME ZONE 'Europe/London'),
           interval '1 month') AS m
     ),
     recorded AS (
       SELECT to_char(created_at AT TIME ZONE 'Europe/London', 'YYYY-MM') AS month, sum(duration_seconds) AS seconds
         FROM recording_sessions GROUP BY 1
     ),
     generated AS (
       SELECT to_char(created_at AT TIME ZONE 'Europe/London', 'YYYY-MM') AS month, ${COUNT_COLUMNS}
         FROM generated_documents GROUP BY 1
     )
     SELECT months.month, coalesce(recorded.seconds, 0)::bigint AS seconds, ${USAGE_KINDS.map(
       ({ kind }) => `coalesce(generated."${kind}", 0) AS "${kind}"`,
     ).join(", ")}
       FROM months LEFT JOIN recorded USING (month) LEFT JOIN generated USING (month)
      ORDER BY months.month`,
    { bind: { count }, type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({ month: row.month, recordingSeconds: Number(row.seconds), documents: countsOf(row) }));
}

export type UsageRow = {
  month: Month;
  userId: number;
  name: string;
  email: string;
  recordingSeconds: number;
  documents: DocumentCounts;
};

/**
 * The usage report: one row per user per UK month in which they recorded or generated anything, from `from` to
 * `to` (both "YYYY-MM", included), newest month first, then by name.
 */
export async function usageReport(range: { from: Month; to: Month }): Promise<UsageRow[]> {
  const rows = await db().query<Record<string, unknown> & { month: string; userId: number; seconds: string }>(
    `WITH bounds AS (
       SELECT (to_date($from, 'YYYY-MM')::timestamp AT TIME ZONE 'Europe/London') AS start,
              ((to_date($to, 'YYYY-MM') + interval '1 month')::timestamp AT TIME ZONE 'Europe/London') AS finish
     ),
     recorded AS (
       SELECT user_id, to_char(created_at AT TIME ZONE 'Europe/London', 'YYYY-MM') AS month, sum(duration_seconds) AS seconds
         FROM recording_sessions, bounds WHERE created_at >= bounds.start AND created_at < bounds.finish GROUP BY 1, 2
     ),
     generated AS (
       SELECT user_id, to_char(created_at AT TIME ZONE 'Europe/London', 'YYYY-MM') AS month, ${COUNT_COLUMNS}
         FROM generated_documents, bounds WHERE created_at >= bounds.start AND created_at < bounds.finish GROUP BY 1, 2
     )
     SELECT month, u.id AS "userId", trim(u.first_name || ' ' || u.last_name) AS name, u.email,
            coalesce(recorded.seconds, 0)::bigint AS seconds,
            ${USAGE_KINDS.map(({ kind }) => `coalesce(generated."${kind}", 0) AS "${kind}"`).join(", ")}
       FROM recorded FULL JOIN generated USING (user_id, month)
       JOIN users u ON u.id = user_id
      ORDER BY month DESC, lower(u.last_name), lower(u.first_name), u.id`,
    { bind: range, type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    month: row.month,
    userId: row.userId,
    name: String(row.name ?? ""),
    email: String(row.email ?? ""),
    recordingSeconds: Number(row.seconds),
    documents: countsOf(row),
  }));
}

/** The report as CSV rows, the header first: seconds exact, minutes to one decimal place. */
export function usageCsvRows(rows: UsageRow[]): CsvCell[][] {
  return [
    ["Month", "Name", "Email", "Recording seconds", "Recording minutes", ...USAGE_KINDS.map(({ label }) => label)],
    ...rows.map((row) => [
      row.month,
      row.name,
      row.email,
      row.recordingSeconds,
      Math.round(row.recordingSeconds / 6) / 10,
      ...USAGE_KINDS.map(({ kind }) => row.documents[kind]),
    ]),
  ];
}
