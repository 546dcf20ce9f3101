import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

/**
 * Parts of a page loaded when they are first wanted, not with the page (decision 029): a dialog when it first
 * opens, the toasts' Radix when the first toast shows, the cookie banner for someone who has not chosen yet.
 */

/**
 * React.lazy for such a part. If its script cannot be fetched (the connection dropped, or a new version of Notewell
 * replaced this one), `fallback` renders in its place, so the page never falls into its error boundary over it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  );
}

/** Renders `children` (a lazy part) from the first time `when` is true, and keeps them mounted after that. */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The fallback of a dialog that could not be loaded: it reports itself closed, so its trigger works again. */
export function Unopened({ open, onOpenChange }: { open: boolean; onOpenChange?: (open: boolean) => void }) {
  useEffect(() => {
    if (open) onOpenChange?.(false);
  }, [open, onOpenChange]);
  return null;
}
