import * as RadixDialog from "radix-ui/dialog";
import type { ComponentProps } from "react";
import * as styles from "./menu-drawer.css.ts";
import { Sidebar } from "./sidebar.tsx";

/**
 * The small screens' menu: the sidebar in a Radix dialog sliding in from the side. Loaded the first time the
 * menu opens (decision 029); the Menu button stays in the page (app-shell.tsx), so focus goes back to it here.
 */
export default function MenuDrawer({
  open,
  onOpenChange,
  contentId,
  returnFocus,
  ...sidebar
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  returnFocus: () => HTMLElement | null;
} & Omit<ComponentProps<typeof Sidebar>, "onNavigate">) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          id={contentId}
          className={styles.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus()?.focus();
          }}
        >
          <RadixDialog.Title className="visually-hidden">Menu</RadixDialog.Title>
          <Sidebar {...sidebar} onNavigate={() => onOpenChange(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
