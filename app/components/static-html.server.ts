import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The HTML of a page part with no behaviour of its own, for a loader to send to `StaticHtml` (decision 069). */
export function staticMarkup(element: ReactElement): string {
  return renderToStaticMarkup(element);
}
