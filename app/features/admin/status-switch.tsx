import * as switchStyles from "~/components/ui/switch.css.ts";
import * as styles from "./status-switch.css.ts";

/**
 * An account's Active switch. It is the submit button of its own small form, so it toggles with or without
 * JavaScript: the form posts the opposite of the current state. Looks like the app's SwitchField.
 */
export function StatusSwitch({
  checked,
  label,
  disabled,
  title,
}: {
  checked: boolean;
  label: string;
  disabled?: boolean;
  title?: string;
}) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="submit"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={title}
      disabled={disabled}
      data-state={state}
      className={`${switchStyles.root} ${styles.disabled}`}
    >
      <span className={switchStyles.thumb} data-state={state} />
    </button>
  );
}
