import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/layout/page-header.tsx";
import { Alert } from "~/components/ui/alert.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import * as styles from "~/features/admin/admin.css.ts";
import { ACTION_OPTIONS, searchOfFilter } from "~/features/admin/audit-filter.ts";
import { filterFromSearch } from "~/features/admin/audit-filter.server.ts";
import { listAuditEntries } from "~/features/admin/audit-log.server.ts";
import { requireAdmin } from "~/platform/guards.server.ts";
import { getSettings } from "~/platform/settings.server.ts";

export const meta: MetaFunction = () => [{ title: "Audit log — Notewell" }];

/** The audit log viewer (issue 26 item 1, decision 055): filtered by the address, so it works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const parsed = filterFromSearch(params);
  const { enableAuditLogging, auditRetentionDays } = await getSettings();
  const raw = {
    user: params.get("user") ?? "",
    action: params.get("action") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  // What did not parse, beside its field (an address typed by hand, an old bookmark): never a 5xx.
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "")] ??= issue.message;
    return json({ raw, errors, log: null, filter: null, enableAuditLogging, auditRetentionDays });
  }
  const log = await listAuditEntries(parsed.data);
  return json(
    { raw, errors, log, filter: parsed.data, enableAuditLogging, auditRetentionDays },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const whenFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Europe/London",
});

export default function AuditLogPage() {
  const { raw, errors, log, filter, enableAuditLogging, auditRetentionDays } = useLoaderData<typeof loader>();
  const pageLink = (page: number) => `/admin/audit${searchOfFilter(filter ?? {}, page)}`;
  const errorOf = (field: string): string[] | undefined => (errors[field] ? [errors[field]] : undefined);
  return (
    <>
      <PageHeader
        title="Audit log"
        subtitle={`Who did what, when and from where. Entries cannot be changed or deleted; each is kept for ${auditRetentionDays.toLocaleString("en-GB")} days.`}
      >
        {log ? (
          <Button asChild variant="secondary">
            {/* A file, not a page: a plain link, with the filter the page shows. */}
            <a href={`/admin/audit/export${searchOfFilter(filter ?? {})}`} download>
              Export CSV
            </a>
          </Button>
        ) : null}
      </PageHeader>

      {enableAuditLogging ? null : (
        <Alert tone="warning" title="Audit logging is off">
          Nothing new is being recorded. Turn it on in{" "}
          <Link to="/admin/settings?tab=security">Settings → Security</Link>.
        </Alert>
      )}

      <Card title="Filter" headingLevel={2}>
        <Form method="get" className={styles.filters} aria-label="Filter the audit log">
          <Field
            label="User (email contains)"
            name="user"
            type="search"
            defaultValue={raw.user}
            errors={errorOf("user")}
            autoComplete="off"
          />
          <div className={styles.roleField}>
            <label htmlFor="audit-action" className={styles.fieldLabel}>
              Action
            </label>
            <Select
              native
              id="audit-action"
              name="action"
              value={raw.action}
              options={[{ value: "", label: "All actions" }, ...ACTION_OPTIONS]}
            />
            {errors.action ? <p role="alert">{errors.action}</p> : null}
          </div>
          <Field label="From" name="from" type="date" defaultValue={raw.from} errors={errorOf("from")} />
          <Field label="To" name="to" type="date" defaultValue={raw.to} errors={errorOf("to")} />
          <div className={styles.filterActions}>
            <Button type="submit">Apply filter</Button>
            <Button asChild variant="ghost">
              <Link to="/admin/audit">Clear</Link>
            </Button>
          </div>
        </Form>
      </Card>

      {log ? (
        <>
          <p className={styles.muted} aria-live="polite" style={{ margin: 0 }}>
            {log.total === 1 ? "1 entry" : `${log.total.toLocaleString("en-GB")} entries`}
            {log.pages > 1 ? ` — page ${log.page} of ${log.pages}` : ""}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Audit log entries, newest first</caption>
              <thead className={styles.tableHead}>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Action</th>
                  <th scope="col">By</th>
                  <th scope="col">About</th>
                  <th scope="col">From</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {log.entries.length === 0 ? (
                  <tr>
                    <td colSpan={6} className={styles.emptyRow}>
                      No entries match this filter.
                    </td>
                  </tr>
                ) : (
                  log.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td data-label="When" className={styles.nowrap}>
                        <time dateTime={entry.at}>{whenFormat.format(new Date(entry.at))}</time>
                      </td>
                      <td data-label="Action" className={styles.nameCell}>
                        {entry.actionLabel}
                      </td>
                      <td data-label="By" className={styles.detailsCell}>
                        {entry.by ?? "—"}
                      </td>
                      <td data-label="About" className={styles.detailsCell}>
                        {entry.about ?? "—"}
                      </td>
                      <td data-label="From">{entry.address ?? "—"}</td>
                      <td data-label="Details" className={styles.detailsCell}>
                        {entry.details || "—"}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          {log.pages > 1 ? (
            <nav aria-label="Pages of the audit log" className={styles.pager}>
              {log.page > 1 ? <Link to={pageLink(log.page - 1)}>← Newer entries</Link> : <span />}
              {log.page < log.pages ? <Link to={pageLink(log.page + 1)}>Older entries →</Link> : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
