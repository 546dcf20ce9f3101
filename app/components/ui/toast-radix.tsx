import { useEffect, useRef } from "react";
import * as RadixToast from "radix-ui/toast";
import { TOAST_DURATION_MS, TOAST_HOTKEY, type ViewportProps } from "./toast.tsx";
import * as styles from "./toast.css.ts";

/**
 * The Radix half of `toast.tsx`: the viewport and the one toast shown, with Radix's timer, swipe and F8. Loaded
 * when the page first shows a toast (decision 029); until then toast.tsx renders the same empty viewport itself.
 */
export default function ToastViewport({ current, onOpenChange, className, docked }: ViewportProps) {
  const viewport = useRef<HTMLOListElement>(null);
  // Docked, the shell makes room for the shown toast as it changes (a toast in, its text wrapping, a toast gone).
  useEffect(() => {
    const list = viewport.current;
    if (!list || !docked) return;
    const makeRoom = (pixels: number) => document.documentElement.style.setProperty("--toast-room", `${pixels}px`);
    const measure = () => makeRoom(list.children.length ? list.offsetHeight : 0);
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    const children = new MutationObserver(measure);
    children.observe(list, { childList: true });
    return () => {
      observer.disconnect();
      children.disconnect();
      makeRoom(0);
    };
  }, [docked]);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {current ? (
        <RadixToast.Root
          key={current.id}
          open={current.open}
          onOpenChange={onOpenChange}
          className={`${styles.toast} ${styles.type[current.type ?? "default"]}`}
          type={current.type === "destructive" ? "foreground" : "background"}
        >
          <RadixToast.Title className={styles.title}>{current.title}</RadixToast.Title>
          {current.description ? (
            <RadixToast.Description className={styles.description}>{current.description}</RadixToast.Description>
          ) : null}
          <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport ref={viewport} className={className} hotkey={[...TOAST_HOTKEY]} />
    </RadixToast.Provider>
  );
}
