import { useState } from "react";
import { Field } from "~/components/ui/field.tsx";
import { allowedRange, SETTING_LIMITS, typedNumberProblem, type LimitSetting } from "~/features/settings/rules.ts";
import * as styles from "./number-setting-field.css.ts";

/**
 * A whole-number setting with its range. The allowed range is always shown under the label (with the field's
 * description, if any). What is typed stays as typed, and a value out of range says so under the field in the
 * server's own words ('Must be at most 100'; issue 26 item 8, decision 059 — the spec's "ignore out-of-range typed
 * values" left people wondering why a keystroke did nothing): above the maximum at once, below the minimum once the
 * field is left ("3" may be on its way to "30"). Save is refused with the same message, and the server checks again.
 */
export function NumberSettingField({
  setting,
  value,
  onChange,
  errors,
  description,
}: {
  setting: LimitSetting;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  /** What the setting does, shown before the allowed range. */
  description?: string;
}) {
  const { min, max, label, unit } = SETTING_LIMITS[setting];
  const [left, setLeft] = useState(false);
  const problem = typedNumberProblem(setting, value, !left);
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
      errors={errors?.length ? errors : problem ? [problem] : undefined}
      onChange={(event) => {
        setLeft(false);
        onChange(event.currentTarget.value);
      }}
      onBlur={() => setLeft(true)}
    />
  );
}
