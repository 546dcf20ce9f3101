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
