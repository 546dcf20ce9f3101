import { useId, useState, type ReactNode } from "react";
import * as styles from "./switch.css.ts";

/**
 * A labelled on/off switch: a button with the switch role (what Radix's was, without its 5 KB; decision 069).
 * With `name`, it submits "on" in a form when on, as a checkbox does.
 */
export function SwitchField({
  label,
  hint,
  checked,
  defaultChecked,
  onCheckedChange,
  name,
  disabled,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [own, setOwn] = useState(Boolean(defaultChecked));
  const on = checked ?? own;
  const state = on ? "checked" : "unchecked";
  return (
    <div className={styles.row}>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={on}
        data-state={state}
        className={styles.root}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => {
          if (checked === undefined) setOwn(!on);
          onCheckedChange?.(!on);
        }}
      >
        <span className={styles.thumb} data-state={state} />
      </button>
      {name ? (
        <input type="checkbox" name={name} checked={on} disabled={disabled} readOnly hidden aria-hidden tabIndex={-1} />
      ) : null}
    </div>
  );
}
