import { useEffect } from "react";

/** Removes patient text from the browser's stores (loaded when first wanted: platform/forget-patient-text.ts). */
export function forgetPatientText(): Promise<void> {
  return import("~/platform/forget-patient-text.ts").then((module) => module.forgetPatientText());
}

/**
 * What a signed-in page does when it learns its session has ended (issue 21, decision 037): a 401 from any call, the
 * sidecar refusing a recording as signed out, or the periodic check below. Whatever has work the server has not
 * received keeps it (encrypted) first; then every trace of patient text leaves the browser's stores, and the page
 * goes to sign in — a full page load, so nothing stays on screen or in memory either.
 */
type Keeper = () => Promise<void>;
const keepers = new Set<Keeper>();
let ending: Promise<void> | null = null;
let signedOut = false;

/**
 * The clinician has signed out (the server said so): the sign-out goes to sign in itself. A call that comes back 401
 * in the meantime (a draft's save, the session check) must not send the page to "Your session has expired" instead.
 */
export function signedOutOnPurpose(): void {
  signedOut = true;
}

/** Registers work to keep (encrypted) before a session's end clears the page; returns its removal. */
export function onSessionEnd(keep: Keeper): () => void {
  keepers.add(keep);
  return () => keepers.delete(keep);
}

/** How long keeping unsaved work may hold up leaving the page. */
const KEEP_WITHIN_MS = 2_000;

/** The session has ended: keep unsaved work, forget patient text, go to sign in (once, however often called). */
export function sessionEnded(): Promise<void> {
  ending ??= (async () => {
    await Promise.race([
      Promise.allSettled([...keepers].map((keep) => keep())),
      new Promise((resolve) => setTimeout(resolve, KEEP_WITHIN_MS)),
    ]);
    await forgetPatientText();
    if (signedOut) return;
    const { pathname, search } = window.location;
    window.location.assign(`/auth?expired=1&redirectTo=${encodeURIComponent(pathname + search)}`);
  })();
  return ending;
}

/** How often an open page asks whether its session is still live (it also asks whenever it comes back into view). */
const CHECK_EVERY_MS = 30_000;

/**
 * The root's watch over the session. Signed in: the page asks the server every half-minute while it is in view, and
 * each time it comes back into view, whether its session is still live (without extending it: /api/session), and
 * ends itself when not. Signed out (the sign-in page, say): nothing of anyone's patient text is left in the stores.
 */
export function useSessionWatch(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) {
      void forgetPatientText();
      return;
    }
    const check = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const answer = await fetch("/api/session", {
          credentials: "same-origin",
          headers: { Accept: "application/json" },
        });
        if (answer.status === 401) void sessionEnded();
      } catch {
        // offline: the next check (or the next save) tells
      }
    };
    const timer = setInterval(() => void check(), CHECK_EVERY_MS);
    const onVisible = () => void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [signedIn]);
}
