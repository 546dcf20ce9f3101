import type { ReactNode } from "react";
import * as styles from "./page-header.css.ts";

/** A page's heading and one-line description, with its main actions beside them (they wrap below on a phone). */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
