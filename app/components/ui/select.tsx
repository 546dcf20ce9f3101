import { Suspense } from "react";
import { lazyPart } from "~/components/on-demand.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import * as styles from "./select.css.ts";

type SelectOption = { value: string; label: string };

export type SelectProps = {
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

/** The browser's own select: what the server sends, what a browser without JavaScript keeps. */
function NativeSelect({ id, name, value, options, onValueChange, disabled, native: _native, ...aria }: SelectProps) {
  return (
    <select
      id={id}
      name={name}
      defaultValue={value}
      disabled={disabled}
      className={styles.native}
      onChange={onValueChange ? (event) => onValueChange(event.currentTarget.value) : undefined}
      {...aria}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** Radix's Select, loaded with the page's other Radix parts when a page first shows a select (decision 069). */
const RadixSelectField = lazyPart(
  () => import("../radix-on-demand.tsx").then((parts) => parts.RadixSelectField),
  NativeSelect,
);

/**
 * A select that works with and without JavaScript: the server (and a browser without JS) gets a native
 * <select> that submits with its form; once hydrated it becomes a Radix Select (with a hidden input of the
 * same name, so it still submits), loaded on demand: until it has arrived (or if it cannot be fetched) the
 * native select stays, and works. The label is passed as the value's children so it renders on the server.
 */
export function Select(props: SelectProps) {
  const hydrated = useHydrated();
  if (!hydrated || props.native) return <NativeSelect {...props} />;
  return (
    <Suspense fallback={<NativeSelect {...props} />}>
      <RadixSelectField {...props} />
    </Suspense>
  );
}
