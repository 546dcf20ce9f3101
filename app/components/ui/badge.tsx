import type { ReactNode } from "react";
import * as styles from "./badge.css.ts";

export function Badge({ tone, children }: { tone?: keyof typeof styles.tone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles.tone[tone ?? "neutral"]}`}>{children}</span>;
}
