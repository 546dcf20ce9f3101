import * as RadixToast from "radix-ui/toast";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import * as styles from "./toast.css.ts";

export type ToastType = "default" | "success" | "destructive";
export type ToastMessage = { id: string; title: string; description?: string; type?: ToastType };

/** Spec §9: one toast visible at a time, shown for 5 s, removed 2 s after dismissal, swipe right past 50 px, F8. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 2000;

type ShowToast = (toast: Omit<ToastMessage, "id"> & { id?: string }) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast from anywhere in the page. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children, flash }: { children: ReactNode; flash?: ToastMessage | null }) {
  const [current, setCurrent] = useState<(ToastMessage & { open: boolean }) | null>(null);
  const removal = useRef<ReturnType<typeof setTimeout>>();

  const show = useCallback<ShowToast>((toast) => {
    clearTimeout(removal.current);
    setCurrent({ ...toast, id: toast.id ?? Math.random().toString(36).slice(2), open: true });
  }, []);

  // A toast set by the server (flash cookie) is shown once per id.
  const shownFlash = useRef<string | null>(null);
  useEffect(() => {
    if (flash && flash.id !== shownFlash.current) {
      shownFlash.current = flash.id;
      show(flash);
    }
  }, [flash, show]);
  useEffect(() => () => clearTimeout(removal.current), []);

  const onOpenChange = (open: boolean) => {
    if (open) return;
    setCurrent((toast) => (toast ? { ...toast, open: false } : toast));
    removal.current = setTimeout(() => setCurrent(null), TOAST_REMOVE_DELAY_MS);
  };
  const value = useMemo(() => show, [show]);
  // Radix renders toasts through a portal, which exists only in the browser. Until the page is hydrated (and
  // forever without JavaScript) the server's flash toast is shown as plain markup in the same place. The
  // children keep the same position in the tree either way, so hydrating never remounts the page.
  const hydrated = useHydrated();
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
        {children}
        {!hydrated && flash ? (
          <ol className={styles.viewport} aria-label="Notification">
            <li className={`${styles.toast} ${styles.type[flash.type ?? "default"]}`} role="status">
              <div className={styles.title}>{flash.title}</div>
              {flash.description ? <div className={styles.description}>{flash.description}</div> : null}
            </li>
          </ol>
        ) : null}
        {hydrated && current ? (
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
        <RadixToast.Viewport className={styles.viewport} hotkey={["F8"]} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
