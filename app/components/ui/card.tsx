import { useId, type HTMLAttributes, type ReactNode } from "react";
import * as styles from "./card.css.ts";

/** A titled panel. With a title it is a named region, so screen-reader users can jump between cards. */
export function Card({
  title,
  description,
  children,
  className,
  headingLevel = 2,
  ...props
}: HTMLAttributes<HTMLElement> & { title?: ReactNode; description?: ReactNode; headingLevel?: 1 | 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(" ")}
      aria-labelledby={title ? headingId : undefined}
      {...props}
    >
      {title ? (
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </section>
  );
}
