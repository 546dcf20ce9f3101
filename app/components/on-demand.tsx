import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from "react";

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

/**
 * A part the server renders at once but the browser loads only when a page first shows it: on the server
 * `onServer` is the component itself (exported by a `.server.tsx` module, which the browser build replaces with an
 * empty stand-in); in the browser it is undefined and the part is lazy. Render it inside a Suspense boundary, the
 * same on both sides: while it loads, the browser keeps the server's markup (hydration waits for it), so a page
 * without JavaScript has it all and server rendering never waits for a lazy part (decision 029).
 */
export function renderedThenLoaded<P extends object>(
  onServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
): ComponentType<P> | LazyExoticComponent<ComponentType<P>> {
  return onServer ?? lazyPart(load, fallback);
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

/**
 * False on the server and during hydration, true once React runs in the browser. Pages render their
 * no-JavaScript form first (plain posts, native checkboxes, links) and upgrade after this turns true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
