import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
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

export function TextareaField({
  label,
  errors,
  hint,
  id,
  labelHidden,
  ...props
}: FieldProps & { labelHidden?: boolean } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const invalid = Boolean(errors?.length);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={labelHidden ? "visually-hidden" : styles.label}>
        {label}
      </label>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <textarea
        id={inputId}
        className={styles.textarea}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${inputId}-error` : undefined}
        {...props}
      />
      {errors?.length ? <ErrorList id={`${inputId}-error`} errors={errors} /> : null}
    </div>
  );
}
