import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { listConsultations } from "~/features/consultations/consultations.server.ts";
import { formatWhen } from "~/components/format.ts";
import { consentRecord } from "../../contract/consent.ts";
import { getSettings } from "~/platform/settings.server.ts";
import { requireUser } from "~/platform/guards.server.ts";
import * as styles from "~/features/consultations/history.css.ts";

export const meta: MetaFunction = () => [{ title: "My consultations — Notewell" }];

/** /history?q=word&page=2: the signed-in clinician's own consultations, newest first. Only ever their own. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const filter = (url.searchParams.get("q") ?? "").slice(0, 200);
  const page = Number(url.searchParams.get("page") ?? 1);
  const [list, { dataRetentionDays }] = await Promise.all([
    listConsultations(user.id, { filter, page: Number.isFinite(page) ? page : 1 }),
    getSettings(),
  ]);
  return json({ ...list, filter, retentionDays: dataRetentionDays }, { headers: { "Cache-Control": "no-store" } });
}

function pageHref(filter: string, page: number): string {
  const params = new URLSearchParams();
  if (filter) params.set("q", filter);
  if (page > 1) params.set("page", String(page));
  return params.size ? `?${params}` : "/history";
}

export default function History() {
  const { consultations, total, page, pages, filter, retentionDays } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 style={{ margin: 0 }}>My consultations</h1>
      <p className={styles.intro}>
        Everything you dictate and generate is saved here as you work, for {retentionDays} days (your practice's
        retention period). Only you can see your consultations.
      </p>
      <Form method="get" className={styles.filter} role="search" aria-label="Filter consultations">
        <div className={styles.filterField}>
          <Field
            label="Filter by a word"
            hint="Searches labels, dictations, documents, questions and answers."
            name="q"
            type="search"
            defaultValue={filter}
            maxLength={200}
          />
        </div>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {filter ? <Link to="/history">Show all</Link> : null}
      </Form>
      <p role="status" className={styles.intro}>
        {total === 0
          ? filter
            ? `No consultation contains “${filter}”.`
            : "No consultations yet. Start one on the dictation screen."
          : `${total} consultation${total === 1 ? "" : "s"}${filter ? ` containing “${filter}”` : ""}.`}
      </p>
      {consultations.length ? (
        <ul className={styles.list} aria-label="Consultations">
          {consultations.map((c) => (
            <li key={c.id}>
              <Link to={`/history/${c.id}`} className={styles.item}>
                <p className={styles.title}>{c.label}</p>
                {/* The same moment, in the same words, as the consultation's own page. */}
                <p className={styles.when}>
                  Last changed <time dateTime={c.updatedAt}>{formatWhen(c.updatedAt)}</time>
                </p>
                {c.labelled ? <p className={styles.preview}>{c.preview}</p> : null}
                {c.consent ? (
                  <p className={styles.when} data-consent={c.consent.kind}>
                    {consentRecord(c.consent.kind, formatWhen(c.consent.at))}
                  </p>
                ) : null}
                <span className={styles.badges}>
                  {c.documents.length ? (
                    c.documents.map((d) => (
                      <Badge key={d} tone="neutral">
                        {d}
                      </Badge>
                    ))
                  ) : (
                    <Badge tone="neutral">Transcript only</Badge>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Pages" className={styles.pager}>
          {page > 1 ? <Link to={pageHref(filter, page - 1)}>Newer</Link> : <span />}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageHref(filter, page + 1)}>Older</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
