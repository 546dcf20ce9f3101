import * as RadixAlertDialog from "radix-ui/alert-dialog";
import * as RadixDialog from "radix-ui/dialog";
import type { ReactNode } from "react";
import * as styles from "./dialog.css.ts";

type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
};

export function Dialog({ open, onOpenChange, trigger, title, description, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} aria-describedby={description ? undefined : undefined}>
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

/** A confirmation that must be answered: Cancel or the action. */
export function AlertDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  cancel,
  action,
}: DialogProps & { cancel: ReactNode; action: ReactNode }) {
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger> : null}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={styles.overlay} />
        <RadixAlertDialog.Content className={styles.content}>
          <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description asChild={typeof description !== "string"} className={styles.description}>
            {typeof description === "string" ? description : <div>{description}</div>}
          </RadixAlertDialog.Description>
          {children}
          <div className={styles.footer}>
            <RadixAlertDialog.Cancel asChild>{cancel}</RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action asChild>{action}</RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
