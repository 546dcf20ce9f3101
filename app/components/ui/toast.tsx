import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { lazyPart } from "~/components/on-demand.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import * as styles from "./toast.css.ts";

type ToastType = "default" | "success" | "destructive";
export type ToastMessage = { id: string; title: string; description?: string; type?: ToastType };

/** docs/product.md §9: one toast visible at a time, shown for 5 s, removed 2 s after dismissal, swipe right past 50 px, F8. */
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 2000;
export const TOAST_HOTKEY = ["F8"] as const;

/** Radix Toast, loaded when the page first shows a toast (decision 029). */
const ToastViewport = lazyPart(
  () => import("../radix-on-demand.tsx").then((parts) => parts.ToastViewport),
  ToastsWithoutRadix,
);

type ShowToast = (toast: Omit<ToastMessage, "id"> & { id?: string }) => void;
const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast from anywhere in the page. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/**
 * The empty viewport exactly as Radix renders it while no toast has been shown, F8 included: the region that
 * F8 focuses, letting clicks through (decision 015).
 */
function EmptyViewport({ className }: { className: string }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (TOAST_HOTKEY.every((key) => event.code === key)) list.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <div
      role="region"
      aria-label={`Notifications (${TOAST_HOTKEY.join("+")})`}
      tabIndex={-1}
      style={{ pointerEvents: "none" }}
    >
      <ol ref={list} tabIndex={-1} className={className} />
    </div>
  );
}

/**
 * A toast as plain markup, in the same style: the server's flash before hydration and without JavaScript. In the
 * corner (a signed-out page), or `inFlow` at the top of the page's content (the signed-in shell puts it there).
 */
export function PlainToast({ toast, inFlow }: { toast: Omit<ToastMessage, "id">; inFlow?: boolean }) {
  return (
    <ol className={inFlow ? styles.inFlow : styles.viewport} aria-label="Notification">
      <li className={`${styles.toast} ${styles.type[toast.type ?? "default"]}`} role="status">
        <div className={styles.title}>{toast.title}</div>
        {toast.description ? <div className={styles.description}>{toast.description}</div> : null}
      </li>
    </ol>
  );
}

export type ViewportProps = {
  current: (ToastMessage & { open: boolean }) | null;
  onOpenChange: (open: boolean) => void;
  /** The viewport's class: in the corner, or docked in the signed-in shell. */
  className: string;
  /**
   * Docked in the signed-in shell (decision 047): the shell keeps room for the shown toast — the sidebar ends above
   * it on large screens, the phone header grows by it (--toast-room) — so a toast never lies over the page.
   */
  docked: boolean;
};

/** If Radix Toast cannot be loaded, a toast still shows, as plain markup, for as long as Radix would show it. */
function ToastsWithoutRadix({ current, onOpenChange, className }: ViewportProps) {
  useEffect(() => {
    if (!current?.open) return;
    const timer = setTimeout(() => onOpenChange(false), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, onOpenChange]);
  return current?.open ? <PlainToast toast={current} /> : <EmptyViewport className={className} />;
}

/**
 * Toasts for the page. `docked` (the signed-in shell): at the foot of the sidebar on large screens and under the
 * top of a phone's header, in room the shell makes for it; otherwise in the bottom-right corner.
 */
export function ToastProvider({
  children,
  flash,
  docked = false,
}: {
  children: ReactNode;
  flash?: ToastMessage | null;
  docked?: boolean;
}) {
  const [current, setCurrent] = useState<(ToastMessage & { open: boolean }) | null>(null);
  // Once a toast has been shown, Radix's viewport stays in the page.
  const [radixWanted, setRadixWanted] = useState(false);
  const removal = useRef<ReturnType<typeof setTimeout>>();

  const show = useCallback<ShowToast>((toast) => {
    clearTimeout(removal.current);
    setRadixWanted(true);
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

  const onOpenChange = useCallback((open: boolean) => {
    if (open) return;
    setCurrent((toast) => (toast ? { ...toast, open: false } : toast));
    removal.current = setTimeout(() => setCurrent(null), TOAST_REMOVE_DELAY_MS);
  }, []);
  const value = useMemo(() => show, [show]);
  // Radix renders toasts in the browser only. Until the page is hydrated (and forever without JavaScript) the
  // server's flash toast is shown as plain markup in the same place. The children keep the same position in the
  // tree either way, so hydrating (or loading Radix) never remounts the page.
  const hydrated = useHydrated();
  const className = docked ? `${styles.viewport} ${styles.docked}` : styles.viewport;
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Docked, the shell shows the server's flash in its own place (AppShell). */}
      {!hydrated && flash && !docked ? <PlainToast toast={flash} /> : null}
      {hydrated && radixWanted ? (
        <Suspense fallback={<EmptyViewport className={className} />}>
          <ToastViewport current={current} onOpenChange={onOpenChange} className={className} docked={docked} />
        </Suspense>
      ) : (
        <EmptyViewport className={className} />
      )}
    </ToastContext.Provider>
  );
}
