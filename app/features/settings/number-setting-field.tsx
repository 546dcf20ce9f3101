import { useEffect, useRef } from "react";
import { Field } from "~/components/ui/field.tsx";
import {
  acceptsTypedValue,
  allowedRange,
  isInRange,
  SETTING_LIMITS,
  type LimitSetting,
} from "~/features/settings/validation.ts";
import * as styles from "./number-setting-field.css.ts";

/**
 * A whole-number setting with its range (product.md §5: "the number inputs ignore out-of-range typed values").
 * The allowed range is always shown under the label (with the field's description, if any), so nobody has
 * to guess why a keystroke was ignored. A keystroke that would take the value above the maximum (or make it
 * not a number) is ignored; a value below the minimum may stand while typing ("3" on the way to "30") and is
 * put back to the last valid value when the field loses focus. The server checks the range again and its
 * 'Must be at least N' / 'Must be at most N' shows under the field.
 */
export function NumberSettingField({
  setting,
  value,
  savedValue,
  onChange,
  errors,
  description,
}: {
  setting: LimitSetting;
  value: string;
  /** The value to fall back to if the field is left out of range. */
  savedValue: string;
  onChange: (value: string) => void;
  errors?: string[];
  /** What the setting does, shown before the allowed range. */
  description?: string;
}) {
  const { min, max, label, unit } = SETTING_LIMITS[setting];
  const lastValid = useRef(isInRange(setting, value) ? value : savedValue);
  useEffect(() => {
    if (isInRange(setting, value)) lastValid.current = value;
  }, [setting, value]);
  return (
    <Field
      label={unit === "sessions" ? label : `${label} (${unit})`}
      hint={
        <>
          {description ? `${description} ` : null}
          <span className={styles.range}>{allowedRange(setting)}</span>
        </>
      }
      type="number"
      name={setting}
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      required
      value={value}
      errors={errors}
      onChange={(event) => {
        if (acceptsTypedValue(setting, event.currentTarget.value)) onChange(event.currentTarget.value);
      }}
      onBlur={() => {
        if (!isInRange(setting, value)) onChange(lastValid.current);
      }}
    />
  );
}
