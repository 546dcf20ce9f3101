import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { VisitorLayout } from "~/components/layout/visitor-layout.tsx";
import { useSignedIn } from "~/components/layout/use-signed-in.ts";
import { documentTable } from "~/components/ui/document-table.css.ts";
import * as styles from "./policy-page.css.ts";

/** docs/product.md §2 "Policy pages": one version and effective date for all three policies. */
const POLICY_VERSION = "1.0";
const POLICY_EFFECTIVE_DATE = { iso: "2025-06-05", label: "5 June 2025" } as const;

export type ContentsEntry = { id: string; title: string };

/** An in-page contents list linking to each section's heading. */
export function ContentsList({ entries, label = "Contents" }: { entries: readonly ContentsEntry[]; label?: string }) {
  return (
    <nav className={styles.contents} aria-labelledby="contents-title">
      <h2 id="contents-title" className={styles.contentsTitle}>
        {label}
      </h2>
      <ol className={styles.contentsList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One numbered part of a long page: a card whose heading carries the id the contents list links to. */
export function DocumentSection({ id, title, children }: ContentsEntry & { children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.prose}>{children}</div>
    </section>
  );
}

/**
 * A small table of facts (cookie names, retention periods). On narrow screens each row becomes a stacked card
 * with the column names as labels; the explicit roles keep it a table for screen readers when it does.
 */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  /** The first cell of each row is its header cell. */
  rows: readonly (readonly ReactNode[])[];
}) {
  const captionId = useId();
  // The explicit table roles are deliberate: on small screens the CSS turns the table into blocks, and
  // `display: block` drops a table's implicit roles. The lint exceptions below are for these roles.
  return (
    <div className={styles.tableWrap}>
      <table className={documentTable} role="table" aria-labelledby={captionId}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept for small screens (see above) */}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept for small screens (see above) */}
        <tbody role="rowgroup">
          {rows.map(([first, ...rest], index) => (
            <tr key={index} role="row">
              <th scope="row" role="rowheader">
                {first}
              </th>
              {rest.map((cell, cellIndex) => (
                // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see above
                <td key={cellIndex} role="cell" data-label={columns[cellIndex + 1]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The readable text column used by the policies, and by the Help Guide inside the app's layout. */
export function DocumentColumn({ children }: { children: ReactNode }) {
  return <div className={styles.column}>{children}</div>;
}

/** Title, version and effective date, shared by the three policies (a statement that is not a policy has none). */
function PolicyHeader({ title, summary, policy }: { title: string; summary: ReactNode; policy: boolean }) {
  return (
    <header className={styles.articleHeader}>
      <p className={styles.eyebrow}>{policy ? "Notewell policies" : "Notewell"}</p>
      <h1 style={{ margin: 0 }}>{title}</h1>
      {policy ? (
        <p className={styles.meta}>
          <span className={styles.metaItem}>Version {POLICY_VERSION}</span>
          <span className={styles.metaItem}>
            Effective <time dateTime={POLICY_EFFECTIVE_DATE.iso}>{POLICY_EFFECTIVE_DATE.label}</time>
          </span>
        </p>
      ) : null}
      <p className={styles.lead}>{summary}</p>
    </header>
  );
}

/**
 * The frame of a policy page. Signed-in users already have the app's sidebar and footer around it (root.tsx),
 * so they get the text column alone; visitors who are not signed in get the visitors' layout (a slim header with a
 * way to sign in, a footer linking the public pages).
 */
export function PolicyPage({
  title,
  summary,
  contents,
  children,
  policy = true,
}: {
  title: string;
  summary: ReactNode;
  contents: readonly ContentsEntry[];
  children: ReactNode;
  /** One of the three policies (with their version and date), or another public statement. */
  policy?: boolean;
}) {
  const signedIn = useSignedIn();
  const article = (
    <article className={styles.column}>
      <PolicyHeader title={title} summary={summary} policy={policy} />
      <ContentsList entries={contents} />
      {children}
      <p>{signedIn ? <Link to="/">Back to Notewell</Link> : <Link to="/auth">Back to sign in</Link>}</p>
    </article>
  );
  if (signedIn) return article;
  return <VisitorLayout>{article}</VisitorLayout>;
}
