import { useEffect, useState } from "react";

/**
 * False on the server and during hydration, true once React runs in the browser. Pages render their
 * no-JavaScript form first (plain posts, native checkboxes, links) and upgrade after this turns true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
