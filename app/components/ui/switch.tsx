import * as RadixSwitch from "radix-ui/switch";
import { useId, type ReactNode } from "react";
import * as styles from "./switch.css.ts";

/** A labelled on/off switch. With `name`, it submits "on" in a form like a checkbox (Radix adds a hidden input). */
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
      <RadixSwitch.Root
        id={id}
        className={styles.root}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        name={name}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
}
