import type { FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Calls back once each time a fetcher submission settles. The admin actions redirect (with a flash toast) on
 * success, which leaves the fetcher without data, and answer 4xx with data on failure.
 */
export function useFetcherOutcome<T>(
  fetcher: Pick<FetcherWithComponents<T>, "state" | "data">,
  handlers: { onSuccess?: () => void; onFailure?: (data: NonNullable<T>) => void },
): void {
  const busy = useRef(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (fetcher.state !== "idle") {
      busy.current = true;
      return;
    }
    if (!busy.current) return;
    busy.current = false;
    if (fetcher.data === undefined || fetcher.data === null) latest.current.onSuccess?.();
    else latest.current.onFailure?.(fetcher.data as NonNullable<T>);
  }, [fetcher.state, fetcher.data]);
}
