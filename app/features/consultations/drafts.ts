/**
 * Work in progress kept in the browser (product.md §3 "Browser-stored data"), so a reload or a crash loses nothing.
 * Keys carry the product prefix; sign-out and Clear All remove them.
 */
const DRAFT_PREFIX = "notewell:";
const DRAFT_KEYS = [
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

/**
 * The whole consultation as this browser last had it, whose it is, which saved consultation it belongs to, and
 * whether the server has it yet. Unsaved work (offline, or the session ran out) comes back from here after a
 * reload or a new sign-in — only for the same user.
 */
export type ConsultationDraft<R> = { owner: number; id: string | null; dirty: boolean; record: R };
const CONSULTATION_KEY = "consultation";

export function readConsultationDraft<R>(): ConsultationDraft<R> | null {
  const raw = storage()?.getItem(DRAFT_PREFIX + CONSULTATION_KEY);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as ConsultationDraft<R>;
    return typeof draft.owner === "number" && typeof draft.dirty === "boolean" && draft.record ? draft : null;
  } catch {
    return null;
  }
}

export function writeConsultationDraft<R>(draft: ConsultationDraft<R>): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(DRAFT_PREFIX + CONSULTATION_KEY, JSON.stringify(draft));
  } catch {
    // quota exceeded: the server copy and the screen still hold it
  }
}

export function clearDrafts(): void {
  const store = storage();
  if (!store) return;
  for (const key of DRAFT_KEYS) store.removeItem(DRAFT_PREFIX + key);
  store.removeItem(DRAFT_PREFIX + CONSULTATION_KEY);
}
