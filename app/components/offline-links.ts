import { useEffect } from "react";
import { useToast } from "~/components/ui/toast.tsx";

/**
 * A link followed while this browser has no connection: the page stays as it is and says why, rather than giving
 * way to the browser's own offline page (a page whose script has not been fetched yet is loaded by reloading this
 * one, which cannot work offline). The dictation screen, a recording or unsaved words are kept on screen.
 */
export function OfflineLinks(): null {
  const toast = useToast();
  useEffect(() => {
    // Before the page's own handlers (capture, on the document): a link's navigation is prevented here first.
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || !plainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || !sameTab(link)) return;
      const target = new URL(link.href, window.location.href);
      if (target.origin !== window.location.origin) return;
      // "Skip to main content" and other links within this page need no connection.
      if (target.pathname === window.location.pathname && target.search === window.location.search && target.hash)
        return;
      event.preventDefault();
      toast({
        title: "You're offline",
        description: `${pageName(link)} will open once the connection is back. This page stays as it is.`,
        type: "destructive",
      });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [toast]);
  return null;
}

/** A left click with no key held (one that opens another tab or window is the browser's to handle). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const sameTab = (link: HTMLAnchorElement) =>
  (!link.target || link.target === "_self") && !link.hasAttribute("download");

/** What the link is called on screen ("My consultations"), or "That page". */
function pageName(link: HTMLAnchorElement): string {
  const name = (link.getAttribute("aria-label") ?? link.textContent ?? "").replace(/\s+/g, " ").trim();
  return name ? `“${name}”` : "That page";
}
