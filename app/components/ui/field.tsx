import { useId, useRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import * as styles from "./field.css.ts";

type FieldProps = {
  label: ReactNode;
  errors?: string[] | null;
  hint?: ReactNode;
};

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean) ?? [];
  return (
    <p id={id} className={styles.error} role={list.length ? "alert" : undefined}>
      {list.join(" ")}
    </p>
  );
}

export function Field({ label, errors, hint, id, ...inputProps }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const invalid = Boolean(errors?.length);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? errorId : null, hintId].filter(Boolean).join(" ") || undefined}
        {...inputProps}
      />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A run of a text area's text; a run not yet confirmed (words still being recognised) is shown faint. */
export type ShadedText = { text: string; confirmed: boolean };

export function TextareaField({
  label,
  errors,
  hint,
  id,
  labelHidden,
  shade,
  ...props
}: FieldProps & {
  labelHidden?: boolean;
  /**
   * The value in runs, some shown faint. A text area cannot colour part of its text, so its own text is made
   * transparent and a copy of it with the runs coloured is laid exactly beneath (same box, same wrapping, scrolled
   * with it): the text area stays the one control — selection, copying, the caret, what assistive technology reads.
   */
  shade?: ShadedText[];
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const invalid = Boolean(errors?.length);
  const backdrop = useRef<HTMLDivElement>(null);
  const textarea = (
    <textarea
      id={inputId}
      className={shade ? `${styles.textarea} ${styles.shadedTextarea}` : styles.textarea}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${inputId}-error` : undefined}
      onScroll={
        shade
          ? (event) => {
              if (backdrop.current) backdrop.current.scrollTop = event.currentTarget.scrollTop;
            }
          : undefined
      }
      {...props}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={labelHidden ? "visually-hidden" : styles.label}>
        {label}
      </label>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {shade ? (
        <div className={styles.shadeBox}>
          <div ref={backdrop} className={`${styles.textarea} ${styles.shadeBackdrop}`} aria-hidden="true">
            {shade.map((run, i) =>
              run.confirmed ? (
                run.text
              ) : (
                <span key={i} className={styles.faint}>
                  {run.text}
                </span>
              ),
            )}
          </div>
          {textarea}
        </div>
      ) : (
        textarea
      )}
      {errors?.length ? <ErrorList id={`${inputId}-error`} errors={errors} /> : null}
    </div>
  );
}
