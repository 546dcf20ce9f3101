import * as RadixTabs from "radix-ui/tabs";
import type { ComponentPropsWithoutRef } from "react";
import * as styles from "./tabs.css.ts";

export const Tabs = RadixTabs.Root;

export function TabsList(props: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={styles.list} {...props} />;
}

export function TabsTrigger(props: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={styles.trigger} {...props} />;
}

/**
 * A tab panel. With `keepMounted`, inactive panels stay in the page (hidden) so their fields remain part of
 * the surrounding form, with or without JavaScript.
 */
export function TabsContent({
  keepMounted,
  ...props
}: ComponentPropsWithoutRef<typeof RadixTabs.Content> & { keepMounted?: boolean }) {
  return <RadixTabs.Content className={styles.content} forceMount={keepMounted || undefined} {...props} />;
}
