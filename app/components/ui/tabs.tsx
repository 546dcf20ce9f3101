import {
  createContext,
  useContext,
  useId,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { slotInto } from "./slot.ts";
import * as styles from "./tabs.css.ts";

/**
 * Tabs as Radix Tabs builds them (WAI-ARIA tabs, horizontal, automatic activation, the same roles, ids, data
 * attributes and keys), written here because the dictation screen paints them first thing and Radix's take on
 * them (roving focus, collection, presence: about 10 KB gzipped) was a tenth of its JavaScript (decision 029).
 * Arrow keys move between tabs and wrap, Home/PageUp and End/PageDown go to the ends, and a tab that takes focus is
 * chosen; Enter or Space chooses it too. Once the page is hydrated the chosen tab is the one tab stop; before that
 * (and without JavaScript, where arrow keys do nothing) every tab is one, so each can be reached with Tab.
 */
type TabsContextValue = { baseId: string; value: string; onValueChange?: (value: string) => void; hydrated: boolean };
const TabsContext = createContext<TabsContextValue>({ baseId: "", value: "", hydrated: false });

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  value,
  onValueChange,
  children,
  ...props
}: { value: string; onValueChange?: (value: string) => void } & HTMLAttributes<HTMLDivElement>) {
  const context = { baseId: useId(), value, onValueChange, hydrated: useHydrated() };
  return (
    <TabsContext.Provider value={context}>
      <div dir="ltr" data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const KEY_INTENT: Record<string, "prev" | "next" | "first" | "last"> = {
  ArrowLeft: "prev",
  ArrowRight: "next",
  Home: "first",
  PageUp: "first",
  End: "last",
  PageDown: "last",
};

function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const intent = KEY_INTENT[event.key];
  const tab = event.target as HTMLElement;
  if (!intent || tab.getAttribute("role") !== "tab" || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey)
    return;
  event.preventDefault();
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(tab);
  const next =
    intent === "first"
      ? tabs[0]
      : intent === "last"
        ? tabs[tabs.length - 1]
        : tabs[(at + (intent === "next" ? 1 : tabs.length - 1)) % tabs.length];
  // After the key's own handling, as Radix does.
  setTimeout(() => next?.focus());
}

export function TabsList({ onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={styles.list}
      tabIndex={-1}
      style={{ outline: "none" }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

type TriggerProps = {
  value: string;
  /** Give the tab's role and behaviour to the one child (a submit button, a Link) instead of a button. */
  asChild?: boolean;
  children: ReactNode;
};

export function TabsTrigger({ value, asChild, children }: TriggerProps) {
  const { baseId, value: chosen, onValueChange, hydrated } = useContext(TabsContext);
  const selected = value === chosen;
  // As Radix's controlled state: a change is reported only when it is one.
  const choose = () => {
    if (!selected) onValueChange?.(value);
  };
  // Each runs after the child's own handler, unless that prevented the default (as with Radix).
  const props = {
    role: "tab",
    "aria-selected": selected,
    "aria-controls": contentId(baseId, value),
    "data-state": selected ? "active" : "inactive",
    "data-orientation": "horizontal",
    id: triggerId(baseId, value),
    tabIndex: selected || !hydrated ? 0 : -1,
    className: styles.trigger,
    onMouseDown: (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented) return;
      if (event.button === 0 && !event.ctrlKey) {
        event.currentTarget.focus();
        choose();
      } else {
        event.preventDefault();
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!event.defaultPrevented && event.target === event.currentTarget && [" ", "Enter"].includes(event.key))
        choose();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!event.defaultPrevented) choose();
    },
  };
  return asChild ? (
    slotInto(children, props)
  ) : (
    <button type="button" {...props}>
      {children}
    </button>
  );
}

/**
 * A tab panel. With `keepMounted`, inactive panels stay in the page (hidden by their style) so their fields remain
 * part of the surrounding form, with or without JavaScript; without it an inactive panel is empty and hidden.
 */
export function TabsContent({
  value,
  keepMounted,
  children,
  ...props
}: { value: string; keepMounted?: boolean } & HTMLAttributes<HTMLDivElement>) {
  const { baseId, value: chosen } = useContext(TabsContext);
  const selected = value === chosen;
  const present = selected || keepMounted === true;
  return (
    <div
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(baseId, value)}
      hidden={!present}
      id={contentId(baseId, value)}
      tabIndex={0}
      className={styles.content}
      {...props}
    >
      {present ? children : null}
    </div>
  );
}
