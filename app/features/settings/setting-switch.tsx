import { useId, type ReactNode } from "react";
import { SwitchField } from "~/components/ui/switch.tsx";
import * as styles from "./settings.css.ts";
import { useHydrated } from "../../components/use-hydrated.ts";

/**
 * An on/off setting inside the settings form. Once JavaScript runs it is the app's SwitchField (which submits
 * "on" through Radix's hidden checkbox); before that, and without JavaScript, a native checkbox with the
 * switch role, which a browser can toggle and submit on its own.
 */
export function SettingSwitch({
  name,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const hydrated = useHydrated();
  const id = useId();
  if (hydrated) {
    return <SwitchField name={name} label={label} hint={hint} checked={checked} onCheckedChange={onCheckedChange} />;
  }
  return (
    <div className={styles.checkboxRow}>
      <span className={styles.checkboxText}>
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
        </label>
        {hint ? (
          <span id={`${id}-hint`} className={styles.checkboxHint}>
            {hint}
          </span>
        ) : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        id={id}
        name={name}
        defaultChecked={checked}
        className={styles.checkbox}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}
