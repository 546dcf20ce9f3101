import { randomInt } from "node:crypto";

/**
 * Work a request starts but does not wait for: sending an e-mail, or the lookup behind an answer that must take
 * the same time whether or not an account exists (forgot-password). A failure is logged for the operator, never
 * shown to the person who asked.
 */
export function inBackground(what: string, task: () => Promise<unknown>): void {
  void Promise.resolve()
    .then(task)
    .catch((error: unknown) => console.warn(`[background] ${what} failed: ${(error as Error).message}`));
}

/** How long `inBackgroundLater` waits before starting its work: between these, at random. */
export const UNLINKED_DELAY_MS = { min: 500, max: 1_500 } as const;

/**
 * Background work whose cost must not be linked to the request that asked for it: a reset or verification link is
 * looked up and mailed only for an address that has an account, and that work (a database round trip or two, an
 * SMTP conversation) slows whatever the server answers next. Started at once, it landed on the asker's own next
 * request, so an address with an account was followed by a slower answer (issue 21: 1.5–3 ms, enough to tell which
 * addresses have accounts). Started after a random pause of half a second to a second and a half, it lands on some
 * request at random, whoever sent it, and tells nothing about the address asked for.
 */
export function inBackgroundLater(what: string, task: () => Promise<unknown>): void {
  const delay = randomInt(UNLINKED_DELAY_MS.min, UNLINKED_DELAY_MS.max + 1);
  setTimeout(() => inBackground(what, task), delay);
}
