import * as RadixSelect from "radix-ui/select";
import { useHydrated } from "~/components/use-hydrated.ts";
import * as styles from "./select.css.ts";

type SelectOption = { value: string; label: string };

type SelectProps = {
  id?: string;
  name?: string;
  value: string;
  options: SelectOption[];
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  /** Always the browser's own select (a filter form that is read by its name on submit, and needs no script). */
  native?: boolean;
};

/**
 * A select that works with and without JavaScript: the server (and a browser without JS) gets a native
 * <select> that submits with its form; once hydrated it becomes a Radix Select (with a hidden input of the
 * same name, so it still submits). The label is passed as the value's children so it renders on the server.
 */
export function Select({ id, name, value, options, onValueChange, disabled, native, ...aria }: SelectProps) {
  const hydrated = useHydrated();
  const label = options.find((o) => o.value === value)?.label ?? value;
  if (!hydrated || native) {
    return (
      <select id={id} name={name} defaultValue={value} disabled={disabled} className={styles.native} {...aria}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <RadixSelect.Root name={name} value={value} onValueChange={onValueChange} disabled={disabled}>
      <RadixSelect.Trigger id={id} className={styles.trigger} {...aria}>
        <RadixSelect.Value>{label}</RadixSelect.Value>
        <RadixSelect.Icon aria-hidden="true">▾</RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.Viewport>
            {options.map((o) => (
              <RadixSelect.Item key={o.value} value={o.value} className={styles.item}>
                <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
