import type { ReactNode } from "react";
import * as styles from "./alert.css.ts";

export function Alert({
  tone,
  title,
  children,
  actions,
  role = "status",
}: {
  tone?: keyof typeof styles.tone;
  title?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  role?: "alert" | "status" | "note";
}) {
  return (
    <div className={`${styles.alert} ${styles.tone[tone ?? "info"]}`} role={role}>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
