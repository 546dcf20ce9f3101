import type { HTMLAttributes, ReactNode } from "react";
import * as styles from "./card.css.ts";

export function Card({
  title,
  description,
  children,
  className,
  headingLevel = 2,
  ...props
}: HTMLAttributes<HTMLElement> & { title?: ReactNode; description?: ReactNode; headingLevel?: 1 | 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.card, className].filter(Boolean).join(" ")} {...props}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </section>
  );
}
