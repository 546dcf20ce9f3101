import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { formatRecordingTime } from "~/components/format.ts";
import { PageHeader } from "~/components/layout/page-header.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Field } from "~/components/ui/field.tsx";
import * as styles from "~/features/admin/admin.css.ts";
import { monthLabel, USAGE_KINDS } from "~/features/admin/usage-kinds.ts";
import { usageRangeFrom } from "~/features/admin/usage-range.server.ts";
import { usageReport, type UsageRow } from "~/features/admin/usage.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";

export const meta: MetaFunction = () => [{ title: "Usage — Notewell" }];

/**
 * The usage report (issue 26 item 3, decision 057): per user and UK month, recording time and documents by kind,
 * for the months asked (the last 12 unless the address says), on screen and as CSV with the same months.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const range = usageRangeFrom(params);
  const raw = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  if (!range.success) {
    const errors: Partial<Record<string, string>> = {};
    for (const issue of range.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
    return json({ raw, errors, range: null, rows: [] as UsageRow[] });
  }
  const rows = await usageReport(range.data);
  return json(
    { raw, errors: {} as Partial<Record<string, string>>, range: range.data, rows },
    {
      headers: { "Cache-Control": "no-store" },
    },
  );
}

export default function UsagePage() {
  const { raw, errors, range, rows } = useLoaderData<typeof loader>();
  const errorOf = (field: string) => (errors[field] ? [errors[field] as string] : undefined);
  const total = {
    recordingSeconds: rows.reduce((sum, row) => sum + row.recordingSeconds, 0),
    documents: Object.fromEntries(
      USAGE_KINDS.map(({ kind }) => [kind, rows.reduce((sum, row) => sum + row.documents[kind], 0)]),
    ),
  };
  const query = range ? `?from=${range.from}&to=${range.to}` : "";
  return (
    <>
      <PageHeader
        title="Usage"
        subtitle="Recording time and documents per user and month: counted from each recording and each document, never their content."
      >
        {range ? (
          <Button asChild variant="secondary">
            <a href={`/admin/usage/export${query}`} download>
              Export CSV
            </a>
          </Button>
        ) : null}
      </PageHeader>
      <Card title="Months" headingLevel={2}>
        <Form method="get" className={styles.filters} aria-label="Choose the months">
          <Field
            label="From"
            name="from"
            type="month"
            placeholder="YYYY-MM"
            defaultValue={raw.from || range?.from}
            errors={errorOf("from")}
          />
          <Field
            label="To"
            name="to"
            type="month"
            placeholder="YYYY-MM"
            defaultValue={raw.to || range?.to}
            errors={errorOf("to")}
          />
          <div className={styles.filterActions}>
            <Button type="submit">Show</Button>
            <Button asChild variant="ghost">
              <Link to="/admin/usage">Last 12 months</Link>
            </Button>
          </div>
        </Form>
      </Card>
      {range ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              Usage from {monthLabel(range.from)} to {monthLabel(range.to)}
            </caption>
            <thead className={styles.tableHead}>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">User</th>
                <th scope="col">Recording time</th>
                {USAGE_KINDS.map(({ kind, label }) => (
                  <th key={kind} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={3 + USAGE_KINDS.length} className={styles.emptyRow}>
                    Nothing was recorded or generated in these months.
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={`${row.month}-${row.userId}`}>
                    <td data-label="Month" className={styles.nowrap}>
                      {monthLabel(row.month)}
                    </td>
                    <td data-label="User" className={styles.detailsCell}>
                      {row.name || row.email} <span className={styles.muted}>{row.name ? row.email : null}</span>
                    </td>
                    <td data-label="Recording time" className={styles.nowrap}>
                      {formatRecordingTime(row.recordingSeconds)}
                    </td>
                    {USAGE_KINDS.map(({ kind, label }) => (
                      <td key={kind} data-label={label}>
                        {row.documents[kind]}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
            {rows.length ? (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td data-label="Recording time" className={styles.nowrap}>
                    {formatRecordingTime(total.recordingSeconds)}
                  </td>
                  {USAGE_KINDS.map(({ kind, label }) => (
                    <td key={kind} data-label={label}>
                      {total.documents[kind]}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
