import { useNavigate } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";

/**
 * A page part with no behaviour of its own (the Help Guide's text), rendered on the server by its route's loader
 * (`staticMarkup`, ./static-html.server.ts) and shown here as the HTML it made (decision 069): the text reaches
 * the browser as the page and its data, not as JavaScript to run. A link in it moves within the app as a
 * `<Link>` does (a plain click, same site); any other click is the browser's.
 */
export function StaticHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  function followLink(event: MouseEvent<HTMLDivElement>) {
    // A click something before it has dealt with (offline-links.ts, with no connection) is left alone, as a `<Link>` does.
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  }
  // The wrapper has no box of its own: the markup lays out as if it were the page's own elements.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links inside take the keyboard themselves; this only routes their clicks
  return <div style={{ display: "contents" }} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A link inside a part rendered by `staticMarkup` (which has no router): a plain `<a>`, which `StaticHtml` routes. */
export function StaticLink({ to, children }: { to: string; children: ReactNode }) {
  return <a href={to}>{children}</a>;
}
