import {
  cloneElement,
  isValidElement,
  useId,
  useRef,
  useEffect,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { lazyPart, OnDemand, Unopened } from "~/components/on-demand.tsx";
import type { DialogWindowProps } from "./dialog-radix.tsx";

/**
 * Dialogs are Radix's, but Radix Dialog (focus trap, scroll lock, portal, dismissable layer: about 10 KB
 * gzipped) is loaded only when a dialog first opens (decision 029). Until then a page holds just the trigger,
 * with the attributes Radix's trigger would give it.
 */
const DialogWindow = lazyPart(() => import("../radix-on-demand.tsx").then((parts) => parts.DialogWindow), Unloaded);

/**
 * In place of a dialog whose script could not be fetched (the connection dropped, or a new version of Notewell
 * replaced it): a dialog with a page of its own goes there, as without JavaScript; one without reports itself
 * closed, so its trigger works again.
 */
function Unloaded(props: DialogWindowProps) {
  const { open, onOpenChange, page } = props;
  useEffect(() => {
    if (open && page) window.location.assign(page);
  }, [open, page]);
  return page ? null : <Unopened open={open} onOpenChange={onOpenChange} />;
}

type DialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The dialog's own page, its form without JavaScript ("?new=1"): where a press leads if the dialog cannot load. */
  page?: string;
};

type TriggerProps = {
  ref: (element: HTMLElement | null) => void;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  "aria-haspopup": "dialog";
  "aria-expanded": boolean;
  "aria-controls"?: string;
  "data-state": "open" | "closed";
};

function LazyDialog({
  kind,
  open: openProp,
  onOpenChange,
  trigger,
  ...content
}: DialogProps & Pick<DialogWindowProps, "kind" | "cancel" | "action">) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const contentId = useId();
  const triggerElement = useRef<HTMLElement | null>(null);
  const triggerProps = (own: { onClick?: (event: MouseEvent<HTMLElement>) => void }): TriggerProps => ({
    ref: (element) => {
      triggerElement.current = element;
    },
    onClick: (event) => {
      own.onClick?.(event);
      if (!event.defaultPrevented) setOpen(!open);
    },
    "aria-haspopup": "dialog",
    "aria-expanded": open,
    "aria-controls": open ? contentId : undefined,
    "data-state": open ? "open" : "closed",
  });
  return (
    <>
      {isValidElement(trigger)
        ? cloneElement(trigger as ReactElement<TriggerProps>, triggerProps(trigger.props as TriggerProps))
        : null}
      {/* Once opened, the Radix dialog stays mounted (closed), as it would be had it been in the page all along. */}
      <OnDemand when={open}>
        <DialogWindow
          kind={kind}
          open={open}
          onOpenChange={setOpen}
          contentId={contentId}
          returnFocus={() => triggerElement.current}
          {...content}
        />
      </OnDemand>
    </>
  );
}

export function Dialog(props: DialogProps) {
  return <LazyDialog kind="dialog" {...props} />;
}

/** A confirmation that must be answered: Cancel or the action. */
export function AlertDialog(props: DialogProps & { cancel: ReactNode; action: ReactNode }) {
  return <LazyDialog kind="alert" {...props} />;
}
