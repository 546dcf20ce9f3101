import * as RadixAlertDialog from "radix-ui/alert-dialog";
import * as RadixDialog from "radix-ui/dialog";
import type { ReactNode } from "react";
import * as styles from "./dialog.css.ts";

/**
 * The Radix half of `dialog.tsx`, loaded the first time a dialog opens (decision 029). The trigger stays in the
 * page (dialog.tsx), so focus goes back to it here, as Radix's own trigger would have it.
 */
export type DialogWindowProps = {
  kind: "dialog" | "alert";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's `aria-controls`. */
  contentId: string;
  /** Where focus goes back to on close; null when the dialog has no trigger (Radix then leaves focus alone). */
  returnFocus: () => HTMLElement | null;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  cancel?: ReactNode;
  action?: ReactNode;
  /** Read only if this window cannot be loaded (`Dialog`'s `page`). */
  page?: string;
};

export default function DialogWindow(props: DialogWindowProps) {
  const { open, onOpenChange, contentId, title, description, children } = props;
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    props.returnFocus()?.focus();
  };
  if (props.kind === "dialog") {
    return (
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content id={contentId} className={styles.content} onCloseAutoFocus={onCloseAutoFocus}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
            )}
            {children}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    );
  }
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={styles.overlay} />
        <RadixAlertDialog.Content id={contentId} className={styles.content} onCloseAutoFocus={onCloseAutoFocus}>
          <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description asChild={typeof description !== "string"} className={styles.description}>
            {typeof description === "string" ? description : <div>{description}</div>}
          </RadixAlertDialog.Description>
          {children}
          <div className={styles.footer}>
            <RadixAlertDialog.Cancel asChild>{props.cancel}</RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action asChild>{props.action}</RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
