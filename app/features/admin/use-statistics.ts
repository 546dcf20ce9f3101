import { useHref } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { failureMessage } from "~/components/failure-message.ts";
import type { Statistics } from "./admin-api.ts";

/** The Statistics tab's figures: fetched each time the tab is opened (with JavaScript). */
export function useStatistics(open: boolean, loaded: Statistics | null) {
  const [statistics, setStatistics] = useState<Statistics | null>(loaded);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const [reloads, setReloads] = useState(0);
  // Figures that came with the page are fresh: the first opening does not fetch them again.
  const fresh = useRef(loaded !== null);
  // The JSON API's address as the app serves it. (From Remix, as the pages' own imports are: a part loaded on
  // demand that reached React without it would cut the framework's script in two, decision 029.)
  const address = useHref("/api/admin/statistics");
  useEffect(() => {
    if (loaded) setStatistics(loaded);
  }, [loaded]);
  useEffect(() => {
    if (!open) return;
    if (fresh.current) {
      fresh.current = false;
      return;
    }
    const controller = new AbortController();
    setState("loading");
    fetch(address, { headers: { Accept: "application/json" }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureMessage(response));
        setStatistics((await response.json()) as Statistics);
        setState("idle");
      })
      .catch(() => {
        if (!controller.signal.aborted) setState("error");
      });
    return () => controller.abort();
  }, [open, reloads, address]);
  const refresh = useCallback(() => setReloads((n) => n + 1), []);
  return { statistics, state, refresh };
}
