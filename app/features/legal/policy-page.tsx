import { Link, NavLink } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { SUPPORT_EMAIL } from "~/components/layout/footer.tsx";
import { useSignedIn } from "~/components/layout/use-signed-in.ts";
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
      <table className={styles.table} role="table" aria-labelledby={captionId}>
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

/** Title, version and effective date, shared by the three policies. */
function PolicyHeader({ title, summary }: { title: string; summary: ReactNode }) {
  return (
    <header className={styles.articleHeader}>
      <p className={styles.eyebrow}>Notewell policies</p>
      <h1 style={{ margin: 0 }}>{title}</h1>
      <p className={styles.meta}>
        <span className={styles.metaItem}>Version {POLICY_VERSION}</span>
        <span className={styles.metaItem}>
          Effective <time dateTime={POLICY_EFFECTIVE_DATE.iso}>{POLICY_EFFECTIVE_DATE.label}</time>
        </span>
      </p>
      <p className={styles.lead}>{summary}</p>
    </header>
  );
}

const POLICY_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/cookie-policy", label: "Cookie Policy" },
];

/**
 * The frame of a policy page. Signed-in users already have the app's sidebar and footer around it (root.tsx),
 * so they get the text column alone; visitors who are not signed in get a slim header with a way to sign in,
 * and a footer linking the three policies.
 */
export function PolicyPage({
  title,
  summary,
  contents,
  children,
}: {
  title: string;
  summary: ReactNode;
  contents: readonly ContentsEntry[];
  children: ReactNode;
}) {
  const signedIn = useSignedIn();
  const article = (
    <article className={styles.column}>
      <PolicyHeader title={title} summary={summary} />
      <ContentsList entries={contents} />
      {children}
      <p>{signedIn ? <Link to="/">Back to Notewell</Link> : <Link to="/auth">Back to sign in</Link>}</p>
    </article>
  );
  if (signedIn) return article;

  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        Skip to main content
      </a>
      <header className={styles.topBar}>
        <div className={styles.topBarInner}>
          <Link to="/auth" className={styles.brand}>
            Notewell
          </Link>
          <Link to="/auth" className={styles.topLink}>
            Sign in
          </Link>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {article}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label="Legal">
            <ul className={styles.footerLinks}>
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
            </ul>
          </nav>
          <p className={styles.footerNote}>Notewell is a documentation aid for UK clinicians.</p>
        </div>
      </footer>
    </div>
  );
}
