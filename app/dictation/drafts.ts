/**
 * Work in progress kept in the browser (spec §3 "Browser-stored data"), so a reload or a crash loses nothing.
 * Keys carry the product prefix; sign-out and Clear All remove them.
 */
export const DRAFT_PREFIX = "notewell:";
export const DRAFT_KEYS = [
  "transcript",
  "runningTranscript",
  "consultationNote",
  "referralLetter",
  "exactDictation",
  "processedResult",
] as const;
export type DraftKey = (typeof DRAFT_KEYS)[number];

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy): drafts are simply not kept
  }
}

export function readDraft(key: DraftKey): string {
  return storage()?.getItem(DRAFT_PREFIX + key) ?? "";
}

export function writeDraft(key: DraftKey, value: string): void {
  const store = storage();
  if (!store) return;
  try {
    if (value) store.setItem(DRAFT_PREFIX + key, value);
    else store.removeItem(DRAFT_PREFIX + key);
  } catch {
    // quota exceeded: keep working; the text is still on screen
  }
}

export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of DRAFT_KEYS) store.removeItem(DRAFT_PREFIX + key);
}
