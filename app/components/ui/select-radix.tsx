import * as RadixSelect from "radix-ui/select";
import * as styles from "./select.css.ts";
import type { SelectProps } from "./select.tsx";

/** The Radix Select a hydrated `Select` becomes, loaded with the page's other Radix parts on demand (decision 069). */
export default function RadixSelectField({ id, name, value, options, onValueChange, disabled, ...aria }: SelectProps) {
  const label = options.find((o) => o.value === value)?.label ?? value;
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
